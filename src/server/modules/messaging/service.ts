import {
  MESSAGING_MESSAGES,
  THREAD_PAGE_SIZE,
  type ConversationListDto,
  type ConversationSummaryDto,
  type CounterpartDto,
  type MessageDto,
  type ThreadDto,
  type UnreadCountDto,
} from '#shared/messaging/messaging.ts';
import { MESSAGE_PREVIEW_CHARS, truncatePreview } from '#shared/notifications/notifications.ts';
import { TRUST_MESSAGES } from '#shared/providers/directory-trust.ts';
import { canActAsPatient } from '#shared/roles.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { patientName, providerName } from '../../lib/row-names.ts';
import { announce, notify, type Notice } from '../notifications/notify.ts';
import { publishToUsers } from '../realtime/user-streams.ts';
import * as repo from './repository.ts';

/** Conversations the list shows: far more than anyone scrolls through, and a bounded query. */
export const CONVERSATIONS_SHOWN = 100;

/** The recipient's messages page, where a notification about this conversation leads. */
const MESSAGES_PAGE: Record<repo.Side, string> = {
  patient: '/patient-dashboard/messages',
  provider: '/provider-dashboard/messages',
};

// Someone else's conversation, a malformed id and an unknown one are all the same 404, so that a
// conversation's existence is never revealed.
const missing = () => notFound(MESSAGING_MESSAGES.notFound);

const nameOf = (row: repo.PartiesRow, side: repo.Side) =>
  side === 'provider' ? providerName(row) : patientName(row) || 'Patient';

const otherSide = (side: repo.Side): repo.Side => (side === 'patient' ? 'provider' : 'patient');

function toCounterpart(row: repo.SummaryRow): CounterpartDto {
  const side = otherSide(row.my_role);
  const isProvider = side === 'provider';
  return {
    userId: isProvider ? row.provider_user_id : row.patient_id,
    name: nameOf(row, side),
    providerProfileId: isProvider ? row.provider_profile_id : null,
    specialty: isProvider ? row.provider_specialty : null,
    imageUrl: isProvider ? row.provider_image_url : row.patient_image,
    lastSeenAt: row.counterpart_last_seen,
  };
}

function toSummary(row: repo.SummaryRow): ConversationSummaryDto {
  return {
    id: row.id,
    providerProfileId: row.provider_profile_id,
    patientId: row.patient_id,
    myRole: row.my_role,
    counterpart: toCounterpart(row),
    lastMessage:
      row.last_sender_id && row.last_created_at
        ? { body: row.last_body ?? '', senderId: row.last_sender_id, createdAt: row.last_created_at }
        : null,
    unreadCount: row.unread_count,
    lastMessageAt: row.last_message_at,
  };
}

const toMessage = (row: repo.MessageRow): MessageDto => ({
  id: row.id,
  conversationId: row.conversation_id,
  senderId: row.sender_id,
  body: row.body,
  createdAt: row.created_at,
});

/** The conversation, locked for this transaction, and the caller's side of it; 404 for outsiders. */
async function participate(tx: Executor, user: SessionUser, conversationId: string) {
  const parties = await repo.lockParticipation(tx, conversationId, user.id);
  if (!parties) throw missing();
  const side: repo.Side = parties.patient_id === user.id ? 'patient' : 'provider';
  return { parties, side };
}

async function findSummary(db: Db, user: SessionUser, id: string): Promise<repo.SummaryRow> {
  if (!isUuid(id)) throw missing();
  const [row] = await repo.listSummaries(db, user.id, { id });
  if (!row) throw missing();
  return row;
}

/**
 * Reuses the patient's conversation with a listed provider, or starts it (messaging.test.ts).
 * `created` tells the route 201 from 200.
 */
export async function startConversation(
  db: Db,
  user: SessionUser,
  providerProfileId: string,
): Promise<{ created: boolean; conversation: ConversationSummaryDto }> {
  if (!canActAsPatient(user.role)) throw forbidden(MESSAGING_MESSAGES.patientsOnly);
  const provider = await repo.findListedProvider(db, providerProfileId);
  if (!provider) throw notFound(MESSAGING_MESSAGES.providerUnavailable);
  // An imported listing nobody has claimed has no one to read the message (claim.test.ts).
  if (!provider.claimed) throw conflict(TRUST_MESSAGES.unclaimedRefusal);
  // A super admin may act as a patient and may also own a profile, but not write to themselves.
  if (provider.userId === user.id) throw notFound(MESSAGING_MESSAGES.providerUnavailable);
  const { id, created } = await repo.findOrCreateConversation(db, providerProfileId, user.id);
  return { created, conversation: toSummary(await findSummary(db, user, id)) };
}

