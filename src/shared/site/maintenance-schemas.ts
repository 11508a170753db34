import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { CONTENT_MESSAGES } from './page-content-schemas.ts';
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
  /** The words as a visitor reading Spanish sees them (written Spanish, else English an admin wrote, else built-in). */
  spanishContent: maintenanceContentDtoSchema,
  /** The text keys with no Spanish written by an admin. */
  withoutSpanish: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type MaintenanceSettings = z.infer<typeof maintenanceSettingsDtoSchema>;
