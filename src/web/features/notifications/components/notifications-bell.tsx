import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Bell,
  BadgeCheck,
  CalendarClock,
  CalendarX,
  CalendarPlus,
  CheckCheck,
  MessageSquare,
  RotateCw,
  Star,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { NotificationKind } from '#shared/notifications/notifications.ts';
import type { NotificationDto } from '#shared/notifications/notification-schemas.ts';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRealtime, useRealtimeConnected } from '../../../lib/realtime.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import {
  markAllNotificationsRead,
  markNotificationRead,
  markReadInCache,
  notificationsKey,
  notificationsQuery,
} from '../api/notifications.ts';
import { relativeTime } from '../lib/relative-time.ts';

const KINDS: Record<NotificationKind, { icon: LucideIcon; label: MessageKey }> = {
  message: { icon: MessageSquare, label: 'common.notifications.kindMessage' },
  appointment_booked: { icon: CalendarPlus, label: 'common.notifications.kindBooked' },
  appointment_reminder: { icon: CalendarClock, label: 'common.notifications.kindReminder' },
  appointment_cancelled: { icon: CalendarX, label: 'common.notifications.kindCancelled' },
  new_review: { icon: Star, label: 'common.notifications.kindReview' },
  schedule_conflict: { icon: TriangleAlert, label: 'common.notifications.kindConflict' },
  onboarding: { icon: BadgeCheck, label: 'common.notifications.kindOnboarding' },
};

export const LOAD_FAILED = 'common.notifications.loadFailed' satisfies MessageKey;
export const READ_FAILED = 'common.notifications.readFailed' satisfies MessageKey;

/** 'Notifications, 2 unread' (the bell's name for screen readers). */
export const bellLabel = (unread: number, t: Translate) =>
  unread > 0 ? t('common.notifications.bellUnread', { unread }) : t('common.notifications.title');

/** Only paths of this site are followed: a notification never sends anyone elsewhere. */
const isSitePath = (url: string | null): url is string =>
  Boolean(url && url.startsWith('/') && !url.startsWith('//'));

