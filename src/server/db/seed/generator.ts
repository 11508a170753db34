import zipcodes from 'zipcodes';
import {
  ACCESSIBILITY_OPTIONS,
  INSURANCE_OPTIONS,
  LANGUAGE_OPTIONS,
} from '#shared/providers/directory-lists.ts';
import type { ListingKind } from '#shared/taxonomy/listing.ts';
import type { OfficeHours } from '../schema/providers.ts';
import { drawCare, type Care } from './care.ts';

/**
 * Synthetic, deterministic Florida providers: the same seed gives the same people, so demo data,
 * tests and benchmarks are repeatable. Names and places look real; contact details are reserved
 * fictional ones (555-01xx numbers, .example mail domains).
 */

/** mulberry32: a tiny, fast, seedable PRNG. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  const sample = <T>(list: readonly T[], count: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < count && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
    return out;
  };
  return { next, int, pick, chance, sample };
}
export type Random = ReturnType<typeof createRandom>;

const FEMALE = [
  'Maria',
  'Ana',
  'Carmen',
  'Laura',
  'Sarah',
  'Jennifer',
  'Emily',
  'Rebecca',
  'Patricia',
  'Linda',
  'Sofia',
  'Isabel',
  'Grace',
  'Rachel',
  'Nadia',
  'Priya',
  'Mei',
  'Olivia',
  'Hannah',
  'Teresa',
  'Denise',
  'Claire',
  'Aisha',
  'Yolanda',
];
const MALE = [
  'James',
  'Robert',
  'Michael',
  'David',
  'Carlos',
  'Luis',
  'Jose',
  'William',
  'Thomas',
  'Daniel',
  'Anthony',
  'Mark',
  'Steven',
  'Andrew',
  'Rafael',
  'Jorge',
  'Samuel',
  'Ahmed',
  'Raj',
  'Kevin',
  'Brian',
  'Victor',
  'Henry',
  'Paul',
];
const LAST = [
  'Garcia',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Perez',
  'Sanchez',
  'Ramirez',
  'Torres',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Campbell',
  'Mitchell',
  'Roberts',
  'Carter',
  'Phillips',
  'Evans',
  'Turner',
  'Patel',
  'Nguyen',
  'Kim',
  'Chen',
  'Cohen',
  'Rivera',
  'Castillo',
  'Diaz',
  'Morales',
  'Alvarez',
  'Romero',
  'Fernandez',
  'Suarez',
  'Delgado',
  'Vega',
  'Rossi',
  'Murphy',
  'Sullivan',
  'Brooks',
  'Bennett',
  'Reed',
];
const STREETS = [
  'Main St',
  'Ocean Dr',
  'Palm Ave',
  'Biscayne Blvd',
  'Coral Way',
  'Sunset Dr',
  'Bay St',
  'Orange Ave',
  'Atlantic Blvd',
  'Gulf Blvd',
  'Park Ave',
  'Lake Ave',
  'Magnolia St',
  'Cypress Ln',
  'Seminole Blvd',
  'Central Ave',
  'Harbor Dr',
  'Pine St',
  'Hibiscus Ave',
  'Flagler St',
];
const SUITE = ['Suite 100', 'Suite 204', 'Suite 310', 'Unit B', 'Floor 2'];
const PRACTICE_WORDS = [
  'Sunshine',
  'Coastal',
  'Bayview',
  'Palm',
  'Gulf Coast',
  'Seaside',
  'Harbor',
  'Everglades',
  'Lakeside',
  'Suncoast',
];
const SCHOOLS = [
  'University of Florida College of Medicine',
  'University of Miami Miller School of Medicine',
  'Florida State University College of Medicine',
  'University of South Florida Morsani College of Medicine',
  'Emory University School of Medicine',
  'Johns Hopkins University School of Medicine',
  'Nova Southeastern University',
];
const MEMBERSHIPS = [
  'American Medical Association',
  'Florida Medical Association',
  'American Geriatrics Society',
  'American Academy of Family Physicians',
  'American College of Physicians',
];
/** Florida's ZIPs, in a fixed order; big metro areas weigh more so the demo looks like the state. */
const FLORIDA = zipcodes
  .lookupByState('FL')
  .filter((z) => Number.isFinite(z.latitude) && Number.isFinite(z.longitude))
  .sort((a, b) => a.zip.localeCompare(b.zip));
