import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conversations, messages, notifications, providerResponseStats } from '../../db/schema/index.ts';
import { isoTime } from '../../lib/sql.ts';

/** Which side of a conversation a user is on. */
export type Side = 'patient' | 'provider';

/** Both parties' names, as notification titles and the counterpart need them. */
export type PartiesRow = {
  id: string;
  patient_id: string;
  provider_profile_id: string;
  provider_user_id: string | null;
  provider_first_name: string;
  provider_last_name: string;
  provider_title: string;
  provider_professional_title: string | null;
  provider_practice_name: string | null;
  provider_gender: string | null;
  patient_first_name: string;
  patient_last_name: string;
};

export type SummaryRow = PartiesRow & {
  my_role: Side;
  provider_specialty: string;
  provider_category: string | null;
  provider_image_url: string | null;
  patient_image: string | null;
  counterpart_last_seen: string | null;
  last_message_at: string;
  last_body: string | null;
  last_sender_id: string | null;
  last_created_at: string | null;
  unread_count: number;
  other_last_read_at: string | null;
};

export type MessageRow = {
  id: string;
  conversation_id: string;
  sender_id: string;
  /** The writer's name when a caregiver wrote for the patient (ADR 18); null when a party wrote it. */
  caregiver_name: string | null;
  body: string;
  created_at: string;
};

const parties = sql`c.id, c.patient_id, c.provider_profile_id, p.user_id as provider_user_id,
  p.first_name as provider_first_name, p.last_name as provider_last_name, p.title as provider_title,
  p.professional_title as provider_professional_title, p.practice_name as provider_practice_name,
  p.gender as provider_gender, pt.first_name as patient_first_name, pt.last_name as patient_last_name`;
const partiesJoin = sql`join provider_profiles p on p.id = c.provider_profile_id
  join users pt on pt.id = c.patient_id`;

/** Each side's own read mark, by the role column of `mine`. */
const myMark = sql`case mine.my_role when 'patient' then c.patient_last_read_at else c.provider_last_read_at end`;
const otherMark = sql`case mine.my_role when 'patient' then c.provider_last_read_at else c.patient_last_read_at end`;

/**
 * Messages from the other side after my read mark, counted over the (conversation_id, created_at)
 * index. Sides are told apart by the patient id, not by who owns the profile now, so a practice that
 * changes hands keeps its counts.
 */
const unreadCount = sql`lateral (
  select count(*)::int as n from messages m
  where m.conversation_id = c.id
    and m.created_at > coalesce(${myMark}, '-infinity'::timestamptz)
    and case mine.my_role when 'patient' then m.sender_id <> c.patient_id else m.sender_id = c.patient_id end
) u`;

type MineOptions = { id?: string; limit?: number; unreadOnly?: boolean };

/**
 * The user's conversations with the side they are on: those they started as a patient, and those of
 * the profile they own. Each branch walks its own (…, last_message_at desc) index. A conversation whose
 * patient also owns the profile is listed once, on the patient side.
 */
function mine(userId: string, { id, limit, unreadOnly }: MineOptions): SQL {
  const one = id ? sql`and c.id = ${id}::uuid` : sql``;
  const newest = limit ? sql`order by c.last_message_at desc limit ${limit}` : sql``;
  // The newest message is after my mark whenever anything is unread: a cheap filter before counting.
  const unread = (mark: SQL) =>
    unreadOnly ? sql`and c.last_message_at > coalesce(${mark}, '-infinity'::timestamptz)` : sql``;
  return sql`
    (select c.id, 'patient'::text as my_role from conversations c
     where c.patient_id = ${userId}::uuid ${one} ${unread(sql`c.patient_last_read_at`)} ${newest})
    union all
    (select c.id, 'provider'::text as my_role from conversations c
     where c.provider_profile_id = (select id from provider_profiles where user_id = ${userId}::uuid)
       and c.patient_id <> ${userId}::uuid ${one} ${unread(sql`c.provider_last_read_at`)} ${newest})`;
}

