import type { Locale } from '#shared/i18n/locales.ts';
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
import { personName } from '#shared/display-name.ts';
import { MESSAGE_PREVIEW_CHARS, truncatePreview } from '#shared/notifications/notifications.ts';
import { TRUST_MESSAGES } from '#shared/directory-trust/trust-messages.ts';
import { canActAsPatient } from '#shared/roles.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { patientName, providerName } from '../../lib/row-names.ts';
import { caregiversWith, type Acting } from '../caregivers/index.ts';
import { announce, notify, type Notice } from '../notifications/index.ts';
import { publishToUsers } from '../realtime/index.ts';
import * as repo from './repository.ts';

/** Conversations the list shows: far more than anyone scrolls through, and a bounded query. */
const CONVERSATIONS_SHOWN = 100;

/** The recipient's messages page, where a notification about this conversation leads. */
const MESSAGES_PAGE: Record<repo.Side, string> = {
  patient: '/patient-dashboard/messages',
  provider: '/provider-dashboard/messages',
};

// Someone else's conversation, a malformed id and an unknown one are all the same 404, so that a
// conversation's existence is never revealed.
const missing = () => notFound(MESSAGING_MESSAGES.notFound);

const nameOf = (row: repo.PartiesRow, side: repo.Side, locale: Locale) =>
  side === 'provider' ? providerName(row, locale) : patientName(row) || 'Patient';

const otherSide = (side: repo.Side): repo.Side => (side === 'patient' ? 'provider' : 'patient');

function toCounterpart(row: repo.SummaryRow, locale: Locale): CounterpartDto {
  const side = otherSide(row.my_role);
  const isProvider = side === 'provider';
  return {
    userId: isProvider ? row.provider_user_id : row.patient_id,
    name: nameOf(row, side, locale),
    providerProfileId: isProvider ? row.provider_profile_id : null,
    specialty: isProvider ? row.provider_specialty : null,
    category: isProvider ? row.provider_category : null,
    imageUrl: isProvider ? row.provider_image_url : row.patient_image,
    lastSeenAt: row.counterpart_last_seen,
  };
}

/** A conversation as the list shows it, the other party named in the reader's language ('Dra.'). */
function toSummary(row: repo.SummaryRow, locale: Locale): ConversationSummaryDto {
  return {
    id: row.id,
    providerProfileId: row.provider_profile_id,
    patientId: row.patient_id,
    myRole: row.my_role,
    counterpart: toCounterpart(row, locale),
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
  caregiverName: row.caregiver_name,
  body: row.body,
  createdAt: row.created_at,
});

/**
 * The conversation, locked for this transaction, and the side the caller speaks for (a caregiver
 * speaks for the patient they act for); 404 for outsiders.
 */
async function participate(tx: Executor, acting: Acting, conversationId: string) {
  const parties = await repo.lockParticipation(tx, conversationId, acting.patientId);
  if (!parties) throw missing();
  const side: repo.Side = parties.patient_id === acting.patientId ? 'patient' : 'provider';
  return { parties, side };
}

/** Everyone whose screens show this conversation: both parties and the patient's caregivers who message. */
async function audienceOf(db: Executor, parties: repo.PartiesRow) {
  const caregivers = await caregiversWith(db, parties.patient_id, 'message_providers');
  return [parties.patient_id, parties.provider_user_id, ...caregivers];
}

async function findSummary(db: Db, viewerId: string, id: string): Promise<repo.SummaryRow> {
  if (!isUuid(id)) throw missing();
  const [row] = await repo.listSummaries(db, viewerId, { id });
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
  locale: Locale,
  acting: Acting,
  providerProfileId: string,
): Promise<{ created: boolean; conversation: ConversationSummaryDto }> {
  if (!canActAsPatient(user.role)) throw forbidden(MESSAGING_MESSAGES.patientsOnly);
  const provider = await repo.findListedProvider(db, providerProfileId);
  if (!provider) throw notFound(MESSAGING_MESSAGES.providerUnavailable);
  // An imported listing nobody has claimed has no one to read the message (claim.test.ts).
  if (!provider.claimed) throw conflict(TRUST_MESSAGES.unclaimedRefusal);
  // A super admin may act as a patient and may also own a profile, but not write to themselves.
  if (provider.userId === acting.patientId) throw notFound(MESSAGING_MESSAGES.providerUnavailable);
  const { id, created } = await repo.findOrCreateConversation(db, providerProfileId, acting.patientId);
  return { created, conversation: toSummary(await findSummary(db, acting.patientId, id), locale) };
}

