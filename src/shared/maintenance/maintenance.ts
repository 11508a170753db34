/**
 * Maintenance mode (the pre-launch "coming soon" experience; maintenance.test.ts,
 * docs/product.md#maintenance). The server
 * enforces it; the browser only shows it.
 *
 * Where things live: the switch and the preview password's hash are app settings
 * (maintenance_mode, maintenance_password), never readable by the public; the words and the video
 * banner are page content of the section maintenance_page, which the coming-soon page reads.
 */

import type { Locale } from '../i18n/locales.ts';
import { inLanguage, unwrittenKeys } from '../page-content/content-language.ts';

export const MAINTENANCE_CONTENT_KEYS = [
  'title',
  'description',
  'video_banner_title',
  'video_banner_subtitle',
  'video_banner_button_text',
  'video_banner_background_image',
  'video_banner_video_url',
] as const;
export type MaintenanceContentKey = (typeof MAINTENANCE_CONTENT_KEYS)[number];
export type MaintenanceContent = Record<MaintenanceContentKey, string>;

/** Written to page_content when the rows are missing (docs/product.md#maintenance). */
export const MAINTENANCE_CONTENT_DEFAULTS: MaintenanceContent = {
  title: 'Coming Soon',
  description:
    'CareConnect is getting ready to help Florida seniors and their families find trusted healthcare providers. Join the waiting list and we will let you know the day we open.',
  video_banner_title: 'Your Trusted Healthcare Network Awaits',
  video_banner_subtitle:
    'Find doctors who take Medicare, read honest reviews, and book visits with confidence.',
  video_banner_button_text: 'Join Our Waiting List',
  video_banner_background_image: '',
  video_banner_video_url: '',
};

/** The picture and video addresses: the same in every language, stored once in English. */
export const isSharedMaintenanceKey = (key: string) =>
  key === 'video_banner_background_image' || key === 'video_banner_video_url';

/** The built-in Spanish of the text keys (data, like the English defaults). */
export const MAINTENANCE_SPANISH_DEFAULTS: Partial<MaintenanceContent> = {
  title: 'Muy pronto',
  description:
    'CareConnect se está preparando para ayudar a las personas mayores de Florida y a sus familias a encontrar proveedores de salud de confianza. Inscríbase en la lista de espera y le avisaremos el día que abramos.',
  video_banner_title: 'Su red de atención médica de confianza le espera',
  video_banner_subtitle:
    'Encuentre médicos que aceptan Medicare, lea opiniones honestas y reserve sus citas con confianza.',
  video_banner_button_text: 'Únase a nuestra lista de espera',
};

/** The built-in words in a language. */
export const maintenanceDefaults = (locale: Locale): MaintenanceContent =>
  locale === 'en'
    ? MAINTENANCE_CONTENT_DEFAULTS
    : { ...MAINTENANCE_CONTENT_DEFAULTS, ...MAINTENANCE_SPANISH_DEFAULTS };

/**
 * The coming-soon words in a language (./content-language.ts). The English rows always exist (the
 * defaults are written at start), so an English value counts as an admin's only where it differs from
 * the built-in English.
 */
export const maintenanceInLanguage = (
  locale: Locale,
  stored: { en: Partial<Record<string, string>>; own: Partial<Record<string, string>> },
): MaintenanceContent =>
  inLanguage(
    MAINTENANCE_CONTENT_KEYS,
    locale,
    stored,
    { en: MAINTENANCE_CONTENT_DEFAULTS, own: MAINTENANCE_SPANISH_DEFAULTS },
    isSharedMaintenanceKey,
  );

/** The text keys with no Spanish written by an admin. */
export const maintenanceKeysWithoutSpanish = (spanish: Partial<Record<string, string>>) =>
  unwrittenKeys(MAINTENANCE_CONTENT_KEYS, spanish, isSharedMaintenanceKey);

/**
 * The comparison (maintenance.test.ts): case-insensitive, after removing control characters and trimming.
 * Both the stored password and every attempt go through this.
 */
export function normalizeMaintenancePassword(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const controls = /[\u0000-\u001f\u007f-\u009f]/g;
  return value.replace(controls, '').trim().toLowerCase();
}
