import { sql, type SQL } from 'drizzle-orm';
import type { SubscriptionStatus } from '#shared/subscriptions/subscription.ts';
import type { Executor } from '../../db/client.ts';
import { isoTime } from '../../lib/sql.ts';

export type SubscriptionRow = {
  id: string;
  user_id: string;
  tier: string;
  amount_cents: number;
  billing_interval: string;
  status: string;
  started_at: string;
  activated_at: string | null;
  cancelled_at: string | null;
};

export type AdminSubscriptionRow = SubscriptionRow & {
  first_name: string;
  last_name: string;
  practice_name: string | null;
  email: string;
  phone: string | null;
};

const subscriptionColumns = sql`
  s.id, s.user_id, s.tier, s.amount_cents, s.billing_interval, s.status,
  ${isoTime(sql`s.started_at`)} as started_at, ${isoTime(sql`s.activated_at`)} as activated_at,
  ${isoTime(sql`s.cancelled_at`)} as cancelled_at`;

/**
 * May the user subscribe? Their application has final approval, or their profile is already approved
 * (seeded and imported providers have a profile but never applied).
 */
export async function isEligible(db: Executor, userId: string): Promise<boolean> {
  const { rows } = await db.execute<{ eligible: boolean }>(sql`
    select exists (
      select 1 from provider_applications
      where user_id = ${userId}::uuid and application_status = 'approved'
    ) or exists (
      select 1 from provider_profiles where user_id = ${userId}::uuid and profile_status = 'approved'
    ) as eligible`);
  return rows[0]?.eligible === true;
}

/** The user's newest subscription, cancelled or not: what their screen shows. */
export async function findLatest(db: Executor, userId: string): Promise<SubscriptionRow | null> {
  const { rows } = await db.execute<SubscriptionRow>(sql`
    select ${subscriptionColumns} from provider_subscriptions s
    where s.user_id = ${userId}::uuid
    order by (s.status <> 'cancelled') desc, s.started_at desc, s.id desc
    limit 1`);
  return rows[0] ?? null;
}

/** A new pending subscription with the table's plan defaults (Provider, 9000 cents, monthly). */
export async function insertPending(db: Executor, userId: string): Promise<SubscriptionRow> {
  const { rows } = await db.execute<SubscriptionRow>(sql`
    with s as (
      insert into provider_subscriptions (user_id, status) values (${userId}::uuid, 'pending')
      returning *
    )
    select ${subscriptionColumns} from s`);
  return rows[0]!;
}

/** Cancels the user's open subscription; null when there was none. */
export async function cancelOpen(db: Executor, userId: string): Promise<SubscriptionRow | null> {
  const { rows } = await db.execute<SubscriptionRow>(sql`
    with s as (
      update provider_subscriptions set status = 'cancelled', cancelled_at = now(), updated_at = now()
      where user_id = ${userId}::uuid and status <> 'cancelled'
      returning *
    )
    select ${subscriptionColumns} from s`);
  return rows[0] ?? null;
}

/**
 * An admin's change. Activating stamps activated_at the first time; cancelling stamps cancelled_at.
 * A cancelled subscription is final: the where clause leaves it untouched, and false comes back.
 */
export async function setStatus(
  db: Executor,
  id: string,
  status: Exclude<SubscriptionStatus, 'pending'>,
): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    update provider_subscriptions set
      status = ${status},
      activated_at = case when ${status} = 'active' then coalesce(activated_at, now()) else activated_at end,
      cancelled_at = case when ${status} = 'cancelled' then now() else cancelled_at end,
      updated_at = now()
    where id = ${id}::uuid and status <> 'cancelled'
    returning id`);
  return rows.length > 0;
}

const selectAdminRows = (where: SQL) => sql`
  select ${subscriptionColumns}, u.first_name, u.last_name, p.practice_name, u.email,
    coalesce(nullif(u.phone, ''), nullif(p.phone, '')) as phone
  from provider_subscriptions s
  join users u on u.id = s.user_id
  left join provider_profiles p on p.user_id = s.user_id
  where ${where}`;

export async function findForAdmin(db: Executor, id: string): Promise<AdminSubscriptionRow | null> {
  const { rows } = await db.execute<AdminSubscriptionRow>(selectAdminRows(sql`s.id = ${id}::uuid`));
  return rows[0] ?? null;
}

export type AdminListFilters = {
  status?: SubscriptionStatus;
  q?: string;
  limit: number;
  offset: number;
};

/** Escapes LIKE's wildcards, so a search for '50%' finds exactly that. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first; the search matches the account's or the profile's names, the practice and the e-mail. */
export async function listForAdmin(db: Executor, filters: AdminListFilters) {
  const search = filters.q
    ? sql`(u.first_name || ' ' || u.last_name) ilike ${likePattern(filters.q)}
        or (p.first_name || ' ' || p.last_name) ilike ${likePattern(filters.q)}
        or p.practice_name ilike ${likePattern(filters.q)}
        or u.email ilike ${likePattern(filters.q)}`
    : sql`true`;
  const where = filters.status ? sql`(${search}) and s.status = ${filters.status}` : sql`(${search})`;
  const { rows } = await db.execute<AdminSubscriptionRow>(sql`
    ${selectAdminRows(where)}
    order by s.started_at desc, s.id desc
    limit ${filters.limit} offset ${filters.offset}`);
  // Per status within the search, so the status filter can show how many each has.
  const counts = await db.execute<{ status: string; n: number }>(sql`
    select s.status, count(*)::int as n
    from provider_subscriptions s
    join users u on u.id = s.user_id
    left join provider_profiles p on p.user_id = s.user_id
    where ${search}
    group by s.status`);
  return { rows, counts: counts.rows };
}

/** The fields an admin's change may touch, as they are now; locked until the transaction ends. */
export async function lockState(db: Executor, id: string) {
  const { rows } = await db.execute<{
    status: string;
    activatedAt: string | null;
    cancelledAt: string | null;
  }>(
    sql`select status, ${isoTime(sql`activated_at`)} as "activatedAt", ${isoTime(sql`cancelled_at`)} as "cancelledAt"
    from provider_subscriptions where id = ${id}::uuid for update`,
  );
  return rows[0] ?? null;
}
