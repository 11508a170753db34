import type {
  AggregateRating,
  AnswerLeaf,
  BreadcrumbListLeaf,
  DentistLeaf,
  DiagnosticLabLeaf,
  EmergencyServiceLeaf,
  FAQPageLeaf,
  GeoCoordinates,
  Graph,
  HospitalLeaf,
  ListItem,
  MedicalBusinessLeaf,
  MedicalClinicLeaf,
  MedicalOrganizationLeaf,
  MedicalSpecialty,
  OpticianLeaf,
  PharmacyLeaf,
  PhysicianLeaf,
  PhysiotherapyLeaf,
  PostalAddress,
  QuestionLeaf,
  Thing,
  WithContext,
} from 'schema-dts';
import type { CategorySlug } from '#shared/taxonomy/category-list.ts';
import { careName, isOrganizationListing, schemaTypeOf } from '#shared/taxonomy/listing-words.ts';
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

/** The schema.org classes a listing is published as: its category's (categories.ts), narrowed below. */
export type ProviderSchemaType = ReturnType<typeof schemaTypeOf>;

/**
 * The MedicalSpecialty member that names a category's care, where schema.org has one. Keyed by slug,
 * so a misspelt slug fails the type check; the values are schema.org's (structured-data.test.ts).
 */
const CATEGORY_SPECIALTY: Partial<Record<CategorySlug, SchemaSpecialty>> = {
  'primary-care': 'https://schema.org/PrimaryCare',
  geriatrics: 'https://schema.org/Geriatric',
  heart: 'https://schema.org/Cardiovascular',
  'diabetes-and-hormones': 'https://schema.org/Endocrine',
  'stomach-and-digestion': 'https://schema.org/Gastroenterologic',
  'memory-and-brain': 'https://schema.org/Neurologic',
  'cancer-care': 'https://schema.org/Oncologic',
  'eye-doctor': 'https://schema.org/Ophthalmology',
  'eye-exams-and-glasses': 'https://schema.org/Optometric',
  skin: 'https://schema.org/Dermatology',
  'foot-care': 'https://schema.org/Podiatric',
  'bones-and-joints': 'https://schema.org/Musculoskeletal',
  arthritis: 'https://schema.org/Rheumatologic',
  'lungs-and-breathing': 'https://schema.org/Pulmonary',
  kidneys: 'https://schema.org/Renal',
  'bladder-and-prostate': 'https://schema.org/Urologic',
  hearing: 'https://schema.org/Audiology',
  'ear-nose-and-throat': 'https://schema.org/Otolaryngologic',
  'speech-and-swallowing': 'https://schema.org/SpeechPathology',
  'mental-health': 'https://schema.org/Psychiatric',
  'physical-therapy': 'https://schema.org/Physiotherapy',
  dentist: 'https://schema.org/Dentistry',
  'womens-health': 'https://schema.org/Gynecologic',
  'childrens-doctors': 'https://schema.org/Pediatric',
  infections: 'https://schema.org/Infectious',
  pharmacy: 'https://schema.org/PharmacySpecialty',
  imaging: 'https://schema.org/Radiography',
  'lab-tests': 'https://schema.org/LaboratoryScience',
  surgery: 'https://schema.org/Surgical',
  'plastic-surgery': 'https://schema.org/PlasticSurgery',
  'nutrition-and-weight': 'https://schema.org/DietNutrition',
  genetics: 'https://schema.org/Genetic',
};

/** The titles that make a provider a doctor, as providerDisplayName reads them for its 'Dr.'. */
const DOCTOR_TITLES = new Set(['doctor', 'dr', 'dr.']);

/**
 * The schema.org class and specialty of a listing: its category's schema.org type (ADR 23), except
 * that a Physician category's clinician who is not a doctor by title (a nurse practitioner in primary
 * care) is a MedicalBusiness, and an organisation in one (a group practice) a MedicalClinic. A
 * listing without a category is a Physician or a MedicalOrganization (listing-words.ts).
 */
