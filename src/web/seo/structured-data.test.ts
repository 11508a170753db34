import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#shared/taxonomy/categories.ts';
import type { PublicOrganizationDto } from '#shared/organizations/organization-schemas.ts';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import type { ReviewDto } from '#shared/reviews/review-schemas.ts';
import { FAQ_ITEMS, faqInWords } from '../features/page-content/faq-items.ts';
import { english, spanish } from '../test/i18n.ts';
import {
  faqStructuredData,
  jsonLdScriptBody,
  organizationStructuredData,
  providerSchemaType,
  providerStructuredData,
} from './structured-data.ts';
import { loadVocabulary } from './test/schema-vocabulary.ts';

const ORIGIN = 'https://careconnect.example';
/** The breadcrumb's words on an English page, as the profile page passes them. */
const CRUMBS = {
  home: english.t('public.profile.breadcrumbHome'),
  providers: english.t('public.profile.breadcrumbProviders'),
};
const ID = '11111111-1111-4111-8111-111111111111';
const vocabulary = loadVocabulary();

const profile = (over: Partial<ProviderProfileDto> = {}): ProviderProfileDto => ({
  id: ID,
  firstName: 'Elena',
  lastName: 'Morales',
  initials: 'EM',
  title: 'Doctor',
  professionalTitle: 'md',
  specialty: 'Cardiovascular Disease Physician',
  taxonomyCode: '207RC0000X',
  category: 'heart',
  listingKind: 'clinician' as const,
  secondaryTaxonomyCodes: [],
  categories: ['heart'],
  hospital: null,
  hospitalAffiliations: [],
  practiceName: 'Coral Way Heart Care',
  imageUrl: '/uploads/elena.jpg',
  logoUrl: null,
  about: 'Board-certified cardiologist caring for seniors since 2010.',
  rating: 4.46,
  reviewCount: 12,
  acceptingNewPatients: true,
  telehealthAvailable: false,
  location: '1450 Coral Way, Miami, FL',
  fullAddress: '1450 Coral Way, Suite 200, Miami, FL 33145',
  city: 'Miami',
  state: 'FL',
  zipCode: '33145',
  phone: '(305) 555-0100',
  email: 'office@coralwayheart.example',
  languages: ['English', 'Spanish'],
  insurances: ['Medicare', 'Aetna'],
  officeHours: { monday: { open: '08:00', close: '17:00', closed: false } },
  officePhotos: [],
  boardCertifications: ['American Board of Internal Medicine'],
  educationTraining: null,
  professionalMemberships: [],
  gender: null,
  npiNumber: '1234567890',
  yearsInPractice: 12,
  accessibilityFeatures: [],
  lat: 25.7617,
  lng: -80.2341,
  distanceMiles: null,
  organization: null,
  lastSeenAt: null,
  averageResponseMinutes: 120,
  verified: true,
  claimed: true,
  listingSource: null,
  lastVerified: { at: '2026-02-10T15:00:00.000Z', source: 'provider' },
  correctedAt: null,
  ...over,
});

const organization: PublicOrganizationDto = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Sunshine Senior Health',
  description: 'Primary care and specialists for seniors across Tampa Bay.',
  logoUrl: '/uploads/sunshine-logo.png',
  website: 'https://sunshine-senior.example',
  phone: '(813) 555-0199',
  streetAddress: '200 Bay St',
  city: 'Tampa',
  state: 'FL',
  zipCode: '33602',
  locations: [],
};

/** Every text and number of a JSON-LD document, keyed by where it is. */
function leaves(value: unknown, where = '$', out = new Map<string, unknown>()) {
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, `${where}.${k}`, out);
  else out.set(where, value);
  return out;
}

const nodes = (doc: unknown) => (doc as { '@graph': Record<string, unknown>[] })['@graph'];

