import { and, desc, eq, sql } from 'drizzle-orm';
import type { SpecialtyValue } from '#shared/providers/directory-lists.ts';
import { LEGACY_SPECIALTIES } from '#shared/taxonomy/legacy-specialties.ts';
import { CATEGORIES } from '#shared/taxonomy/categories.ts';
import { RECENT_SEARCHES_KEPT, TRENDING_FETCHED, TRENDING_WINDOW_DAYS } from '#shared/search/home-search.ts';
import type { HistoryEntry, TrendingItem } from '#shared/search-history/search-history.ts';
import type { Db } from '../../db/client.ts';
import { userSearchHistory } from '../../db/schema/index.ts';

const entryColumns = {
  id: userSearchHistory.id,
  location: userSearchHistory.location,
  specialty: userSearchHistory.specialty,
  category: userSearchHistory.category,
  searchCount: userSearchHistory.searchCount,
  createdAt: userSearchHistory.createdAt,
  updatedAt: userSearchHistory.updatedAt,
};

/** The category a first-catalogue value now belongs to ('cardiology' → 'heart'); '' for none. */
const legacyCategory = (specialty: string): string =>
  Object.hasOwn(LEGACY_SPECIALTIES, specialty)
    ? LEGACY_SPECIALTIES[specialty as SpecialtyValue].category
    : '';

/** A category's English name, for the answer's `label`; the page names it in its own language. */
const englishName = (slug: string) => CATEGORIES.find((c) => c.slug === slug)?.name.en ?? slug;

/**
 * A row as the API answers it. A search remembered before categories keeps its `specialty` (its
 * link searches by it, with its old meaning) and is labelled by the category that value belongs to.
 */
const toEntry = (row: {
  id: string;
  location: string;
  specialty: string;
  category: string;
  searchCount: number;
  createdAt: Date;
  updatedAt: Date;
}): HistoryEntry => ({
  ...row,
  category: row.category || legacyCategory(row.specialty),
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

/** Counts a search: the same place and kind of care again is one row, counted and moved to the top. */
export async function recordSearch(
  db: Db,
  userId: string,
  search: { location: string; specialty: string; category: string },
): Promise<HistoryEntry> {
  const [row] = await db
    .insert(userSearchHistory)
    .values({ userId, ...search })
    .onConflictDoUpdate({
      target: [
        userSearchHistory.userId,
        userSearchHistory.location,
        userSearchHistory.specialty,
        userSearchHistory.category,
      ],
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
 * The categories most searched in the last 30 days, ranked by how many people searched them so one
 * person repeating a search cannot push it up alone. Searches remembered before categories count
 * for the category their specialty belongs to (a person who searched both is then counted twice:
 * near enough for a list of what is popular).
 */
export async function trendingCategories(db: Db): Promise<TrendingItem[]> {
  const { rows } = await db.execute<{
    category: string;
    specialty: string;
    people: number;
    count: number;
  }>(sql`
    select category, specialty, count(distinct user_id)::int as people, sum(search_count)::int as count
    from user_search_history
    where (category <> '' or specialty <> '')
      and updated_at > now() - make_interval(days => ${TRENDING_WINDOW_DAYS})
    group by category, specialty`);
  const totals = new Map<string, { people: number; count: number }>();
  for (const row of rows) {
    const category = row.category || legacyCategory(row.specialty);
    if (!category) continue;
    const total = totals.get(category) ?? { people: 0, count: 0 };
    totals.set(category, {
      people: total.people + Number(row.people),
      count: total.count + Number(row.count),
    });
  }
  return [...totals]
    .sort(([a, x], [b, y]) => y.people - x.people || y.count - x.count || a.localeCompare(b))
    .slice(0, TRENDING_FETCHED)
    .map(([category, { count }]) => ({ category, label: englishName(category), count }));
}
