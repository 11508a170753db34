import { careName, careNameLang } from '#shared/taxonomy/listing-words.ts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, type Ref, type UIEvent } from 'react';
import { displayName } from '#shared/display-name.ts';
import { MESSAGING_MESSAGES, type CounterpartDto, type MessageDto } from '#shared/messaging/messaging.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useActingForState } from '../../../lib/acting-for.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { useRealtimeConnected } from '../../../lib/realtime.ts';
import {
  conversationsKey,
  markConversationRead,
  threadMessages,
  threadQuery,
  unreadKey,
} from '../api/messaging.ts';
import { usePageVisible } from '../hooks/use-page-visible.ts';
import { clockTime, dayKey, dayLabel } from '../lib/format.ts';
import { Composer } from './composer.tsx';
import { PersonPhoto, Presence } from './person.tsx';

/** Closer to the bottom than this (pixels) counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 120;

type Day = { key: string; label: string; messages: MessageDto[] };

function groupByDay(messages: MessageDto[], now: Date, t: Translate, locale: Locale): Day[] {
  const days: Day[] = [];
  for (const m of messages) {
    const key = dayKey(m.createdAt);
    const last = days[days.length - 1];
    if (last?.key === key) last.messages.push(m);
    else days.push({ key, label: dayLabel(m.createdAt, now, t, locale), messages: [m] });
  }
  return days;
}

/**
 * Marks the conversation read while it is on screen and the window is visible: at once when it
 * has unread messages, and again for each message that arrives while it stays open.
 */
function useMarkRead(conversationId: string, unread: boolean, latestIncomingId: string | undefined) {
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!visible || !unread || !latestIncomingId) return;
    const key = `${conversationId}:${latestIncomingId}`;
    if (marked.current === key) return;
    marked.current = key;
    markConversationRead(conversationId)
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: conversationsKey });
        void queryClient.invalidateQueries({ queryKey: unreadKey });
      })
      .catch(() => {
        // Tried again with the next message or the next look at the tab.
        marked.current = null;
      });
  }, [conversationId, unread, latestIncomingId, visible, queryClient]);
}

/** Who wrote a message, as the thread names them (ADR 18 adds caregivers writing for a patient). */
type Writers = {
  /** Whether the message is from the viewer's side of the conversation (theirs, or written for them). */
  ours: (m: MessageDto) => boolean;
  /** The writer's name, for the screen reader and (for anyone but the viewer on their side) the screen. */
  name: (m: MessageDto) => string;
};

/**
 * Who wrote each message. The patient's side holds the patient and the caregivers who write for
 * them, so a caregiver acting for the patient sees the patient's messages on their own side, each
 * named; the provider's side is the provider alone.
 */
function useWriters(
  meId: string | undefined,
  myRole: 'patient' | 'provider',
  counterpart: { userId: string | null; name: string },
): Writers {
  const { user } = useAuth();
  const t = useT();
  const acting = useActingForState();
  // The patient's name: the other person for the provider; for a caregiver, whom they act for.
  const patient = myRole === 'provider' ? counterpart.name : (acting?.name ?? displayName(user));
  const ours = (m: MessageDto) =>
    myRole === 'patient' ? m.senderId !== counterpart.userId : m.senderId === meId;
  return {
    ours,
    name: (m) =>
      // 'Ana Delgado (caregiver) for Rosa Delgado': a message a caregiver wrote for the patient.
      m.caregiverName
        ? t('messages.thread.caregiverFor', { caregiver: m.caregiverName, patient })
        : ours(m)
          ? patient
          : counterpart.name,
  };
}

/**
 * Says each message the other side sends while the thread is open, once, through the page's polite
 * live region; messages already there when it opened, and older ones loaded later, are not said.
 */
