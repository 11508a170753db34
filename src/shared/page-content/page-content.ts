/**
 * Managed page content (page-content.test.ts, docs/product.md#content): each section's keys
 * and the built-in default of each key. Pages show the defaults until the content arrives, and keep
 * them when it cannot be read; /content-management edits the same keys. The maintenance page's
 * words are a section too, kept with its other settings in ./maintenance.ts.
 *
 * No zod here: the home page reads this module in its first download. The checks of an admin's
 * changes are in ./page-content-schemas.ts.
 */

import { DEFAULT_LOCALE, inLocale, type Locale, type LocaleTable } from '../i18n/locales.ts';
import * as es from '../i18n/locales/es/built-in-page-content.ts';
import { inLanguage, unwrittenKeys } from './content-language.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export const PAGE_CONTENT_KEYS = {
  hero: ['title', 'description', 'image_url', 'video_url', 'use_video'],
  how_it_works: [
    'title',
    'description',
    ...range(3).flatMap((n) => [`step${n}_title`, `step${n}_description`]),
  ],
  specialty_section: ['title', 'description', 'hero_image_url'],
  finding_care: ['title', 'subtitle', 'button_text', 'video_url', 'video_fallback'],
  provider_cta: [
    'title',
    'description',
    ...range(4).map((n) => `benefit${n}_text`),
    'button_text',
    'testimonial_name',
    'testimonial_text',
    'image_url',
  ],
  about: [
    'hero_title',
    'hero_description',
    'hero_image',
    'story_title',
    'story_description',
    ...range(3).map((n) => `story_point_${n}`),
    'story_image',
    'values_title',
    'values_description',
    ...range(4).flatMap((n) => [`value_${n}_title`, `value_${n}_description`]),
    'impact_title',
    'impact_description',
    'impact_image',
    ...range(4).flatMap((n) => [`impact_stat_${n}_number`, `impact_stat_${n}_label`]),
    'cta_title',
    'cta_description',
    'cta_button_text',
    'cta_contact_label',
    'cta_contact_text',
  ],
} as const satisfies Record<string, readonly string[]>;

export type PageContentSection = keyof typeof PAGE_CONTENT_KEYS;
export const PAGE_CONTENT_SECTIONS = Object.keys(PAGE_CONTENT_KEYS) as PageContentSection[];

/** A section as pages read it: every key present (a default where nothing is stored). */
export type SectionContent = Record<string, string>;

/** Keys whose value is an image address (checked before saving; may be an upload of ours). */
export const isImageKey = (key: string) => /(^|_)(image|image_url|hero_image_url|video_fallback)$/.test(key);
/** Keys whose value is a video address. */
export const isVideoKey = (key: string) => key.endsWith('video_url');
/** Keys holding 'true' or 'false'. */
export const isFlagKey = (key: string) => key.startsWith('use_');
/**
 * Keys whose value is the same in every language (picture and video addresses, yes/no flags): stored
 * once, in English, and edited once.
 */
export const isSharedKey = (key: string) => isImageKey(key) || isVideoKey(key) || isFlagKey(key);

export const PAGE_CONTENT_DEFAULTS: { [S in PageContentSection]: SectionContent } = {
  hero: {
    title: 'Find trusted healthcare providers near you',
    description:
      'CareConnect helps seniors in Florida and their families find, compare and book doctors who accept Medicare — in plain words, with big buttons, and no rush.',
    image_url: '',
    video_url: '',
    use_video: 'false',
  },
  how_it_works: {
    title: 'How CareConnect works',
    description: 'Three simple steps from searching to seeing your doctor.',
    step1_title: 'Search',
    step1_description: 'Tell us what kind of care you need, where, and which insurance you have.',
    step2_title: 'Compare',
    step2_description: 'Read honest reviews, see open times and check who takes Medicare.',
    step3_title: 'Book',
    step3_description: 'Choose a time that suits you and book. We send a reminder the day before.',
  },
  specialty_section: {
    title: 'Find care by specialty',
    description: 'From family doctors to foot care, start with the kind of care you need.',
    hero_image_url: '',
  },
  finding_care: {
    title: 'Finding care should be simple',
    subtitle: 'No phone trees, no guesswork: see who is taking new patients and book in minutes.',
    button_text: 'Find a Provider',
    video_url: '',
    video_fallback: '',
  },
  provider_cta: {
    title: 'Are you a healthcare provider?',
    description: 'Join CareConnect and help seniors in your community find you.',
    benefit1_text: 'Reach patients looking for care near you',
    benefit2_text: 'Online booking and reminders',
    benefit3_text: 'Messages with your patients',
    benefit4_text: 'Reviews that build trust',
    button_text: 'Apply to Be Listed',
    testimonial_name: '',
    testimonial_text: '',
    image_url: '',
  },
  about: {
    hero_title: 'About CareConnect',
    hero_description:
      'We help seniors in Florida, and the families who look after them, find a doctor they can trust — and book a visit without a single phone tree.',
    hero_image: '',
    story_title: 'Why we started',
    story_description:
      'Finding a new doctor should not take a dozen phone calls. Yet many people on Medicare spend weeks asking the same questions. CareConnect answers them in one place, in plain words.',
    story_point_1: 'Does this doctor take my plan?',
    story_point_2: 'Are they seeing new patients, and when?',
    story_point_3: 'Can I get there, and will they speak my language?',
    story_image: '',
    values_title: 'What we stand for',
    values_description: 'The promises behind every page of CareConnect.',
    value_1_title: 'Trust',
    value_1_description: 'Our team reviews every provider before a profile goes live.',
    value_2_title: 'Plain words',
    value_2_description: 'No jargon, no small print: clear answers to real questions.',
    value_3_title: 'Built for seniors',
    value_3_description: 'Large text, big buttons, no time limits, and full keyboard and screen-reader use.',
    value_4_title: 'Privacy',
    value_4_description: 'Your health questions are yours. We never sell your information.',
    impact_title: 'Starting in Florida',
    impact_description:
      'We began in Florida, home to more than four million Medicare members, from Pensacola to Key West.',
    impact_image: '',
    impact_stat_1_number: '67',
    impact_stat_1_label: 'Florida counties',
    impact_stat_2_number: '4M+',
    impact_stat_2_label: 'Medicare members in Florida',
    impact_stat_3_number: '3-5',
    impact_stat_3_label: 'business days to review an application',
    impact_stat_4_number: '24h',
    impact_stat_4_label: 'to answer your message',
    cta_title: 'Questions? We are here to help.',
    cta_description: 'Write to us or schedule a call, and a real person will get back to you.',
    cta_button_text: 'Schedule Call',
    cta_contact_label: 'Response time',
    cta_contact_text: '< 2 hours',
  },
};

