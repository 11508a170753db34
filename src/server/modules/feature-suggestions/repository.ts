import { sql, type SQL } from 'drizzle-orm';
import type {
  SuggestionCategory,
  SuggestionPriority,
  SuggestionStatus,
} from '#shared/feature-suggestions/feature-suggestion.ts';
import type { Db, Executor } from '../../db/client.ts';
import { featureSuggestions } from '../../db/schema/index.ts';
import { isoTime } from '../../lib/sql.ts';

type NewSuggestion = typeof featureSuggestions.$inferInsert;

export async function insertSuggestion(db: Db, values: NewSuggestion) {
  const [row] = await db.insert(featureSuggestions).values(values).returning({ id: featureSuggestions.id });
  return row!;
}

export type SuggestionRow = {
  id: string;
  title: string;
  description: string;
  category: string;
  priority: string;
  status: string;
  user_name: string;
  user_email: string;
  user_role: string;
  created_at: string;
};

const columns = sql`
  s.id, s.title, s.description, s.category, s.priority, s.status, s.user_name, s.user_email, s.user_role,
  ${isoTime(sql`s.created_at`)} as created_at`;

export type SuggestionFilters = {
  status?: SuggestionStatus;
  category?: SuggestionCategory;
  priority?: SuggestionPriority;
  q?: string;
};

/** Escapes LIKE's wildcards, so a search for '50%' finds exactly that. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every filter but the status: the status counts are taken within these. */
function otherFilters(filters: SuggestionFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.category) parts.push(sql`s.category = ${filters.category}`);
  if (filters.priority) parts.push(sql`s.priority = ${filters.priority}`);
  if (filters.q) {
    const like = likePattern(filters.q);
    parts.push(sql`(s.title ilike ${like} or s.description ilike ${like}
      or s.user_name ilike ${like} or s.user_email ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/** One page, newest first, and how many match per status. */
export async function listForAdmin(
  db: Executor,
  filters: SuggestionFilters & { limit: number; offset: number },
) {
  const others = otherFilters(filters);
  const where = filters.status ? sql`${others} and s.status = ${filters.status}` : others;
  const { rows } = await db.execute<SuggestionRow>(sql`
    select ${columns} from feature_suggestions s
    where ${where}
    order by s.created_at desc, s.id desc
    limit ${filters.limit} offset ${filters.offset}`);
  const counts = await db.execute<{ status: string; n: number }>(sql`
    select s.status, count(*)::int as n from feature_suggestions s
    where ${others}
    group by s.status`);
  return { rows, counts: counts.rows };
}

/** Sets the status; null when there is no such suggestion. */
export async function setStatus(
  db: Executor,
  id: string,
  status: SuggestionStatus,
): Promise<SuggestionRow | null> {
  const { rows } = await db.execute<SuggestionRow>(sql`
    with s as (
      update feature_suggestions set status = ${status} where id = ${id}::uuid
      returning *
    )
    select ${columns} from s`);
  return rows[0] ?? null;
}

/** The status as it is now, locked until the caller's transaction ends; null when there is none. */
export async function lockStatus(db: Executor, id: string): Promise<string | null> {
  const { rows } = await db.execute<{ status: string }>(
    sql`select status from feature_suggestions where id = ${id}::uuid for update`,
  );
  return rows[0]?.status ?? null;
}