function useAnnounceArrivals(messages: MessageDto[], writers: Writers, announce: (text: string) => void) {
  const newestSeen = useRef<number | null>(null);
  const t = useT();
  // The messages alone say when something arrived; the writers and the live region are read as they are then.
  const sayArrivedAfter = useEffectEvent((before: number) => {
    const arrived = messages.filter((m) => Date.parse(m.createdAt) > before && !writers.ours(m));
    for (const m of arrived) announce(t('messages.thread.arrived', { name: writers.name(m), body: m.body }));
  });
  useEffect(() => {
    const newest = messages[messages.length - 1];
    if (!newest) return;
    const before = newestSeen.current;
    newestSeen.current = Date.parse(newest.createdAt);
    if (before !== null) sayArrivedAfter(before);
  }, [messages]);
}

/**
 * Scrolling: open at the newest message; follow new ones while the reader is near the bottom (or
 * sent it); keep the reader's place when earlier messages are added above.
 */
function useThreadScroll(messages: MessageDto[], meId: string | undefined) {
  const box = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const edges = useRef<{ first?: string; last?: string }>({});
  const first = messages[0]?.id;
  const last = messages[messages.length - 1];
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = edges.current;
    edges.current = { first, last: last?.id };
    if (
      !prev.last ||
      (last && last.id !== prev.last && (fromBottom.current < NEAR_BOTTOM_PX || last.senderId === meId))
    ) {
      el.scrollTop = el.scrollHeight;
    } else if (first !== prev.first) {
      el.scrollTop = el.scrollHeight - el.clientHeight - fromBottom.current;
    }
  }, [first, last, meId]);
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    fromBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight;
  };
  return { box, onScroll };
}

/** Back to the list (phones), and whom the conversation is with: photo, name, specialty, presence. */
function ThreadHeader({
  counterpart,
  now,
  headingRef,
  onBack,
}: {
  counterpart: CounterpartDto;
  now: Date;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
}) {
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-2 border-b border-stone-300 p-3 sm:p-4 dark:border-stone-700">
      <BackToConversations onBack={onBack} />
      <div className="flex items-center gap-3">
        <PersonPhoto person={counterpart} />
        <div className="min-w-0">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl break-words outline-none">
            {counterpart.name}
          </h2>
          {counterpart.specialty && (
            <p className="text-lg" lang={careNameLang(counterpart, locale)}>
              {careName(counterpart, locale)}
            </p>
          )}
          <Presence lastSeenAt={counterpart.lastSeenAt} now={now} />
        </div>
      </div>
    </div>
  );
}

