import { count, desc, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { waitingList } from '../../db/schema/index.ts';

/** Adds the address; one already on the list is left as it was (first sign-up wins). */
export async function addToWaitingList(db: Db, email: string, source: string) {
  await db.insert(waitingList).values({ email, source }).onConflictDoNothing({ target: waitingList.email });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

export async function listWaitingList(db: Db, options: { q?: string; limit: number; offset: number }) {
  const where = options.q ? ilike(waitingList.email, `%${escapeLike(options.q)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: waitingList.id,
        email: waitingList.email,
        source: waitingList.source,
        createdAt: waitingList.createdAt,
      })
      .from(waitingList)
      .where(where)
      .orderBy(desc(waitingList.createdAt), desc(waitingList.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(waitingList).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Every entry, newest first, a page at a time by key (not by offset), so the export neither holds
 * the whole list at once nor repeats or skips a row when someone joins meanwhile.
 */
export async function* allWaitingList(db: Db, pageSize = 1000) {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows: { id: string; email: string; source: string; createdAt: Date }[] = await db
      .select({
        id: waitingList.id,
        email: waitingList.email,
        source: waitingList.source,
        createdAt: waitingList.createdAt,
      })
      .from(waitingList)
      .where(
        after
          ? sql`(${waitingList.createdAt}, ${waitingList.id}) < (${after.createdAt}, ${after.id})`
          : undefined,
      )
      .orderBy(desc(waitingList.createdAt), desc(waitingList.id))
      .limit(pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!;
  }
}