describe('the schema.org vocabulary check itself', () => {
  it('reads the vocabulary from schema-dts, not a short list', () => {
    expect(vocabulary.classes.size).toBeGreaterThan(800);
    expect(vocabulary.propertiesOf('Physician')?.has('isAcceptingNewPatients')).toBe(true);
    // Inherited: geo is Place's, Dentist is a LocalBusiness and so a Place.
    expect(vocabulary.propertiesOf('Dentist')?.has('geo')).toBe(true);
    expect(vocabulary.propertiesOf('Physican')).toBeUndefined();
  });

  it('accepts a correct document', () => {
    expect(
      vocabulary.validate({
        '@context': 'https://schema.org',
        '@type': 'Physician',
        name: 'Dr. A',
        telephone: '1',
        medicalSpecialty: 'https://schema.org/Cardiovascular',
        isAcceptingNewPatients: true,
        address: { '@type': 'PostalAddress', streetAddress: '1 Main St', addressCountry: 'US' },
      }),
    ).toEqual([]);
  });

  it('refuses a misspelled property', () => {
    expect(vocabulary.validate({ '@type': 'Physician', telephon: '1' })).toEqual([
      '$.telephon: not a property of Physician or a supertype',
    ]);
  });

  it('refuses a property on a type outside its domain', () => {
    expect(
      vocabulary.validate({
        '@type': 'Physician',
        address: { '@type': 'PostalAddress', isAcceptingNewPatients: true },
      }),
    ).toEqual(['$.address.isAcceptingNewPatients: not a property of PostalAddress or a supertype']);
    // Why the builders say knowsLanguage: availableLanguage is ContactPoint's, Course's, ... not a business's.
    expect(vocabulary.validate({ '@type': 'Physician', availableLanguage: 'Spanish' })).toHaveLength(1);
    // MedicalBusiness and Optician are not MedicalOrganizations, which these belong to.
    expect(vocabulary.validate({ '@type': 'Optician', isAcceptingNewPatients: true })).toHaveLength(1);
    expect(
      vocabulary.validate({ '@type': 'MedicalBusiness', medicalSpecialty: 'https://schema.org/Renal' }),
    ).toHaveLength(1);
  });

  it('refuses an unknown type, at the top and nested', () => {
    expect(vocabulary.validate({ '@type': 'Doctor', name: 'A' })).toEqual([
      '$: "Doctor" is not a schema.org type',
    ]);
    expect(vocabulary.validate({ '@type': 'Physician', address: { '@type': 'PostalAdress' } })).toEqual([
      '$.address: "PostalAdress" is not a schema.org type',
    ]);
  });

  it('refuses values out of the range: an invented specialty, a node of the wrong type, a word for a flag', () => {
    expect(
      vocabulary.validate({ '@type': 'Physician', medicalSpecialty: 'https://schema.org/Cardiology' }),
    ).toEqual(['$.medicalSpecialty: the text "https://schema.org/Cardiology" is not in its range']);
    expect(
      vocabulary.validate({ '@type': 'Physician', address: { '@type': 'GeoCoordinates', latitude: 1 } }),
    ).toEqual(['$.address: a GeoCoordinates is not in its range']);
    expect(vocabulary.validate({ '@type': 'Physician', isAcceptingNewPatients: 'yes' })).toHaveLength(1);
  });

  it('checks every node of a @graph', () => {
    expect(
      vocabulary.validate({
        '@context': 'https://schema.org',
        '@graph': [{ '@type': 'Physician' }, { '@type': 'BreadcrumbList', itemListElemnt: [] }],
      }),
    ).toEqual(['$["@graph"][1].itemListElemnt: not a property of BreadcrumbList or a supertype']);
  });
});