/** One conversation: who it is with, the messages by day, earlier ones on request, and the composer. */
export function Thread({
  conversationId,
  meId,
  now,
  listUnread,
  headingRef,
  onBack,
  announce,
}: {
  conversationId: string;
  meId: string | undefined;
  now: Date;
  /** The list's unread count for this conversation, which may be fresher than the thread's. */
  listUnread: number;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  announce: (text: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const live = useRealtimeConnected();
  const query = useInfiniteQuery(threadQuery(conversationId, live));
  const messages = useMemo(() => threadMessages(query.data), [query.data]);
  const newestPage = query.data?.pages[0];
  const conversation = newestPage?.conversation;
  const counterpart = conversation?.counterpart;
  const otherLastReadAt = newestPage?.otherLastReadAt ?? null;

  const writers = useWriters(
    meId,
    conversation?.myRole ?? 'patient',
    counterpart ?? { userId: null, name: '' },
  );
  const latestIncoming = [...messages].reverse().find((m) => !writers.ours(m));
  useMarkRead(conversationId, (conversation?.unreadCount ?? 0) > 0 || listUnread > 0, latestIncoming?.id);
  useAnnounceArrivals(messages, writers, announce);

  // Our side's latest message the other side has read carries 'Read' beneath it.
  const readUpTo = otherLastReadAt ? Date.parse(otherLastReadAt) : null;
  const readId =
    readUpTo === null
      ? undefined
      : [...messages].reverse().find((m) => writers.ours(m) && Date.parse(m.createdAt) <= readUpTo)?.id;

  const { box, onScroll } = useThreadScroll(messages, meId);

  if (query.isPending) {
    return (
      <div className="p-6">
        <Spinner label={t('messages.thread.loading')} className="text-lg" />
      </div>
    );
  }
  if (query.isError || !counterpart) {
    return (
      <div className="p-4 sm:p-6">
        <BackToConversations onBack={onBack} />
        <div role="alert" className="border-danger bg-danger-soft text-danger mt-3 rounded-lg border-l-4 p-4">
          <p className="font-bold">{t(MESSAGING_MESSAGES.openFailed)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            {t('messages.page.tryAgain')}
          </Button>
        </div>
      </div>
    );
  }

  const days = groupByDay(messages, now, t, locale);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader counterpart={counterpart} now={now} headingRef={headingRef} onBack={onBack} />
      <div
        ref={box}
        tabIndex={0}
        role="region"
        aria-label={t('messages.thread.with', { name: counterpart.name })}
        onScroll={onScroll}
        className="max-h-[60vh] min-h-64 flex-1 overflow-y-auto bg-stone-50 p-3 sm:p-4 lg:max-h-none dark:bg-stone-950"
      >
        {query.hasNextPage && (
          <div className="mb-4 flex justify-center">
            <Button
              variant="secondary"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage
                ? t('messages.thread.loadingEarlier')
                : t('messages.thread.loadEarlier')}
            </Button>
          </div>
        )}
        {messages.length === 0 ? (
          <p className="text-ink-muted py-8 text-center text-lg dark:text-stone-300">
            {t('messages.thread.empty')}
          </p>
        ) : (
          days.map((day) => (
            <div
              key={day.key}
              role="group"
              aria-labelledby={`day-${conversationId}-${day.key}`}
              className="mb-4"
            >
              <h3
                id={`day-${conversationId}-${day.key}`}
                className="text-ink-muted my-3 flex items-center gap-3 text-base font-bold dark:text-stone-300"
              >
                <span aria-hidden className="h-px flex-1 bg-stone-300 dark:bg-stone-700" />
                {day.label}
                <span aria-hidden className="h-px flex-1 bg-stone-300 dark:bg-stone-700" />
              </h3>
              <ol className="flex flex-col gap-3">
                {day.messages.map((m) => (
                  <MessageBubble
                    key={m.id}
                    message={m}
                    mine={writers.ours(m)}
                    writer={m.senderId === meId ? null : writers.name(m)}
                    label={
                      m.caregiverName || (writers.ours(m) && m.senderId !== meId) ? writers.name(m) : null
                    }
                    read={m.id === readId}
                  />
                ))}
              </ol>
            </div>
          ))
        )}
      </div>
      <Composer key={conversationId} conversationId={conversationId} recipient={counterpart.name} />
    </div>
  );
}

function MessageBubble({
  message,
  mine,
  writer,
  label,
  read,
}: {
  message: MessageDto;
  /** On the viewer's side of the conversation: drawn on the right. */
  mine: boolean;
  /** Who wrote it, for the screen reader; null when the viewer did. */
  writer: string | null;
  /** Who wrote it, on screen: a caregiver always, and anyone but the viewer on the viewer's side. */
  label: string | null;
  read: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      {label && (
        // The bubble says it to a screen reader already, with 'said'.
        <span aria-hidden className="mb-1 max-w-[85%] px-1 text-base font-bold break-words sm:max-w-[75%]">
          {label}
        </span>
      )}
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-lg break-words whitespace-pre-wrap sm:max-w-[75%]',
          mine
            ? 'bg-primary rounded-br-sm text-white'
            : 'text-ink rounded-bl-sm border border-stone-300 bg-white dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100',
        )}
      >
        <span className="sr-only">
          {writer ? t('messages.thread.theySaid', { name: writer }) : t('messages.thread.youSaid')}
        </span>
        {message.body}
      </div>
      <span className="text-ink-muted mt-1 px-1 text-base dark:text-stone-300">
        <time dateTime={message.createdAt}>{clockTime(message.createdAt, locale)}</time>
        {read && <span className="font-bold">{t('messages.thread.read')}</span>}
      </span>
    </li>
  );
}

function BackToConversations({ onBack }: { onBack: () => void }) {
  const t = useT();
  return (
    <Button variant="ghost" className="-ml-2 self-start lg:hidden" onClick={onBack}>
      <ArrowLeft aria-hidden className="size-5" />
      {t('messages.thread.back')}
    </Button>
  );
}
