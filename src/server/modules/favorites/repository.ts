import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userFavorites } from '../../db/schema/index.ts';

/**
 * The most saved providers the list answers with, newest first: far more than a person keeps, yet a
 * bound on what a script saving every listed provider could make one answer hold.
 */
export const FAVORITES_LISTED = 500;

export async function listFavoriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: userFavorites.providerProfileId })
    .from(userFavorites)
    .where(eq(userFavorites.userId, userId))
    .orderBy(desc(userFavorites.createdAt))
    .limit(FAVORITES_LISTED);
  return rows.map((r) => r.id);
}

/**
 * Saves a listed provider for a patient, noting who saved it (the patient, or a caregiver for them);
 * saving twice is the same as once. False when no such listed provider.
 */
export async function saveFavorite(
  db: Db,
  saved: { patientId: string; savedBy: string },
  providerId: string,
): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into user_favorites (user_id, provider_profile_id, saved_by)
    select ${saved.patientId}::uuid, p.id, ${saved.savedBy}::uuid from provider_profiles p
    where p.id = ${providerId}::uuid and p.profile_status = 'approved' and p.status = 'active'
    on conflict (user_id, provider_profile_id) do update set user_id = excluded.user_id
    returning id`);
  return rows.length > 0;
}

export async function removeFavorite(db: Db, userId: string, providerId: string) {
  await db
    .delete(userFavorites)
    .where(and(eq(userFavorites.userId, userId), eq(userFavorites.providerProfileId, providerId)));
}
