import { and, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Role } from '#shared/roles.ts';
import type { UserState } from '#shared/admin/console.ts';
import type { Executor } from '../../db/client.ts';
import { sessions, users, userSearchText } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/sql.ts';

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  emailVerified: users.emailVerified,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

export type UserRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  emailVerified: boolean;
  disabledAt: Date | null;
  createdAt: Date;
};

export type UserFilters = { q?: string; role?: Role; state?: UserState };

/** The very expression of users_search_trgm_idx, so the trigram index serves the search. */
export const userSearchCondition = (q: string) => ilike(userSearchText, containsPattern(q.toLowerCase()));

function where(filters: UserFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filters.q ? userSearchCondition(filters.q) : undefined,
    filters.role ? eq(users.role, filters.role) : undefined,
    filters.state === 'disabled' ? isNotNull(users.disabledAt) : undefined,
    filters.state === 'active' ? isNull(users.disabledAt) : undefined,
  ];
  return and(...parts.filter(Boolean));
}

/** One page, newest first, and how many match. */
export async function listUsers(db: Executor, filters: UserFilters & { limit: number; offset: number }) {
  const w = where(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(w)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ n: count() }).from(users).where(w),
  ]);
  return { rows: rows as UserRow[], total: total?.n ?? 0 };
}

/** The account, locked until the transaction ends, so two admins' changes do not interleave. */
export async function lockUser(tx: Executor, id: string): Promise<UserRow | null> {
  const [row] = await tx.select(columns).from(users).where(eq(users.id, id)).for('update');
  return (row as UserRow | undefined) ?? null;
}

export async function findUser(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  return (row as UserRow | undefined) ?? null;
}

export async function setRole(tx: Executor, id: string, role: Role): Promise<UserRow> {
  const [row] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning(columns);
  return row as UserRow;
}

export async function setDisabledAt(tx: Executor, id: string, disabledAt: Date | null): Promise<UserRow> {
  const [row] = await tx.update(users).set({ disabledAt }).where(eq(users.id, id)).returning(columns);
  return row as UserRow;
}

/** Ends every session of the account at once: it is signed out on every device. */
export async function deleteSessions(tx: Executor, userId: string) {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}