export async function listConversations(db: Db, user: SessionUser): Promise<ConversationListDto> {
  const [rows, unreadTotal] = await Promise.all([
    repo.listSummaries(db, user.id, { limit: CONVERSATIONS_SHOWN }),
    repo.countUnread(db, user.id),
  ]);
  return { conversations: rows.map(toSummary), unreadTotal };
}

export async function unreadCount(db: Db, user: SessionUser): Promise<UnreadCountDto> {
  return { unread: await repo.countUnread(db, user.id) };
}

/** The newest page of a thread, or the page before the `before` message; oldest first. */
export async function getThread(
  db: Db,
  user: SessionUser,
  id: string,
  before: string | undefined,
): Promise<ThreadDto> {
  const row = await findSummary(db, user, id);
  // One more than a page says whether older messages remain.
  const rows = await repo.listMessages(db, id, before, THREAD_PAGE_SIZE + 1);
  const page = rows.slice(0, THREAD_PAGE_SIZE);
  return {
    conversation: toSummary(row),
    messages: page.map(toMessage).reverse(),
    otherLastReadAt: row.other_last_read_at,
    olderCursor: rows.length > THREAD_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}

/**
 * Posts a message (messaging.test.ts, docs/product.md#messaging). One transaction saves it, moves the
 * conversation's marks, measures the provider's reply time and notifies the recipient; the live events go out
 * after the commit, so a browser that hears of the message can already read it.
 */
export async function sendMessage(
  deps: AppDeps,
  user: SessionUser,
  conversationId: string,
  body: string,
): Promise<MessageDto> {
  if (!isUuid(conversationId)) throw missing();
  const { message, parties, notices } = await deps.database.db.transaction(async (tx) => {
    const { parties, side } = await participate(tx, user, conversationId);
    const message = await repo.insertMessage(tx, { conversationId, senderId: user.id, body });
    await repo.recordMessageOnConversation(tx, conversationId, side);
    if (side === 'provider' && parties.awaiting_minutes !== null)
      await repo.addReplyTime(tx, parties.provider_profile_id, parties.awaiting_minutes);
    const recipient = otherSide(side);
    const recipientId = recipient === 'patient' ? parties.patient_id : parties.provider_user_id;
    const notices: Notice[] = [];
    // A profile nobody has claimed yet has no one to tell.
    if (recipientId)
      notices.push(
        await notify(
          deps,
          {
            userId: recipientId,
            kind: 'message',
            title: `New message from ${nameOf(parties, side)}`,
            body: truncatePreview(body, MESSAGE_PREVIEW_CHARS),
            url: `${MESSAGES_PAGE[recipient]}?conversation=${conversationId}`,
            data: { conversationId },
          },
          tx,
        ),
      );
    return { message, parties, notices };
  });
  await publishToUsers(deps, [parties.patient_id, parties.provider_user_id], {
    type: 'message',
    conversationId,
    messageId: message.id,
    senderId: user.id,
  });
  await announce(deps, notices);
  return toMessage(message);
}

/**
 * Marks the conversation read up to now for the caller, with its message notifications; both sides'
 * screens hear of it (read receipts), and the caller's other tabs clear their bell.
 */
export async function markConversationRead(
  deps: AppDeps,
  user: SessionUser,
  conversationId: string,
): Promise<void> {
  if (!isUuid(conversationId)) throw missing();
  const { parties, readAt, notificationsRead } = await deps.database.db.transaction(async (tx) => {
    const { parties, side } = await participate(tx, user, conversationId);
    const readAt = await repo.markRead(tx, conversationId, side);
    const notificationsRead = await repo.markMessageNotificationsRead(tx, user.id, conversationId);
    return { parties, readAt, notificationsRead };
  });
  await publishToUsers(deps, [parties.patient_id, parties.provider_user_id], {
    type: 'conversation-read',
    conversationId,
    readerId: user.id,
    readAt,
  });
  if (notificationsRead > 0) await publishToUsers(deps, [user.id], { type: 'notifications-read' });
}