/**
 * The built-in words of each language over the English defaults (every text key; shared keys come
 * from English). Data, like the English defaults: an admin's words in that language replace them.
 */
const BUILT_IN_OVER_ENGLISH: LocaleTable<Partial<Record<PageContentSection, SectionContent>>> = {
  en: {},
  es: es.builtInPageContent,
};

/** A section's built-in words in a language, over English (none of its own: English's). */
const builtInOverEnglish = (section: PageContentSection, locale: Locale): SectionContent =>
  inLocale(BUILT_IN_OVER_ENGLISH, locale)[section] ?? {};

/** Every key's built-in value in a language (what a page shows before the content arrives). */
export const pageContentDefaults = (section: PageContentSection, locale: Locale): SectionContent =>
  locale === DEFAULT_LOCALE
    ? PAGE_CONTENT_DEFAULTS[section]
    : { ...PAGE_CONTENT_DEFAULTS[section], ...builtInOverEnglish(section, locale) };

/**
 * A section in a language, from the values stored in English and in that language (./content-language.ts):
 * its own where written, else an admin's English, else its built-in text; shared keys from English.
 */
export const sectionInLanguage = (
  section: PageContentSection,
  locale: Locale,
  stored: { en: Record<string, string>; own: Record<string, string> },
): SectionContent =>
  inLanguage(
    PAGE_CONTENT_KEYS[section],
    locale,
    stored,
    { en: PAGE_CONTENT_DEFAULTS[section], own: builtInOverEnglish(section, locale) },
    isSharedKey,
  );

/** The text keys of a section that an admin has not written in a language (the editor marks them). */
export const unwrittenSectionKeys = (section: PageContentSection, written: Record<string, string>) =>
  unwrittenKeys<string>(PAGE_CONTENT_KEYS[section], written, isSharedKey);

/**
 * Fills the keys nothing is stored for with the built-in default. A value stored empty stays empty:
 * an admin may clear a picture or a benefit.
 */
export function withDefaults(section: PageContentSection, stored: Record<string, string>): SectionContent {
  const out: SectionContent = {};
  for (const key of PAGE_CONTENT_KEYS[section]) {
    const value = stored[key];
    out[key] = value === undefined ? PAGE_CONTENT_DEFAULTS[section][key]! : value;
  }
  return out;
}

/**
 * The video-or-image rule of the hero (page-content.test.ts): the video only when use_video is 'true' and a
 * video address exists; otherwise the image.
 */
export const heroUsesVideo = (hero: SectionContent) =>
  hero.use_video === 'true' && (hero.video_url ?? '').trim() !== '';

/** A super admin's change to one section (checked by pageContentUpdateSchema in ./page-content-schemas.ts). */
export type PageContentUpdate = {
  section: PageContentSection;
  /** The language written (English when not named); shared keys are written once, in English. */
  locale?: Locale;
  values: Record<string, string>;
};

// The answers' types are inferred from their zod schemas in page-content-schemas.ts. Import them from there with
// `import type`, which loads no zod; this file does not re-export them, as page-content-schemas.ts imports it.

/**
 * App settings (logo.test.tsx, docs/product.md#content): the two logos, read by every page and cached 30
 * minutes.
 */
export const APP_SETTING_KEYS = ['logo_mobile', 'logo_desktop'] as const;
export type AppSettingKey = (typeof APP_SETTING_KEYS)[number];
export const APP_SETTINGS_CACHE_MS = 30 * 60 * 1000;
