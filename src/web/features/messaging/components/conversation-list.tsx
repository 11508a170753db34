import { careName, careNameLang } from '#shared/taxonomy/listing-words.ts';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import type { ConversationSummaryDto } from '#shared/messaging/messaging.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { paths } from '../../../config/paths.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { listTime, unreadText } from '../lib/format.ts';
import { PersonPhoto, Presence } from './person.tsx';

export const conversationHref = (id: string) => `?conversation=${encodeURIComponent(id)}`;

/** Everyone the user talks with, the latest conversation first. */
export function ConversationList({
  conversations,
  selectedId,
  meId,
  now,
  onSelect,
}: {
  conversations: ConversationSummaryDto[];
  selectedId: string | null;
  meId: string | undefined;
  now: Date;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="flex flex-col gap-2">
      {conversations.map((c) => {
        const selected = c.id === selectedId;
        const mine = c.lastMessage?.senderId === meId;
        return (
          <li key={c.id}>
            <Link
              to={conversationHref(c.id)}
              data-conversation-id={c.id}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(c.id)}
              className={cn(
                'flex min-h-20 gap-3 rounded-xl border-2 p-3 text-ink no-underline hover:border-primary dark:text-stone-100',
                selected
                  ? 'border-primary bg-primary-soft dark:border-sky-300 dark:bg-stone-800'
                  : 'border-stone-300 bg-white dark:border-stone-700 dark:bg-stone-900',
              )}
            >
              <PersonPhoto person={c.counterpart} />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate text-lg font-bold">{c.counterpart.name}</span>
                  {c.lastMessage && (
                    <time
                      dateTime={c.lastMessage.createdAt}
                      className="text-ink-muted shrink-0 text-base dark:text-stone-300"
                    >
                      {listTime(c.lastMessage.createdAt, now, t, locale)}
                    </time>
                  )}
                </span>
                {c.counterpart.specialty && (
                  <span className="truncate" lang={careNameLang(c.counterpart, locale)}>
                    {careName(c.counterpart, locale)}
                  </span>
                )}
                <Presence lastSeenAt={c.counterpart.lastSeenAt} now={now} />
                <span className="mt-1 flex items-start justify-between gap-2">
                  <span
                    className={cn(
                      'line-clamp-2 break-words',
                      c.unreadCount > 0 ? 'font-bold' : 'text-ink-muted dark:text-stone-300',
                    )}
                  >
                    {c.lastMessage
                      ? mine
                        ? t('messages.list.lastMine', { body: c.lastMessage.body })
                        : c.lastMessage.body
                      : t('messages.list.noMessages')}
                  </span>
                  {c.unreadCount > 0 && (
                    <span className="bg-primary inline-flex min-h-8 min-w-8 shrink-0 items-center justify-center rounded-full px-2 font-bold text-white">
                      <span aria-hidden>{c.unreadCount}</span>
                      <span className="sr-only">{unreadText(c.unreadCount, t)}</span>
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** No conversation yet, in plain words; a patient is shown where to find someone to write to. */
export function NoConversations({ audience }: { audience: 'patient' | 'provider' }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900">
      <p className="text-lg font-bold">{t('messages.list.none')}</p>
      {audience === 'patient' ? (
        <>
          <p className="mt-2">{t('messages.list.nonePatient')}</p>
          <Button asChild className="mt-4">
            <Link to={paths.providers}>
              <Search aria-hidden className="size-5" />
              {t('messages.list.findProviders')}
            </Link>
          </Button>
        </>
      ) : (
        <p className="mt-2">{t('messages.list.noneProvider')}</p>
      )}
    </div>
  );
}
