import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { npiCheckDigit } from '#shared/providers/npi.ts';
import {
  PROFILE_EDITOR_MESSAGES as M,
  type ProviderOwnProfileDto,
} from '#shared/provider-profile/profile-editor.ts';
import type { Role } from '#shared/roles.ts';
import type { App } from '../../app.ts';
import { inEnglish } from '../../lib/i18n.ts';
import type { AppDeps } from '../../app-env.ts';
import { providerProfileReviews, providerProfiles } from '../../db/schema/index.ts';
import { apiClient, drainJobs, readMails, TEST_ORIGIN, testServices, type Json } from '../../test/harness.ts';
import { auditCount, auditEntries } from '../../test/audit-log.ts';
import { addProvider, signedInUser } from '../../test/people.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
const person = (role: Role, names?: { firstName?: string; lastName?: string }) =>
  signedInUser(app, deps, role, names);

const tag = () => randomUUID().slice(0, 8);
/** A valid NPI nobody else in the shared test database has. */
function freshNpi(): string {
  const nine = `1${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return `${nine}${npiCheckDigit(nine)}`;
}

const save = (who: Person, body: Json) => who.client.put('/api/provider/profile', body);
const own = async (who: Person) =>
  (await who.client.get('/api/provider/profile')).body as unknown as ProviderOwnProfileDto;

async function profileRow(userId: string) {
  const [row] = await deps.database.db
    .select({
      id: providerProfiles.id,
      profileStatus: providerProfiles.profileStatus,
      status: providerProfiles.status,
      practiceName: providerProfiles.practiceName,
      phone: providerProfiles.phone,
      businessAddress: providerProfiles.businessAddress,
      lat: providerProfiles.locationLat,
      lng: providerProfiles.locationLng,
      pendingChanges: providerProfiles.pendingChanges,
      completion: providerProfiles.profileCompletionPercentage,
      submittedForReviewAt: providerProfiles.submittedForReviewAt,
      imageUrl: providerProfiles.imageUrl,
      npiNumber: providerProfiles.npiNumber,
      initials: providerProfiles.initials,
      specialty: providerProfiles.specialty,
      categories: providerProfiles.categories,
    })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, userId));
  return row;
}

/** A provider who owns an approved, listed profile in Miami. */
async function listedProvider() {
  const provider = await person('provider');
  const practiceName = `Coral Way Care ${tag()}`;
  const id = await addProvider(deps, {
    userId: provider.id,
    firstName: 'Elena',
    lastName: `Morales${tag()}`,
    practiceName,
    phone: '(305) 555-0100',
    streetAddress: '1450 Coral Way',
    city: 'Miami',
    state: 'FL',
    zipCode: '33145',
    businessAddress: '1450 Coral Way, Miami, FL 33145',
    locationLat: 25.75,
    locationLng: -80.22,
  });
  return { ...provider, profileId: id, practiceName };
}

async function uploadImage(who: Person, area: string, folder: string): Promise<string> {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const body = new FormData();
  body.set('file', new File([png as Uint8Array<ArrayBuffer>], 'photo.png', { type: 'image/png' }));
  body.set('folder', folder);
  const res = await app.request(`/api/uploads/${area}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: who.client.cookie },
    body,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const publicProfile = async (id: string) => apiClient(app).get(`/api/providers/${id}`);
const searchByName = async (name: string) =>
  (
    (await apiClient(app).get(`/api/providers/search?name=${encodeURIComponent(name)}`)).body as {
      providers: { id: string; practiceName: string | null }[];
    }
  ).providers;