describe('providerSchemaType', () => {
  type Kind = ProviderProfileDto['listingKind'];
  const table: [
    category: string | null,
    kind: Kind,
    title: string,
    type: string,
    specialty: string | undefined,
  ][] = [
    ['heart', 'clinician', 'Doctor', 'Physician', 'https://schema.org/Cardiovascular'],
    ['primary-care', 'clinician', 'Dr.', 'Physician', 'https://schema.org/PrimaryCare'],
    ['geriatrics', 'clinician', 'Doctor', 'Physician', 'https://schema.org/Geriatric'],
    ['foot-care', 'clinician', 'Doctor', 'Physician', 'https://schema.org/Podiatric'],
    // A nurse practitioner gives primary care but is not a physician.
    ['primary-care', 'clinician', 'Nurse Practitioner', 'MedicalBusiness', 'https://schema.org/PrimaryCare'],
    ['primary-care', 'clinician', '', 'MedicalBusiness', 'https://schema.org/PrimaryCare'],
    // A group practice is a clinic, not a physician.
    ['primary-care', 'organization', '', 'MedicalClinic', 'https://schema.org/PrimaryCare'],
    ['dentist', 'clinician', 'Doctor', 'Dentist', 'https://schema.org/Dentistry'],
    ['eye-exams-and-glasses', 'clinician', 'Doctor', 'Optician', 'https://schema.org/Optometric'],
    [
      'physical-therapy',
      'clinician',
      'Physical Therapist',
      'Physiotherapy',
      'https://schema.org/Physiotherapy',
    ],
    ['hospitals', 'hospital', '', 'Hospital', undefined],
    ['pharmacy', 'organization', '', 'Pharmacy', 'https://schema.org/PharmacySpecialty'],
    ['home-health-care', 'organization', '', 'MedicalOrganization', undefined],
    ['chiropractor', 'clinician', 'Doctor', 'MedicalBusiness', undefined],
    // Hidden codes have no category: a person is a Physician, an organisation a MedicalOrganization.
    [null, 'clinician', 'Doctor', 'Physician', undefined],
    [null, 'organization', '', 'MedicalOrganization', undefined],
  ];
  it.each(table)('%s (%s, %s) is a %s', (category, listingKind, title, type, schemaSpecialty) => {
    expect(providerSchemaType({ category, listingKind, title })).toEqual({
      type,
      specialty: schemaSpecialty,
    });
  });

  it('names only MedicalSpecialty members schema.org has, and valid documents, for every category', () => {
    for (const { slug } of CATEGORIES) {
      for (const listingKind of ['clinician', 'organization'] as const) {
        const doc = providerStructuredData(
          profile({ category: slug, categories: [slug], listingKind }),
          ORIGIN,
          CRUMBS,
          'en',
        );
        expect(vocabulary.validate(doc), `${slug} ${listingKind}`).toEqual([]);
      }
      const s = providerSchemaType({ category: slug, listingKind: 'clinician', title: 'Doctor' }).specialty;
      if (s) expect(vocabulary.validate({ '@type': 'Physician', medicalSpecialty: s }), slug).toEqual([]);
    }
  });
});

