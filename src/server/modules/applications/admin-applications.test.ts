import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderApplicationInput } from '#shared/applications/application.ts';
import {
  PIPELINE_MESSAGES,
  refusedTransitionMessage,
  type AdminApplicationDetailDto,
  type AdminApplicationListDto,
  type ApplicantApplicationDto,
  type PipelineTransitionInput,
} from '#shared/applications/application-pipeline.ts';
import { npiCheckDigit } from '#shared/providers/npi.ts';
import { addDaysToDate, practiceToday } from '#shared/schedule/slot-rules.ts';
import type { ProviderSearchResult } from '#shared/search/search-params.ts';
import type { App } from '../../app.ts';
import { inEnglish } from '../../lib/i18n.ts';
import type { AppDeps } from '../../app-env.ts';
import {
  jobs,
  providerApplicationEvents,
  providerApplications,
  providerProfiles,
} from '../../db/schema/index.ts';
import {
  apiClient,
  decodeMail,
  drainJobs,
  readMails,
  TEST_ORIGIN,
  testServices,
  uniqueEmail,
} from '../../test/harness.ts';
import { auditCount, auditEntries } from '../../test/audit-log.ts';
import { signedInUser } from '../../test/people.ts';
import { NOT_LISTABLE } from './listing.ts';

let app: App;
let deps: AppDeps;
let admin: Person;
beforeAll(async () => {
  ({ app, deps } = await testServices());
  admin = await signedInUser(app, deps, 'super_admin', { firstName: 'Ada', lastName: 'Admin' });
});

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** A valid NPI no other test uses. */
const freshNpi = () => {
  const nine = `1${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return `${nine}${npiCheckDigit(nine)}`;
};

/** 'Moralesqhbk…': letters only, so a name search finds exactly this one. */
const uniqueSurname = () =>
  `Morales${randomUUID()
    .replace(/-/g, '')
    .slice(0, 10)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

/** A day a few weeks ahead, in the practice's calendar. */
const daysAhead = (n: number) => addDaysToDate(practiceToday(new Date()), n);

const form = (email: string, over: Partial<ProviderApplicationInput> = {}): ProviderApplicationInput => ({
  fullName: `Elena ${uniqueSurname()}`,
  role: 'Practice Manager',
  phone: '(305) 555-0142',
  email,
  preferredContact: 'Email',
  practiceName: `Coral Gables Family Dental ${randomUUID().slice(0, 8)}`,
  businessAddress: '100 Miracle Mile, Suite 2, Coral Gables, FL 33134',
  website: '',
  practicePhone: '(305) 555-0199',
  npiNumber: '',
  taxonomyCode: '207Q00000X',
  secondaryTaxonomyCodes: ['122300000X'],
  languages: ['English', 'Spanish'],
  description: 'Gentle dental care for seniors.',
  referralSource: 'Referral',
  imageIds: [],
  medicareParticipation: 'Medicare Advantage',
  medicareAdvantagePlans: ['Humana', 'WellCare'],
  acceptingNewPatients: 'Yes',
  consentAccurate: true,
  consentPreScreen: true,
  ...over,
});

async function uploadPhoto(who: Person): Promise<string> {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
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

/** A provider who has just applied. */
async function applied(over: Partial<ProviderApplicationInput> = {}, photos = 0) {
  const provider = await signedInUser(app, deps, 'provider', { firstName: 'Elena', lastName: 'Morales' });
  const imageIds = [];
  for (let i = 0; i < photos; i++) imageIds.push(await uploadPhoto(provider));
  const input = form(provider.email, { ...over, imageIds });
  const res = await provider.client.post('/api/provider-applications', input as never);
  expect(res.status).toBe(201);
  return { provider, id: res.body.id as string, input };
}

const url = (id: string) => `/api/admin/provider-applications/${id}`;
/** The refusal of `action` from `status`, in English words. */
const refusal = (...args: Parameters<typeof refusedTransitionMessage>) => {
  const { message, values } = refusedTransitionMessage(...args);
  return inEnglish(message, values);
};

const move = (id: string, body: PipelineTransitionInput, who: Person = admin) =>
  who.client.post(`${url(id)}/transitions`, body as never);

async function moveOk(id: string, body: PipelineTransitionInput) {
  const res = await move(id, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as AdminApplicationDetailDto;
}

/** Moves an application through the given actions, with valid data for each. */
async function moveThrough(id: string, actions: PipelineTransitionInput['action'][]) {
  for (const action of actions) await moveOk(id, bodyFor(action));
}

const photographer = () => ({ photographerName: 'Sam Lens', photographerEmail: uniqueEmail('photographer') });
function bodyFor(action: PipelineTransitionInput['action']): PipelineTransitionInput {
  switch (action) {
    case 'schedule_photoshoot':
      return { action, date: daysAhead(14), time: '10:30', location: 'At the office', ...photographer() };
    case 'reschedule_photoshoot':
      return {
        action,
        date: daysAhead(15),
        time: '14:00',
        location: 'At the office',
        reason: 'Rain',
        ...photographer(),
      };
    case 'cancel_photoshoot':
      return { action, reason: 'Office closed' };
    case 'reject':
      return { action, notes: 'We could not verify the license.' };
    default:
      return { action } as PipelineTransitionInput;
  }
}

/** The messages written to the mail folder for `to`, decoded, oldest first. */
async function mailsTo(to: string) {
  await drainJobs(deps);
  return readMails(deps.config.DATA_DIR)
    .map((m) => decodeMail(m.raw))
    .filter((raw) => raw.includes(`To: ${to}`));
}

async function state(id: string) {
  const [row] = await deps.database.db
    .select({
      status: providerApplications.applicationStatus,
      updatedAt: providerApplications.updatedAt,
      photoshootAt: providerApplications.photoshootAt,
      decisionNotes: providerApplications.decisionNotes,
    })
    .from(providerApplications)
    .where(eq(providerApplications.id, id));
  const events = await deps.database.db.$count(
    providerApplicationEvents,
    eq(providerApplicationEvents.applicationId, id),
  );
  const queued = await deps.database.db.$count(jobs);
  return { ...row!, events, queued };
}

describe('the review pipeline, submitted to final approval', () => {
  it('moves an application through every stage with its mails and events, then lists the provider in search', async () => {
    const npi = freshNpi();
    const { provider, id, input } = await applied({ npiNumber: npi }, 1);
    const lastName = input.fullName.split(' ').at(-1)!;
    let mails = 0;
    const newMails = async () => {
      const all = await mailsTo(provider.email);
      const fresh = all.slice(mails);
      mails = all.length;
      return fresh;
    };
    expect(await newMails()).toHaveLength(1); // the submission's

    let dto = await moveOk(id, { action: 'start_review', internalNotes: 'Checking the license.' });
    expect(dto).toMatchObject({ status: 'under_review', allowedActions: ['partially_approve', 'reject'] });
    let [mail] = await newMails();
    expect(mail).toContain('Subject: Update on your CareConnect provider application');
    expect(mail).toContain('Your application is now being reviewed by our team.');

    dto = await moveOk(id, { action: 'partially_approve' });
    expect(dto.status).toBe('partially_approved');
    [mail] = await newMails();
    expect(mail).toContain('Subject: Your application is approved: next, your photoshoot');
    expect(mail).toContain(`Congratulations, ${input.fullName}!`);

    // Scheduled: the provider's confirmation and the photographer's assignment, with the date and time.
    const date = daysAhead(21);
    const first = { photographerName: 'Sam Lens', photographerEmail: uniqueEmail('sam') };
    dto = await moveOk(id, {
      action: 'schedule_photoshoot',
      date,
      time: '10:30',
      location: '100 Miracle Mile',
      ...first,
    });
    expect(dto.status).toBe('photoshoot_scheduled');
    expect(dto.photoshoot).toMatchObject({ date, time: '10:30', location: '100 Miracle Mile', ...first });
    const longDate = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(`${date}T00:00:00Z`));
    [mail] = await newMails();
    expect(mail).toContain('Subject: Your CareConnect photoshoot is booked');
    expect(mail).toContain(`Hello ${input.fullName}, your photoshoot is confirmed.`);
    expect(mail).toContain(longDate);
    expect(mail).toContain('10:30 AM');
    const [assignment] = await mailsTo(first.photographerEmail);
    expect(assignment).toContain('Subject: New CareConnect photoshoot assignment');
    expect(assignment).toContain('Hello Sam Lens, you are assigned to a photoshoot.');
    expect(assignment).toContain(input.fullName);
    expect(assignment).toContain('100 Miracle Mile');
    expect(assignment).toContain(longDate);

    // Rescheduled by the same photographer: both told the new time and the reason.
    const newDate = daysAhead(22);
    dto = await moveOk(id, {
      action: 'reschedule_photoshoot',
      date: newDate,
      time: '14:15',
      location: '100 Miracle Mile',
      reason: 'The office is being painted',
      ...first,
    });
    expect(dto.status).toBe('photoshoot_rescheduled');
    expect(dto.decisionNotes).toBe('The office is being painted');
    [mail] = await newMails();
    expect(mail).toContain('Subject: Your CareConnect photoshoot has a new time');
    expect(mail).toContain('2:15 PM');
    expect(mail).toContain('The office is being painted');
    const photographerMails = await mailsTo(first.photographerEmail);
    expect(photographerMails).toHaveLength(2);
    expect(photographerMails[1]).toContain('Subject: A CareConnect photoshoot has a new time');
    expect(photographerMails[1]).toContain('The office is being painted');

    // A reminder keeps the state.
    dto = await moveOk(id, { action: 'send_reminder' });
    expect(dto.status).toBe('photoshoot_rescheduled');
    [mail] = await newMails();
    expect(mail).toContain('Subject: Reminder: your CareConnect photoshoot is coming up');
    expect(mail).toContain('2:15 PM');

    // Cancelled, then scheduled again with another photographer.
    dto = await moveOk(id, { action: 'cancel_photoshoot', reason: 'The provider is ill' });
    expect(dto.status).toBe('photoshoot_cancelled');
    expect(dto.allowedActions).toEqual(['schedule_photoshoot', 'reject']);
    [mail] = await newMails();
    expect(mail).toContain('Subject: Your CareConnect photoshoot was cancelled');
    expect(mail).toContain('The provider is ill');
    const cancelled = await mailsTo(first.photographerEmail);
    expect(cancelled).toHaveLength(3);
    expect(cancelled[2]).toContain('Subject: A CareConnect photoshoot was cancelled');
    expect(cancelled[2]).toContain('2:15 PM');

    const second = { photographerName: 'Ines Foto', photographerEmail: uniqueEmail('ines') };
    dto = await moveOk(id, {
      action: 'schedule_photoshoot',
      date,
      time: '09:00',
      location: 'Front desk',
      ...second,
    });
    expect(dto.status).toBe('photoshoot_scheduled');
    expect(dto.decisionNotes).toBeNull();
    expect((await newMails())[0]).toContain('9:00 AM');
    expect(await mailsTo(second.photographerEmail)).toHaveLength(1);

    dto = await moveOk(id, { action: 'complete_photoshoot' });
    expect(dto.status).toBe('photoshoot_completed');
    [mail] = await newMails();
    expect(mail).toContain('Subject: Your CareConnect photoshoot is complete');

    // Not yet listed.
    const before = await searchFor(lastName);
    expect(before.providers).toHaveLength(0);

    dto = await moveOk(id, { action: 'approve', internalNotes: 'All good.' });
    expect(dto).toMatchObject({ status: 'approved', allowedActions: [] });
    [mail] = await newMails();
    expect(mail).toContain('Subject: Your CareConnect profile is live');
    expect(mail).toContain(`Welcome aboard, ${input.fullName}!`);
    expect(await newMails()).toHaveLength(0);

    // Every step is in the history, with who and when, oldest first.
    expect(dto.events.map((e) => [e.fromStatus, e.toStatus, e.action])).toEqual([
      [null, 'submitted', 'submit'],
      ['submitted', 'under_review', 'start_review'],
      ['under_review', 'partially_approved', 'partially_approve'],
      ['partially_approved', 'photoshoot_scheduled', 'schedule_photoshoot'],
      ['photoshoot_scheduled', 'photoshoot_rescheduled', 'reschedule_photoshoot'],
      ['photoshoot_rescheduled', 'photoshoot_rescheduled', 'send_reminder'],
      ['photoshoot_rescheduled', 'photoshoot_cancelled', 'cancel_photoshoot'],
      ['photoshoot_cancelled', 'photoshoot_scheduled', 'schedule_photoshoot'],
      ['photoshoot_scheduled', 'photoshoot_completed', 'complete_photoshoot'],
      ['photoshoot_completed', 'approved', 'approve'],
    ]);
    expect(dto.events[0]!.actorName).toBe('Elena Morales');
    for (const e of dto.events.slice(1)) expect(e.actorName).toBe('Ada Admin');
    const times = dto.events.map((e) => Date.parse(e.createdAt));
    expect(times.every((t, i) => i === 0 || t >= times[i - 1]!)).toBe(true);
    expect(Date.now() - times.at(-1)!).toBeLessThan(60_000);
    expect(dto.events[1]).toMatchObject({ notes: 'Checking the license.' });
    expect(dto.events[4]!.data).toMatchObject({
      date: newDate,
      time: '14:15',
      reason: 'The office is being painted',
    });

    // Listed: found by a radius search around its ZIP, with the application's details.
    const found = await searchFor(lastName);
    expect(found.providers).toHaveLength(1);
    expect(found.providers[0]).toMatchObject({
      firstName: input.fullName.split(' ')[0],
      lastName,
      specialty: 'Family Medicine Physician',
      category: 'primary-care',
      practiceName: input.practiceName,
      acceptingNewPatients: true,
      city: 'Coral Gables',
      state: 'FL',
      zipCode: '33134',
      phone: '(305) 555-0199',
    });
    expect(found.providers[0]!.insurances).toEqual(['Medicare', 'Humana', 'Wellcare']);
    expect(found.providers[0]!.distanceMiles).toBeLessThan(2);
    const [profile] = await deps.database.db
      .select({
        npi: providerProfiles.npiNumber,
        street: providerProfiles.streetAddress,
        line2: providerProfiles.addressLine2,
        about: providerProfiles.about,
        languages: providerProfiles.languages,
        email: providerProfiles.email,
        photos: providerProfiles.officePhotos,
        secondaryCodes: providerProfiles.secondaryTaxonomyCodes,
        categories: providerProfiles.categories,
      })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, provider.id));
    expect(profile).toMatchObject({
      npi,
      street: '100 Miracle Mile',
      line2: 'Suite 2',
      about: 'Gentle dental care for seniors.',
      languages: ['English', 'Spanish'],
      // The sign-in address is never published for them: the public e-mail is one they choose.
      email: null,
      // Filed under the specialties the wizard chose: family medicine first, then dentistry.
      secondaryCodes: ['122300000X'],
      categories: ['primary-care', 'dentist'],
    });
    expect(profile!.photos).toEqual(dto.images.map((i) => i.url));
    const page = await apiClient(app).get(`/api/providers/${found.providers[0]!.id}`);
    expect(JSON.stringify(page.body)).not.toContain(provider.email);

    // The applicant sees the outcome and the last photoshoot.
    const mine = (await provider.client.get('/api/provider-applications/mine'))
      .body as unknown as ApplicantApplicationDto;
    expect(mine).toMatchObject({
      status: 'approved',
      photoshoot: { date, time: '09:00', location: 'Front desk' },
    });

    // Final: nothing moves it any more.
    const again = await move(id, { action: 'reject', notes: 'Too late' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(refusal('reject', 'approved'));
  });

  it('fills only the empty fields of a profile the provider already made, then lists it', async () => {
    const { provider, id, input } = await applied({ npiNumber: '' });
    const [draft] = await deps.database.db
      .insert(providerProfiles)
      .values({
        userId: provider.id,
        firstName: 'Elena',
        lastName: input.fullName.split(' ').at(-1)!,
        phone: '(305) 555-7777',
        email: 'front-desk@practice.example',
        taxonomyCode: '122300000X',
        about: 'Our own words.',
        profileStatus: 'draft',
        status: 'inactive',
      })
      .returning({ id: providerProfiles.id });
    await moveThrough(id, [
      'start_review',
      'partially_approve',
      'schedule_photoshoot',
      'complete_photoshoot',
      'approve',
    ]);
    const [profile] = await deps.database.db
      .select({
        id: providerProfiles.id,
        phone: providerProfiles.phone,
        email: providerProfiles.email,
        about: providerProfiles.about,
        specialty: providerProfiles.specialty,
        practiceName: providerProfiles.practiceName,
        zip: providerProfiles.zipCode,
        lat: providerProfiles.locationLat,
        profileStatus: providerProfiles.profileStatus,
        status: providerProfiles.status,
        insurance: providerProfiles.acceptedInsurancePlans,
      })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, provider.id));
    expect(profile).toMatchObject({
      id: draft!.id,
      phone: '(305) 555-7777',
      email: 'front-desk@practice.example',
      about: 'Our own words.',
      specialty: 'Dentist',
      practiceName: input.practiceName,
      zip: '33134',
      profileStatus: 'approved',
      status: 'active',
      insurance: ['Medicare', 'Humana', 'Wellcare'],
    });
    expect(profile!.lat).toBeCloseTo(25.75, 1);
    const found = await searchFor(input.fullName.split(' ').at(-1)!);
    expect(found.providers.map((p) => p.id)).toEqual([draft!.id]);
  });

  it('leaves out an NPI another profile holds', async () => {
    const npi = freshNpi();
    await deps.database.db
      .insert(providerProfiles)
      .values({ firstName: 'Other', lastName: 'Holder', npiNumber: npi });
    const { provider, id } = await applied({
      npiNumber: npi,
      medicareParticipation: 'No',
      medicareAdvantagePlans: [],
    });
    await moveThrough(id, [
      'start_review',
      'partially_approve',
      'schedule_photoshoot',
      'complete_photoshoot',
      'approve',
    ]);
    const [profile] = await deps.database.db
      .select({ npi: providerProfiles.npiNumber, insurance: providerProfiles.acceptedInsurancePlans })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, provider.id));
    expect(profile).toEqual({ npi: null, insurance: [] });
  });
});