describe('who may use the profile editor and the reviews', () => {
  it('turns guests away with the spec’s words and every role but provider with a 403', async () => {
    const guest = apiClient(app);
    for (const res of [
      await guest.get('/api/provider/profile'),
      await guest.put('/api/provider/profile', { phone: '3055550100' }),
      await guest.post('/api/provider/profile/submit'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe(inEnglish(M.notAuthenticated));
    }
    for (const role of ['patient', 'organization_admin', 'super_admin'] as const) {
      const someone = await person(role);
      expect((await someone.client.get('/api/provider/profile')).status).toBe(403);
      const put = await save(someone, { firstName: 'Eve' });
      expect(put.status).toBe(403);
      expect(put.body.detail).toBe(inEnglish(M.onlyProviders));
      expect((await someone.client.post('/api/provider/profile/submit')).status).toBe(403);
      expect(await profileRow(someone.id)).toBeUndefined();
    }
  });

  it('keeps the review screens to super admins', async () => {
    const guest = apiClient(app);
    const id = randomUUID();
    expect((await guest.get('/api/admin/profile-reviews')).status).toBe(401);
    expect((await guest.get(`/api/admin/profile-reviews/${id}`)).status).toBe(401);
    expect((await guest.post(`/api/admin/profile-reviews/${id}`, { decision: 'approve' })).status).toBe(401);
    for (const role of ['patient', 'provider', 'organization_admin'] as const) {
      const someone = await person(role);
      expect((await someone.client.get('/api/admin/profile-reviews')).status).toBe(403);
      expect((await someone.client.get(`/api/admin/profile-reviews/${id}`)).status).toBe(403);
      expect(
        (await someone.client.post(`/api/admin/profile-reviews/${id}`, { decision: 'approve' })).status,
      ).toBe(403);
    }
  });
});

describe('a new profile (ADR 10: draft, inactive, edited directly)', () => {
  it('answers No profile before the first save', async () => {
    const provider = await person('provider');
    const res = await provider.client.get('/api/provider/profile');
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(inEnglish(M.noProfile));
  });

  it('creates a draft inactive profile on the first save, placed on the map by its zip, and unlisted', async () => {
    const provider = await person('provider', { firstName: 'Luis', lastName: 'Bennett' });
    const res = await save(provider, {
      professionalTitle: 'MD',
      taxonomyCode: '207rc0000x',
      // The main code is not repeated among the others, nor any other twice.
      secondaryTaxonomyCodes: ['207RC0000X', '207RI0011X', '207RI0011X'],
      streetAddress: '100 Biscayne Blvd',
      city: 'Miami',
      state: 'fl',
      zipCode: '33132',
      phone: '(305) 555-0142',
    });
    expect(res.status).toBe(200);
    const body = res.body as { profile: ProviderOwnProfileDto; applied: string[]; pending: string[] };
    expect(body.pending).toEqual([]);
    expect(body.applied).toEqual(
      expect.arrayContaining(['professionalTitle', 'taxonomyCode', 'streetAddress', 'zipCode', 'phone']),
    );
    expect(body.profile).toMatchObject({
      profileStatus: 'draft',
      status: 'inactive',
      pendingChanges: null,
      canSubmit: true,
      review: null,
    });
    // The account's name fills the name until the provider changes it; the defaults fill the rest.
    expect(body.profile.values).toMatchObject({
      firstName: 'Luis',
      lastName: 'Bennett',
      title: 'Doctor',
      taxonomyCode: '207RC0000X',
      secondaryTaxonomyCodes: ['207RI0011X'],
      state: 'FL',
      languages: ['English'],
    });
    // Name, professional title, address and phone: 4 of 15.
    expect(body.profile.completion.percent).toBe(27);
    expect(body.profile.completion.missing).toContain('headshot');

    const row = await profileRow(provider.id);
    expect(row).toMatchObject({
      profileStatus: 'draft',
      status: 'inactive',
      businessAddress: '100 Biscayne Blvd, Miami, FL 33132',
      completion: 27,
      initials: 'LB',
      // Derived by the database from the codes (migration 0033).
      specialty: 'Cardiovascular Disease Physician',
    });
    expect(row!.categories[0]).toBe('heart');
    expect(row!.lat).toBeCloseTo(25.78, 1);
    expect(row!.lng).toBeCloseTo(-80.19, 1);
    expect((await publicProfile(row!.id)).status).toBe(404);

    // A second save edits the same profile directly.
    const again = await save(provider, { practiceName: 'Bennett Heart Care' });
    expect(again.status).toBe(200);
    expect((again.body as { applied: string[] }).applied).toEqual(['practiceName']);
    expect((await profileRow(provider.id))!.practiceName).toBe('Bennett Heart Care');
  });

  it('refuses bad input with the field’s message and writes nothing', async () => {
    const provider = await person('provider');
    for (const [body, field, message] of [
      [{ zipCode: '3313' }, 'zipCode', inEnglish(M.zipCode)],
      [{ zipCode: '00000' }, 'zipCode', inEnglish(M.zipUnknown)],
      [{ npiNumber: '1234567890' }, 'npiNumber', inEnglish(M.npiNumber)],
      [{ yearsInPractice: 81 }, 'yearsInPractice', inEnglish(M.yearsInPractice)],
      [{ languages: [] }, 'languages', inEnglish(M.languages)],
      [{ firstName: '' }, 'firstName', inEnglish(M.firstName)],
      // A code of the right shape that NUCC does not publish, the server's own check.
      [{ taxonomyCode: '999Z00000X' }, 'taxonomyCode', inEnglish(M.specialty)],
      [{ taxonomyCode: 'cardiology' }, 'taxonomyCode', inEnglish(M.specialty)],
      [
        { secondaryTaxonomyCodes: ['207RC0000X', '999Z00000X'] },
        'secondaryTaxonomyCodes',
        inEnglish(M.specialty),
      ],
    ] as const) {
      const res = await save(provider, body as Record<string, unknown>);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body.errors as Record<string, string>)[field]).toBe(message);
    }
    expect(await profileRow(provider.id)).toBeUndefined();
  });

  it("answers in the page's language, the server's own checks too, with the same codes", async () => {
    const provider = await person('provider');
    const spanish = provider.client.speaking('es');
    const badZip = await spanish.put('/api/provider/profile', { zipCode: '3313' });
    expect(badZip.status).toBe(400);
    expect(badZip.body.errors).toEqual({
      zipCode: 'Por favor, escriba un código postal válido (por ejemplo, 12345 o 12345-6789)',
    });
    expect(badZip.body.codes).toEqual({ zipCode: M.zipCode });
    const unknownZip = await spanish.put('/api/provider/profile', { zipCode: '00000' });
    expect(unknownZip.body.detail).toBe('No pudimos encontrar este código postal. Por favor, revíselo.');
    expect(unknownZip.body.code).toBe(M.zipUnknown);
    expect(await profileRow(provider.id)).toBeUndefined();
  });

  it('takes an NPI only with its check digit, and only once across profiles', async () => {
    const first = await person('provider');
    const second = await person('provider');
    const npi = freshNpi();
    const wrongDigit = `${npi.slice(0, 9)}${(Number(npi[9]) + 1) % 10}`;
    expect((await save(first, { npiNumber: wrongDigit })).status).toBe(400);
    expect((await save(first, { npiNumber: npi })).status).toBe(200);
    expect((await profileRow(first.id))!.npiNumber).toBe(npi);

    const taken = await save(second, { npiNumber: npi, practiceName: 'Second Practice' });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(inEnglish(M.npiTaken));
    expect(await profileRow(second.id)).toBeUndefined();
    // Saving one's own NPI again is no clash; clearing it frees it.
    expect((await save(first, { npiNumber: npi })).status).toBe(200);
    expect((await save(first, { npiNumber: '' })).status).toBe(200);
    expect((await profileRow(first.id))!.npiNumber).toBeNull();
    expect((await save(second, { npiNumber: npi })).status).toBe(200);
  });
});

