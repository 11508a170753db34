import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRUST_MESSAGES } from '#shared/directory-trust/trust-messages.ts';
import { APPLICATION_MESSAGES, type ProviderApplicationInput } from '#shared/applications/application.ts';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import type { App } from '#server/app.ts';
import type { AppDeps } from '#server/app-env.ts';
import {
  appointments,
  conversations,
  providerApplications,
  providerProfiles,
} from '#server/db/schema/index.ts';
import { apiClient, testServices } from '#server/test/harness.ts';
import { signedInUser } from '#server/test/people.ts';
import { addPractice, addSlots, bookingForm, dayAhead } from '../appointments/test-fixtures.ts';
import { importDirectoryFile } from './service.ts';
import { uniqueNpi } from './test-npi.ts';
import { inEnglish } from '../../lib/i18n.ts';

let app: App;
let deps: AppDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  ({ app, deps } = await testServices());
  admin = await signedInUser(app, deps, 'super_admin', { firstName: 'Ada', lastName: 'Admin' });
});

const dir = mkdtempSync(join(tmpdir(), 'claim-'));
/** Imports one Miami internist under the NPI as an unclaimed CMS listing; returns its profile id. */
async function imported(npi: string): Promise<string> {
  const path = join(dir, `${npi}.csv`);
  writeFileSync(
    path,
    [
      'NPI,lst_nm,frst_nm,gndr,Cred,pri_spec,org_nm,adr_ln_1,adr_ln_2,cty,st,zip,phn_numbr,ind_assgn',
      `${npi},RIVERA,CARMEN,F,MD,INTERNAL MEDICINE,,1500 NW 12TH AVE,,MIAMI,FL,331361000,3055550142,Y`,
    ].join('\n'),
  );
  const report = await importDirectoryFile(deps.database.db, { format: 'cms', path });
  expect(report.created).toBe(1);
  const [row] = await deps.database.db
    .select({ id: providerProfiles.id })
    .from(providerProfiles)
    .where(eq(providerProfiles.npiNumber, npi));
  return row!.id;
}