/** The user's conversations, newest activity first, as the list and the thread header show them. */
export async function listSummaries(db: Executor, userId: string, opts: MineOptions): Promise<SummaryRow[]> {
  const { rows } = await db.execute<SummaryRow>(sql`
    with mine as (${mine(userId, opts)})
    select ${parties}, mine.my_role,
      p.specialty as provider_specialty, p.categories[1] as provider_category, p.image_url as provider_image_url, pt.image as patient_image,
      ${isoTime(sql`pr.last_seen`)} as counterpart_last_seen,
      ${isoTime(sql`c.last_message_at`)} as last_message_at,
      lm.body as last_body, lm.sender_id as last_sender_id, ${isoTime(sql`lm.created_at`)} as last_created_at,
      u.n as unread_count,
      ${isoTime(otherMark)} as other_last_read_at
    from mine
    join conversations c on c.id = mine.id
    ${partiesJoin}
    left join user_presence pr
      on pr.user_id = case mine.my_role when 'patient' then p.user_id else c.patient_id end
    left join lateral (
      select m.body, m.sender_id, m.created_at from messages m
      where m.conversation_id = c.id
      order by m.created_at desc, m.id desc
      limit 1) lm on true
    cross join ${unreadCount}
    order by c.last_message_at desc, c.id
    ${opts.limit ? sql`limit ${opts.limit}` : sql``}`);
  return rows;
}

/** Unread messages over all of the user's conversations: the header badge. */
export async function countUnread(db: Executor, userId: string): Promise<number> {
  const { rows } = await db.execute<{ unread: number }>(sql`
    with mine as (${mine(userId, { unreadOnly: true })})
    select coalesce(sum(u.n), 0)::int as unread
    from mine join conversations c on c.id = mine.id
    cross join ${unreadCount}`);
  return Number(rows[0]?.unread ?? 0);
}

export type ParticipationRow = PartiesRow & {
  /** Minutes since the patient's first unanswered message (at least 1), or null. */
  awaiting_minutes: number | null;
};

/**
 * The conversation when the user takes part in it, locked until the transaction ends: concurrent
 * messages then take turns over last_message_at, the read marks and awaiting_reply_since.
 */
export async function lockParticipation(
  tx: Executor,
  conversationId: string,
  userId: string,
): Promise<ParticipationRow | null> {
  const { rows } = await tx.execute<ParticipationRow>(sql`
    select ${parties},
      -- greatest() skips nulls, so the case keeps 'not awaiting' null.
      case when c.awaiting_reply_since is not null
        then greatest(1, round(extract(epoch from (now() - c.awaiting_reply_since)) / 60))::int
      end as awaiting_minutes
    from conversations c
    ${partiesJoin}
    where c.id = ${conversationId}::uuid
      and (c.patient_id = ${userId}::uuid or p.user_id = ${userId}::uuid)
    for update of c`);
  return rows[0] ?? null;
}

export async function insertMessage(
  tx: Executor,
  values: { conversationId: string; senderId: string; body: string },
): Promise<Omit<MessageRow, 'caregiver_name'>> {
  const [row] = await tx
    .insert(messages)
    .values(values)
    .returning({
      id: messages.id,
      conversation_id: messages.conversationId,
      sender_id: messages.senderId,
      body: messages.body,
      created_at: isoTime(sql`${messages.createdAt}`).mapWith(String),
    });
  return row!;
}

const readMarkColumn = (side: Side) =>
  side === 'patient' ? conversations.patientLastReadAt : conversations.providerLastReadAt;

/** The side's read mark moved to now, never back (two tabs may mark at once). */
function advanceReadMark(side: Side) {
  const moved = sql`greatest(coalesce(${readMarkColumn(side)}, now()), now())`;
  return side === 'patient' ? { patientLastReadAt: moved } : { providerLastReadAt: moved };
}

/**
 * After a message in this transaction (whose time is now()): the conversation's activity time, the
 * sender's own read mark, and the wait for a reply, which starts at the patient's first unanswered
 * message and ends at the provider's answer.
 */
