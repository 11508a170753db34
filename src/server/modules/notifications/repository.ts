import { and, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { NotificationKind } from '#shared/notifications/notifications.ts';
import type { NotificationDto } from '#shared/notifications/notification-schemas.ts';
import type { Db, Executor } from '../../db/client.ts';
import { notifications, pushSubscriptions } from '../../db/schema/index.ts';

// --- Notifications -------------------------------------------------------------------------------

const columns = {
  id: notifications.id,
  userId: notifications.userId,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  url: notifications.url,
  data: notifications.data,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

export type NotificationRow = {
  id: string;
  userId: string;
  kind: string;
  title: string;
  body: string;
  url: string | null;
  data: Record<string, string>;
  readAt: Date | null;
  createdAt: Date;
};

export const toNotificationDto = (row: NotificationRow): NotificationDto => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  url: row.url,
  data: row.data ?? {},
  readAt: row.readAt ? row.readAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

/** The user's newest notifications first. */
export async function listForUser(db: Executor, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select(columns)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function findNotification(db: Executor, id: string): Promise<NotificationRow | null> {
  const [row] = await db.select(columns).from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

/** Marks one of the user's notifications read (keeping the first time); false when the user has no such one. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks all the user's unread notifications read; returns how many there were. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

// --- Push subscriptions --------------------------------------------------------------------------

/** A user keeps at most this many browsers subscribed; subscribing another drops the oldest. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

export type SubscriptionRow = { id: string; endpoint: string; p256dh: string; auth: string };

/**
 * Saves a browser's subscription for the user. An endpoint names one browser, so subscribing it
 * again (after a sign-in as someone else, say) moves it to this user with its new keys.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  sub: { endpoint: string; p256dh: string; auth: string; userAgent: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, ...sub })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: sub.p256dh,
          auth: sub.auth,
          userAgent: sub.userAgent,
          createdAt: sql`now()`,
        },
      });
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_USER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
  });
}

/** Removes the user's subscription of this endpoint (another user's stays). */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The user's subscriptions, or only those of `ids` (a retry). */
export async function listSubscriptions(
  db: Executor,
  userId: string,
  ids?: string[],
): Promise<SubscriptionRow[]> {
  const cols = {
    id: pushSubscriptions.id,
    endpoint: pushSubscriptions.endpoint,
    p256dh: pushSubscriptions.p256dh,
    auth: pushSubscriptions.auth,
  };
  const mine = eq(pushSubscriptions.userId, userId);
  if (ids && ids.length === 0) return [];
  return db
    .select(cols)
    .from(pushSubscriptions)
    .where(ids ? and(mine, inArray(pushSubscriptions.id, ids)) : mine);
}

/** Forgets subscriptions the push service says are gone, unless the endpoint was subscribed anew. */
export async function deleteGoneSubscriptions(
  db: Executor,
  gone: { id: string; p256dh: string }[],
): Promise<void> {
  for (const s of gone)
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, s.id), eq(pushSubscriptions.p256dh, s.p256dh)));
}

/**
 * Removes a person's notices whose link acts for one patient (`?for=<patientId>`, what a caregiver's
 * notices carry): once the access has ended, their previews and links must not outlive it.
 */
export async function deleteNoticesActingFor(db: Executor, userId: string, patientId: string) {
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        sql`(${notifications.url} like ${`%?for=${patientId}%`} or ${notifications.url} like ${`%&for=${patientId}%`})`,
      ),
    );
}