describe('providerStructuredData', () => {
  const withReviews = providerStructuredData(profile(), ORIGIN, CRUMBS, 'en');

  it('is valid schema.org: types, properties on their types, values in range', () => {
    expect(vocabulary.validate(withReviews)).toEqual([]);
  });

  it('describes the provider as the page shows them', () => {
    const [provider, breadcrumbs] = nodes(withReviews);
    expect(withReviews['@context']).toBe('https://schema.org');
    expect(provider).toEqual({
      '@type': 'Physician',
      name: 'Dr. Elena Morales, MD',
      url: `${ORIGIN}/providers/${ID}`,
      image: `${ORIGIN}/uploads/elena.jpg`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1450 Coral Way, Suite 200',
        addressLocality: 'Miami',
        addressRegion: 'FL',
        postalCode: '33145',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 25.7617, longitude: -80.2341 },
      telephone: '(305) 555-0100',
      knowsLanguage: ['English', 'Spanish'],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
      medicalSpecialty: 'https://schema.org/Cardiovascular',
      isAcceptingNewPatients: true,
    });
    expect(breadcrumbs).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Providers', item: `${ORIGIN}/providers` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Heart (cardiology)',
          item: `${ORIGIN}/providers?category=heart`,
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Dr. Elena Morales, MD',
          item: `${ORIGIN}/providers/${ID}`,
        },
      ],
    });
  });

  it('has no rating without reviews, and leaves out what the page does not show', () => {
    const doc = providerStructuredData(
      profile({
        reviewCount: 0,
        rating: 0,
        imageUrl: null,
        phone: null,
        lat: null,
        lng: null,
        claimed: false,
        acceptingNewPatients: false,
        // An address typed as one line, without a street the city line follows.
        fullAddress: 'Coral Way Medical Plaza',
      }),
      ORIGIN,
      CRUMBS,
      'en',
    );
    expect(vocabulary.validate(doc)).toEqual([]);
    const [provider] = nodes(doc);
    expect(provider).not.toHaveProperty('aggregateRating');
    expect(jsonLdScriptBody(doc)).not.toMatch(/Rating|ratingValue|reviewCount/);
    for (const absent of ['image', 'telephone', 'geo', 'isAcceptingNewPatients'])
      expect(provider).not.toHaveProperty(absent);
    expect(provider.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Miami',
      addressRegion: 'FL',
      postalCode: '33145',
      addressCountry: 'US',
    });
  });

  it('names a woman doctor "Dra." on a Spanish page, "Dr." on an English one', () => {
    const woman = profile({ gender: 'female' });
    expect(nodes(providerStructuredData(woman, ORIGIN, CRUMBS, 'es'))[0]!.name).toBe(
      'Dra. Elena Morales, MD',
    );
    expect(nodes(providerStructuredData(woman, ORIGIN, CRUMBS, 'en'))[0]!.name).toBe('Dr. Elena Morales, MD');
  });

  it('says a claimed listing is not taking new patients, as its "Waitlist available" does', () => {
    const [provider] = nodes(
      providerStructuredData(profile({ acceptingNewPatients: false }), ORIGIN, CRUMBS, 'en'),
    );
    expect(provider.isAcceptingNewPatients).toBe(false);
  });

  it('gives no address for a listing with no place, nor the directory\'s "Unknown"', () => {
    const doc = providerStructuredData(
      profile({ city: 'Unknown', state: 'Unknown', zipCode: null, fullAddress: '' }),
      ORIGIN,
      CRUMBS,
      'en',
    );
    expect(vocabulary.validate(doc)).toEqual([]);
    expect(nodes(doc)[0]).not.toHaveProperty('address');
  });

  it('publishes a dentist as a Dentist, and an optometrist without what Optician cannot have', () => {
    const dentist = providerStructuredData(
      profile({ category: 'dentist', firstName: 'Sam', lastName: 'Lee', professionalTitle: 'DDS' }),
      ORIGIN,
      CRUMBS,
      'en',
    );
    expect(vocabulary.validate(dentist)).toEqual([]);
    expect(nodes(dentist)[0]).toMatchObject({
      '@type': 'Dentist',
      name: 'Dr. Sam Lee, DDS',
      medicalSpecialty: 'https://schema.org/Dentistry',
    });
    expect(nodes(dentist)[1].itemListElement).toContainEqual(
      expect.objectContaining({ name: 'Dentist', item: `${ORIGIN}/providers?category=dentist` }),
    );

    const optometrist = providerStructuredData(
      profile({ category: 'eye-exams-and-glasses' }),
      ORIGIN,
      CRUMBS,
      'en',
    );
    expect(vocabulary.validate(optometrist)).toEqual([]);
    expect(nodes(optometrist)[0]['@type']).toBe('Optician');

    const therapist = providerStructuredData(
      profile({ category: 'physical-therapy', title: 'Physical Therapist', professionalTitle: 'DPT' }),
      ORIGIN,
      CRUMBS,
      'en',
    );
    expect(vocabulary.validate(therapist)).toEqual([]);
    expect(nodes(therapist)[0]).toMatchObject({ '@type': 'Physiotherapy', name: 'Elena Morales, DPT' });
    expect(nodes(therapist)[0]).not.toHaveProperty('medicalSpecialty');
  });

  it('publishes a hospital as a Hospital and an organisation under its practice name, never a person', () => {
    const hospital = providerStructuredData(
      profile({
        listingKind: 'hospital',
        category: 'hospitals',
        categories: ['hospitals'],
        taxonomyCode: '282N00000X',
        title: '',
        firstName: '',
        lastName: '',
        professionalTitle: null,
        practiceName: 'Jackson Memorial Hospital',
        hospital: { type: 'Acute Care Hospitals', emergencyServices: true, starRating: 3 },
      }),
      ORIGIN,
      CRUMBS,
      'en',
    );
    expect(vocabulary.validate(hospital)).toEqual([]);
    expect(nodes(hospital)[0]).toMatchObject({ '@type': 'Hospital', name: 'Jackson Memorial Hospital' });
    // Medicare's star rating is not our reviews' rating, so it is never published as one.
    expect(jsonLdScriptBody(hospital)).not.toMatch(/"ratingValue":3\b/);

    const pharmacy = providerStructuredData(
      profile({
        listingKind: 'organization',
        category: 'pharmacy',
        categories: ['pharmacy'],
        practiceName: 'Bay Pharmacy',
      }),
      ORIGIN,
      CRUMBS,
      'en',
    );
    expect(vocabulary.validate(pharmacy)).toEqual([]);
    expect(nodes(pharmacy)[0]).toMatchObject({ '@type': 'Pharmacy', name: 'Bay Pharmacy' });
    expect(nodes(pharmacy)[1].itemListElement).toContainEqual(
      expect.objectContaining({ item: `${ORIGIN}/providers?category=pharmacy` }),
    );

    // A hidden code's listing has no category: its search is by its exact code.
    const hidden = providerStructuredData(
      profile({
        category: null,
        categories: [],
        taxonomyCode: '207ZP0102X',
        specialty: 'Anatomic Pathology Physician',
      }),
      ORIGIN,
      CRUMBS,
      'en',
    );
    expect(vocabulary.validate(hidden)).toEqual([]);
    expect(nodes(hidden)[1].itemListElement).toContainEqual(
      expect.objectContaining({
        name: 'Anatomic Pathology Physician',
        item: `${ORIGIN}/providers?specialty=207ZP0102X`,
      }),
    );
  });

  it('a practice listed without a person is named as the page heads it', () => {
    const doc = providerStructuredData(profile({ firstName: '', lastName: '' }), ORIGIN, CRUMBS, 'en');
    expect(nodes(doc)[0].name).toBe('Coral Way Heart Care');
  });

  it('carries nothing a patient wrote, nor text the page does not show', () => {
    const review: ReviewDto = {
      id: 'r1',
      providerProfileId: ID,
      rating: 1,
      content: 'Rude front desk, waited two hours',
      recommend: false,
      isAnonymous: false,
      reviewerName: 'Maria G.',
      reviewerAvatarUrl: null,
      isVerified: true,
      edited: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      likeCount: 0,
      likedByMe: false,
      isMine: false,
      response: null,
    };
    // As if reviews were one day sent along with the profile: the builder must still not copy them.
    const p = profile();
    const doc = providerStructuredData(
      { ...p, reviews: [review] } as ProviderProfileDto,
      ORIGIN,
      CRUMBS,
      'en',
    );
    const body = jsonLdScriptBody(doc);
    for (const text of ['Rude front desk', 'Maria G.', p.about!, p.email!, p.npiNumber!])
      expect(body).not.toContain(text);

    // Every text in the output is one the page shows, a link of ours, or a schema.org constant.
    const shown = new Set<unknown>([
      'Dr. Elena Morales, MD',
      'Heart (cardiology)',
      'Home',
      'Providers',
      '1450 Coral Way, Suite 200',
      'Miami',
      'FL',
      '33145',
      'US',
      '(305) 555-0100',
      ...p.languages,
    ]);
    for (const [where, value] of leaves(doc)) {
      if (typeof value !== 'string' || where.endsWith("['@type']") || where.endsWith('.@type')) continue;
      const ours = value.startsWith(`${ORIGIN}/`) || value.startsWith('https://schema.org');
      expect(ours || shown.has(value), `${where} = ${value}`).toBe(true);
    }
  });
});

