import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isoTime } from '../../lib/sql.ts';

export type AuditRow = {
  id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
};

export type AuditFilters = {
  action?: string;
  /** The actor's account, when it still exists (admin_audit_log_actor_idx)… */
  actorId?: string;
  /** …else the email copied into the entry. */
  actorEmail?: string;
  targetType?: string;
  targetId?: string;
  /** Days in Florida's time, both included. */
  from?: string;
  to?: string;
};

/** Our team and our providers are in Florida: a day of the filter is a day there. */
const ZONE = 'America/New_York';

function where(f: AuditFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.action) parts.push(sql`l.action = ${f.action}`);
  if (f.actorId) parts.push(sql`l.actor_id = ${f.actorId}::uuid`);
  else if (f.actorEmail) parts.push(sql`l.actor_email = ${f.actorEmail}`);
  if (f.targetType) parts.push(sql`l.target_type = ${f.targetType}`);
  if (f.targetId) parts.push(sql`l.target_id = ${f.targetId}`);
  if (f.from) parts.push(sql`l.created_at >= (${f.from}::date)::timestamp at time zone ${ZONE}`);
  if (f.to) parts.push(sql`l.created_at < (${f.to}::date + 1)::timestamp at time zone ${ZONE}`);
  return sql.join(parts, sql` and `);
}

export async function listAudit(db: Executor, filters: AuditFilters & { limit: number; offset: number }) {
  const w = where(filters);
  const [{ rows }, counted] = await Promise.all([
    db.execute<AuditRow>(sql`
      select l.id, l.actor_email, l.action, l.target_type, l.target_id, l.before, l.after,
        ${isoTime(sql`l.created_at`)} as created_at
      from admin_audit_log l where ${w}
      order by l.created_at desc, l.id desc
      limit ${filters.limit} offset ${filters.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from admin_audit_log l where ${w}`),
  ]);
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidsOf = (ids: string[]) => `{${ids.filter((id) => UUID.test(id)).join(',')}}`;

/** The accounts' emails, by id: one look-up by primary key for a page of entries. */
export async function userLabels(db: Executor, ids: string[]) {
  const { rows } = await db.execute<{ id: string; email: string }>(
    sql`select id::text as id, email from users where id = any(${uuidsOf(ids)}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r.email]));
}

export async function providerLabels(db: Executor, ids: string[]) {
  const { rows } = await db.execute<{ id: string; name: string }>(sql`
    select id::text as id, trim(first_name || ' ' || last_name) as name
    from provider_profiles where id = any(${uuidsOf(ids)}::uuid[])`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function userIdByEmail(db: Executor, email: string): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(
    sql`select id::text as id from users where email = ${email}`,
  );
  return rows[0]?.id ?? null;
}
