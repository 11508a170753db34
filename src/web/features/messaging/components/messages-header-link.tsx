import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { paths } from '../../../config/paths.ts';
import { useRealtime, useRealtimeConnected } from '../../../lib/realtime.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useT } from '../../../lib/i18n.tsx';
import type { Translate } from '#shared/i18n/translate.ts';
import { useActing } from '../../../lib/use-acting-for.ts';
import { unreadKey, unreadQuery } from '../api/messaging.ts';

/**
 * Where a signed-in patient or provider reads their messages; null for everyone else, and for a
 * caregiver acting for a patient who does not let them message (ADR 18).
 */
function useMessagesPath(): string | null {
  const { user, userRole } = useAuth();
  const { may } = useActing();
  if (!user) return null;
  if (userRole === 'patient') return may('message_providers') ? paths.patientMessages : null;
  if (userRole === 'provider') return paths.providerMessages;
  return null;
}

/** The unread count, kept live by the user's event stream (0 while unknown). */
function useUnreadCount(enabled: boolean): number {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const live = useRealtimeConnected();
  const query = useQuery({ ...unreadQuery(live), enabled });
  useRealtime(['message', 'conversation-read', 'resync'], (signal) => {
    if (!enabled) return;
    // My own messages change nothing I have to read.
    if (signal.type === 'message' && signal.senderId === user?.id) return;
    void queryClient.invalidateQueries({ queryKey: unreadKey });
  });
  return query.data?.unread ?? 0;
}

export const messagesLabel = (unread: number, t: Translate) =>
  unread > 0 ? t('common.messages.linkUnread', { unread }) : t('common.messages.link');

function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className="bg-danger inline-flex min-h-7 min-w-7 items-center justify-center rounded-full px-1.5 text-base leading-none font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The header's Messages link with the unread count, for signed-in patients and providers. */
export function MessagesHeaderLink({ className }: { className?: string }) {
  const t = useT();
  const to = useMessagesPath();
  const unread = useUnreadCount(Boolean(to));
  if (!to) return null;
  return (
    <Link
      to={to}
      aria-label={messagesLabel(unread, t)}
      // Where only the icon shows, pointing at it says what it is.
      title={messagesLabel(unread, t)}
      className={cn(
        'text-ink hover:text-primary inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md px-2 font-bold no-underline dark:text-stone-100',
        className,
      )}
    >
      <MessageSquare aria-hidden className="size-6" />
      {/* The header row has no room for the word beside the bell and the menu: the link's name and
          tooltip say it, and the phone menu lists Messages in words. */}
      <Badge count={unread} />
    </Link>
  );
}

/** The same link as a row of the small-screen menu. */
export function MessagesMenuLink({ className, onClick }: { className: string; onClick: () => void }) {
  const t = useT();
  const to = useMessagesPath();
  const unread = useUnreadCount(Boolean(to));
  if (!to) return null;
  return (
    <Link to={to} className={cn(className, 'gap-3')} aria-label={messagesLabel(unread, t)} onClick={onClick}>
      <span>{t('common.messages.link')}</span>
      <Badge count={unread} />
    </Link>
  );
}