/** The conversations of the person the caller acts for (themselves, or a patient they help). */
export async function listConversations(
  db: Db,
  acting: Acting,
  locale: Locale,
): Promise<ConversationListDto> {
  const [rows, unreadTotal] = await Promise.all([
    repo.listSummaries(db, acting.patientId, { limit: CONVERSATIONS_SHOWN }),
    repo.countUnread(db, acting.patientId),
  ]);
  return { conversations: rows.map((row) => toSummary(row, locale)), unreadTotal };
}

export async function unreadCount(db: Db, acting: Acting): Promise<UnreadCountDto> {
  return { unread: await repo.countUnread(db, acting.patientId) };
}

/** The newest page of a thread, or the page before the `before` message; oldest first. */
export async function getThread(
  db: Db,
  acting: Acting,
  locale: Locale,
  id: string,
  before: string | undefined,
): Promise<ThreadDto> {
  const row = await findSummary(db, acting.patientId, id);
  // One more than a page says whether older messages remain.
  const rows = await repo.listMessages(db, id, before, THREAD_PAGE_SIZE + 1);
  const page = rows.slice(0, THREAD_PAGE_SIZE);
  return {
    conversation: toSummary(row, locale),
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
  acting: Acting,
  conversationId: string,
  body: string,
): Promise<MessageDto> {
  if (!isUuid(conversationId)) throw missing();
  const caregiverName = acting.forSomeoneElse ? personName(user) || 'Caregiver' : null;
  const { message, notices, audience } = await deps.database.db.transaction(async (tx) => {
    const { parties, side } = await participate(tx, acting, conversationId);
    const message = await repo.insertMessage(tx, { conversationId, senderId: user.id, body });
    await repo.recordMessageOnConversation(tx, conversationId, side);
    if (side === 'provider' && parties.awaiting_minutes !== null)
      await repo.addReplyTime(tx, parties.provider_profile_id, parties.awaiting_minutes);
    const recipient = otherSide(side);
    const audience = await audienceOf(tx, parties);
    // The other party hears of it, and on the patient's side so do the caregivers who message for
    // them (each on their own bell, with a link that acts for the patient); never the writer.
    const recipients =
      recipient === 'provider'
        ? [{ id: parties.provider_user_id, url: `${MESSAGES_PAGE.provider}?conversation=${conversationId}` }]
        : audience
            .filter((id) => id !== parties.provider_user_id)
            .map((id) => ({
              id,
              url:
                id === parties.patient_id
                  ? `${MESSAGES_PAGE.patient}?conversation=${conversationId}`
                  : `${MESSAGES_PAGE.patient}?conversation=${conversationId}&for=${parties.patient_id}`,
            }));
    // The writer's name in the recipient's language ('Dra.'); a patient without one is "Patient",
    // in the recipient's words.
    const writerIn = (locale: Locale) =>
      side === 'provider' ? providerName(parties, locale) : patientName(parties);
    const preview = truncatePreview(body, MESSAGE_PREVIEW_CHARS);
    const notices: Notice[] = [];
    for (const to of recipients) {
      // A profile nobody has claimed yet has no one to tell.
      if (!to.id || to.id === user.id) continue;
      notices.push(
        await notify(
          deps,
          {
            userId: to.id,
            kind: 'message',
            words: ({ t, locale }) => {
              const writer = writerIn(locale);
              const named = writer ? 'yes' : 'no';
              return {
                title: caregiverName
                  ? t('notices.message.titleByCaregiver', { named, writer, caregiver: caregiverName })
                  : t('notices.message.title', { named, writer }),
                body: preview,
              };
            },
            url: to.url,
            data: { conversationId },
          },
          tx,
        ),
      );
    }
    return { message, notices, audience };
  });
  await publishToUsers(deps, audience, {
    type: 'message',
    conversationId,
    messageId: message.id,
    senderId: user.id,
  });
  await announce(deps, notices);
  return toMessage({ ...message, caregiver_name: caregiverName });
}

/**
 * Marks the conversation read up to now for the caller, with its message notifications; both sides'
 * screens hear of it (read receipts), and the caller's other tabs clear their bell.
 */
export async function markConversationRead(
  deps: AppDeps,
  user: SessionUser,
  acting: Acting,
  conversationId: string,
): Promise<void> {
  if (!isUuid(conversationId)) throw missing();
  const { readAt, notificationsRead, audience } = await deps.database.db.transaction(async (tx) => {
    const { parties, side } = await participate(tx, acting, conversationId);
    const readAt = await repo.markRead(tx, conversationId, side);
    const notificationsRead = await repo.markMessageNotificationsRead(tx, user.id, conversationId);
    return { readAt, notificationsRead, audience: await audienceOf(tx, parties) };
  });
  await publishToUsers(deps, audience, {
    type: 'conversation-read',
    conversationId,
    readerId: user.id,
    readAt,
  });
  if (notificationsRead > 0) await publishToUsers(deps, [user.id], { type: 'notifications-read' });
}
