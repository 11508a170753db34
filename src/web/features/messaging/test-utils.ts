import type { ConversationSummaryDto, MessageDto, ThreadDto } from '#shared/messaging/messaging.ts';
import { minutesAgo } from '../../test/clock.ts';
import { PATIENT, PROVIDER_USER } from '../../test/users.ts';

export const PROVIDER_PROFILE_ID = '11111111-1111-4111-8111-111111111111';

/** The patient's conversation with Dr. Morales, as the patient sees it. */
export const conversation = (over: Partial<ConversationSummaryDto> = {}): ConversationSummaryDto => ({
  id: 'c1',
  providerProfileId: PROVIDER_PROFILE_ID,
  patientId: PATIENT.id,
  myRole: 'patient',
  counterpart: {
    userId: PROVIDER_USER.id,
    name: 'Dr. Elena Morales, MD',
    providerProfileId: PROVIDER_PROFILE_ID,
    specialty: 'General Practice Physician',
    category: 'primary-care',
    imageUrl: null,
    lastSeenAt: minutesAgo(2),
  },
  lastMessage: { body: 'See you on Monday.', senderId: PROVIDER_USER.id, createdAt: minutesAgo(30) },
  unreadCount: 0,
  lastMessageAt: minutesAgo(30),
  ...over,
});

export const msg = (id: string, senderId: string, body: string, createdAt: string): MessageDto => ({
  id,
  conversationId: 'c1',
  senderId,
  caregiverName: null,
  body,
  createdAt,
});

export const thread = (over: Partial<ThreadDto> = {}): ThreadDto => ({
  conversation: conversation(),
  messages: [],
  otherLastReadAt: null,
  olderCursor: null,
  ...over,
});
