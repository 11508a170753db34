import { describe, expect, it } from 'vitest';
import {
  businessAddressOf,
  COMPLETION_ITEMS,
  LIVE_FIELDS,
  PROFILE_EDITOR_MESSAGES as M,
  PROFILE_FIELDS,
  profileCompletion,
  profileEditorDefaults,
  profileEditorSchema,
  profileUpdateSchema,
  REVIEWED_FIELDS,
  reviewDecisionSchema,
  type CompletionSource,
} from './profile-editor.ts';

const complete = () => ({
  ...profileEditorDefaults({ firstName: 'Elena', lastName: 'Morales' }),
  professionalTitle: 'MD',
  practiceName: 'Morales Family Primary Care',
  streetAddress: '1450 Coral Way',
  city: 'Miami',
  zipCode: '33145',
  phone: '(305) 555-0142',
  email: 'office@example.test',
});

function messages(value: unknown): Record<string, string> {
  const result = profileEditorSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('profile editor schema', () => {
  it('accepts a complete profile and tidies lists and the state', () => {
    const parsed = profileEditorSchema.parse({
      ...complete(),
      state: 'fl',
      boardCertifications: [' American Board of Family Medicine ', '', 'American Board of Family Medicine'],
      languages: ['English', 'Spanish', 'Spanish'],
      yearsInPractice: '14',
    });
    expect(parsed.state).toBe('FL');
    expect(parsed.boardCertifications).toEqual(['American Board of Family Medicine']);
    expect(parsed.languages).toEqual(['English', 'Spanish']);
    expect(parsed.yearsInPractice).toBe(14);
  });

  it('says what is wrong with each field in plain words', () => {
    expect(
      messages({
        ...complete(),
        firstName: ' ',
        lastName: '',
        taxonomyCode: 'Astrology',
        secondaryTaxonomyCodes: Array.from({ length: 11 }, (_, i) => `20${i}X00000X`.slice(0, 9) + 'X'),
        state: 'Florida',
        zipCode: '3314',
        phone: '555-0142',
        email: 'office@',
        about: 'x'.repeat(2001),
        languages: [],
        yearsInPractice: 81,
        professionalTitle: 'M.D. <script>',
      }),
    ).toEqual({
      firstName: M.firstName,
      lastName: M.lastName,
      taxonomyCode: M.specialty,
      secondaryTaxonomyCodes: M.secondaryTaxonomyCodes,
      state: M.state,
      zipCode: M.zipCode,
      phone: M.phone,
      email: M.email,
      about: M.about,
      languages: M.languages,
      yearsInPractice: M.yearsInPractice,
      professionalTitle: M.professionalTitle,
    });
  });

  it('takes a 5-digit zip or ZIP+4 and only the option lists', () => {
    expect(messages({ ...complete(), zipCode: '33145-1234' })).toEqual({});
    expect(messages({ ...complete(), zipCode: '33145 1234' })).toEqual({ zipCode: M.zipCode });
    expect(
      Object.keys(messages({ ...complete(), acceptedInsurancePlans: ['Medicare', 'Acme Health'] })),
    ).toEqual(['acceptedInsurancePlans.1']);
    expect(Object.keys(messages({ ...complete(), accessibilityFeatures: ['Moat'] }))).toEqual([
      'accessibilityFeatures.0',
    ]);
  });

  it('leaves the NPI optional but, when given, needs the check digit over 80840', () => {
    expect(messages({ ...complete(), npiNumber: '' })).toEqual({});
    expect(messages({ ...complete(), npiNumber: '1234567893' })).toEqual({});
    expect(messages({ ...complete(), npiNumber: '1234567890' })).toEqual({ npiNumber: M.npiNumber });
    expect(messages({ ...complete(), npiNumber: '123456789' })).toEqual({ npiNumber: M.npiNumber });
  });

  it('treats an empty years field as not given, and 0 and 80 as the ends of the range', () => {
    expect(profileEditorSchema.parse({ ...complete(), yearsInPractice: '' }).yearsInPractice).toBeNull();
    expect(
      profileEditorSchema.parse({ ...complete(), yearsInPractice: Number.NaN }).yearsInPractice,
    ).toBeNull();
    expect(profileEditorSchema.parse({ ...complete(), yearsInPractice: 0 }).yearsInPractice).toBe(0);
    expect(profileEditorSchema.parse({ ...complete(), yearsInPractice: 80 }).yearsInPractice).toBe(80);
    expect(messages({ ...complete(), yearsInPractice: 2.5 })).toEqual({ yearsInPractice: M.yearsInPractice });
    expect(messages({ ...complete(), yearsInPractice: -1 })).toEqual({ yearsInPractice: M.yearsInPractice });
  });

  it('lets an update carry any fields, and at most 10 office photos', () => {
    expect(profileUpdateSchema.parse({ phone: '305 555 0100' })).toEqual({ phone: '305 555 0100' });
    const ok = profileUpdateSchema.safeParse({
      headshotUploadId: null,
      officePhotos: [
        { uploadId: crypto.randomUUID() },
        { url: '/uploads/provider-photos/office-photos/a.png' },
      ],
    });
    expect(ok.success).toBe(true);
    const tooMany = profileUpdateSchema.safeParse({
      officePhotos: Array.from({ length: 11 }, () => ({ uploadId: crypto.randomUUID() })),
    });
    expect(tooMany.error?.issues[0]?.message).toBe(M.officePhotosMax);
  });
});

describe('live and reviewed fields (ADR 10)', () => {
  it('puts every editable field in exactly one of the two lists', () => {
    const all = [...LIVE_FIELDS, ...REVIEWED_FIELDS];
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...PROFILE_FIELDS].sort());
  });

  it('keeps the ADR’s operational facts live and identity and credentials reviewed', () => {
    expect(LIVE_FIELDS).toEqual(
      expect.arrayContaining([
        'phone',
        'about',
        'acceptingNewPatients',
        'languages',
        'acceptedInsurancePlans',
        'telehealthAvailable',
        'accessibilityFeatures',
      ]),
    );
    expect(REVIEWED_FIELDS).toEqual(
      expect.arrayContaining([
        'firstName',
        'lastName',
        'title',
        'professionalTitle',
        'taxonomyCode',
        'secondaryTaxonomyCodes',
        'practiceName',
        'npiNumber',
        'streetAddress',
        'addressLine2',
        'city',
        'state',
        'zipCode',
        'yearsInPractice',
        'boardCertifications',
        'educationTraining',
        'professionalMemberships',
      ]),
    );
  });
});

