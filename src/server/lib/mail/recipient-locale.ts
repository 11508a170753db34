import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/i18n/locales.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Who a mail goes to: an account by its id, or an address, which may or may not be an account's
 * (an invitation, a practice's inbox, our support inbox).
 */
export type Recipient = { userId: string } | { email: string };

/**
 * The language a mail is written in (ADR 19): the recipient's account setting, `users.locale`, when
 * the recipient has an account; else `fallback`, the language of the request that caused the mail
 * (a contact receipt, an invitation to an address), or English when no request did (a sweep).
 */
export async function recipientLocale(
  db: Executor,
  recipient: Recipient,
  fallback: Locale = DEFAULT_LOCALE,
): Promise<Locale> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(
      'userId' in recipient
        ? eq(users.id, recipient.userId)
        : sql`lower(${users.email}) = ${recipient.email.trim().toLowerCase()}`,
    )
    .limit(1);
  return isLocale(row?.locale) ? row.locale : fallback;
}
