/**
 * Maintenance mode (the pre-launch "coming soon" experience; maintenance.test.ts,
 * docs/product.md#maintenance). The server
 * enforces it; the browser only shows it.
 *
 * Where things live: the switch and the preview password's hash are app settings
 * (maintenance_mode, maintenance_password), never readable by the public; the words and the video
 * banner are page content of the section maintenance_page, which the coming-soon page reads.
 */

import { DEFAULT_LOCALE, inLocale, type Locale, type LocaleTable } from '../i18n/locales.ts';
import * as es from '../i18n/locales/es/built-in-maintenance-content.ts';
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

/**
 * The built-in words of each language over the English defaults (the text keys). Data, like the
 * English defaults: an admin's words in that language replace them.
 */
const BUILT_IN_OVER_ENGLISH: LocaleTable<Partial<MaintenanceContent>> = {
  en: {},
  es: es.builtInMaintenanceContent,
};

/** The built-in words in a language. */
export const maintenanceDefaults = (locale: Locale): MaintenanceContent =>
  locale === DEFAULT_LOCALE
    ? MAINTENANCE_CONTENT_DEFAULTS
    : { ...MAINTENANCE_CONTENT_DEFAULTS, ...inLocale(BUILT_IN_OVER_ENGLISH, locale) };

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
    { en: MAINTENANCE_CONTENT_DEFAULTS, own: inLocale(BUILT_IN_OVER_ENGLISH, locale) },
    isSharedMaintenanceKey,
  );

/** The text keys that an admin has not written in a language. */
export const unwrittenMaintenanceKeys = (written: Partial<Record<string, string>>) =>
  unwrittenKeys(MAINTENANCE_CONTENT_KEYS, written, isSharedMaintenanceKey);

/**
 * The comparison (maintenance.test.ts): case-insensitive, after removing control characters and trimming.
 * Both the stored password and every attempt go through this.
 */
export function normalizeMaintenancePassword(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const controls = /[\u0000-\u001f\u007f-\u009f]/g;
  return value.replace(controls, '').trim().toLowerCase();
}
