import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';
import { CONTENT_MESSAGES } from '../page-content/page-content-schemas.ts';
import {
  MAINTENANCE_CONTENT_KEYS,
  normalizeMaintenancePassword,
  type MaintenanceContentKey,
} from './maintenance.ts';
import { MAINTENANCE_MESSAGES } from './maintenance-messages.ts';
import { COMING_SOON_MESSAGES } from './coming-soon-messages.ts';

/**
 * The maintenance inputs' checks and answers. Apart from ./maintenance.ts so that every page, which
 * reads the maintenance status, does not also download zod: the pages import only the answers' types.
 */

export const unlockSchema = z.object({
  password: z
    .string(COMING_SOON_MESSAGES.passwordRequired)
    .max(200, COMING_SOON_MESSAGES.wrongPassword)
    .refine((v) => normalizeMaintenancePassword(v).length > 0, COMING_SOON_MESSAGES.passwordRequired),
});

const contentText = z.string().max(2000, MAINTENANCE_MESSAGES.textTooLong);
const urlOrEmpty = z
  .string()
  .max(2000, MAINTENANCE_MESSAGES.textTooLong)
  .refine((v) => v === '' || v.startsWith('/') || /^https:\/\//i.test(v), MAINTENANCE_MESSAGES.notHttps);

/** A super admin's change to the maintenance settings; fields left out are kept. */
export const maintenanceSettingsSchema = z.object({
  enabled: z.boolean().optional(),
  /** A new preview password; the old one stops working, and so do the unlocks it gave. */
  password: z
    .string()
    .max(200, MAINTENANCE_MESSAGES.passwordTooLong)
    .refine((v) => normalizeMaintenancePassword(v).length >= 8, MAINTENANCE_MESSAGES.passwordTooShort)
    .optional(),
  content: z
    .object({
      title: contentText,
      description: contentText,
      video_banner_title: contentText,
      video_banner_subtitle: contentText,
      video_banner_button_text: contentText,
      video_banner_background_image: urlOrEmpty,
      video_banner_video_url: urlOrEmpty,
    })
    .partial()
    .optional(),
  /** The language of `content` (English when not named); the two addresses are the same in every language. */
  locale: z.enum(LOCALES as unknown as [Locale, ...Locale[]], CONTENT_MESSAGES.unknownLanguage).optional(),
});
export type MaintenanceSettingsInput = z.infer<typeof maintenanceSettingsSchema>;

/** The words of the coming-soon page, every key present. */
const maintenanceContentDtoSchema = z.object(
  Object.fromEntries(MAINTENANCE_CONTENT_KEYS.map((k) => [k, z.string()])) as Record<
    MaintenanceContentKey,
    z.ZodString
  >,
);

/** What anyone may read: is the site locked for me, and the words of the coming-soon page. */
export const maintenanceStatusDtoSchema = z.object({
  enabled: z.boolean(),
  /** True when this visitor sees the coming-soon page instead of the site. */
  locked: z.boolean(),
  /** Why an enabled site is open to this visitor: a super admin, or the preview password. */
  access: z.enum(['super_admin', 'password']).nullable(),
  content: maintenanceContentDtoSchema,
});
export type MaintenanceStatus = z.infer<typeof maintenanceStatusDtoSchema>;

/** What a super admin sees: the status plus whether a password is set (never the password). */
export const maintenanceSettingsDtoSchema = z.object({
  enabled: z.boolean(),
  passwordSet: z.boolean(),
  content: maintenanceContentDtoSchema,
  /** The words as a visitor reading that language sees them (its own, else English an admin wrote, else built-in). */
  spanishContent: maintenanceContentDtoSchema,
  /** The text keys an admin has not written in that language. */
  withoutSpanish: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type MaintenanceSettings = z.infer<typeof maintenanceSettingsDtoSchema>;

/**
 * The settings' fields that hold the words of a language besides English, by language. Their names
 * were given when the product had one other language and stay as they are, the API's contract (its
 * document is unchanged); code reaches them through this table, never by naming a language. A
 * language without fields here is not offered by the coming-soon editor: its visitors read English
 * an admin wrote, else the built-in words of their language (maintenanceInLanguage).
 */
const MAINTENANCE_LANGUAGE_FIELDS = {
  es: { content: 'spanishContent', unwritten: 'withoutSpanish' },
} as const satisfies {
  [L in Locale]?: { content: keyof MaintenanceSettings; unwritten: keyof MaintenanceSettings };
};

type LanguageFields = (typeof MAINTENANCE_LANGUAGE_FIELDS)[keyof typeof MAINTENANCE_LANGUAGE_FIELDS];
/** The settings' per-language part: for each language above, its words and its unwritten keys. */
export type MaintenanceLanguageParts = {
  [F in LanguageFields['content']]: MaintenanceSettings[F];
} & { [F in LanguageFields['unwritten']]: MaintenanceSettings[F] };

const fieldsOf = (locale: Locale): LanguageFields | undefined =>
  (MAINTENANCE_LANGUAGE_FIELDS as { [L in Locale]?: LanguageFields })[locale];

/** The languages whose coming-soon words the settings hold, English first: what the editor offers. */
export const maintenanceEditorLocales = (): Locale[] =>
  LOCALES.filter((locale) => locale === DEFAULT_LOCALE || fieldsOf(locale) !== undefined);

/** The settings' per-language part, made from a function that gives each language's words and unwritten keys. */
export function maintenanceLanguageParts(
  of: (locale: Locale) => { content: MaintenanceSettings['content']; unwritten: string[] },
): MaintenanceLanguageParts {
  const parts: Record<string, unknown> = {};
  for (const [locale, fields] of Object.entries(MAINTENANCE_LANGUAGE_FIELDS) as [Locale, LanguageFields][]) {
    const { content, unwritten } = of(locale);
    parts[fields.content] = content;
    parts[fields.unwritten] = unwritten;
  }
  return parts as MaintenanceLanguageParts;
}

/** A language's coming-soon words in the settings, and the keys an admin has not written in it (none in English). */
export function maintenanceWordsIn(
  settings: MaintenanceSettings,
  locale: Locale,
): { content: MaintenanceSettings['content']; unwritten: string[] } {
  const fields = fieldsOf(locale);
  if (locale === DEFAULT_LOCALE || !fields) return { content: settings.content, unwritten: [] };
  return { content: settings[fields.content], unwritten: settings[fields.unwritten] };
}
