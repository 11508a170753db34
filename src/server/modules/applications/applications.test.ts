import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_MESSAGES,
  type ProviderApplicationInput,
} from '#shared/applications/application.ts';
import type { Role } from '#shared/roles.ts';
import type { App } from '../../app.ts';
import { inEnglish } from '../../lib/i18n.ts';
import type { AppDeps } from '../../app-env.ts';
import {
  jobs,
  providerApplicationEvents,
  providerApplicationImages,
  providerApplications,
} from '../../db/schema/index.ts';
import { apiClient, TEST_ORIGIN, testServices } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
const person = (role: Role) => signedInUser(app, deps, role);

const form = (email: string, imageIds: string[] = []): ProviderApplicationInput => ({
  fullName: 'Elena Morales',
  role: 'Practice Manager',
  phone: '(305) 555-0142',
  email,
  preferredContact: 'Email',
  practiceName: 'Coral Gables Family Dental',
  businessAddress: '100 Miracle Mile, Coral Gables, FL 33134',
  website: 'https://coralgablesdental.example',
  practicePhone: '(305) 555-0199',
  npiNumber: '',
  taxonomyCode: '122300000X',
  // The main code again, and in lower case: kept once, as NUCC writes it.
  secondaryTaxonomyCodes: ['207q00000x', '122300000X'],
  languages: ['English', 'Spanish'],
  description: 'Gentle dental care for seniors.',
  referralSource: 'Referral',
  imageIds,
  medicareParticipation: 'Medicare Advantage',
  medicareAdvantagePlans: ['Humana', 'Aetna'],
  acceptingNewPatients: 'Yes',
  consentAccurate: true,
  consentPreScreen: true,
});

const apply = (who: Person, body: unknown) =>
  who.client.post('/api/provider-applications', body as Record<string, unknown>);

