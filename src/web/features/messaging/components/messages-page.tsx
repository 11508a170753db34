import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MESSAGING_MESSAGES } from '#shared/messaging/messaging.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useActingForState } from '../../../lib/acting-for.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useRealtimeConnected } from '../../../lib/realtime.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { conversationsKey, conversationsQuery, startConversation } from '../api/messaging.ts';
import { useMessagesLive } from '../hooks/use-messages-live.ts';
import { useNow } from '../hooks/use-now.ts';
import { ConversationList, conversationHref, NoConversations } from './conversation-list.tsx';
import { Thread } from './thread.tsx';

/**
 * The profile's Message Provider button sends the provider along (messages-page.test.tsx,
 * docs/product.md#profiles).
 */
export type StartConversationWith = { id: string; name: string; specialty?: string };

const AUDIENCE = {
  patient: {
    dashboard: paths.patientDashboard,
    intro: 'messages.page.introPatient',
  },
  provider: {
    dashboard: paths.providerDashboard,
    intro: 'messages.page.introProvider',
  },
} as const;

/**
 * After choosing a conversation, focus moves to its name, so a screen reader starts there and, on
 * phones, the reader is where the thread now is. Back to the list (phones), focus returns to the
 * conversation just left, once the list shows.
 */
function useThreadFocus(selectedId: string | null) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const focusThread = useRef(false);
  const headingRef = useCallback((el: HTMLHeadingElement | null) => {
    heading.current = el;
    if (el && focusThread.current) {
      focusThread.current = false;
      el.focus();
    }
  }, []);
  const select = (id: string) => {
    if (id === selectedId) heading.current?.focus();
    else focusThread.current = true;
  };
  const returnTo = useRef<string | null>(null);
  const backToList = () => {
    returnTo.current = selectedId;
    navigate({ search: '' });
  };
  useEffect(() => {
    if (selectedId || !returnTo.current) return;
    document.querySelector<HTMLElement>(`[data-conversation-id="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [selectedId]);
  /** The next thread to open takes the focus. */
  const focusNextThread = useCallback(() => {
    focusThread.current = true;
  }, []);
  return { headingRef, select, backToList, focusNextThread };
}

/**
 * Message Provider on a profile: reuse or start the conversation, then open it. The request is
 * taken from the history entry once, which is then replaced, so a reload does not repeat it.
 */
function useStartConversation(onStarted: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: (provider: StartConversationWith) => startConversation(provider.id),
    onSuccess: ({ conversation }) => {
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
      onStarted();
      navigate({ search: conversationHref(conversation.id) }, { replace: true, state: null });
    },
    onError: () => navigate({ search: location.search }, { replace: true, state: null }),
  });
  const startWith = (location.state as { startConversationWith?: StartConversationWith } | null)
    ?.startConversationWith;
  const startedFor = useRef<string | null>(null);
  const { mutate: startMutate } = start;
  useEffect(() => {
    if (!startWith?.id || startedFor.current === location.key) return;
    startedFor.current = location.key;
    startMutate(startWith);
  }, [startWith, location.key, startMutate]);
  return start;
}

/** A conversation that could not be opened, with the server's reason and a retry. */
function StartFailed({ start }: { start: ReturnType<typeof useStartConversation> }) {
  const t = useT();
  // The server's own words under the heading, unless they are the heading's (told by the code).
  const startDetail =
    start.error instanceof ApiError &&
    start.error.status >= 400 &&
    start.error.status < 500 &&
    start.error.code !== MESSAGING_MESSAGES.startFailed
      ? start.error.message
      : null;
  return (
    <div role="alert" className="border-danger bg-danger-soft text-danger mt-6 rounded-lg border-l-4 p-4">
      <p className="font-bold">{t(MESSAGING_MESSAGES.startFailed)}</p>
      {startDetail && <p>{startDetail}</p>}
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => start.variables && start.mutate(start.variables)}
      >
        {t('messages.page.tryAgain')}
      </Button>
    </div>
  );
}

function ListFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="border-danger bg-danger-soft text-danger mt-8 rounded-lg border-l-4 p-4">
      <p className="font-bold">{t('messages.page.loadFailed')}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('messages.page.tryAgain')}
      </Button>
    </div>
  );
}

/**
 * /patient-dashboard/messages and /provider-dashboard/messages: the conversations on the left (on
 * phones, the list first and then the chosen thread), ?conversation={id} choosing one, so a reload
 * or a shared link opens the same. Everything stays live through the user's event stream.
 */
export function MessagesPage() {
  const t = useT();
  useDocumentTitle(t('messages.page.title'));
  const { user } = useAuth();
  const meId = user?.id;
  const location = useLocation();
  const audience = location.pathname.startsWith(paths.providerDashboard) ? 'provider' : 'patient';
  // A caregiver reads and writes the patient's conversations (ADR 18).
  const acting = useActingForState();
  const intro =
    acting && audience === 'patient'
      ? t('messages.page.introFor', { name: acting.name })
      : t(AUDIENCE[audience].intro);
  const [params] = useSearchParams();
  const selectedId = params.get('conversation');
  const now = useNow();
  const live = useRealtimeConnected();
  const list = useQuery(conversationsQuery(live));
  const conversations = list.data?.conversations ?? [];

  // Arrivals are said politely, without moving focus. A fresh node per message makes each be read.
  const [announcement, setAnnouncement] = useState<{ n: number; text: string } | null>(null);
  const announce = useCallback((text: string) => setAnnouncement((a) => ({ n: (a?.n ?? 0) + 1, text })), []);
  useMessagesLive(meId, (conversationId) => {
    if (conversationId === selectedId) return; // the open thread says the message itself
    const name = conversations.find((c) => c.id === conversationId)?.counterpart.name;
    announce(name ? t('messages.page.newFrom', { name }) : t('messages.page.new'));
  });

  const { headingRef, select, backToList, focusNextThread } = useThreadFocus(selectedId);
  const start = useStartConversation(focusNextThread);

  const selectedSummary = conversations.find((c) => c.id === selectedId);
  const showThread = Boolean(selectedId);

  return (
    <PageHeading title={t('messages.page.title')} intro={intro}>
      <BackToDashboard to={AUDIENCE[audience].dashboard} />
      <div aria-live="polite" className="sr-only">
        {announcement && <p key={announcement.n}>{announcement.text}</p>}
      </div>
      {start.isPending && start.variables && (
        <Spinner
          label={t(MESSAGING_MESSAGES.opening, { name: start.variables.name })}
          className="mt-6 text-lg"
        />
      )}
      {start.isError && <StartFailed start={start} />}
      {list.isPending && <Spinner label={t('messages.page.loading')} className="mt-8 text-lg" />}
      {list.isError && <ListFailed onRetry={() => void list.refetch()} />}
      {list.data && (
        <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-stretch">
          <section
            aria-labelledby="conversations-heading"
            className={cn('lg:w-[26rem] lg:shrink-0', showThread && 'hidden lg:block')}
          >
            <h2 id="conversations-heading" className="mb-3 text-2xl">
              {t('messages.page.conversations')}
            </h2>
            {conversations.length === 0 ? (
              <NoConversations audience={audience} />
            ) : (
              <ConversationList
                conversations={conversations}
                selectedId={selectedId}
                meId={meId}
                now={now}
                onSelect={select}
              />
            )}
          </section>
          {showThread && selectedId ? (
            <div className="flex min-w-0 flex-1 flex-col overflow-hidden rounded-2xl border border-stone-300 bg-white lg:h-[44rem] dark:border-stone-700 dark:bg-stone-900">
              <Thread
                key={selectedId}
                conversationId={selectedId}
                meId={meId}
                now={now}
                listUnread={selectedSummary?.unreadCount ?? 0}
                headingRef={headingRef}
                onBack={backToList}
                announce={announce}
              />
            </div>
          ) : (
            conversations.length > 0 && (
              <div className="hidden flex-1 items-center justify-center rounded-2xl border border-dashed border-stone-400 p-8 text-center text-lg lg:flex dark:border-stone-600">
                <p>{t('messages.page.choose')}</p>
              </div>
            )
          )}
        </div>
      )}
    </PageHeading>
  );
}