async function searchFor(lastName: string): Promise<ProviderSearchResult> {
  const res = await app.request(
    `/api/providers/search?location=33134&radius=5&q=${encodeURIComponent(lastName)}`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as ProviderSearchResult;
}

describe('rejection', () => {
  it('closes the application, mails the notes and shows them to the provider', async () => {
    const { provider, id } = await applied();
    await moveOk(id, { action: 'start_review' });
    const dto = await moveOk(id, {
      action: 'reject',
      notes: 'We could not verify the license.',
      internalNotes: 'NPPES mismatch',
    });
    expect(dto).toMatchObject({
      status: 'rejected',
      decisionNotes: 'We could not verify the license.',
    });
    expect(dto.events.at(-1)).toMatchObject({
      action: 'reject',
      notes: 'NPPES mismatch',
      actorName: 'Ada Admin',
    });
    // Files written in the same millisecond may sort either way: find the rejection by its words.
    const rejection = (await mailsTo(provider.email)).filter((m) =>
      m.includes('After careful review, we are not able to approve your application at this time.'),
    );
    expect(rejection).toHaveLength(1);
    expect(rejection[0]).toContain('Notes from our team: We could not verify the license.');
    const mine = await provider.client.get('/api/provider-applications/mine');
    expect(mine.body).toMatchObject({
      status: 'rejected',
      decisionNotes: 'We could not verify the license.',
      photoshoot: null,
    });
    // Not listed, and the provider may apply again.
    expect(await deps.database.db.$count(providerProfiles, eq(providerProfiles.userId, provider.id))).toBe(0);
  });
});

describe('refused transitions', () => {
  it.each([
    ['approve', 'submitted'],
    ['partially_approve', 'submitted'],
    ['schedule_photoshoot', 'under_review'],
    ['send_reminder', 'partially_approved'],
    ['complete_photoshoot', 'photoshoot_cancelled'],
  ] as const)('refuses %s from %s with a 409 naming the state, and changes nothing', async (action, from) => {
    const { id } = await applied();
    const path: Record<string, PipelineTransitionInput['action'][]> = {
      submitted: [],
      under_review: ['start_review'],
      partially_approved: ['start_review', 'partially_approve'],
      photoshoot_cancelled: ['start_review', 'partially_approve', 'schedule_photoshoot', 'cancel_photoshoot'],
    };
    await moveThrough(id, path[from]!);
    const before = await state(id);
    const res = await move(id, bodyFor(action));
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(refusal(action, from));
    expect(res.body.code).toBe(refusedTransitionMessage(action, from).message);
    expect(await state(id)).toEqual(before);
  });

  it('names the state in plain words', () => {
    expect(refusal('approve', 'under_review')).toBe(
      'This application is under review: "Give final approval" is not possible now.',
    );
  });

  it("refuses in the admin's language", async () => {
    const { id } = await applied();
    const res = await admin.client.speaking('es').post(`${url(id)}/transitions`, { action: 'approve' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      detail:
        'Esta solicitud está en el estado «Enviada»: la acción «Dar la aprobación final» no es posible ahora.',
      code: 'onboarding.pipeline.refused',
    });
  });

  it('answers 404 for an application that does not exist', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      expect((await admin.client.get(url(id))).status).toBe(404);
      const res = await move(id, { action: 'start_review' });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(inEnglish(PIPELINE_MESSAGES.notFound));
    }
  });
});