describe('structured data of a Spanish page', () => {
  it('links to the Spanish pages, and to the pictures at their one address', () => {
    // Without the page's word for the care, the category's Spanish name.
    const crumbs = { home: 'Inicio', providers: 'Proveedores' };
    const doc = providerStructuredData(profile(), ORIGIN, crumbs, 'es');
    expect(vocabulary.validate(doc)).toEqual([]);
    const [provider, breadcrumbs] = nodes(doc);
    expect(provider).toMatchObject({
      url: `${ORIGIN}/es/providers/${ID}`,
      image: `${ORIGIN}/uploads/elena.jpg`,
    });
    expect(breadcrumbs!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${ORIGIN}/es/` },
      { '@type': 'ListItem', position: 2, name: 'Proveedores', item: `${ORIGIN}/es/providers` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Corazón (cardiología)',
        item: `${ORIGIN}/es/providers?category=heart`,
      },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Dr. Elena Morales, MD',
        item: `${ORIGIN}/es/providers/${ID}`,
      },
    ]);
    expect(organizationStructuredData(organization, ORIGIN, 'es')).toMatchObject({
      url: `${ORIGIN}/es/organization/${organization.id}`,
      logo: `${ORIGIN}/uploads/sunshine-logo.png`,
    });
  });
});

describe('organizationStructuredData', () => {
  it('is a valid MedicalOrganization with what the page shows', () => {
    const doc = organizationStructuredData(organization, ORIGIN, 'en');
    expect(vocabulary.validate(doc)).toEqual([]);
    expect(doc).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalOrganization',
      name: 'Sunshine Senior Health',
      url: `${ORIGIN}/organization/${organization.id}`,
      logo: `${ORIGIN}/uploads/sunshine-logo.png`,
      description: 'Primary care and specialists for seniors across Tampa Bay.',
      telephone: '(813) 555-0199',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '200 Bay St',
        addressLocality: 'Tampa',
        addressRegion: 'FL',
        postalCode: '33602',
        addressCountry: 'US',
      },
      sameAs: 'https://sunshine-senior.example',
    });
    expect(JSON.parse(jsonLdScriptBody(doc))).toEqual(doc);
  });

  it('leaves out what an organization has not filled in', () => {
    const doc = organizationStructuredData(
      {
        ...organization,
        description: null,
        logoUrl: null,
        website: null,
        phone: null,
        streetAddress: null,
        city: null,
        state: null,
        zipCode: null,
      },
      ORIGIN,
      'en',
    );
    expect(vocabulary.validate(doc)).toEqual([]);
    expect(Object.keys(doc).sort()).toEqual(['@context', '@type', 'name', 'url']);
  });
});

describe('faqStructuredData', () => {
  const inEnglish = FAQ_ITEMS.map((item) => faqInWords(item, english.t));
  const doc = faqStructuredData(inEnglish);

  it('is a valid FAQPage', () => {
    expect(vocabulary.validate(doc)).toEqual([]);
  });

  it('holds every question of the FAQ page with its answer in plain words', () => {
    const questions = doc.mainEntity as unknown as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((q) => q.name)).toEqual(FAQ_ITEMS.map((i) => english.t(i.question)));
    expect(questions.length).toBeGreaterThanOrEqual(10);
    const medicare = questions.find((q) => q.name === 'How do I find a doctor who takes Medicare?');
    expect(medicare?.acceptedAnswer.text).toBe(
      'On Find Providers, choose Medicare under Insurance. Always confirm your exact plan with the office when you book — see our insurance page.',
    );
    expect(questions.map((q) => q.acceptedAnswer.text)).toEqual(inEnglish.map((i) => i.answer));
  });

  it("speaks the page's language", () => {
    const questions = faqStructuredData(FAQ_ITEMS.map((item) => faqInWords(item, spanish.t)))
      .mainEntity as unknown as { name: string; acceptedAnswer: { text: string } }[];
    const medicare = questions.find((q) => q.name === '¿Cómo encuentro un médico que acepte Medicare?');
    expect(medicare?.acceptedAnswer.text).toBe(
      'En Buscar médicos, elija Medicare en Seguro. Siempre confirme su plan exacto con el consultorio cuando reserve la cita; vea nuestra página sobre seguros.',
    );
    for (const q of questions) expect(q.acceptedAnswer.text).not.toMatch(/[<>]/);
  });
});

describe('jsonLdScriptBody', () => {
  const hostile = [
    '</script><script>alert(1)</script>',
    '</SCRIPT >',
    '<!-- <script>',
    ']]>&amp;&lt;',
    'line\u2028separator\u2029paragraph',
  ];

  it.each(hostile)('cannot end or upset the script element: %j', (text) => {
    const doc = providerStructuredData(
      profile({ firstName: text, phone: text, specialty: text }),
      ORIGIN,
      CRUMBS,
      'en',
    );
    const body = jsonLdScriptBody(doc);
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    // Still the same data to a JSON parser.
    expect(JSON.parse(body)).toEqual(JSON.parse(JSON.stringify(doc)));
    expect(nodes(JSON.parse(body))[0].telephone).toBe(text);
  });

  it('escapes as \\u escapes, and leaves other text as it is', () => {
    expect(jsonLdScriptBody(faqStructuredData([{ question: 'a<b>c&d\u2028\u2029é', answer: 'ok' }]))).toBe(
      '{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[{"@type":"Question","name":"a\\u003cb\\u003ec\\u0026d\\u2028\\u2029é","acceptedAnswer":{"@type":"Answer","text":"ok"}}]}',
    );
  });
});
