import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type {
  ConversationListDto,
  MessageDto,
  StartedConversationDto,
  ThreadDto,
  UnreadCountDto,
} from '#shared/messaging/messaging.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every messaging query starts with this key, so a resync reaches them all at once. */
export const messagingKey = ['messaging'] as const;
export const conversationsKey = [...messagingKey, 'conversations'] as const;
export const unreadKey = [...messagingKey, 'unread'] as const;
export const threadKey = (id: string) => [...messagingKey, 'thread', id] as const;

/**
 * How often the screens look again while the live stream is down (a proxy that buffers, a server
 * restart); while it is open, events say when to look.
 */
const FALLBACK_POLL_MS = 30_000;

export const conversationsQuery = (live: boolean) =>
  queryOptions({
    queryKey: conversationsKey,
    queryFn: ({ signal }) => apiFetch<ConversationListDto>(api.conversations, { signal }),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
    refetchInterval: live ? false : FALLBACK_POLL_MS,
  });

export const unreadQuery = (live: boolean) =>
  queryOptions({
    queryKey: unreadKey,
    queryFn: ({ signal }) => apiFetch<UnreadCountDto>(api.conversationsUnread, { signal }),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
    refetchInterval: live ? false : FALLBACK_POLL_MS,
  });

/**
 * A thread, newest page first: each further page holds the messages before the oldest one shown
 * (the server's olderCursor), fetched by 'Load earlier messages'.
 */
export const threadQuery = (id: string, live: boolean) =>
  infiniteQueryOptions({
    queryKey: threadKey(id),
    queryFn: ({ signal, pageParam }) => apiFetch<ThreadDto>(api.conversation(id, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.olderCursor,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
    refetchInterval: live ? false : FALLBACK_POLL_MS,
  });

export type ThreadPages = InfiniteData<ThreadDto>;

/** The thread's messages oldest first, each once (pages may overlap after a refetch). */
export function threadMessages(data: ThreadPages | undefined): MessageDto[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: MessageDto[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const m of page.messages) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Reuses the patient's conversation with this provider, or makes one (docs/product.md#messaging). */
export const startConversation = (providerProfileId: string) =>
  apiFetch<StartedConversationDto>(api.conversations, {
    method: 'POST',
    body: { providerProfileId },
  });

export const sendMessage = (conversationId: string, body: string) =>
  apiFetch<MessageDto>(api.conversationMessages(conversationId), { method: 'POST', body: { body } });

export const markConversationRead = (conversationId: string) =>
  apiFetch<null>(api.conversationRead(conversationId), { method: 'POST' });
