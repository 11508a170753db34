import type { CurrentUser } from './dto.ts';
import type { Locale } from './i18n/locales.ts';

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
  /** 'female' gives the Spanish 'Dra.'; English has one 'Dr.' for everyone. */
  gender?: string | null;
};

const tidy = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const DOCTOR_TITLES = new Set(['doctor', 'dr', 'dr.']);

/** Spanish names a woman doctor 'Dra.'; without a stated gender the profile keeps 'Dr.'. */
const doctorPrefix = (gender: string | null | undefined, locale: Locale | undefined) =>
  locale === 'es' && gender === 'female' ? 'Dra. ' : 'Dr. ';

/**
 * A provider's name wherever it is shown (cards, profile, messages, dashboards, mail, calendar files):
 * 'Dr. Elena Morales, MD'. 'Dr.' only when the provider's title says so, never for an empty title;
 * a practice listed without a person's name shows the practice name. `credentials: false` drops
 * ', MD' where the space is too narrow for it; `locale` is the reader's language ('Dra. Elena Morales').
 */
export function providerDisplayName(
  p: ProviderNameParts,
  options: { credentials?: boolean; locale?: Locale } = {},
): string {
  const person = tidy(`${p.firstName ?? ''} ${p.lastName ?? ''}`);
  if (!person) return tidy(p.practiceName) || 'Provider';
  const prefix = DOCTOR_TITLES.has(tidy(p.title).toLowerCase()) ? doctorPrefix(p.gender, options.locale) : '';
  const credentials = options.credentials === false ? '' : tidy(p.professionalTitle).toUpperCase();
  return `${prefix}${person}${credentials ? `, ${credentials}` : ''}`;
}

/**
 * A visit type's name for a reader: the practice's Spanish name for a Spanish reader when it gave one,
 * else the English name it must give ('Consulta de seguimiento', else 'Follow-up Visit').
 */
export function visitTypeName(
  type: { name: string; nameEs?: string | null },
  locale: Locale | undefined,
): string {
  const spanish = locale === 'es' ? tidy(type.nameEs) : '';
  return spanish || type.name;
}
