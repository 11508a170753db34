import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userActivity } from '../../db/schema/index.ts';

export type ActivityType =
  | 'viewed_provider'
  | 'review_response_create'
  | 'review_response_update'
  | 'review_response_delete'
  | 'booked_appointment';

/** One activity row; inside the caller's transaction when given one, so it stands or falls with the change. */
export async function recordActivity(
  db: Executor,
  row: { userId: string; type: ActivityType; providerProfileId: string; metadata: Record<string, unknown> },
) {
  await db.insert(userActivity).values({
    userId: row.userId,
    activityType: row.type,
    providerProfileId: row.providerProfileId,
    metadata: row.metadata,
  });
}

/**
 * Reloads and a page that mounts twice send the same view again within moments; within this
 * window the same browser session's view of the same provider is counted once.
 */
const VIEW_REPEAT_SECONDS = 30;

/**
 * Records a view of a listed provider. Returns false (and writes nothing) for an unknown or unlisted
 * provider, or a repeat of the same session's view within VIEW_REPEAT_SECONDS.
 */
export async function recordProfileView(
  db: Executor,
  view: { userId: string; providerProfileId: string; sessionId: string; metadata: Record<string, unknown> },
): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into user_activity (user_id, activity_type, provider_profile_id, metadata)
    select ${view.userId}::uuid, 'viewed_provider', p.id, ${JSON.stringify(view.metadata)}::jsonb
    from provider_profiles p
    where p.id = ${view.providerProfileId}::uuid and p.profile_status = 'approved' and p.status = 'active'
      and not exists (
        select 1 from user_activity a
        where a.provider_profile_id = p.id
          and a.created_at > now() - make_interval(secs => ${VIEW_REPEAT_SECONDS})
          and a.activity_type = 'viewed_provider'
          and a.metadata ->> 'session_id' = ${view.sessionId})
    returning id`);
  return rows.length > 0;
}
