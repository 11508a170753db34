import { eq } from 'drizzle-orm';
import type { AdminProfileDto } from '#shared/admin/console-schemas.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../app-env.ts';

const columns = { firstName: users.firstName, lastName: users.lastName, email: users.email };

/** Only ever the signed-in admin's own row: the id comes from the session, never the request. */
export async function readProfile(db: Db, me: SessionUser): Promise<AdminProfileDto> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, me.id));
  if (!row) throw notFound();
  return row;
}

export async function updateProfile(
  db: Db,
  me: SessionUser,
  input: { firstName: string; lastName: string },
): Promise<AdminProfileDto> {
  return db.transaction(async (tx) => {
    const [was] = await tx.select(columns).from(users).where(eq(users.id, me.id)).for('update');
    if (!was) throw notFound();
    const [now] = await tx
      .update(users)
      // better-auth's display name follows the two names, as at sign-up.
      .set({ ...input, name: `${input.firstName} ${input.lastName}` })
      .where(eq(users.id, me.id))
      .returning(columns);
    if (was.firstName !== input.firstName || was.lastName !== input.lastName) {
      await recordAdminAction(tx, me, {
        action: 'profile.update',
        targetType: 'user',
        targetId: me.id,
        before: { firstName: was.firstName, lastName: was.lastName },
        after: { firstName: input.firstName, lastName: input.lastName },
      });
    }
    return now!;
  });
}