describe('photos from the provider’s own uploads', () => {
  it('sets the headshot, logo and office photos from own uploads in the right folders, and removes them', async () => {
    const provider = await person('provider');
    const headshot = await uploadImage(provider, 'provider-photos', 'headshots');
    const logo = await uploadImage(provider, 'profile-images', 'provider-profiles');
    const office1 = await uploadImage(provider, 'provider-photos', 'office-photos');
    const office2 = await uploadImage(provider, 'provider-photos', 'office-photos');

    const res = await save(provider, {
      headshotUploadId: headshot,
      logoUploadId: logo,
      officePhotos: [{ uploadId: office1 }, { uploadId: office2 }],
    });
    expect(res.status).toBe(200);
    const profile = (res.body as { profile: ProviderOwnProfileDto }).profile;
    expect(profile.imageUrl).toMatch(/\/provider-photos\/headshots\/.+\.png$/);
    expect(profile.logoUrl).toMatch(/\/profile-images\/provider-profiles\/.+\.png$/);
    expect(profile.officePhotos).toHaveLength(2);
    expect(profile.completion.missing).not.toContain('headshot');

    // Keep the second photo, drop the first, remove the logo.
    const kept = profile.officePhotos[1]!;
    const next = await save(provider, { logoUploadId: null, officePhotos: [{ url: kept }] });
    expect(next.status).toBe(200);
    const after = (next.body as { profile: ProviderOwnProfileDto }).profile;
    expect(after.logoUrl).toBeNull();
    expect(after.officePhotos).toEqual([kept]);
    expect(after.imageUrl).toBe(profile.imageUrl);

    // A photo that is not on the profile cannot be "kept".
    const sneaky = await save(provider, {
      officePhotos: [{ url: '/uploads/provider-photos/office-photos/x.png' }],
    });
    expect(sneaky.status).toBe(400);
    expect(sneaky.body.detail).toBe(inEnglish(M.photoNotOnProfile));
  });

  it('refuses another provider’s upload and an upload from the wrong folder, changing nothing', async () => {
    const owner = await person('provider');
    const other = await person('provider');
    expect((await save(other, { practiceName: 'Other Practice' })).status).toBe(200);
    const theirs = await uploadImage(owner, 'provider-photos', 'headshots');
    const officePhoto = await uploadImage(other, 'provider-photos', 'office-photos');

    const stolen = await save(other, { headshotUploadId: theirs });
    expect(stolen.status).toBe(400);
    expect(stolen.body.detail).toBe(inEnglish(M.photoNotYours));
    const wrongFolder = await save(other, { headshotUploadId: officePhoto });
    expect(wrongFolder.status).toBe(400);
    expect(wrongFolder.body.detail).toBe(inEnglish(M.photoWrongPlace));
    const unknown = await save(other, { officePhotos: [{ uploadId: randomUUID() }] });
    expect(unknown.status).toBe(400);
    expect((await profileRow(other.id))!.imageUrl).toBeNull();
  });
});