describe("the applicant's bell", () => {
  it('rings at each step with the words of the step, and a refused step rings nothing', async () => {
    const { id, provider } = await applied();
    await moveThrough(id, ['start_review', 'partially_approve', 'schedule_photoshoot']);
    expect((await move(id, { action: 'approve' })).status).toBe(409);
    const res = await provider.client.get('/api/notifications?limit=10');
    expect(res.status).toBe(200);
    const items = res.body.notifications as { kind: string; title: string; body: string; url: string }[];
    expect(items.map((n) => n.title)).toEqual([
      'Your photoshoot is booked',
      'Your application passed review',
      'Your application is being reviewed',
    ]);
    expect(items.every((n) => n.kind === 'onboarding' && n.url === '/provider-application')).toBe(true);
    expect(items[0]!.body).toMatch(/^It is on \w+day, \w+ \d+, \d{4} at 10:30 AM, at At the office\.$/);
  });
});

describe('a provider search could not show', () => {
  it('is not given final approval: the admin is told what is missing and nothing changes', async () => {
    const { id, provider } = await applied({ fullName: 'Cher' });
    await moveThrough(id, [
      'start_review',
      'partially_approve',
      'schedule_photoshoot',
      'complete_photoshoot',
    ]);
    const before = await state(id);
    const res = await move(id, { action: 'approve' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(inEnglish(NOT_LISTABLE));
    const spanish = await admin.client.speaking('es').post(`${url(id)}/transitions`, { action: 'approve' });
    expect(spanish.body).toMatchObject({
      detail:
        'Este proveedor todavía no puede aparecer en la búsqueda: se necesitan nombre y apellido, y una ciudad o una dirección. Pídale al proveedor que complete su perfil y después dé la aprobación final.',
      code: NOT_LISTABLE,
    });
    const after = await state(id);
    expect(after.status).toBe('photoshoot_completed');
    expect(after.events).toBe(before.events);
    const profiles = await deps.database.db
      .select({ id: providerProfiles.id })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, provider.id));
    expect(profiles).toHaveLength(0);
  });
});

