import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providerProfiles, users } from '../../db/schema/index.ts';

export async function findCurrentUser(db: Db, userId: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      locale: users.locale,
      avatarUrl: users.image,
      practiceName: providerProfiles.practiceName,
    })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Sets the language the account speaks (its pages after sign-in, its mail and notifications). */
export async function setLocale(db: Db, userId: string, locale: string) {
  // The person's own choice: from now on a sign-in moves to it (ADR 19).
  await db.update(users).set({ locale, localeChosen: true }).where(eq(users.id, userId));
}
