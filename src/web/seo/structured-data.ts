import type {
  AggregateRating,
  AnswerLeaf,
  BreadcrumbListLeaf,
  DentistLeaf,
  FAQPageLeaf,
  GeoCoordinates,
  Graph,
  ListItem,
  MedicalBusinessLeaf,
  MedicalOrganizationLeaf,
  MedicalSpecialty,
  OpticianLeaf,
  PhysicianLeaf,
  PostalAddress,
  QuestionLeaf,
  Thing,
  WithContext,
} from 'schema-dts';
import { SPECIALTIES, type SpecialtyValue } from '#shared/providers/directory-lists.ts';
import { providerDisplayName } from '#shared/display-name.ts';
import { localePath, type Locale } from '#shared/i18n/locales.ts';
import { addressLine } from '#shared/organizations/organizations.ts';
import type { PublicOrganizationDto } from '#shared/organizations/organization-schemas.ts';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import { knownPlace } from '#shared/providers/display-defaults.ts';
import { paths } from '../config/paths.ts';
import { scriptSafeJson } from '../lib/script-safe-json.ts';

/**
 * schema.org structured data (JSON-LD) for the public pages: what search engines read in the page's
 * <script type="application/ld+json">. Pure functions of the data the page itself renders, and
 * only what the page shows: never anything a patient wrote. Every node is typed with schema-dts,
 * so a wrong type or property fails the type check; structured-data.test.ts checks the output
 * against schema.org's vocabulary as well.
 */

const CONTEXT = 'https://schema.org' as const;

/** What the builders return: one document for one <script type="application/ld+json">. */
export type StructuredData = Graph | WithContext<Thing>;

/**
 * Nodes are written with every property named, absent ones as undefined, so that the type check sees
 * each property name (it does not look inside a conditional spread); the undefined ones go here.
 */
function pruned<T>(value: T): T {
  if (Array.isArray(value)) return value.map(pruned) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, pruned(v)]),
  ) as T;
}

/** The schema.org address of a MedicalSpecialty member: only the enumeration's own values type-check. */
type SchemaSpecialty = Extract<MedicalSpecialty, `https://schema.org/${string}`>;

/** The schema.org classes a provider is published as. */
export type ProviderSchemaType = 'Physician' | 'Dentist' | 'Optician' | 'MedicalBusiness';

/**
 * What each specialty of the catalog is in schema.org's terms. `physician`: practised by physicians,
 * so a provider titled Doctor is a Physician (podiatrists count, as Medicare counts them); audiologists,
 * therapists and home-health agencies are not. `specialty`: the MedicalSpecialty member that names it,
 * left out where schema.org has none (Internal Medicine, Home Health). Keyed by every catalog value,
 * so a specialty added to the catalog does not type-check until it is placed here.
 */
const SPECIALTY_FACTS: Record<
  SpecialtyValue,
  { type?: 'Dentist' | 'Optician'; physician: boolean; specialty?: SchemaSpecialty }
> = {
  'primary-care': { physician: true, specialty: 'https://schema.org/PrimaryCare' },
  dental: { type: 'Dentist', physician: false, specialty: 'https://schema.org/Dentistry' },
  optometry: { type: 'Optician', physician: false, specialty: 'https://schema.org/Optometric' },
  dermatology: { physician: true, specialty: 'https://schema.org/Dermatology' },
  'home-health': { physician: false },
  podiatrist: { physician: true, specialty: 'https://schema.org/Podiatric' },
  'general-practice': { physician: true, specialty: 'https://schema.org/PrimaryCare' },
  'family-medicine': { physician: true, specialty: 'https://schema.org/PrimaryCare' },
  'internal-medicine': { physician: true },
  geriatrics: { physician: true, specialty: 'https://schema.org/Geriatric' },
  cardiology: { physician: true, specialty: 'https://schema.org/Cardiovascular' },
  endocrinology: { physician: true, specialty: 'https://schema.org/Endocrine' },
  gastroenterology: { physician: true, specialty: 'https://schema.org/Gastroenterologic' },
  neurology: { physician: true, specialty: 'https://schema.org/Neurologic' },
  oncology: { physician: true, specialty: 'https://schema.org/Oncologic' },
  ophthalmology: { physician: true, specialty: 'https://schema.org/Ophthalmology' },
  orthopedics: { physician: true, specialty: 'https://schema.org/Musculoskeletal' },
  'physical-therapy': { physician: false, specialty: 'https://schema.org/Physiotherapy' },
  pulmonology: { physician: true, specialty: 'https://schema.org/Pulmonary' },
  rheumatology: { physician: true, specialty: 'https://schema.org/Rheumatologic' },
  urology: { physician: true, specialty: 'https://schema.org/Urologic' },
  audiology: { physician: false, specialty: 'https://schema.org/Audiology' },
  psychiatry: { physician: true, specialty: 'https://schema.org/Psychiatric' },
  nephrology: { physician: true, specialty: 'https://schema.org/Renal' },
};

