import { and, desc, eq, sql } from 'drizzle-orm';
import { specialtyLabel } from '#shared/providers/directory-lists.ts';
import { RECENT_SEARCHES_KEPT, TRENDING_FETCHED, TRENDING_WINDOW_DAYS } from '#shared/search/home-search.ts';
import type { HistoryEntry, TrendingItem } from '#shared/search-history/search-history.ts';
import type { Db } from '../../db/client.ts';
import { userSearchHistory } from '../../db/schema/index.ts';

const entryColumns = {
  id: userSearchHistory.id,
  location: userSearchHistory.location,
  specialty: userSearchHistory.specialty,
  searchCount: userSearchHistory.searchCount,
  createdAt: userSearchHistory.createdAt,
  updatedAt: userSearchHistory.updatedAt,
};

const toEntry = (row: {
  id: string;
  location: string;
  specialty: string;
  searchCount: number;
  createdAt: Date;
  updatedAt: Date;
}): HistoryEntry => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listRecentSearches(db: Db, userId: string): Promise<HistoryEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(userSearchHistory)
    .where(eq(userSearchHistory.userId, userId))
    .orderBy(desc(userSearchHistory.updatedAt), desc(userSearchHistory.id))
    .limit(RECENT_SEARCHES_KEPT);
  return rows.map(toEntry);
}

/** Counts a search: the same place and specialty again is one row, counted and moved to the top. */
export async function recordSearch(
  db: Db,
  userId: string,
  search: { location: string; specialty: string },
): Promise<HistoryEntry> {
  const [row] = await db
    .insert(userSearchHistory)
    .values({ userId, ...search })
    .onConflictDoUpdate({
      target: [userSearchHistory.userId, userSearchHistory.location, userSearchHistory.specialty],
      set: { searchCount: sql`${userSearchHistory.searchCount} + 1`, updatedAt: sql`now()` },
    })
    .returning(entryColumns);
  return toEntry(row!);
}

/** False when the entry is not the user's (or does not exist). */
export async function deleteSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(userSearchHistory)
    .where(and(eq(userSearchHistory.id, id), eq(userSearchHistory.userId, userId)))
    .returning({ id: userSearchHistory.id });
  return rows.length > 0;
}

export async function clearSearches(db: Db, userId: string) {
  await db.delete(userSearchHistory).where(eq(userSearchHistory.userId, userId));
}

/**
 * The specialties most searched in the last 30 days, ranked by how many people searched them so one
 * person repeating a search cannot push it up alone.
 */
export async function trendingSpecialties(db: Db): Promise<TrendingItem[]> {
  const { rows } = await db.execute<{ specialty: string; people: number; count: number }>(sql`
    select specialty, count(distinct user_id)::int as people, sum(search_count)::int as count
    from user_search_history
    where specialty <> '' and updated_at > now() - make_interval(days => ${TRENDING_WINDOW_DAYS})
    group by specialty
    order by people desc, count desc, specialty
    limit ${TRENDING_FETCHED}`);
  return rows.map((r) => ({
    specialty: r.specialty,
    label: specialtyLabel(r.specialty) ?? r.specialty,
    count: Number(r.count),
  }));
}