describe('submitting a new profile for review', () => {
  it('needs a name and a place, then moves it to review once; a second submit is a clear 409', async () => {
    const provider = await person('provider', { firstName: 'Ana', lastName: 'Ruiz' });
    expect((await provider.client.post('/api/provider/profile/submit')).body.detail).toBe(
      inEnglish(M.noProfile),
    );
    await save(provider, { practiceName: 'Ruiz Podiatry' });
    const early = await provider.client.post('/api/provider/profile/submit');
    expect(early.status).toBe(400);
    expect(early.body.detail).toBe(inEnglish(M.incompleteForReview));

    await save(provider, { city: 'Tampa', state: 'FL', zipCode: '33602' });
    const res = await provider.client.post('/api/provider/profile/submit');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      profileStatus: 'review',
      canSubmit: false,
      review: { status: 'pending' },
    });
    const row = await profileRow(provider.id);
    expect(row!.submittedForReviewAt).toBeInstanceOf(Date);

    const twice = await provider.client.post('/api/provider/profile/submit');
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(inEnglish(M.alreadyInReview));
    const reviews = await deps.database.db
      .select({ id: providerProfileReviews.id })
      .from(providerProfileReviews)
      .where(eq(providerProfileReviews.providerId, row!.id));
    expect(reviews).toHaveLength(1);
  });

  it('lets two submissions at once store only one pending review', async () => {
    const provider = await person('provider', { firstName: 'Ana', lastName: 'Ruiz' });
    await save(provider, { city: 'Tampa', state: 'FL', zipCode: '33602' });
    const results = await Promise.all([
      provider.client.post('/api/provider/profile/submit'),
      provider.client.post('/api/provider/profile/submit'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('lets a super admin approve it (still unlisted) or send it back with a note, mailing the provider', async () => {
    const admin = await person('super_admin', { firstName: 'Ada', lastName: 'Admin' });
    const provider = await person('provider', { firstName: 'Ana', lastName: `Ruiz${tag()}` });
    await save(provider, { city: 'Tampa', state: 'FL', zipCode: '33602' });
    await provider.client.post('/api/provider/profile/submit');
    const reviewId = (await own(provider)).review!.id;

    const noNote = await admin.client.post(`/api/admin/profile-reviews/${reviewId}`, {
      decision: 'request_changes',
      notes: ' ',
    });
    expect(noNote.status).toBe(400);
    expect((noNote.body.errors as Record<string, string>).notes).toBe(inEnglish(M.reviewNotesRequired));

    const back = await admin.client.post(`/api/admin/profile-reviews/${reviewId}`, {
      decision: 'request_changes',
      notes: 'Please add your headshot.',
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      review: { status: 'changes_requested', notes: 'Please add your headshot.', decidedByName: 'Ada Admin' },
      profile: { profileStatus: 'changes_requested' },
    });
    const seen = await own(provider);
    expect(seen).toMatchObject({
      profileStatus: 'changes_requested',
      canSubmit: true,
      review: { status: 'changes_requested', notes: 'Please add your headshot.' },
    });
    expect(seen.review!.decidedAt).not.toBeNull();
    await drainJobs(deps);
    const mail = readMails(deps.config.DATA_DIR).find(
      (m) => m.raw.includes(`To: ${provider.email}`) && m.raw.includes('Please add your headshot.'),
    );
    expect(mail).toBeDefined();

    // Decided reviews stay decided.
    expect(
      (await admin.client.post(`/api/admin/profile-reviews/${reviewId}`, { decision: 'approve' })).status,
    ).toBe(409);

    await provider.client.post('/api/provider/profile/submit');
    const second = (await own(provider)).review!.id;
    expect(second).not.toBe(reviewId);
    const ok = await admin.client.post(`/api/admin/profile-reviews/${second}`, { decision: 'approve' });
    expect(ok.status).toBe(200);
    const row = await profileRow(provider.id);
    // Approved, but listed only by the application's final approval.
    expect(row).toMatchObject({ profileStatus: 'approved', status: 'inactive' });
    expect((await publicProfile(row!.id)).status).toBe(404);
    const [decided] = await deps.database.db
      .select({ by: providerProfileReviews.decidedBy, at: providerProfileReviews.decidedAt })
      .from(providerProfileReviews)
      .where(eq(providerProfileReviews.id, second));
    expect(decided!.by).toBe(admin.id);
    expect(decided!.at).toBeInstanceOf(Date);
  });
});

describe('an approved, listed profile (ADR 10: live and reviewed fields)', () => {
  it('puts operational fields live at once and holds identity fields until a super admin approves them', async () => {
    const provider = await listedProvider();
    const admin = await person('super_admin');
    const newPractice = `Coral Gables Care ${tag()}`;

    const res = await save(provider, {
      phone: '(305) 555-0199',
      acceptingNewPatients: false,
      practiceName: newPractice,
      zipCode: '33134',
      city: 'Coral Gables',
    });
    expect(res.status).toBe(200);
    const body = res.body as { profile: ProviderOwnProfileDto; applied: string[]; pending: string[] };
    expect(body.applied.sort()).toEqual(['acceptingNewPatients', 'phone']);
    expect(body.pending.sort()).toEqual(['city', 'practiceName', 'zipCode']);
    expect(body.profile.profileStatus).toBe('approved');
    expect(body.profile.values.practiceName).toBe(provider.practiceName);
    expect(body.profile.pendingChanges).toEqual({
      practiceName: newPractice,
      zipCode: '33134',
      city: 'Coral Gables',
    });

    // The listing shows the new phone now, and the approved practice name, place and map position.
    const listed = (await publicProfile(provider.profileId)).body;
    expect(listed).toMatchObject({
      phone: '(305) 555-0199',
      acceptingNewPatients: false,
      practiceName: provider.practiceName,
      city: 'Miami',
      zipCode: '33145',
    });
    expect((await searchByName(provider.practiceName)).map((p) => p.id)).toContain(provider.profileId);
    expect((await searchByName(newPractice)).map((p) => p.id)).not.toContain(provider.profileId);

    // Changing a field back to its listed value takes it off the pending list.
    const undo = await save(provider, { city: 'Miami' });
    expect((undo.body as { profile: ProviderOwnProfileDto }).profile.pendingChanges).toEqual({
      practiceName: newPractice,
      zipCode: '33134',
    });

    const submitted = await provider.client.post('/api/provider/profile/submit');
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      profileStatus: 'approved',
      status: 'active',
      review: { status: 'pending' },
    });
    expect((await profileRow(provider.id))!.submittedForReviewAt).toBeInstanceOf(Date);
    expect((await publicProfile(provider.profileId)).status).toBe(200);

    // The queue shows it first among pending reviews, with what changed: field names, in any language.
    const list = await admin.client.get('/api/admin/profile-reviews');
    expect((await admin.client.speaking('es').get('/api/admin/profile-reviews')).body).toEqual(list.body);
    const reviews = list.body.reviews as {
      id: string;
      providerId: string;
      status: string;
      kind: string;
      changedFields: string[];
    }[];
    const entry = reviews.find((r) => r.providerId === provider.profileId)!;
    expect(entry).toMatchObject({
      kind: 'changes',
      status: 'pending',
      changedFields: ['practiceName', 'zipCode'],
    });
    const firstDecided = reviews.findIndex((r) => r.status !== 'pending');
    if (firstDecided !== -1) expect(reviews.indexOf(entry)).toBeLessThan(firstDecided);

    const detail = await admin.client.get(`/api/admin/profile-reviews/${entry.id}`);
    expect(detail.status).toBe(200);
    // Each change as stored, for the screen to word in the reader's language.
    expect(detail.body.changes).toEqual([
      { field: 'practiceName', before: provider.practiceName, after: newPractice },
      { field: 'zipCode', before: '33145', after: '33134' },
    ]);
    expect(
      (await admin.client.speaking('es').get(`/api/admin/profile-reviews/${entry.id}`)).body.changes,
    ).toEqual(detail.body.changes);

    // An edit made while the review waits stays pending after the approval.
    await save(provider, { yearsInPractice: 22 });

    const approve = await admin.client.post(`/api/admin/profile-reviews/${entry.id}`, {
      decision: 'approve',
    });
    expect(approve.status).toBe(200);
    const after = (await publicProfile(provider.profileId)).body;
    expect(after).toMatchObject({ practiceName: newPractice, zipCode: '33134', phone: '(305) 555-0199' });
    expect(after.lat as number).toBeCloseTo(25.75, 1);
    expect((await searchByName(newPractice)).map((p) => p.id)).toContain(provider.profileId);
    const row = await profileRow(provider.id);
    expect(row).toMatchObject({
      profileStatus: 'approved',
      status: 'active',
      pendingChanges: { yearsInPractice: 22 },
    });
    expect(row!.businessAddress).toBe('1450 Coral Way, Miami, FL 33134');
  });

  it('names each specialty code of the listing and of the changes, for the reviewer to read', async () => {
    const provider = await listedProvider();
    const admin = await person('super_admin');
    await save(provider, { taxonomyCode: '207RC0000X', secondaryTaxonomyCodes: ['122300000X'] });
    await provider.client.post('/api/provider/profile/submit');
    const reviewId = (await own(provider)).review!.id;
    const detail = await admin.client.get(`/api/admin/profile-reviews/${reviewId}`);
    const specialties = detail.body.specialties as { code: string; name: string; category: string }[];
    expect(specialties).toEqual(
      expect.arrayContaining([
        { code: '207RC0000X', name: 'Cardiovascular Disease Physician', category: 'heart' },
        { code: '122300000X', name: 'Dentist', category: 'dentist' },
      ]),
    );
    const listed = (detail.body.profile as { values: { taxonomyCode: string } }).values.taxonomyCode;
    expect(specialties.map((s) => s.code)).toContain(listed);
  });

  it('keeps sent-back changes as the provider’s draft with the admin’s note', async () => {
    const provider = await listedProvider();
    const admin = await person('super_admin');
    await save(provider, { professionalTitle: 'DO' });
    await provider.client.post('/api/provider/profile/submit');
    const reviewId = (await own(provider)).review!.id;
    const back = await admin.client.post(`/api/admin/profile-reviews/${reviewId}`, {
      decision: 'request_changes',
      notes: 'Your license says MD.',
    });
    expect(back.status).toBe(200);
    const seen = await own(provider);
    expect(seen).toMatchObject({
      profileStatus: 'approved',
      pendingChanges: { professionalTitle: 'DO' },
      canSubmit: true,
      review: { status: 'changes_requested', notes: 'Your license says MD.' },
    });
    expect((await publicProfile(provider.profileId)).body.professionalTitle).toBeNull();
    const bell = await provider.client.get('/api/notifications?limit=5');
    expect((bell.body.notifications as { kind: string; title: string; body: string }[])[0]).toMatchObject({
      kind: 'onboarding',
      title: 'Please update your profile',
      body: 'Our team asks for changes before approving it. Notes: Your license says MD.',
    });
  });

  it('counts a change waiting for review toward the completion the provider sees', async () => {
    const provider = await listedProvider();
    const before = (await own(provider)).completion;
    expect(before.missing).toContain('boardCertifications');
    const res = await save(provider, { boardCertifications: ['American Board of Family Medicine'] });
    const after = (res.body as { profile: ProviderOwnProfileDto }).profile.completion;
    expect(after.missing).not.toContain('boardCertifications');
    expect(after.percent).toBeGreaterThan(before.percent);
    expect((await profileRow(provider.id))!.completion).toBe(after.percent);
  });

  it('has nothing to submit without pending changes', async () => {
    const provider = await listedProvider();
    await save(provider, { about: 'We care for older adults.' });
    const res = await provider.client.post('/api/provider/profile/submit');
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(inEnglish(M.nothingToSubmit));
  });
});

describe('the audit log of review decisions', () => {
  it('records an approval of changes with the admin, the review and the profile fields it made live', async () => {
    const provider = await listedProvider();
    const admin = await person('super_admin');
    const newPractice = `Audit Care ${tag()}`;
    await save(provider, { practiceName: newPractice });
    await provider.client.post('/api/provider/profile/submit');
    const reviewId = (await own(provider)).review!.id;
    expect(
      (await admin.client.post(`/api/admin/profile-reviews/${reviewId}`, { decision: 'approve' })).status,
    ).toBe(200);
    const entries = await auditEntries(deps, { action: 'profile_review.decide', targetId: reviewId });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'profile_review',
      before: {
        status: 'pending',
        providerProfileId: provider.profileId,
        profile: { practiceName: provider.practiceName },
      },
      after: {
        status: 'approved',
        providerProfileId: provider.profileId,
        profile: { practiceName: newPractice },
      },
    });
  });

  it('records a send-back of a new profile with its note and the profile status, and nothing for refusals', async () => {
    const admin = await person('super_admin');
    const provider = await person('provider', { firstName: 'Ana', lastName: `Ruiz${tag()}` });
    await save(provider, { city: 'Tampa', state: 'FL', zipCode: '33602' });
    await provider.client.post('/api/provider/profile/submit');
    const reviewId = (await own(provider)).review!.id;
    const path = `/api/admin/profile-reviews/${reviewId}`;
    // Refused: a provider, a missing note, then (after the decision) a second decision.
    expect((await provider.client.post(path, { decision: 'approve' })).status).toBe(403);
    expect((await admin.client.post(path, { decision: 'request_changes', notes: ' ' })).status).toBe(400);
    expect(await auditCount(deps, { targetId: reviewId })).toBe(0);
    expect(
      (await admin.client.post(path, { decision: 'request_changes', notes: 'Add a photo.' })).status,
    ).toBe(200);
    expect((await admin.client.post(path, { decision: 'approve' })).status).toBe(409);
    const entries = await auditEntries(deps, { targetId: reviewId });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'profile_review.decide',
      actorId: admin.id,
      actorEmail: admin.email,
      before: { status: 'pending', notes: null, profile: { profileStatus: 'review' } },
      after: {
        status: 'changes_requested',
        notes: 'Add a photo.',
        profile: { profileStatus: 'changes_requested' },
      },
    });
  });
});

describe('one provider never reaches another’s profile', () => {
  it('reads and saves only the caller’s own profile', async () => {
    const a = await listedProvider();
    const b = await person('provider', { firstName: 'Bea', lastName: 'Other' });
    expect((await b.client.get('/api/provider/profile')).status).toBe(404);
    // B's first save makes B's own draft, and A's listing is untouched.
    const res = await save(b, { practiceName: a.practiceName, phone: '(305) 555-0111' });
    expect(res.status).toBe(200);
    const bProfile = (res.body as { profile: ProviderOwnProfileDto }).profile;
    expect(bProfile.id).not.toBe(a.profileId);
    expect(bProfile.profileStatus).toBe('draft');
    expect((await publicProfile(a.profileId)).body.phone).toBe('(305) 555-0100');
    expect((await own(a)).values.phone).toBe('(305) 555-0100');
  });
});