describe('two admins at once', () => {
  it('lets one of two simultaneous moves from the same state through', async () => {
    const { id, provider } = await applied();
    const other = await signedInUser(app, deps, 'super_admin', { firstName: 'Bo', lastName: 'Second' });
    const results = await Promise.all([
      move(id, { action: 'start_review' }),
      move(id, { action: 'start_review' }, other),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.detail).toBe(refusal('start_review', 'under_review'));
    expect((await state(id)).events).toBe(2);
    expect((await mailsTo(provider.email)).filter((m) => m.includes('being reviewed'))).toHaveLength(1);
  });

  it('lets only one of final approval and rejection through', async () => {
    const { id } = await applied();
    await moveThrough(id, [
      'start_review',
      'partially_approve',
      'schedule_photoshoot',
      'complete_photoshoot',
    ]);
    const results = await Promise.all([move(id, { action: 'approve' }), move(id, bodyFor('reject'))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const final = (await state(id)).status;
    expect(['approved', 'rejected']).toContain(final);
    expect((await state(id)).events).toBe(6);
  });
});

describe('the audit log', () => {
  it('records each transition with the admin, the step and only the fields it changed', async () => {
    const { id } = await applied();
    await moveOk(id, { action: 'start_review' });
    const shoot = bodyFor('schedule_photoshoot');
    await moveThrough(id, ['partially_approve']);
    await moveOk(id, shoot);
    await moveOk(id, { action: 'send_reminder' });
    const entries = await auditEntries(deps, { action: 'application.transition', targetId: id });
    expect(entries).toHaveLength(4);
    for (const e of entries)
      expect(e).toMatchObject({
        actorId: admin.id,
        actorEmail: admin.email,
        targetType: 'provider_application',
      });
    expect(entries[0]).toMatchObject({
      before: { applicationStatus: 'submitted' },
      after: { applicationStatus: 'under_review', step: 'start_review' },
    });
    const scheduled = entries[2]!;
    expect(scheduled.before).toEqual({
      applicationStatus: 'partially_approved',
      photoshootAt: null,
      photoshootLocation: null,
      photographerName: null,
      photographerEmail: null,
    });
    expect(scheduled.after).toMatchObject({
      applicationStatus: 'photoshoot_scheduled',
      photoshootLocation: 'At the office',
      photographerEmail: (shoot as { photographerEmail: string }).photographerEmail,
      step: 'schedule_photoshoot',
    });
    // A reminder changes no field; the entry still says it was sent.
    expect(entries[3]).toMatchObject({ before: {}, after: { step: 'send_reminder' } });
  });

  it('writes nothing for a refused, invalid or unauthorised transition', async () => {
    const { id } = await applied();
    const provider = await signedInUser(app, deps, 'provider');
    const before = await auditCount(deps, { targetId: id });
    expect((await move(id, { action: 'approve' })).status).toBe(409);
    expect((await move(id, { action: 'reject', notes: '' } as never)).status).toBe(400);
    expect((await move(id, { action: 'start_review' }, provider)).status).toBe(403);
    expect(await auditCount(deps, { targetId: id })).toBe(before);
    expect(before).toBe(0);
  });
});

describe('who may use the pipeline', () => {
  it.each(['patient', 'provider', 'organization_admin'] as const)(
    'refuses a %s (403) and changes nothing',
    async (role) => {
      const { id } = await applied();
      const user = await signedInUser(app, deps, role);
      const list = await user.client.get('/api/admin/provider-applications');
      expect(list.status).toBe(403);
      expect(list.body.detail).toBe(inEnglish(PIPELINE_MESSAGES.onlyAdmins));
      expect((await user.client.get(url(id))).status).toBe(403);
      const before = await state(id);
      const res = await move(id, { action: 'start_review' }, user);
      expect(res.status).toBe(403);
      expect(await state(id)).toEqual(before);
    },
  );

  it('tells a guest to sign in (401)', async () => {
    const { id } = await applied();
    const guest = apiClient(app);
    expect((await guest.get('/api/admin/provider-applications')).status).toBe(401);
    expect((await guest.get(url(id))).status).toBe(401);
    const res = await guest.post(`${url(id)}/transitions`, { action: 'start_review' });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(inEnglish(PIPELINE_MESSAGES.notAuthenticated));
    expect((await state(id)).status).toBe('submitted');
  });
});

describe('validation', () => {
  it('answers bad input with plain messages per field and changes nothing', async () => {
    const { id } = await applied();
    await moveThrough(id, ['start_review', 'partially_approve']);
    const before = await state(id);

    const empty = await move(id, { action: 'schedule_photoshoot' } as never);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      date: inEnglish(PIPELINE_MESSAGES.date),
      time: inEnglish(PIPELINE_MESSAGES.time),
      location: inEnglish(PIPELINE_MESSAGES.location),
      photographerName: inEnglish(PIPELINE_MESSAGES.photographerName),
      photographerEmail: inEnglish(PIPELINE_MESSAGES.photographerEmail),
    });

    const past = await move(id, { ...bodyFor('schedule_photoshoot'), date: daysAhead(-1) } as never);
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ time: inEnglish(PIPELINE_MESSAGES.future) });

    const badDate = await move(id, {
      ...bodyFor('schedule_photoshoot'),
      date: '2030-02-30',
      photographerEmail: 'sam',
    } as never);
    expect(badDate.body.errors).toMatchObject({
      date: inEnglish(PIPELINE_MESSAGES.date),
      photographerEmail: inEnglish(PIPELINE_MESSAGES.photographerEmail),
    });

    const noAction = await move(id, { action: 'promote' } as never);
    expect(noAction.status).toBe(400);
    expect(noAction.body.detail).toBe(inEnglish(PIPELINE_MESSAGES.action));

    const noNotes = await move(id, { action: 'reject', notes: '   ' });
    expect(noNotes.status).toBe(400);
    expect(noNotes.body.errors).toEqual({ notes: inEnglish(PIPELINE_MESSAGES.rejectNotes) });

    const longNotes = await move(id, {
      action: 'partially_approve',
      internalNotes: 'x'.repeat(2001),
    } as never);
    expect(longNotes.status).toBe(400);

    expect(await state(id)).toEqual(before);
  });

  it("names each field's limit, with its code, in the page's language too", async () => {
    const { id } = await applied();
    await moveThrough(id, ['start_review', 'partially_approve', 'schedule_photoshoot']);
    const before = await state(id);
    const longShoot = await move(id, {
      ...bodyFor('reschedule_photoshoot'),
      location: 'x'.repeat(301),
      photographerName: 'x'.repeat(121),
      reason: 'x'.repeat(501),
    } as never);
    expect(longShoot.status).toBe(400);
    expect(longShoot.body.errors).toEqual({
      location: 'Location must be 300 characters or less',
      photographerName: "The photographer's name must be 120 characters or less",
      reason: 'The reason must be 500 characters or less',
    });
    expect(longShoot.body.codes).toEqual({
      location: PIPELINE_MESSAGES.locationTooLong,
      photographerName: PIPELINE_MESSAGES.photographerNameTooLong,
      reason: PIPELINE_MESSAGES.reasonTooLong,
    });
    const longNotes = { action: 'reject', notes: 'x'.repeat(1001) } as const;
    const english = await move(id, longNotes);
    expect(english.body.errors).toEqual({ notes: 'The explanation must be 1000 characters or less' });
    const spanish = await admin.client.speaking('es').post(`${url(id)}/transitions`, longNotes);
    expect(spanish.status).toBe(400);
    expect(spanish.body.detail).toBe('La explicación debe tener 1000 caracteres o menos');
    expect(spanish.body.code).toBe(PIPELINE_MESSAGES.rejectNotesTooLong);
    const guest = await apiClient(app).speaking('es').get(url(id));
    expect(guest.body.detail).toBe('Por favor, inicie sesión para continuar.');
    expect(await state(id)).toEqual(before);
  });

  it('asks for a reason to reschedule or cancel', async () => {
    const { id } = await applied();
    await moveThrough(id, ['start_review', 'partially_approve', 'schedule_photoshoot']);
    const before = await state(id);
    const cancel = await move(id, { action: 'cancel_photoshoot' } as never);
    expect(cancel.body.errors).toEqual({ reason: inEnglish(PIPELINE_MESSAGES.reason) });
    const { reason: _, ...noReason } = bodyFor('reschedule_photoshoot') as { reason: string };
    const reschedule = await move(id, noReason as never);
    expect(reschedule.body.errors).toEqual({ reason: inEnglish(PIPELINE_MESSAGES.reason) });
    expect(await state(id)).toEqual(before);
  });
});