describe('profile completion', () => {
  const source = (over: Partial<CompletionSource> = {}): CompletionSource => ({
    ...profileEditorDefaults(),
    imageUrl: null,
    officePhotos: [],
    hasOfficeHours: false,
    ...over,
  });

  it('is 0 for a new profile and lists everything missing in form order', () => {
    const { percent, missing } = profileCompletion(source());
    expect(percent).toBe(0);
    expect(missing).toEqual(COMPLETION_ITEMS.map((i) => i.key));
    expect(missing[0]).toBe('name');
  });

  it('counts each item once, equally, and reaches 100 when all are there', () => {
    const partly = profileCompletion(source(complete()));
    // Name, professional title, practice, address, phone, email: 6 of 15.
    expect(partly.percent).toBe(40);
    expect(partly.missing).not.toContain('address');
    expect(partly.missing).toContain('headshot');

    const full = profileCompletion(
      source({
        ...complete(),
        about: 'Caring for older adults.',
        acceptedInsurancePlans: ['Medicare'],
        boardCertifications: ['American Board of Family Medicine'],
        educationTraining: 'University of Miami',
        npiNumber: '1234567893',
        yearsInPractice: 0,
        imageUrl: '/uploads/a.png',
        officePhotos: ['/uploads/b.png'],
        hasOfficeHours: true,
      }),
    );
    expect(full).toEqual({ percent: 100, missing: [] });
  });

  it('does not count an address without its zip code', () => {
    expect(profileCompletion(source({ ...complete(), zipCode: '' })).missing).toContain('address');
  });
});

describe('business address and review decisions', () => {
  it('joins the address parts the way search shows them', () => {
    expect(
      businessAddressOf({
        streetAddress: '1450 Coral Way',
        addressLine2: 'Suite 204',
        city: 'Miami',
        state: 'FL',
        zipCode: '33145',
      }),
    ).toBe('1450 Coral Way, Suite 204, Miami, FL 33145');
    expect(
      businessAddressOf({ streetAddress: '', addressLine2: '', city: 'Miami', state: 'FL', zipCode: '' }),
    ).toBe('Miami, FL');
  });

  it('needs a note to send a profile back, not to approve it', () => {
    expect(reviewDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(true);
    const noNote = reviewDecisionSchema.safeParse({ decision: 'request_changes', notes: '  ' });
    expect(noNote.error?.issues[0]).toMatchObject({ path: ['notes'], message: M.reviewNotesRequired });
    expect(
      reviewDecisionSchema.safeParse({ decision: 'request_changes', notes: 'Add your NPI.' }).success,
    ).toBe(true);
  });
});