/** An office photo uploaded the way the wizard does it. */
async function uploadPhoto(who: Person, bytes?: Uint8Array): Promise<string> {
  const png =
    bytes ??
    (await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .png()
      .toBuffer());
  const body = new FormData();
  body.set('file', new File([png as Uint8Array<ArrayBuffer>], 'office.png', { type: 'image/png' }));
  body.set('folder', 'office-photos');
  const res = await app.request('/api/uploads/provider-photos', {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: who.client.cookie },
    body,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function applicationsOf(userId: string) {
  return deps.database.db
    .select({ id: providerApplications.id, status: providerApplications.applicationStatus })
    .from(providerApplications)
    .where(eq(providerApplications.userId, userId));
}

async function expectNothingWritten(userId: string) {
  expect(await applicationsOf(userId)).toEqual([]);
}

describe('POST /api/provider-applications', () => {
  it('stores a provider’s application as submitted, with its images in order, the first event and the mail', async () => {
    const provider = await person('provider');
    const first = await uploadPhoto(provider);
    const second = await uploadPhoto(provider);

    const res = await apply(provider, form(provider.email, [second, first]));
    expect(res.status).toBe(201);
    const dto = res.body as Record<string, unknown> & { images: { id: string; url: string }[] };
    expect(dto).toMatchObject({
      status: 'submitted',
      email: provider.email,
      fullName: 'Elena Morales',
      mainSpecialty: { code: '122300000X', name: 'Dentist', category: 'dentist' },
      otherSpecialties: [{ code: '207Q00000X', name: 'Family Medicine Physician', category: 'primary-care' }],
      medicareAdvantagePlans: ['Humana', 'Aetna'],
      languages: ['English', 'Spanish'],
    });
    // The status as a code only: the screens say it in their reader's language.
    expect(dto).not.toHaveProperty('statusLabel');
    expect(dto.images.map((i) => i.id)).toEqual([second, first]);
    expect(dto.images[0]!.url).toMatch(/provider-photos\/office-photos\//);

    const db = deps.database.db;
    const [row] = await db
      .select({
        status: providerApplications.applicationStatus,
        code: providerApplications.taxonomyCode,
        others: providerApplications.secondaryTaxonomyCodes,
        titleRole: providerApplications.titleRole,
        submittedAt: providerApplications.submittedAt,
      })
      .from(providerApplications)
      .where(eq(providerApplications.id, dto.id as string));
    expect(row!.status).toBe('submitted');
    expect(row!.titleRole).toBe('Practice Manager');
    expect(row!.submittedAt).toBeInstanceOf(Date);
    expect(row!.code).toBe('122300000X');
    expect(row!.others).toEqual(['207Q00000X']);
    const images = await db
      .select({ uploadId: providerApplicationImages.uploadId, position: providerApplicationImages.position })
      .from(providerApplicationImages)
      .where(eq(providerApplicationImages.applicationId, dto.id as string))
      .orderBy(providerApplicationImages.position);
    expect(images).toEqual([
      { uploadId: second, position: 0 },
      { uploadId: first, position: 1 },
    ]);
    const events = await db
      .select({
        from: providerApplicationEvents.fromStatus,
        to: providerApplicationEvents.toStatus,
        actor: providerApplicationEvents.actorId,
        at: providerApplicationEvents.createdAt,
      })
      .from(providerApplicationEvents)
      .where(eq(providerApplicationEvents.applicationId, dto.id as string));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ from: null, to: 'submitted', actor: provider.id });
    expect(events[0]!.at).toBeInstanceOf(Date);

    const mails = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.payload}->>'to' = ${provider.email}`);
    expect(mails.map((m) => m.payload)).toContainEqual(
      expect.objectContaining({ template: 'provider-application-status', data: { status: 'submitted' } }),
    );
  });

  it('tells a guest to sign in and writes nothing', async () => {
    const guest = apiClient(app);
    const before = await deps.database.db.$count(providerApplications);
    const res = await guest.post('/api/provider-applications', form('guest@example.test'));
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(inEnglish(APPLICATION_MESSAGES.notAuthenticated));
    expect(await deps.database.db.$count(providerApplications)).toBe(before);
  });

  it.each(['patient', 'organization_admin', 'super_admin'] as const)(
    'refuses a %s and writes nothing',
    async (role) => {
      const user = await person(role);
      const res = await apply(user, form(user.email));
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(inEnglish(APPLICATION_MESSAGES.onlyProviders));
      await expectNothingWritten(user.id);
      expect((await user.client.get('/api/provider-applications/mine')).status).toBe(403);
    },
  );

  it('answers bad input with the spec’s messages and writes nothing', async () => {
    const provider = await person('provider');
    const res = await apply(provider, { ...form(provider.email), fullName: 'E', taxonomyCode: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      fullName: inEnglish(APPLICATION_MESSAGES.fullName),
      taxonomyCode: 'Please select at least one provider type',
    });
    // Codes of the right shape that NUCC never published.
    const unknown = await apply(provider, { ...form(provider.email), taxonomyCode: '999999999X' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ taxonomyCode: inEnglish(APPLICATION_MESSAGES.taxonomyCode) });
    const unknownOther = await apply(provider, {
      ...form(provider.email),
      secondaryTaxonomyCodes: ['207Q00000X', '999999999X'],
    });
    expect(unknownOther.status).toBe(400);
    expect(unknownOther.body.errors).toEqual({
      secondaryTaxonomyCodes: inEnglish(APPLICATION_MESSAGES.secondaryTaxonomyCodes),
    });
    const tooMany = await apply(provider, {
      ...form(provider.email),
      secondaryTaxonomyCodes: [
        '207Q00000X',
        '207R00000X',
        '207RC0000X',
        '207N00000X',
        '152W00000X',
        '213E00000X',
        '207X00000X',
        '207V00000X',
        '208000000X',
        '2084N0400X',
        '111N00000X',
      ],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({
      secondaryTaxonomyCodes: 'Please choose at most 10 other specialties, each one on the list',
    });
    const consent = await apply(provider, { ...form(provider.email), consentPreScreen: false });
    expect(consent.status).toBe(400);
    expect(consent.body.errors).toMatchObject({
      consentPreScreen: inEnglish(APPLICATION_MESSAGES.consentPreScreen),
    });
    await expectNothingWritten(provider.id);
  });

  it('refuses an email other than the account’s own', async () => {
    const provider = await person('provider');
    const res = await apply(provider, form('someone-else@example.test'));
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(inEnglish(APPLICATION_MESSAGES.emailNotOwn));
    expect(res.body.errors).toEqual({ email: inEnglish(APPLICATION_MESSAGES.emailNotOwn) });
    await expectNothingWritten(provider.id);
  });

  it("answers in the page's language: the words in Spanish, the codes the same", async () => {
    const provider = await person('provider');
    const spanish = provider.client.speaking('es');
    const bad = await spanish.post('/api/provider-applications', { ...form(provider.email), fullName: 'E' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('El nombre completo es obligatorio');
    expect(bad.body.errors).toEqual({ fullName: 'El nombre completo es obligatorio' });
    expect(bad.body.code).toBe(APPLICATION_MESSAGES.fullName);
    expect(bad.body.codes).toEqual({ fullName: APPLICATION_MESSAGES.fullName });
    const notOwn = await spanish.post('/api/provider-applications', form('someone-else@example.test'));
    expect(notOwn.body.detail).toBe('El correo electrónico debe ser el de su cuenta.');
    expect(notOwn.body.code).toBe(APPLICATION_MESSAGES.emailNotOwn);
    const guest = await apiClient(app).speaking('es').get('/api/provider-applications/mine');
    expect(guest.body.detail).toBe('Debe iniciar sesión para enviar la solicitud');
    expect(guest.body.code).toBe(APPLICATION_MESSAGES.notAuthenticated);
    await expectNothingWritten(provider.id);
  });

  it('refuses another user’s upload, an image over 2 MB and more than 5 images', async () => {
    const provider = await person('provider');
    const other = await person('provider');
    const theirs = await uploadPhoto(other);
    const notMine = await apply(provider, form(provider.email, [theirs]));
    expect(notMine.status).toBe(400);
    expect(notMine.body.detail).toBe(inEnglish(APPLICATION_MESSAGES.imageNotFound));

    // Noise does not compress: still over 2 MB once re-encoded, yet under the 5 MB upload limit.
    const noise = await sharp(randomBytes(1100 * 800 * 3), { raw: { width: 1100, height: 800, channels: 3 } })
      .png()
      .toBuffer();
    const big = await uploadPhoto(provider, noise);
    const [stored] = await deps.database.db
      .execute<{ size: number }>(sql`select size from uploads where id = ${big}::uuid`)
      .then((r) => r.rows);
    expect(stored!.size).toBeGreaterThan(APPLICATION_IMAGE_MAX_BYTES);
    const tooBig = await apply(provider, form(provider.email, [big]));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.detail).toBe(inEnglish(APPLICATION_MESSAGES.imageTooLarge));

    const six = await Promise.all(Array.from({ length: 6 }, () => uploadPhoto(provider)));
    const tooMany = await apply(provider, form(provider.email, six));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toMatchObject({ imageIds: inEnglish(APPLICATION_MESSAGES.imagesMax) });
    await expectNothingWritten(provider.id);

    // Five is fine.
    expect((await apply(provider, form(provider.email, six.slice(0, 5)))).status).toBe(201);
  });

  it('allows one open application at a time; after a rejection a new one is accepted', async () => {
    const provider = await person('provider');
    const first = await apply(provider, form(provider.email));
    expect(first.status).toBe(201);
    const again = await apply(provider, form(provider.email));
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(inEnglish(APPLICATION_MESSAGES.alreadyOpen));

    await deps.database.db
      .update(providerApplications)
      .set({ applicationStatus: 'under_review' })
      .where(eq(providerApplications.id, first.body.id as string));
    expect((await apply(provider, form(provider.email))).status).toBe(409);

    await deps.database.db
      .update(providerApplications)
      .set({ applicationStatus: 'rejected' })
      .where(eq(providerApplications.id, first.body.id as string));
    const next = await apply(provider, form(provider.email));
    expect(next.status).toBe(201);
    expect((await applicationsOf(provider.id)).map((a) => a.status).sort()).toEqual([
      'rejected',
      'submitted',
    ]);

    const mine = await provider.client.get('/api/provider-applications/mine');
    expect(mine.body).toMatchObject({ id: next.body.id, status: 'submitted' });
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const provider = await person('provider');
    const results = await Promise.all([
      apply(provider, form(provider.email)),
      apply(provider, form(provider.email)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.detail).toBe(
      inEnglish(APPLICATION_MESSAGES.alreadyOpen),
    );
    expect(await applicationsOf(provider.id)).toHaveLength(1);
  });
});

describe('GET /api/provider-applications/mine', () => {
  it('shows the applicant their latest application with its label and image URLs', async () => {
    const provider = await person('provider');
    const image = await uploadPhoto(provider);
    const created = await apply(provider, form(provider.email, [image]));
    const res = await provider.client.get('/api/provider-applications/mine');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created.body);
    const [photo] = res.body.images as { url: string }[];
    expect((await app.request(photo!.url)).status).toBe(200);
  });

  it('answers null for a provider who has not applied, and 401 for a guest', async () => {
    const provider = await person('provider');
    const res = await provider.client.get('/api/provider-applications/mine');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    const guest = await apiClient(app).get('/api/provider-applications/mine');
    expect(guest.status).toBe(401);
    expect(guest.body.detail).toBe(inEnglish(APPLICATION_MESSAGES.notAuthenticated));
  });
});

describe('API document', () => {
  it('describes both routes', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    expect(doc.paths['/api/provider-applications']).toHaveProperty('post');
    expect(doc.paths['/api/provider-applications/mine']).toHaveProperty('get');
  });
});