const METRO_CITIES = [
  'Miami',
  'Orlando',
  'Tampa',
  'Jacksonville',
  'Fort Lauderdale',
  'Saint Petersburg',
  'Tallahassee',
  'Sarasota',
  'Naples',
  'West Palm Beach',
  'Gainesville',
  'Fort Myers',
  'Boca Raton',
  'Clearwater',
  'Pensacola',
];
const METRO = FLORIDA.filter((z) => METRO_CITIES.includes(z.city));
const AREA_CODES: Record<string, string> = {
  Miami: '305',
  Orlando: '407',
  Tampa: '813',
  Jacksonville: '904',
  'Fort Lauderdale': '954',
  Tallahassee: '850',
  Pensacola: '850',
  Naples: '239',
  'Fort Myers': '239',
  Gainesville: '352',
  Sarasota: '941',
  'West Palm Beach': '561',
  'Boca Raton': '561',
};

export type GeneratedProvider = {
  firstName: string;
  lastName: string;
  title: string;
  professionalTitle: string;
  /** The listing's NUCC codes and kind (ADR 23); the database derives its specialty and categories. */
  taxonomyCode: string;
  secondaryTaxonomyCodes: string[];
  listingKind: ListingKind;
  /** Null for an organisation. */
  gender: 'female' | 'male' | null;
  practiceName: string;
  streetAddress: string;
  addressLine2: string | null;
  businessAddress: string;
  city: string;
  state: 'FL';
  zipCode: string;
  locationLat: number;
  locationLng: number;
  phone: string;
  email: string;
  about: string;
  languages: string[];
  acceptedInsurancePlans: string[];
  accessibilityFeatures: string[];
  acceptingNewPatients: boolean;
  telehealthAvailable: boolean;
  featured: boolean;
  yearsInPractice: number;
  boardCertifications: string[];
  educationTraining: string;
  professionalMemberships: string[];
  officeHours: OfficeHours;
  practiceType: string;
  /** Weekly windows, day 0 = Sunday, times 'HH:MM'. */
  availability: { dayOfWeek: number; startTime: string; endTime: string }[];
  appointmentTypes: { name: string; nameEs: string; durationMinutes: number; description: string }[];
  /** Star ratings of the reviews this provider will have, newest first. */
  reviewRatings: number[];
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A provider; `forced` says what they practise instead of the spread's draw (the demo's categories). */
export function generateProvider(random: Random, index: number, forced?: Care): GeneratedProvider {
  const gender = random.chance(0.52) ? 'female' : 'male';
  const personFirst = random.pick(gender === 'female' ? FEMALE : MALE);
  const personLast = random.pick(LAST);
  // Drawn always, so a forced care leaves the rest of the stream as it was.
  const drawn = drawCare(random.next(), random.chance(0.25));
  const care = forced ?? drawn;
  const person = care.kind === 'clinician';
  // An organisation is listed under its name alone (ADR 23).
  const firstName = person ? personFirst : '';
  const lastName = person ? personLast : '';
  const specialty = care.word;
  const place = random.chance(0.75) ? random.pick(METRO) : random.pick(FLORIDA);
  const streetAddress = `${random.int(100, 9899)} ${random.pick(STREETS)}`;
  const addressLine2 = random.chance(0.5) ? random.pick(SUITE) : null;
  const practiceName = !person
    ? `${random.pick(PRACTICE_WORDS)} ${specialty}`
    : random.chance(0.5)
      ? `${lastName} ${specialty}`
      : `${random.pick(PRACTICE_WORDS)} ${specialty} Associates`;
  const slug = `${practiceName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${index}`;
  const bilingual = random.chance(place.city === 'Miami' ? 0.8 : 0.4);
  const languages = [
    'English',
    ...(bilingual ? ['Spanish'] : []),
    ...(random.chance(0.08) ? ['Haitian Creole'] : []),
    ...random.sample(LANGUAGE_OPTIONS.slice(2), random.chance(0.3) ? 1 : 0),
  ];
  const insurances = [
    ...(random.chance(0.88) ? ['Medicare'] : []),
    ...random.sample(INSURANCE_OPTIONS.slice(1), random.int(2, 7)),
  ];
  const yearsInPractice = random.int(2, 38);
  const saturday = random.chance(0.3);
  const officeHours: OfficeHours = {};
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
    officeHours[day] = { open: '08:00', close: '17:00', closed: false };
  }
  officeHours.saturday = saturday
    ? { open: '09:00', close: '13:00', closed: false }
    : { open: '', close: '', closed: true };
  officeHours.sunday = { open: '', close: '', closed: true };
  const workdays = random.sample([1, 2, 3, 4, 5], random.int(3, 5)).sort();
  const availability = workdays.flatMap((dayOfWeek) => {
    const windows = [{ dayOfWeek, startTime: '09:00', endTime: '12:00' }];
    if (random.chance(0.7))
      windows.push({ dayOfWeek, startTime: '13:00', endTime: random.chance(0.3) ? '18:00' : '16:00' });
    return windows;
  });
  if (saturday) availability.push({ dayOfWeek: 6, startTime: '09:00', endTime: '12:00' });
  const reviewCount = random.chance(0.15) ? 0 : random.int(1, 9);
  const reviewRatings = Array.from({ length: reviewCount }, () =>
    random.chance(0.7) ? random.int(4, 5) : random.int(1, 5),
  );
  const areaCode = AREA_CODES[place.city] ?? '727';

  return {
    firstName,
    lastName,
    title: 'Doctor',
    professionalTitle: !person ? '' : (care.title ?? (random.chance(0.8) ? 'md' : 'do')),
    taxonomyCode: care.code,
    secondaryTaxonomyCodes: care.secondary,
    listingKind: care.kind,
    gender: person ? gender : null,
    practiceName,
    streetAddress,
    addressLine2,
    businessAddress: `${streetAddress}${addressLine2 ? `, ${addressLine2}` : ''}, ${place.city}, FL ${place.zip}`,
    city: place.city,
    state: 'FL',
    zipCode: place.zip,
    // Within about half a mile of the ZIP's centre, so providers in one ZIP do not stack on the map.
    locationLat: Math.round((place.latitude + (random.next() - 0.5) * 0.015) * 1e6) / 1e6,
    locationLng: Math.round((place.longitude + (random.next() - 0.5) * 0.015) * 1e6) / 1e6,
    phone: `(${areaCode}) 555-01${pad(random.int(0, 99))}`,
    email: `office@${slug}.example`,
    about: person
      ? `${firstName} ${lastName} has cared for patients in ${place.city} for ${yearsInPractice} years. ${
          gender === 'female' ? 'She' : 'He'
        } takes time to listen, explains every option in plain words and works closely with families and caregivers.`
      : `${practiceName} has served ${place.city} for ${yearsInPractice} years. Our team explains every option in plain words and works closely with families and caregivers.`,
    languages,
    acceptedInsurancePlans: insurances,
    accessibilityFeatures: random.sample(ACCESSIBILITY_OPTIONS, random.int(1, 5)),
    acceptingNewPatients: random.chance(0.8),
    telehealthAvailable: random.chance(0.4),
    featured: random.chance(0.05),
    yearsInPractice,
    boardCertifications: person && random.chance(0.8) ? [`American Board of ${specialty}`] : [],
    educationTraining: random.pick(SCHOOLS),
    professionalMemberships: random.sample(MEMBERSHIPS, random.int(0, 2)),
    officeHours,
    practiceType: random.chance(0.6) ? 'Private Practice' : 'Group Practice',
    availability,
    appointmentTypes: [
      {
        name: 'New Patient Visit',
        nameEs: 'Consulta de paciente nuevo',
        durationMinutes: 60,
        description: 'A first, unhurried visit to get to know you.',
      },
      {
        name: 'Follow-up Visit',
        nameEs: 'Consulta de seguimiento',
        durationMinutes: 30,
        description: 'A check-in on an ongoing concern.',
      },
      ...(random.chance(0.5)
        ? [
            {
              name: 'Annual Wellness Visit',
              nameEs: 'Consulta anual de bienestar',
              durationMinutes: 45,
              description: 'Medicare yearly wellness visit.',
            },
          ]
        : []),
    ],
    reviewRatings,
  };
}

