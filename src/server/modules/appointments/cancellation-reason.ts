import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { serverTranslator } from '../../lib/i18n.ts';

/**
 * The reason given to the visits cancelled because their patient deleted their account
 * (patient/service.ts): a key, not words, so that each reader of the cancellation (the practice, the
 * patient's caregivers) is told in their own language. It is read only by the mails and notices that
 * the deletion's transaction writes: the visits go with the account (appointments.patient_id
 * cascades), so no appointment the API returns holds it, now or from before. Every other reason is
 * a person's own words and is shown as typed.
 */
export const ACCOUNT_DELETED_REASON = 'mail.appointmentCancelled.accountDeletedReason' satisfies MessageKey;

/** A cancellation's reason as a reader in `locale` reads it; nothing when none was given. */
export function reasonIn(locale: Locale, reason: string | null | undefined): string | undefined {
  if (!reason) return undefined;
  return reason === ACCOUNT_DELETED_REASON ? serverTranslator(locale).t(ACCOUNT_DELETED_REASON) : reason;
}