export async function recordMessageOnConversation(tx: Executor, conversationId: string, sender: Side) {
  await tx
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, now())`,
      ...advanceReadMark(sender),
      awaitingReplySince:
        sender === 'patient' ? sql`coalesce(${conversations.awaitingReplySince}, now())` : null,
    })
    .where(eq(conversations.id, conversationId));
}

/** Adds one reply time to the provider's running totals. */
export async function addReplyTime(tx: Executor, providerProfileId: string, minutes: number) {
  await tx
    .insert(providerResponseStats)
    .values({ providerProfileId, replies: 1, totalMinutes: minutes })
    .onConflictDoUpdate({
      target: providerResponseStats.providerProfileId,
      set: {
        replies: sql`${providerResponseStats.replies} + 1`,
        totalMinutes: sql`${providerResponseStats.totalMinutes} + excluded.total_minutes`,
        updatedAt: sql`now()`,
      },
    });
}

/** Moves the side's read mark to now; returns the mark. */
export async function markRead(tx: Executor, conversationId: string, side: Side): Promise<string> {
  const [row] = await tx
    .update(conversations)
    .set(advanceReadMark(side))
    .where(eq(conversations.id, conversationId))
    .returning({ readAt: isoTime(sql`${readMarkColumn(side)}`).mapWith(String) });
  return row!.readAt;
}

/** Marks the user's unread message notifications of this conversation read; returns how many. */
export async function markMessageNotificationsRead(
  tx: Executor,
  userId: string,
  conversationId: string,
): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        eq(notifications.kind, 'message'),
        sql`${notifications.data}->>'conversationId' = ${conversationId}`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * A page of the thread, newest first: `limit` messages before the cursor message (or the newest).
 * A cursor from another conversation matches nothing.
 */
export async function listMessages(
  db: Executor,
  conversationId: string,
  before: string | undefined,
  limit: number,
): Promise<MessageRow[]> {
  const older = before
    ? sql`and (m.created_at, m.id) < (select b.created_at, b.id from messages b
        where b.id = ${before}::uuid and b.conversation_id = ${conversationId}::uuid)`
    : sql``;
  const { rows } = await db.execute<MessageRow>(sql`
    select m.id, m.conversation_id, m.sender_id, m.body, ${isoTime(sql`m.created_at`)} as created_at,
      case when m.sender_id <> c.patient_id and m.sender_id is distinct from p.user_id
        then coalesce(nullif(btrim(w.first_name || ' ' || w.last_name), ''), 'Caregiver') end as caregiver_name
    from messages m
    join conversations c on c.id = m.conversation_id
    join provider_profiles p on p.id = c.provider_profile_id
    join users w on w.id = m.sender_id
    where m.conversation_id = ${conversationId}::uuid ${older}
    order by m.created_at desc, m.id desc
    limit ${limit}`);
  return rows;
}

/** A listed (approved, active) provider's owner account, or undefined when not listed. */
export async function findListedProvider(
  db: Executor,
  providerProfileId: string,
): Promise<{ userId: string | null; claimed: boolean } | undefined> {
  const { rows } = await db.execute<{ user_id: string | null; claimed: boolean }>(sql`
    select user_id, claimed from provider_profiles
    where id = ${providerProfileId}::uuid and profile_status = 'approved' and status = 'active'`);
  return rows[0] ? { userId: rows[0].user_id, claimed: rows[0].claimed } : undefined;
}

/**
 * The pair's conversation id and whether this call made it. Insert-or-nothing then read, so two
 * first messages at once end in the same conversation.
 */
export async function findOrCreateConversation(
  db: Executor,
  providerProfileId: string,
  patientId: string,
): Promise<{ id: string; created: boolean }> {
  const [made] = await db
    .insert(conversations)
    .values({ providerProfileId, patientId })
    .onConflictDoNothing({ target: [conversations.providerProfileId, conversations.patientId] })
    .returning({ id: conversations.id });
  if (made) return { id: made.id, created: true };
  const [found] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(eq(conversations.providerProfileId, providerProfileId), eq(conversations.patientId, patientId)),
    );
  return { id: found!.id, created: false };
}

/** The other people of the user's most recent conversations (presence changes go to them). */
export async function listCounterpartIds(db: Executor, userId: string, limit: number): Promise<string[]> {
  const { rows } = await db.execute<{ id: string | null }>(sql`
    with mine as (${mine(userId, { limit })})
    select case mine.my_role when 'patient' then p.user_id else c.patient_id end as id
    from mine
    join conversations c on c.id = mine.id
    join provider_profiles p on p.id = c.provider_profile_id
    order by c.last_message_at desc
    limit ${limit}`);
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}