/** The titles that make a provider a doctor, as providerDisplayName reads them for its 'Dr.'. */
const DOCTOR_TITLES = new Set(['doctor', 'dr', 'dr.']);

const catalogEntry = (label: string) => {
  const l = label.trim().toLowerCase();
  return SPECIALTIES.find((s) => s.label.toLowerCase() === l);
};

/**
 * The schema.org class and specialty of a provider, from the specialty the profile stores and the
 * title. A specialty outside the catalog is only recognised for dentistry and eye care by its name;
 * anything else unknown is a MedicalBusiness, which claims nothing it cannot back.
 */
export function providerSchemaType(p: Pick<ProviderProfileDto, 'specialty' | 'title'>): {
  type: ProviderSchemaType;
  specialty?: SchemaSpecialty;
} {
  const entry = catalogEntry(p.specialty);
  if (!entry) {
    if (/dent|orthodont|oral surg/i.test(p.specialty)) return { type: 'Dentist' };
    if (/optom|optic/i.test(p.specialty)) return { type: 'Optician' };
    return { type: 'MedicalBusiness' };
  }
  const facts = SPECIALTY_FACTS[entry.value];
  const doctor = DOCTOR_TITLES.has(p.title.trim().toLowerCase());
  const type = facts.type ?? (facts.physician && doctor ? 'Physician' : 'MedicalBusiness');
  return { type, specialty: facts.specialty };
}

/** An absolute address on the site (paths, uploaded images) from the site's origin. */
const absolute = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, origin).href;

/**
 * The absolute address of one of the site's pages in the page's language: `/providers` →
 * `https://…/es/providers` on a Spanish page, so a search engine links each language's page to its
 * own (ADR 19). Pictures and files have one address for every language: `absolute` alone.
 */
const pageAddress = (path: string, origin: string, locale: Locale) =>
  absolute(localePath(locale, path), origin);

function postalAddress(parts: {
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
}): PostalAddress | undefined {
  if (!parts.street && !parts.city && !parts.state && !parts.zip) return undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.street,
    addressLocality: parts.city,
    addressRegion: parts.state,
    postalCode: parts.zip,
    // Every listing is in the United States (the directory imports US data and ZIP codes only).
    addressCountry: 'US',
  } satisfies PostalAddress;
}

/**
 * The profile's address as its parts. The page shows `fullAddress`, the street followed by the city
 * line the server builds the same way as here; the street is what comes before that line. An
 * address typed as one free line has no street that can be told apart, so only its city line is given.
 */
function providerAddress(p: ProviderProfileDto): PostalAddress | undefined {
  const city = knownPlace(p.city);
  const state = knownPlace(p.state);
  const zip = knownPlace(p.zipCode);
  const cityLine = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const full = p.fullAddress.trim();
  const street =
    cityLine && full.endsWith(`, ${cityLine}`) ? full.slice(0, -cityLine.length - 2).trim() : undefined;
  return postalAddress({ street: street || undefined, city, state, zip });
}

/**
 * The breadcrumb's words, in the page's language (the page passes them). The specialty is the stored
 * one unless the page names it in its language.
 */
export type Crumbs = { home: string; providers: string; specialty?: string };

/**
 * Home › Providers › the specialty › the provider: the labels and links of the profile page's
 * breadcrumb (profile-header.tsx), with the page itself as the last step.
 */
function providerBreadcrumbs(
  p: ProviderProfileDto,
  name: string,
  origin: string,
  crumbs: Crumbs,
  locale: Locale,
) {
  const specialtyValue = SPECIALTIES.find((s) => s.label === p.specialty)?.value ?? p.specialty;
  const steps: [label: string, path: string][] = [
    [crumbs.home, paths.home],
    [crumbs.providers, paths.providers],
    [crumbs.specialty ?? p.specialty, `${paths.providers}?specialty=${encodeURIComponent(specialtyValue)}`],
    [name, paths.provider(p.id)],
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map(
      ([label, path], i) =>
        ({
          '@type': 'ListItem',
          position: i + 1,
          name: label,
          item: pageAddress(path, origin, locale),
        }) satisfies ListItem,
    ),
  } satisfies BreadcrumbListLeaf;
}