/** The list, kept live by the user's event stream; the bell's and the menu's shared source. */
function useNotifications() {
  const queryClient = useQueryClient();
  const t = useT();
  const live = useRealtimeConnected();
  const query = useQuery(notificationsQuery(live));
  const [announcement, setAnnouncement] = useState('');
  useRealtime(['notification', 'notifications-read', 'resync'], (signal) => {
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
    if (signal.type === 'notification')
      setAnnouncement(t('common.notifications.announce', { kind: t(KINDS[signal.kind].label) }));
  });

  const markRead = useMutation({
    mutationFn: (id?: string) => (id === undefined ? markAllNotificationsRead() : markNotificationRead(id)),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      return markReadInCache(queryClient, id);
    },
    onError: (_err, _id, before) => {
      if (before) queryClient.setQueryData(notificationsKey, before);
      toast.error(t(READ_FAILED));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
  return { query, announcement, markRead };
}

/** The count, on the bell's shoulder: beside it there is no room on a phone. */
function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className="bg-danger absolute -top-0.5 left-5 inline-flex min-h-6 min-w-6 items-center justify-center rounded-full px-1 text-base leading-none font-bold text-white ring-2 ring-white dark:ring-stone-950"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

function NotificationRow({ n, now, onChoose }: { n: NotificationDto; now: Date; onChoose: () => void }) {
  const { icon: Icon } = KINDS[n.kind] ?? KINDS.message;
  const t = useT();
  const locale = useLocale();
  const unread = !n.readAt;
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        className={cn(
          'flex min-h-11 w-full cursor-pointer items-start gap-3 px-4 py-3 text-left outline-offset-[-3px] hover:bg-stone-100 dark:hover:bg-stone-800',
          unread && 'bg-primary-soft/60 dark:bg-stone-800/70',
        )}
      >
        <span
          aria-hidden
          className="bg-primary-soft text-primary-strong mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full dark:bg-sky-900 dark:text-sky-100"
        >
          <Icon className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="text-ink block text-lg leading-snug font-bold dark:text-stone-100">
            {unread && <span className="sr-only">{t('common.notifications.unread')}</span>}
            {n.title}
          </span>
          <span className="text-ink mt-0.5 block text-base break-words dark:text-stone-200">{n.body}</span>
          <time dateTime={n.createdAt} className="text-ink-muted mt-1 block text-base dark:text-stone-300">
            {relativeTime(n.createdAt, now, t, locale)}
          </time>
        </span>
        {unread && (
          <span aria-hidden className="bg-primary mt-2 size-3.5 shrink-0 rounded-full dark:bg-sky-300" />
        )}
      </button>
    </li>
  );
}

/**
 * The header's bell for signed-in users: the unread count, and a panel with the latest
 * notifications. Choosing one marks it read and opens where it leads.
 */
export function NotificationsBell({ className }: { className?: string }) {
  const { user } = useAuth();
  if (!user) return null;
  return <SignedInBell className={className} />;
}

function SignedInBell({ className }: { className?: string }) {
  const navigate = useNavigate();
  const t = useT();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const { query, announcement, markRead } = useNotifications();
  const unread = query.data?.unread ?? 0;
  const list = query.data?.notifications ?? [];
  const now = new Date();

  const choose = (n: NotificationDto) => {
    setOpen(false);
    if (!n.readAt) markRead.mutate(n.id);
    if (isSitePath(n.url)) navigate(n.url);
  };

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          aria-label={bellLabel(unread, t)}
          // Where only the icon shows, pointing at it says what it is.
          title={bellLabel(unread, t)}
          className={cn(
            // 44 px exactly (not 2.75rem, which grows with the text size): the header row is full.
            'text-ink hover:text-primary relative inline-flex min-h-[44px] min-w-[44px] shrink-0 cursor-pointer items-center justify-center rounded-md px-2 data-[state=open]:bg-stone-200 dark:text-stone-100 dark:hover:text-sky-300 dark:data-[state=open]:bg-stone-800',
            className,
          )}
        >
          {/* Icon only: the header row has no room for the word (its name says it to screen readers). */}
          <Bell aria-hidden className="size-6" />
          <Badge count={unread} />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            aria-labelledby={headingId}
            className="text-ink z-50 flex max-h-[min(40rem,var(--radix-popover-content-available-height))] w-[min(28rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border border-stone-300 bg-white shadow-lg dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
          >
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-stone-300 px-4 py-2 dark:border-stone-700">
              <h2 id={headingId} className="text-xl font-bold">
                {t('common.notifications.title')}
              </h2>
              {unread > 0 && (
                <Button
                  variant="link"
                  className="no-underline hover:underline"
                  onClick={() => markRead.mutate(undefined)}
                >
                  <CheckCheck aria-hidden className="size-5" />
                  {t('common.notifications.markAllRead')}
                </Button>
              )}
            </div>
            <div className="overflow-y-auto">
              {query.isPending ? (
                <Spinner label={t('common.notifications.loading')} className="px-4 py-6 text-lg" />
              ) : query.isError && list.length === 0 ? (
                <div className="px-4 py-5">
                  <p className="text-danger font-bold dark:text-red-300">{t(LOAD_FAILED)}</p>
                  <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
                    <RotateCw aria-hidden className="size-5" />
                    {t('common.notifications.tryAgain')}
                  </Button>
                </div>
              ) : list.length === 0 ? (
                <p className="px-4 py-6 text-lg">{t('common.notifications.empty')}</p>
              ) : (
                <ul
                  aria-label={t('common.notifications.latest')}
                  className="divide-y divide-stone-200 dark:divide-stone-700"
                >
                  {list.map((n) => (
                    <NotificationRow key={n.id} n={n} now={now} onChoose={() => choose(n)} />
                  ))}
                </ul>
              )}
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