describe('GET /api/admin/provider-applications', () => {
  const list = async (query: string) => {
    const res = await admin.client.get(`/api/admin/provider-applications?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as unknown as AdminApplicationListDto;
  };

  it('searches by name, practice, email and NPI, filters by status and date, newest first, paged', async () => {
    const tag = randomUUID().slice(0, 8);
    const npi = freshNpi();
    const a = await applied({ practiceName: `Sunrise ${tag} Clinic`, npiNumber: npi });
    const b = await applied({ practiceName: `Sunset ${tag} Clinic` });
    const c = await applied({ practiceName: `Harbor ${tag} Care` });
    await moveOk(b.id, { action: 'start_review' });

    const all = await list(`q=${tag}`);
    expect(all.applications.map((x) => x.id)).toEqual([c.id, b.id, a.id]);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.counts).toMatchObject({ submitted: 2, under_review: 1, approved: 0 });
    expect(all.applications[2]).toMatchObject({
      practiceName: `Sunrise ${tag} Clinic`,
      npiNumber: npi,
      status: 'submitted',
    });
    expect(all.applications[2]).not.toHaveProperty('statusLabel');

    expect((await list(`q=${tag}&status=under_review`)).applications.map((x) => x.id)).toEqual([b.id]);
    // The counts keep every status, so each choice shows its number.
    expect((await list(`q=${tag}&status=under_review`)).counts.submitted).toBe(2);
    expect((await list(`q=${npi}`)).applications.map((x) => x.id)).toEqual([a.id]);
    expect(
      (await list(`q=${encodeURIComponent(c.provider.email.toUpperCase())}`)).applications.map((x) => x.id),
    ).toEqual([c.id]);
    expect((await list(`q=${encodeURIComponent(a.input.fullName)}`)).applications.map((x) => x.id)).toEqual([
      a.id,
    ]);

    const paged = await list(`q=${tag}&pageSize=2&page=2`);
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.applications.map((x) => x.id)).toEqual([a.id]);
    expect(await list(`q=${tag}&page=5`)).toMatchObject({ total: 3, applications: [] });

    // Submitted today (practice time): in today's range, not in yesterday's.
    await deps.database.db
      .update(providerApplications)
      .set({ submittedAt: sql`now() - interval '40 days'` })
      .where(eq(providerApplications.id, a.id));
    const today = practiceToday(new Date());
    expect((await list(`q=${tag}&from=${today}&to=${today}`)).applications.map((x) => x.id)).toEqual([
      c.id,
      b.id,
    ]);
    expect((await list(`q=${tag}&to=${daysAhead(-30)}`)).applications.map((x) => x.id)).toEqual([a.id]);
  });

  it('caps the page size and refuses bad filters', async () => {
    const big = await admin.client.get('/api/admin/provider-applications?pageSize=500');
    expect(big.status).toBe(400);
    expect(big.body.errors).toEqual({ pageSize: 'Results per page must be at most 50' });
    const status = await admin.client.get('/api/admin/provider-applications?status=lost');
    expect(status.body.errors).toEqual({ status: 'Unknown status' });
    const range = await admin.client.get('/api/admin/provider-applications?from=2026-03-10&to=2026-03-01');
    expect(range.body.errors).toEqual({ to: 'The start date must be on or before the end date' });
  });
});

describe('GET /api/admin/provider-applications/{id}', () => {
  it('shows every field, the images and the allowed actions', async () => {
    const { id, provider, input } = await applied({ website: 'https://coral.example' }, 2);
    const res = await admin.client.get(url(id));
    expect(res.status).toBe(200);
    const dto = res.body as unknown as AdminApplicationDetailDto;
    expect(dto).toMatchObject({
      id,
      userId: provider.id,
      fullName: input.fullName,
      role: 'Practice Manager',
      phone: '(305) 555-0142',
      email: provider.email,
      preferredContact: 'Email',
      practiceName: input.practiceName,
      businessAddress: input.businessAddress,
      website: 'https://coral.example',
      practicePhone: '(305) 555-0199',
      mainSpecialty: { code: '207Q00000X', name: 'Family Medicine Physician', category: 'primary-care' },
      otherSpecialties: [{ code: '122300000X', name: 'Dentist', category: 'dentist' }],
      languages: ['English', 'Spanish'],
      medicareParticipation: 'Medicare Advantage',
      medicareAdvantagePlans: ['Humana', 'WellCare'],
      acceptingNewPatients: 'Yes',
      description: 'Gentle dental care for seniors.',
      referralSource: 'Referral',
      status: 'submitted',
      photoshoot: null,
      decisionNotes: null,
      allowedActions: ['start_review', 'reject'],
    });
    expect(dto.images).toHaveLength(2);
    expect((await app.request(dto.images[0]!.url)).status).toBe(200);
    expect(dto.events).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'submitted', action: 'submit', notes: null }),
    ]);
  });

  it('is in the API document', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    expect(doc.paths['/api/admin/provider-applications']).toHaveProperty('get');
    expect(doc.paths['/api/admin/provider-applications/{id}']).toHaveProperty('get');
    expect(doc.paths['/api/admin/provider-applications/{id}/transitions']).toHaveProperty('post');
  });
});
