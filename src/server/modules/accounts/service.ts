import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { singleLine } from '#shared/validation/single-line.ts';
import { nameOrEmail } from '#shared/display-name.ts';
import { ROLES, type Role } from '#shared/roles.ts';
import { AUTH_MESSAGES } from '#shared/auth/auth.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { Db } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password-hashing.ts';
import { acceptedPasswordSchema } from '../../lib/password-rules.ts';

/** Its message names every role of ROLES, in order (accounts.test.ts holds them together). */
export const ROLE_MESSAGE: MessageKey = 'account.validation.role';

export const newAccountSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(AUTH_MESSAGES.email)),
  password: acceptedPasswordSchema,
  role: z.enum(ROLES, { message: ROLE_MESSAGE }),
  firstName: singleLine().max(100).default(''),
  lastName: singleLine().max(100).default(''),
});
export type NewAccount = z.input<typeof newAccountSchema>;

/**
 * A verified account with a password, of any role, made by our own code (the demo seed and
 * `npm run user:create`) — the only way a super_admin comes to exist. Stored exactly as
 * better-auth stores a sign-up, so the person signs in the ordinary way.
 */
export async function createVerifiedUser(db: Db, input: NewAccount): Promise<{ id: string; role: Role }> {
  const { email, password, role, firstName, lastName } = newAccountSchema.parse(input);
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing.length) throw new AppError(409, 'account.accountCreate.emailTaken', undefined, { email });
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        name: nameOrEmail({ firstName, lastName, email }),
        emailVerified: true,
        role,
        firstName,
        lastName,
      })
      .returning({ id: users.id });
    await tx
      .insert(accounts)
      .values({ userId: user!.id, accountId: user!.id, providerId: 'credential', password: passwordHash });
    return { id: user!.id, role };
  });
}