const REVIEW_TEXT: Record<number, { title: string; content: string }[]> = {
  5: [
    {
      title: 'Wonderful care',
      content:
        'Took the time to listen and explained everything clearly. The staff were kind and the office was easy to get around.',
    },
    {
      title: 'Highly recommend',
      content: 'Never rushed, always patient with my questions. My daughter came along and felt welcome too.',
    },
  ],
  4: [
    {
      title: 'Very good visit',
      content: 'Thorough and friendly. The wait was a little long, but the care was worth it.',
    },
    { title: 'Good experience', content: 'Clear instructions and a helpful follow-up call the next day.' },
  ],
  3: [{ title: 'It was fine', content: 'The doctor was competent, though the appointment felt short.' }],
  2: [{ title: 'Hard to reach', content: 'Good doctor, but it took several calls to reach the office.' }],
  1: [{ title: 'Disappointed', content: 'I waited over an hour and my questions were not answered.' }],
};

export function reviewText(random: Random, rating: number) {
  return random.pick(REVIEW_TEXT[rating] ?? REVIEW_TEXT[3]!);
}

const REVIEWER_FIRST = [
  'Dorothy',
  'Harold',
  'Betty',
  'Walter',
  'Joan',
  'Frank',
  'Shirley',
  'George',
  'Ruth',
  'Eduardo',
  'Gloria',
  'Arthur',
  'Marta',
  'Ernest',
  'Helen',
  'Raymond',
  'Irene',
  'Louis',
  'Evelyn',
  'Ramon',
];

export function reviewerName(index: number) {
  return {
    firstName: REVIEWER_FIRST[index % REVIEWER_FIRST.length]!,
    lastName: LAST[(index * 7) % LAST.length]!,
  };
}
