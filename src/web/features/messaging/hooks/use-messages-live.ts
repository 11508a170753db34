import { useQueryClient } from '@tanstack/react-query';
import type { ConversationListDto, ConversationSummaryDto } from '#shared/messaging/messaging.ts';
import { useRealtime } from '../../../lib/realtime.ts';
import { conversationsKey, messagingKey, threadKey, type ThreadPages } from '../api/messaging.ts';

const withSeen = (c: ConversationSummaryDto, userId: string, lastSeen: string): ConversationSummaryDto =>
  c.counterpart.userId === userId ? { ...c, counterpart: { ...c.counterpart, lastSeenAt: lastSeen } } : c;

/**
 * Keeps the messages page true without a reload: a message or a read receipt refreshes the list and
 * that conversation's thread (fetched now if on screen, else when next opened); a presence change
 * updates the counterpart in place; after a gap in the stream everything is fetched again.
 * `onIncoming` hears of each message the other side sent.
 */
export function useMessagesLive(meId: string | undefined, onIncoming: (conversationId: string) => void) {
  const queryClient = useQueryClient();
  useRealtime(['message', 'conversation-read', 'presence', 'resync'], (signal) => {
    switch (signal.type) {
      case 'message':
      case 'conversation-read':
        void queryClient.invalidateQueries({ queryKey: conversationsKey });
        void queryClient.invalidateQueries({ queryKey: threadKey(signal.conversationId) });
        if (signal.type === 'message' && signal.senderId !== meId) onIncoming(signal.conversationId);
        break;
      case 'presence': {
        const { userId, lastSeen } = signal;
        queryClient.setQueryData<ConversationListDto>(
          conversationsKey,
          (list) =>
            list && { ...list, conversations: list.conversations.map((c) => withSeen(c, userId, lastSeen)) },
        );
        queryClient.setQueriesData<ThreadPages>({ queryKey: [...messagingKey, 'thread'] }, (thread) =>
          thread
            ? {
                ...thread,
                pages: thread.pages.map((p) => ({
                  ...p,
                  conversation: withSeen(p.conversation, userId, lastSeen),
                })),
              }
            : thread,
        );
        break;
      }
      case 'resync':
        void queryClient.invalidateQueries({ queryKey: conversationsKey });
        void queryClient.invalidateQueries({ queryKey: [...messagingKey, 'thread'] });
        break;
    }
  });
}
