import { z } from 'zod';
import type { MessageKey } from '../i18n/translate.ts';

/** Conversations and messages between a patient and a provider (docs/product.md#messaging). */

/** Longest message, in characters: the same limit in the composer, the API and the table. */
export const MESSAGE_MAX_CHARS = 2000;

export const MESSAGING_MESSAGES = {
  // The product's words (messaging.test.ts).
  /** `{ reason }`: the server's words. */
  createError: 'booking.message.createError',
  startFailed: 'booking.message.startFailed',
  openFailed: 'booking.message.openFailed',
  notAuthenticated: 'booking.message.notAuthenticated',
  /** `{ name }`: the other person's. */
  opening: 'common.messages.opening',
  mustSignIn: 'booking.message.mustSignIn',
  // Our own additions.
  empty: 'booking.message.empty',
  /** `{ maximum }`: MESSAGE_MAX_CHARS, which the schema's bound gives. */
  tooLong: 'booking.message.tooLong',
  sendFailed: 'booking.message.sendFailed',
  notFound: 'booking.message.notFound',
  providerUnavailable: 'booking.message.providerUnavailable',
  patientsOnly: 'booking.message.patientsOnly',
  providerRequired: 'booking.message.providerRequired',
} as const satisfies Record<string, MessageKey>;

export const startConversationSchema = z.object({
  providerProfileId: z.uuid(MESSAGING_MESSAGES.providerRequired),
});

/** GET /api/conversations/{id}?before=: the page before a cursor this API handed out. */
export const threadQuerySchema = z.object({
  // Only ever a cursor this API handed out, so a malformed one is a plain 400.
  before: z.uuid().optional().meta({ description: "A thread page's olderCursor" }),
});

export const sendMessageSchema = z.object({
  body: z
    .string({ error: MESSAGING_MESSAGES.empty })
    .trim()
    .min(1, MESSAGING_MESSAGES.empty)
    .max(MESSAGE_MAX_CHARS, MESSAGING_MESSAGES.tooLong),
});

/** The other person of a conversation, as the signed-in user sees them. */
const counterpartDtoSchema = z.object({
  userId: z.string().nullable(),
  /** A provider's display name, or the patient's first and last name. */
  name: z.string(),
  /** Set when the counterpart is a provider. */
  providerProfileId: z.string().nullable(),
  specialty: z.string().nullable(),
  /** The provider's plain-language category (ADR 23): what screens name; null for a patient or a hidden code. */
  category: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** From user_presence; null when never seen. */
  lastSeenAt: z.string().nullable(),
});
export type CounterpartDto = z.infer<typeof counterpartDtoSchema>;

export const messageDtoSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  /** The caregiver who wrote it for the patient (ADR 18), by name; null when a party wrote it. */
  caregiverName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type MessageDto = z.infer<typeof messageDtoSchema>;

const conversationSummaryDtoSchema = z.object({
  id: z.string(),
  providerProfileId: z.string(),
  patientId: z.string(),
  /** Which side the signed-in user is on. */
  myRole: z.enum(['patient', 'provider']),
  counterpart: counterpartDtoSchema,
  lastMessage: messageDtoSchema.pick({ body: true, senderId: true, createdAt: true }).nullable(),
  unreadCount: z.number(),
  lastMessageAt: z.string(),
});
export type ConversationSummaryDto = z.infer<typeof conversationSummaryDtoSchema>;

/** POST /api/conversations: the patient's conversation with the provider, new or existing. */
export const startedConversationDtoSchema = z.object({ conversation: conversationSummaryDtoSchema });
export type StartedConversationDto = z.infer<typeof startedConversationDtoSchema>;

export const conversationListDtoSchema = z.object({
  conversations: z.array(conversationSummaryDtoSchema),
  unreadTotal: z.number(),
});
export type ConversationListDto = z.infer<typeof conversationListDtoSchema>;

export const threadDtoSchema = z.object({
  conversation: conversationSummaryDtoSchema,
  /** Oldest first. */
  messages: z.array(messageDtoSchema),
  /** The other side's read mark: my messages at or before it show 'Read'. */
  otherLastReadAt: z.string().nullable(),
  /** Pass as ?before= for older messages; null when these are the first. */
  olderCursor: z.string().nullable(),
});
export type ThreadDto = z.infer<typeof threadDtoSchema>;

/** GET /api/conversations/unread: the header badge. */
export const unreadCountDtoSchema = z.object({ unread: z.number() });
export type UnreadCountDto = z.infer<typeof unreadCountDtoSchema>;

/** Messages fetched per page of a thread. */
export const THREAD_PAGE_SIZE = 50;
