import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { profileReports, providerProfiles } from '../../db/schema/index.ts';
import { auditCount, auditEntries } from '../../test/audit-log.ts';
import { apiClient, decodeMail, drainJobs, readMails, testServices } from '../../test/harness.ts';
import { addProvider, signedInUser } from '../../test/people.ts';
import { sweepReconfirmations } from './service.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/** A provider account with a listed profile last verified `days` ago. */
async function providerVerified(days: number) {
  const person = await signedInUser(app, deps, 'provider', { firstName: 'Elena', lastName: 'Morales' });
  const id = await addProvider(deps, { userId: person.id, lastVerifiedAt: daysAgo(days) });
  return { ...person, profileId: id };
}

async function mailsTo(to: string) {
  await drainJobs(deps);
  return readMails(deps.config.DATA_DIR)
    .map((m) => decodeMail(m.raw))
    .filter((raw) => raw.includes(`To: ${to}`) && raw.includes('Please confirm your CareConnect listing'));
}

describe('the provider confirms their information', () => {
  it('shows when it is due, and a confirmation starts a new period', async () => {
    const p = await providerVerified(120);
    const before = await p.client.get('/api/provider/verification');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ due: true, source: 'provider', periodDays: 90 });

    const confirmed = await p.client.post('/api/provider/verification/confirm');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ due: false, source: 'provider' });
    expect(Date.now() - new Date(confirmed.body.lastVerifiedAt as string).getTime()).toBeLessThan(60_000);
    const profile = (await apiClient(app).get(`/api/providers/${p.profileId}`))
      .body as unknown as ProviderProfileDto;
    expect(profile.lastVerified).toEqual({ at: confirmed.body.lastVerifiedAt, source: 'provider' });
  });

  it('refuses a guest (401), a patient (403) and a provider without a profile (404), changing nothing', async () => {
    expect((await apiClient(app).post('/api/provider/verification/confirm')).status).toBe(401);
    const patient = await signedInUser(app, deps, 'patient');
    expect((await patient.client.post('/api/provider/verification/confirm')).status).toBe(403);
    expect((await patient.client.get('/api/provider/verification')).status).toBe(403);
    const bare = await signedInUser(app, deps, 'provider');
    const res = await bare.client.post('/api/provider/verification/confirm');
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('You do not have a provider profile yet.');
  });
});

describe('the 90-day reconfirmation sweep', () => {
  it('mails a provider once per period, and again after the next period', async () => {
    const stale = await providerVerified(91);
    const fresh = await providerVerified(10);
    expect(await sweepReconfirmations(deps)).toBeGreaterThanOrEqual(1);
    // A second sweep, on this instance or another, finds nothing more for them.
    await sweepReconfirmations(deps);
    const mails = await mailsTo(stale.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Please look over your address, phone number, hours and insurance plans.');
    expect(await mailsTo(fresh.email)).toHaveLength(0);

    // Confirmed today, then 91 days later the next period's reminder goes out.
    await stale.client.post('/api/provider/verification/confirm');
    await sweepReconfirmations(deps, new Date(Date.now() + 30 * DAY));
    expect(await mailsTo(stale.email)).toHaveLength(1);
    await sweepReconfirmations(deps, new Date(Date.now() + 91 * DAY));
    expect(await mailsTo(stale.email)).toHaveLength(2);
  });

  it("greets the provider by the profile's name, credentials included and no 'Dr.' they did not set", async () => {
    const doctor = await signedInUser(app, deps, 'provider', { firstName: 'Elena', lastName: 'Morales' });
    await addProvider(deps, {
      userId: doctor.id,
      firstName: 'Elena',
      lastName: 'Morales',
      professionalTitle: 'md',
      lastVerifiedAt: daysAgo(91),
    });
    const nurse = await signedInUser(app, deps, 'provider', { firstName: 'Sam', lastName: 'Lee' });
    await addProvider(deps, {
      userId: nurse.id,
      firstName: 'Sam',
      lastName: 'Lee',
      title: '',
      professionalTitle: 'aprn',
      lastVerifiedAt: daysAgo(91),
    });
    await sweepReconfirmations(deps);
    expect((await mailsTo(doctor.email))[0]).toContain(
      'Is your information still correct, Dr. Elena Morales, MD?',
    );
    const toNurse = (await mailsTo(nurse.email))[0];
    expect(toNurse).toContain('Is your information still correct, Sam Lee, APRN?');
    expect(toNurse).not.toContain('Dr.');
  });

  it('does not mail an unclaimed imported listing, which has no one to confirm it', async () => {
    const id = await addProvider(deps, {
      claimed: false,
      listingSource: 'cms',
      lastVerifiedAt: daysAgo(200),
    });
    await sweepReconfirmations(deps);
    const [row] = await deps.database.db
      .select({ mailed: providerProfiles.reconfirmMailedAt })
      .from(providerProfiles)
      .where(eq(providerProfiles.id, id));
    expect(row!.mailed).toBeNull();
  });
});

describe('a report of wrong information leads to a visible correction', () => {
  it('resolving the report marks the profile corrected and verified by CareConnect, with an audit entry', async () => {
    const admin = await signedInUser(app, deps, 'super_admin', { firstName: 'Ada', lastName: 'Admin' });
    const id = await addProvider(deps, { lastVerifiedAt: daysAgo(40) });
    const maria = await signedInUser(app, deps, 'patient');
    const sent = await maria.client.post(`/api/providers/${id}/reports`, {
      category: 'phone_number_wrong',
      description: 'The phone number rings a bakery.',
    });
    expect(sent.status).toBe(201);
    const [report] = await deps.database.db
      .select({ id: profileReports.id })
      .from(profileReports)
      .where(eq(profileReports.providerProfileId, id));

    // Under review changes nothing on the profile; a patient may not resolve it.
    await admin.client.patch(`/api/admin/reports/${report!.id}`, { status: 'under_review' });
    expect(
      (await maria.client.patch(`/api/admin/reports/${report!.id}`, { status: 'resolved' })).status,
    ).toBe(403);
    let profile = (await apiClient(app).get(`/api/providers/${id}`)).body as unknown as ProviderProfileDto;
    expect(profile.correctedAt).toBeNull();
    expect(profile.lastVerified.source).toBe('provider');

    expect(
      (await admin.client.patch(`/api/admin/reports/${report!.id}`, { status: 'resolved' })).status,
    ).toBe(200);
    profile = (await apiClient(app).get(`/api/providers/${id}`)).body as unknown as ProviderProfileDto;
    expect(profile.correctedAt).not.toBeNull();
    expect(profile.lastVerified).toEqual({ at: profile.correctedAt, source: 'admin' });
    const entries = await auditEntries(deps, { action: 'provider.corrected', targetId: id });
    expect(entries).toHaveLength(1);
    // Resolving it again is not a second correction.
    await admin.client.patch(`/api/admin/reports/${report!.id}`, { status: 'resolved' });
    expect(await auditCount(deps, { action: 'provider.corrected', targetId: id })).toBe(1);
  });
});
