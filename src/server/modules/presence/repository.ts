import { sql } from 'drizzle-orm';
import type { PresenceStatus } from '#shared/realtime/events.ts';
import { ACTIVE_NOW_MINUTES } from '#shared/presence/presence.ts';
import type { Executor } from '../../db/client.ts';
import { isoTime } from '../../lib/sql.ts';

/**
 * Saves that the user was seen now with this status. `changed` is true when they come back after
 * being away (offline, or silent for ACTIVE_NOW_MINUTES) or leave: what others need to hear, where a
 * routine heartbeat is not.
 */
export async function recordPresence(
  db: Executor,
  userId: string,
  status: PresenceStatus,
): Promise<{ lastSeen: string; changed: boolean }> {
  const { rows } = await db.execute<{ last_seen: string; changed: boolean }>(sql`
    with before as (select status, last_seen from user_presence where user_id = ${userId}::uuid),
    saved as (
      insert into user_presence (user_id, status, last_seen, updated_at)
      values (${userId}::uuid, ${status}, now(), now())
      on conflict (user_id) do update
        set status = excluded.status, last_seen = excluded.last_seen, updated_at = excluded.updated_at
      returning last_seen)
    select ${isoTime(sql`saved.last_seen`)} as last_seen,
      case when ${status}::text = 'online'
        then not exists (select 1 from before where before.status = 'online'
          and before.last_seen >= now() - make_interval(mins => ${ACTIVE_NOW_MINUTES}))
        else not exists (select 1 from before where before.status = 'offline')
      end as changed
    from saved`);
  const row = rows[0]!;
  return { lastSeen: row.last_seen, changed: Boolean(row.changed) };
}
