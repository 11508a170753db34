import type { CurrentUser } from './dto.ts';
import { inLocale, type Locale, type LocaleTable } from './i18n/locales.ts';

type NameSource = Pick<CurrentUser, 'firstName' | 'lastName' | 'email' | 'role' | 'practiceName'>;

/** Header display name: the person's name; for providers the practice name, then Provider; then email, then User. */
export function displayName(u: NameSource | null | undefined): string {
  if (!u) return 'User';
  const full = `${u.firstName} ${u.lastName}`.trim();
  if (u.role === 'provider') return u.practiceName || full || 'Provider';
  return full || u.email || 'User';
}

/** Avatar initials: from the name, else the email, else U (P for providers). */
export function avatarInitials(u: NameSource | null | undefined): string {
  if (!u) return 'U';
  const fromName = `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.trim();
  if (fromName) return fromName.toUpperCase();
  if (u.email) return u.email.slice(0, 2).toUpperCase();
  return u.role === 'provider' ? 'P' : 'U';
}

/**
 * The initials a listing's picture shows when it has none: the API's (a person's), else the first
 * letters of the first two words of an organisation's name ('Jackson Memorial Hospital' → 'JM').
 */
export function listingInitials(p: { initials: string; practiceName?: string | null }): string {
  if (p.initials.trim()) return p.initials;
  const words = (p.practiceName ?? '').match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? [];
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** A person's first and last name as one (a patient's, a member's): empty when they have none. */
export const personName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

/** A person's name, else their e-mail address, where someone must be named (admin lists, suggestions). */
export const nameOrEmail = (p: { firstName: string; lastName: string; email: string }) =>
  personName(p) || p.email;

/** The parts of a listed provider's name, as the profile stores them. */
export type ProviderNameParts = {
  /** 'Doctor' gives the 'Dr.' prefix; other titles (Nurse Practitioner, ...) are not written before the name. */
  title?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** Credentials such as 'md' or 'MD, FACP', written upper-cased after the name. */
  professionalTitle?: string | null;
  practiceName?: string | null;
  /** An organisation or a hospital (ADR 23) is named by its practice name alone, whatever else is stored. */
  listingKind?: 'clinician' | 'organization' | 'hospital' | null;
  /** 'female' gives 'Dra.' in a language that names a woman doctor so; English has one 'Dr.' for everyone. */
  gender?: string | null;
};

const tidy = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const DOCTOR_TITLES = new Set(['doctor', 'dr', 'dr.']);

/**
 * The title written before a doctor's name, by language: Spanish names a woman doctor 'Dra.';
 * without a stated gender the profile keeps 'Dr.' (display-name.test.ts).
 */
const DOCTOR_PREFIX: LocaleTable<{ female: string; other: string }> = {
  en: { female: 'Dr. ', other: 'Dr. ' },
  es: { female: 'Dra. ', other: 'Dr. ' },
};

const doctorPrefix = (gender: string | null | undefined, locale: Locale | undefined) => {
  const prefix = inLocale(DOCTOR_PREFIX, locale);
  return gender === 'female' ? prefix.female : prefix.other;
};

/**
 * A provider's name wherever it is shown (cards, profile, messages, dashboards, mail, calendar files):
 * 'Dr. Elena Morales, MD'. 'Dr.' only when the provider's title says so, never for an empty title;
 * a practice listed without a person's name, and any organisation or hospital, shows the practice name. `credentials: false` drops
 * ', MD' where the space is too narrow for it; `locale` is the reader's language ('Dra. Elena Morales').
 */
export function providerDisplayName(
  p: ProviderNameParts,
  options: { credentials?: boolean; locale?: Locale } = {},
): string {
  const person = tidy(`${p.firstName ?? ''} ${p.lastName ?? ''}`);
  const organization = p.listingKind === 'organization' || p.listingKind === 'hospital';
  if (organization && tidy(p.practiceName)) return tidy(p.practiceName);
  if (!person) return tidy(p.practiceName) || 'Provider';
  const prefix = DOCTOR_TITLES.has(tidy(p.title).toLowerCase()) ? doctorPrefix(p.gender, options.locale) : '';
  const credentials = options.credentials === false ? '' : tidy(p.professionalTitle).toUpperCase();
  return `${prefix}${person}${credentials ? `, ${credentials}` : ''}`;
}

/**
 * Where a visit type keeps its name in each language: English in `name`, which a practice must give;
 * another language in a field of its own (the API's field and the column behind it), which it may
 * leave empty. A language without a field here reads the English name.
 */
const VISIT_TYPE_NAME_FIELD = {
  en: 'name',
  es: 'nameEs',
} as const satisfies LocaleTable<string>;

/** The fields that hold a visit type's name in a language other than English. */
export type TranslatedNameField = Exclude<
  (typeof VISIT_TYPE_NAME_FIELD)[keyof typeof VISIT_TYPE_NAME_FIELD],
  'name'
>;

/** The languages a practice may name its visit types in besides English, with the field of each. */
export const TRANSLATED_NAME_FIELDS = Object.entries(VISIT_TYPE_NAME_FIELD).filter(
  (entry): entry is [Locale, TranslatedNameField] => entry[1] !== 'name',
);

/**
 * A visit type's name for a reader: the practice's name in the reader's language when it gave one,
 * else the English name it must give ('Consulta de seguimiento', else 'Follow-up Visit').
 */
export function visitTypeName(
  type: { name: string } & { [F in TranslatedNameField]?: string | null },
  locale: Locale | undefined,
): string {
  const field: string = inLocale<string>(VISIT_TYPE_NAME_FIELD, locale);
  const own = field === 'name' ? '' : tidy(type[field as TranslatedNameField]);
  return own || type.name;
}
