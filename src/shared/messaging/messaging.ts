import { z } from 'zod';

/** Conversations and messages between a patient and a provider (docs/product.md#messaging). */

/** Longest message, in characters: the same limit in the composer, the API and the table. */
export const MESSAGE_MAX_CHARS = 2000;

export const MESSAGING_MESSAGES = {
  // The product's words (messaging.test.ts).
  createError: 'Error creating conversation: ',
  startFailed: 'Failed to start conversation. Please try again.',
  openFailed: 'Failed to open conversation. Please try again.',
  notAuthenticated: 'User not authenticated',
  opening: (name: string) => `Opening conversation with ${name}`,
  mustSignIn: 'Must be logged in to message',
  // Our own additions.
  empty: 'Please write a message.',
  tooLong: `Messages can be at most ${MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters.`,
  sendFailed: 'Your message was not sent. Please try again.',
  notFound: 'Conversation not found',
  providerUnavailable: 'Provider not found or not available',
  patientsOnly: 'Only patients can start a conversation with a provider.',
} as const;

export const startConversationSchema = z.object({
  providerProfileId: z.uuid('Provider ID is required'),
});
export type StartConversationInput = z.infer<typeof startConversationSchema>;

export const sendMessageSchema = z.object({
  body: z
    .string({ error: MESSAGING_MESSAGES.empty })
    .trim()
    .min(1, MESSAGING_MESSAGES.empty)
    .max(MESSAGE_MAX_CHARS, MESSAGING_MESSAGES.tooLong),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** The other person of a conversation, as the signed-in user sees them. */
export type CounterpartDto = {
  userId: string | null;
  /** A provider's display name, or the patient's first and last name. */
  name: string;
  /** Set when the counterpart is a provider. */
  providerProfileId: string | null;
  specialty: string | null;
  imageUrl: string | null;
  /** From user_presence; null when never seen. */
  lastSeenAt: string | null;
};

export type MessageDto = {
  id: string;
  conversationId: string;
  senderId: string;
  body: string;
  createdAt: string;
};

export type ConversationSummaryDto = {
  id: string;
  providerProfileId: string;
  patientId: string;
  /** Which side the signed-in user is on. */
  myRole: 'patient' | 'provider';
  counterpart: CounterpartDto;
  lastMessage: Pick<MessageDto, 'body' | 'senderId' | 'createdAt'> | null;
  unreadCount: number;
  lastMessageAt: string;
};

export type ConversationListDto = { conversations: ConversationSummaryDto[]; unreadTotal: number };

export type ThreadDto = {
  conversation: ConversationSummaryDto;
  /** Oldest first. */
  messages: MessageDto[];
  /** The other side's read mark: my messages at or before it show 'Read'. */
  otherLastReadAt: string | null;
  /** Pass as ?before= for older messages; null when these are the first. */
  olderCursor: string | null;
};

/** GET /api/conversations/unread: the header badge. */
export type UnreadCountDto = { unread: number };

/** Messages fetched per page of a thread. */
export const THREAD_PAGE_SIZE = 50;
