import { z } from 'zod';
import { MAINTENANCE_MESSAGES, normalizeMaintenancePassword } from './maintenance.ts';

/**
 * The maintenance inputs' checks. Apart from ./maintenance.ts so that every page, which reads the
 * maintenance status, does not also download zod.
 */

export const unlockSchema = z.object({
  password: z
    .string(MAINTENANCE_MESSAGES.passwordRequired)
    .max(200, MAINTENANCE_MESSAGES.wrongPassword)
    .refine((v) => normalizeMaintenancePassword(v).length > 0, MAINTENANCE_MESSAGES.passwordRequired),
});

const contentText = z.string().max(2000, 'Please keep this under 2000 characters.');
const urlOrEmpty = z
  .string()
  .max(2000, 'Please keep this under 2000 characters.')
  .refine((v) => v === '' || v.startsWith('/') || /^https:\/\//i.test(v), 'Use an https:// address.');

/** A super admin's change to the maintenance settings; fields left out are kept. */
export const maintenanceSettingsSchema = z.object({
  enabled: z.boolean().optional(),
  /** A new preview password; the old one stops working, and so do the unlocks it gave. */
  password: z
    .string()
    .max(200, 'Please keep the password under 200 characters.')
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
});
export type MaintenanceSettingsInput = z.infer<typeof maintenanceSettingsSchema>;