describe('an unclaimed imported listing', () => {
  it('is shown with its source and date, but refuses booking and messages with 409 and changes nothing', async () => {
    const npi = uniqueNpi();
    const id = await imported(npi);
    const profile = (await apiClient(app).get(`/api/providers/${id}`)).body as unknown as ProviderProfileDto;
    expect(profile).toMatchObject({
      claimed: false,
      verified: false,
      listingSource: 'cms',
      lastVerified: { source: 'cms' },
      correctedAt: null,
      insurances: ['Medicare'],
    });
    expect(new Date(profile.lastVerified.at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Even with open times in the table (an admin's mistake), there is nothing to book.
    const practice = await addPractice(app, deps, {
      firstName: 'Unclaimed',
      lastName: `Listing${randomUUID().slice(0, 6)}`,
    });
    await deps.database.db
      .update(providerProfiles)
      .set({ claimed: false, listingSource: 'cms' })
      .where(eq(providerProfiles.id, practice.providerId));
    const date = dayAhead(3);
    const slots = await addSlots(deps, practice.providerId, date, ['10:00']);
    expect((await apiClient(app).get(`/api/providers/${practice.providerId}/slots`)).body.slots).toEqual([]);
    expect((await apiClient(app).get(`/api/providers/${practice.providerId}/next-slots`)).body.slots).toEqual(
      [],
    );

    const rosa = await signedInUser(app, deps, 'patient', { firstName: 'Rosa', lastName: 'Delgado' });
    const booking = await rosa.client.post(
      '/api/appointments',
      bookingForm(practice, { id: slots['10:00']!, date, time: '10:00' }),
    );
    expect(booking.status).toBe(409);
    expect(booking.body.detail).toBe(inEnglish(TRUST_MESSAGES.unclaimedRefusal));
    const message = await rosa.client.post('/api/conversations', { providerProfileId: id });
    expect(message.status).toBe(409);
    expect(message.body.detail).toBe(inEnglish(TRUST_MESSAGES.unclaimedRefusal));
    expect(
      await deps.database.db.$count(appointments, eq(appointments.providerProfileId, practice.providerId)),
    ).toBe(0);
    expect(await deps.database.db.$count(conversations, eq(conversations.providerProfileId, id))).toBe(0);
  });
});

const form = (email: string, npi: string): ProviderApplicationInput => ({
  fullName: 'Carmen Rivera',
  role: 'Provider',
  phone: '(305) 555-0142',
  email,
  preferredContact: 'Email',
  practiceName: `Rivera Internal Medicine ${randomUUID().slice(0, 6)}`,
  businessAddress: '1500 NW 12th Ave, Suite 4, Miami, FL 33136',
  website: '',
  practicePhone: '(305) 555-0177',
  npiNumber: npi,
  taxonomyCode: '207Q00000X',
  secondaryTaxonomyCodes: [],
  languages: ['English', 'Spanish'],
  description: 'Unhurried visits for seniors.',
  referralSource: 'Referral',
  imageIds: [],
  medicareParticipation: 'Yes',
  medicareAdvantagePlans: [],
  acceptingNewPatients: 'Yes',
  consentAccurate: true,
  consentPreScreen: true,
});

async function applyAndApprove(provider: Awaited<ReturnType<typeof signedInUser>>, npi: string) {
  const res = await provider.client.post('/api/provider-applications', form(provider.email, npi) as never);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.id as string;
  const when = dayAhead(14);
  const bodies = [
    { action: 'start_review' },
    { action: 'partially_approve' },
    {
      action: 'schedule_photoshoot',
      date: when,
      time: '10:30',
      location: 'At the office',
      photographerName: 'Sam Lens',
      photographerEmail: `lens-${randomUUID().slice(0, 8)}@example.test`,
    },
    { action: 'complete_photoshoot' },
    { action: 'approve' },
  ];
  for (const body of bodies) {
    const action = body.action;
    const moved = await admin.client.post(
      `/api/admin/provider-applications/${id}/transitions`,
      body as never,
    );
    expect(moved.status, `${action}: ${JSON.stringify(moved.body)}`).toBe(200);
  }
}

describe('claiming a listing through the application', () => {
  it('final approval attaches the imported profile to the applicant instead of making a new one', async () => {
    const npi = uniqueNpi();
    const listingId = await imported(npi);
    const provider = await signedInUser(app, deps, 'provider', { firstName: 'Carmen', lastName: 'Rivera' });
    await applyAndApprove(provider, npi);

    const mine = await deps.database.db
      .select()
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, provider.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id: listingId,
      npiNumber: npi,
      claimed: true,
      profileStatus: 'approved',
      status: 'active',
      lastVerifiedSource: 'admin',
      // The application's own words replace the public data.
      phone: '(305) 555-0177',
      about: 'Unhurried visits for seniors.',
    });
    expect(mine[0]!.claimedAt).not.toBeNull();
    expect(await deps.database.db.$count(providerProfiles, eq(providerProfiles.npiNumber, npi))).toBe(1);
    const profile = (await apiClient(app).get(`/api/providers/${listingId}`))
      .body as unknown as ProviderProfileDto;
    expect(profile).toMatchObject({ claimed: true, verified: true, lastVerified: { source: 'admin' } });

    // A later import leaves the claimed profile alone.
    const again = await importDirectoryFile(deps.database.db, {
      format: 'cms',
      path: join(dir, `${npi}.csv`),
    });
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: { claimed: 1 } });
    const [after] = await deps.database.db
      .select({ phone: providerProfiles.phone })
      .from(providerProfiles)
      .where(eq(providerProfiles.id, listingId));
    expect(after!.phone).toBe('(305) 555-0177');
  });

  it('a provider who already built a profile keeps it: the imported duplicate is retired', async () => {
    const npi = uniqueNpi();
    const listingId = await imported(npi);
    const provider = await signedInUser(app, deps, 'provider', { firstName: 'Carmen', lastName: 'Rivera' });
    const [own] = await deps.database.db
      .insert(providerProfiles)
      .values({
        userId: provider.id,
        firstName: 'Carmen',
        lastName: 'Rivera',
        city: 'Miami',
        state: 'FL',
        profileStatus: 'draft',
        status: 'inactive',
      })
      .returning({ id: providerProfiles.id });
    await applyAndApprove(provider, npi);
    const [ownAfter] = await deps.database.db
      .select({ npi: providerProfiles.npiNumber, status: providerProfiles.status })
      .from(providerProfiles)
      .where(eq(providerProfiles.id, own!.id));
    expect(ownAfter).toEqual({ npi, status: 'active' });
    const [retired] = await deps.database.db
      .select({ npi: providerProfiles.npiNumber, status: providerProfiles.status })
      .from(providerProfiles)
      .where(and(eq(providerProfiles.id, listingId)));
    expect(retired).toEqual({ npi: null, status: 'inactive' });
    expect((await apiClient(app).get(`/api/providers/${listingId}`)).status).toBe(404);
  });
});

describe('the NPI check digit where an application is entered', () => {
  it('refuses an application whose NPI has a wrong check digit, saving nothing', async () => {
    const npi = uniqueNpi();
    const wrong = `${npi.slice(0, 9)}${(Number(npi[9]) + 1) % 10}`;
    const provider = await signedInUser(app, deps, 'provider');
    const res = await provider.client.post(
      '/api/provider-applications',
      form(provider.email, wrong) as never,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ npiNumber: inEnglish(APPLICATION_MESSAGES.npiNumber) });
    expect(
      await deps.database.db.$count(providerApplications, eq(providerApplications.userId, provider.id)),
    ).toBe(0);
  });
});