/**
 * The provider profile page: the provider as a Physician, Dentist, Optician or MedicalBusiness, and
 * the page's breadcrumb. Review texts and reviewers are never read; the rating is the average and
 * count the header shows, and only when there is at least one review (a rating of nothing misleads).
 * The languages are `knowsLanguage`: schema.org's `availableLanguage` is not a property of these
 * classes (structured-data.test.ts shows the vocabulary refusing it). Its pages' addresses are
 * those of the page's language (`locale`).
 */
export function providerStructuredData(
  profile: ProviderProfileDto,
  origin: string,
  crumbs: Crumbs,
  locale: Locale,
): Graph {
  const name = providerDisplayName(profile, { locale });
  const { type, specialty } = providerSchemaType(profile);
  const address = providerAddress(profile);
  const geo: GeoCoordinates | undefined =
    profile.lat !== null && profile.lng !== null
      ? { '@type': 'GeoCoordinates', latitude: profile.lat, longitude: profile.lng }
      : undefined;
  const aggregateRating: AggregateRating | undefined =
    profile.reviewCount > 0
      ? {
          '@type': 'AggregateRating',
          // One decimal, as the header's stars show it.
          ratingValue: Number(profile.rating.toFixed(1)),
          reviewCount: profile.reviewCount,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined;

  // Valid on every class a provider can be: LocalBusiness and its supertypes Organization and Place.
  const business = {
    name,
    url: pageAddress(paths.provider(profile.id), origin, locale),
    image: profile.imageUrl ? absolute(profile.imageUrl, origin) : undefined,
    address,
    geo,
    telephone: profile.phone ?? undefined,
    knowsLanguage: profile.languages.length > 0 ? profile.languages : undefined,
    aggregateRating,
  } satisfies Omit<MedicalBusinessLeaf, '@type'>;

  // Only MedicalOrganization (Physician, Dentist) has these. The page says 'Accepting new patients',
  // or for a claimed listing 'Waitlist available'; an unclaimed listing not accepting says nothing.
  const accepting = profile.acceptingNewPatients ? true : profile.claimed ? false : undefined;
  const medical = {
    medicalSpecialty: specialty,
    isAcceptingNewPatients: accepting,
  } satisfies Pick<PhysicianLeaf, 'medicalSpecialty' | 'isAcceptingNewPatients'>;

  const provider =
    type === 'Physician'
      ? ({ '@type': 'Physician', ...business, ...medical } satisfies PhysicianLeaf)
      : type === 'Dentist'
        ? ({ '@type': 'Dentist', ...business, ...medical } satisfies DentistLeaf)
        : type === 'Optician'
          ? ({ '@type': 'Optician', ...business } satisfies OpticianLeaf)
          : ({ '@type': 'MedicalBusiness', ...business } satisfies MedicalBusinessLeaf);

  return pruned({
    '@context': CONTEXT,
    '@graph': [provider, providerBreadcrumbs(profile, name, origin, crumbs, locale)],
  });
}

/** An organization's public page: what its header and Contact box show; its address in `locale`. */
export function organizationStructuredData(
  org: PublicOrganizationDto,
  origin: string,
  locale: Locale,
): WithContext<MedicalOrganizationLeaf> {
  // The page shows the main office only when addressLine has something to show.
  const address = addressLine(org)
    ? postalAddress({
        street: knownPlace(org.streetAddress),
        city: knownPlace(org.city),
        state: knownPlace(org.state),
        zip: knownPlace(org.zipCode),
      })
    : undefined;
  return pruned({
    '@context': CONTEXT,
    '@type': 'MedicalOrganization',
    name: org.name,
    url: pageAddress(paths.organization(org.id), origin, locale),
    logo: org.logoUrl ? absolute(org.logoUrl, origin) : undefined,
    description: org.description || undefined,
    telephone: org.phone || undefined,
    address,
    // The organization's own website, which the Contact box links to.
    sameAs: org.website || undefined,
  } satisfies WithContext<MedicalOrganizationLeaf>);
}

/**
 * The FAQ page: each question with its answer as the plain words the page shows, in its language
 * (faq-items.ts puts them into words).
 */
export function faqStructuredData(
  items: readonly { question: string; answer: string }[],
): WithContext<FAQPageLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map(
      (item) =>
        ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer } satisfies AnswerLeaf,
        }) satisfies QuestionLeaf,
    ),
  };
}

/** The text of a <script type="application/ld+json"> (see scriptSafeJson for why it is escaped). */
export function jsonLdScriptBody(data: StructuredData): string {
  return scriptSafeJson(data);
}
