import { sql, type SQL } from 'drizzle-orm';
import type { MailStatus } from '#shared/admin/console.ts';
import type { Executor } from '../../db/client.ts';
import { MAIL_JOB } from '../../lib/mail/outbox.ts';
import { containsPattern, isoTime } from '../../lib/sql.ts';

export type MailRow = {
  id: string;
  recipient: string | null;
  template: string | null;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  created_at: string;
  run_at: string;
  completed_at: string | null;
  failed_at: string | null;
};

// Only the recipient and the template leave the payload: its data may hold a sign-in link.
const columns = sql`
  j.id::text as id, j.payload->>'to' as recipient, j.payload->>'template' as template,
  j.attempts, j.max_attempts, j.last_error,
  ${isoTime(sql`j.created_at`)} as created_at, ${isoTime(sql`j.run_at`)} as run_at,
  ${isoTime(sql`j.completed_at`)} as completed_at, ${isoTime(sql`j.failed_at`)} as failed_at`;

const STATUS_WHERE: Record<MailStatus, SQL> = {
  queued: sql`j.completed_at is null and j.failed_at is null and j.attempts = 0`,
  retrying: sql`j.completed_at is null and j.failed_at is null and j.attempts > 0`,
  sent: sql`j.completed_at is not null`,
  failed: sql`j.failed_at is not null`,
};

export type MailFilters = { status?: MailStatus; to?: string };

function where(f: MailFilters): SQL {
  // type first: jobs_type_created_idx serves the order and the range.
  const parts: SQL[] = [sql`j.type = ${MAIL_JOB}`];
  if (f.status) parts.push(STATUS_WHERE[f.status]);
  if (f.to) parts.push(sql`lower(j.payload->>'to') like ${containsPattern(f.to)}`);
  return sql.join(parts, sql` and `);
}

export async function listMail(db: Executor, filters: MailFilters & { limit: number; offset: number }) {
  const w = where(filters);
  const [{ rows }, counted] = await Promise.all([
    db.execute<MailRow>(sql`
      select ${columns} from jobs j where ${w}
      order by j.created_at desc, j.id desc
      limit ${filters.limit} offset ${filters.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from jobs j where ${w}`),
  ]);
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

/** One mail job, locked so a worker cannot claim it while it is reset. */
export async function lockMail(tx: Executor, id: string): Promise<MailRow | null> {
  const { rows } = await tx.execute<MailRow>(
    sql`select ${columns} from jobs j where j.id = ${id}::bigint and j.type = ${MAIL_JOB} for update`,
  );
  return rows[0] ?? null;
}

/** Back to a fresh start, due now: the next poll sends it, with all its attempts again. */
export async function requeueMail(tx: Executor, id: string): Promise<MailRow> {
  await tx.execute(sql`
    update jobs set failed_at = null, attempts = 0, last_error = null, locked_at = null, run_at = now()
    where id = ${id}::bigint and type = ${MAIL_JOB}`);
  const { rows } = await tx.execute<MailRow>(sql`select ${columns} from jobs j where j.id = ${id}::bigint`);
  return rows[0]!;
}

/** '<template> to <address>' for the audit log's targets. */
export async function mailLabels(db: Executor, targetIds: string[]) {
  const ids = targetIds.filter((id) => /^\d{1,18}$/.test(id));
  if (!ids.length) return new Map<string, string>();
  const { rows } = await db.execute<{ id: string; recipient: string | null; template: string | null }>(sql`
    select j.id::text as id, j.payload->>'to' as recipient, j.payload->>'template' as template
    from jobs j where j.id = any(${`{${ids.join(',')}}`}::bigint[])`);
  return new Map(rows.map((r) => [r.id, `${r.template ?? 'email'} to ${r.recipient ?? 'unknown'}`]));
}
