import { z } from 'zod';
import { singleLine } from '../validation/single-line.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { inLocale, type Locale } from '../i18n/locales.ts';
import { CATEGORY_LIST, categoryEntry, type CategorySlug } from '../taxonomy/category-list.ts';

/** The contact form of /contact and of the coming-soon page (contact.test.ts, docs/product.md#content). */

/**
 * What a question is about: one of the kinds of care people look for (ADR 23), by its slug. The
 * first form's six values still mean their category, so a form sent from an old page is read.
 */
const OLD_VALUES: Record<string, CategorySlug> = {
  dental: 'dentist',
  optometry: 'eye-exams-and-glasses',
  dermatology: 'skin',
  'home-health': 'home-health-care',
  podiatry: 'foot-care',
};
const CATEGORY_SLUGS = CATEGORY_LIST.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

/** A category's plain name in a language (the mail's, the page's); an unknown value as it is. */
export const contactSpecialtyLabel = (value: string, locale: Locale = 'en') => {
  const category = categoryEntry(value);
  return category ? inLocale(category.name, locale) : value;
};

const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 500;
/** Above this many characters the counter turns to the warning colour. */
export const CONTACT_MESSAGE_WARN = 450;
/** The thank-you panel goes back to the form by itself after this long. */
export const CONTACT_THANKS_MS = 5000;

export const CONTACT_MESSAGES = {
  firstName: 'public.contact.firstName',
  lastName: 'public.contact.lastName',
  email: 'public.contact.email',
  specialty: 'public.contact.specialty',
  messageShort: 'public.contact.messageShort',
  messageLong: 'public.contact.messageLong',
  success: 'public.contact.success',
  failure: 'public.contact.failure',
  tooMany: 'public.contact.tooMany',
} as const satisfies Record<string, MessageKey>;

const name = (message: string) => singleLine(message).min(2, message).max(100, message);

export const contactSchema = z.object({
  firstName: name(CONTACT_MESSAGES.firstName),
  lastName: name(CONTACT_MESSAGES.lastName),
  email: z
    .string(CONTACT_MESSAGES.email)
    .trim()
    .max(254, CONTACT_MESSAGES.email)
    .pipe(z.email(CONTACT_MESSAGES.email)),
  specialty: z.preprocess(
    (v) => (typeof v === 'string' ? (OLD_VALUES[v] ?? v) : v),
    z.enum(CATEGORY_SLUGS, CONTACT_MESSAGES.specialty),
  ),
  message: z
    .string(CONTACT_MESSAGES.messageShort)
    .trim()
    .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageShort)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageLong),
  /** Which form sent it: the contact page or the coming-soon page. */
  source: z.enum(['contact', 'coming-soon']).default('contact'),
});
export type ContactInput = z.input<typeof contactSchema>;

/** The form's fields a person fills in. */
export type ContactField = Exclude<keyof ContactInput, 'source'>;

/**
 * What the contact form sent without JavaScript came to, for the page the server then draws: sent,
 * or the fields as typed with their messages (or the form's own message), in the page's words.
 */
export type ContactPageOutcome =
  | { sent: true }
  | {
      sent: false;
      values: Record<ContactField, string>;
      errors: Partial<Record<string, string>>;
      failure?: string;
    };