export function providerSchemaType(p: Pick<ProviderProfileDto, 'category' | 'listingKind' | 'title'>): {
  type: ProviderSchemaType;
  specialty?: SchemaSpecialty;
} {
  const specialty = p.category ? CATEGORY_SPECIALTY[p.category as CategorySlug] : undefined;
  const type = schemaTypeOf(p);
  if (type !== 'Physician') return { type, specialty };
  if (isOrganizationListing(p.listingKind)) return { type: 'MedicalClinic', specialty };
  const doctor = DOCTOR_TITLES.has(p.title.trim().toLowerCase());
  return { type: doctor ? 'Physician' : 'MedicalBusiness', specialty };
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
 * The breadcrumb's words, in the page's language (the page passes them). The kind of care is the
 * listing's category in the page's language unless the page names it itself.
 */
export type Crumbs = { home: string; providers: string; specialty?: string };

/**
 * Home › Providers › the kind of care › the provider: the labels and links of the profile page's
 * breadcrumb (profile-header.tsx, careSearchHref), with the page itself as the last step.
 */
function providerBreadcrumbs(
  p: ProviderProfileDto,
  name: string,
  origin: string,
  crumbs: Crumbs,
  locale: Locale,
) {
  const search = p.category
    ? `${paths.providers}?category=${encodeURIComponent(p.category)}`
    : `${paths.providers}?specialty=${encodeURIComponent(p.taxonomyCode)}`;
  const steps: [label: string, path: string][] = [
    [crumbs.home, paths.home],
    [crumbs.providers, paths.providers],
    [crumbs.specialty ?? careName(p, locale), search],
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

type Business = Omit<MedicalBusinessLeaf, '@type'>;
type Medical = Pick<PhysicianLeaf, 'medicalSpecialty' | 'isAcceptingNewPatients'>;

/** An organisation that is not a place (no LocalBusiness) has an address but no geo. */
function notAPlace(business: Business): Omit<Business, 'geo'> {
  const copy = { ...business };
  delete copy.geo;
  return copy;
}

/**
 * The listing's node as its class: a kind of MedicalOrganization carries the specialty and whether it
 * takes new patients; the other kinds of MedicalBusiness (Optician, Physiotherapy) and an
 * EmergencyService cannot (structured-data.test.ts checks each against the vocabulary).
 */
function providerNode(type: ProviderSchemaType, business: Business, medical: Medical) {
  switch (type) {
    case 'Physician':
      return { '@type': type, ...business, ...medical } satisfies PhysicianLeaf;
    case 'Dentist':
      return { '@type': type, ...business, ...medical } satisfies DentistLeaf;
    case 'Pharmacy':
      return { '@type': type, ...business, ...medical } satisfies PharmacyLeaf;
    case 'Hospital':
      return { '@type': type, ...business, ...medical } satisfies HospitalLeaf;
    case 'MedicalClinic':
      return { '@type': type, ...business, ...medical } satisfies MedicalClinicLeaf;
    case 'DiagnosticLab':
      return { '@type': type, ...notAPlace(business), ...medical } satisfies DiagnosticLabLeaf;
    case 'MedicalOrganization':
      return { '@type': type, ...notAPlace(business), ...medical } satisfies MedicalOrganizationLeaf;
    case 'Optician':
      return { '@type': type, ...business } satisfies OpticianLeaf;
    case 'Physiotherapy':
      return { '@type': type, ...business } satisfies PhysiotherapyLeaf;
    case 'EmergencyService':
      return { '@type': type, ...business } satisfies EmergencyServiceLeaf;
    case 'MedicalBusiness':
      return { '@type': type, ...business } satisfies MedicalBusinessLeaf;
  }
}

/**
 * The provider profile page: the listing as its category's schema.org class (providerSchemaType),
 * and the page's breadcrumb. Review texts and reviewers are never read; the rating is the average and
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

  // Only MedicalOrganization and its kinds (Physician, Dentist, Hospital, ...) have these. The page says 'Accepting new patients',
  // or for a claimed listing 'Waitlist available'; an unclaimed listing not accepting says nothing.
  const accepting = profile.acceptingNewPatients ? true : profile.claimed ? false : undefined;
  const medical = {
    medicalSpecialty: specialty,
    isAcceptingNewPatients: accepting,
  } satisfies Pick<PhysicianLeaf, 'medicalSpecialty' | 'isAcceptingNewPatients'>;

  const provider = providerNode(type, business, medical);

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
