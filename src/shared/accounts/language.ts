import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import type { MessageKey } from '../i18n/translate.ts';

/** The words of the account's language setting (ADR 19 point 7). */
export const ACCOUNT_LANGUAGE_MESSAGES = {
  invalid: 'account.language.invalid',
} as const satisfies Record<string, MessageKey>;

/**
 * PUT /api/me/locale: the language the account's pages, mail and notifications speak. The server
 * also refuses a language it does not offer now (config LOCALES).
 */
export const accountLanguageSchema = z.object({
  locale: z.enum(LOCALES, ACCOUNT_LANGUAGE_MESSAGES.invalid),
});
export type AccountLanguageInput = z.infer<typeof accountLanguageSchema>;
