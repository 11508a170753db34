import { beforeAll, describe, expect, it } from 'vitest';
import { providerDisplayName } from '#shared/display-name.ts';
import type { ConversationSummaryDto } from '#shared/messaging/messaging.ts';
import type { PatientOverviewDto } from '#shared/patient/patient-schemas.ts';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import type { PatientAppointmentsDto } from '#shared/appointments/booking.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { apiClient, decodeMail, drainJobs, readMails, testServices } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import { addPractice, addSlots, bookingForm, dayAhead, queuedMails } from '../appointments/test-fixtures.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

/**
 * One provider, one name: the profile header, the patient's appointments, messages, dashboard and
 * mail all say it the same way (the rule in src/shared/display-name.ts).
 */
describe("a provider's name across the product", () => {
  it('is the profile name everywhere for a provider with credentials and no title: no Dr. added', async () => {
    const practice = await addPractice(app, deps, { title: '', professionalTitle: 'md' });
    const profile = (await apiClient(app).get(`/api/providers/${practice.providerId}`))
      .body as unknown as ProviderProfileDto;
    const name = providerDisplayName(profile);
    expect(name).toMatch(/^Elena Morales\w+, MD$/);

    const rosa = await signedInUser(app, deps, 'patient', { firstName: 'Rosa', lastName: 'Delgado' });
    const date = dayAhead(3);
    const slots = await addSlots(deps, practice.providerId, date, ['14:30']);
    const form = bookingForm(practice, { id: slots['14:30']!, date, time: '14:30' });
    expect((await rosa.client.post('/api/appointments', form)).status).toBe(201);
    expect((await rosa.client.put(`/api/favorites/${practice.providerId}`)).status).toBe(204);
    const started = await rosa.client.post('/api/conversations', { providerProfileId: practice.providerId });

    const mine = (await rosa.client.get('/api/appointments/mine')).body as unknown as PatientAppointmentsDto;
    expect(mine.upcoming.map((a) => a.providerName)).toEqual([name]);
    expect((started.body.conversation as unknown as ConversationSummaryDto).counterpart.name).toBe(name);
    const overview = (await rosa.client.get('/api/patient/overview')).body as unknown as PatientOverviewDto;
    expect(overview.nextAppointment).toMatchObject({ providerName: name });
    expect(overview.saved.providers.map((p) => p.name)).toEqual([name]);

    // The calendar file's summary (a comma is escaped there).
    const queued = [...(await queuedMails(deps, rosa.email)), ...(await queuedMails(deps, form.email))];
    expect(queued[0]!.attachments![0]!.content).toContain(
      `SUMMARY:Appointment with ${name.replace(',', '\\,')}`,
    );
    await drainJobs(deps);
    // The patient's confirmation, whichever of their addresses it goes to.
    const mail = readMails(deps.config.DATA_DIR).find(
      (m) =>
        m.raw.includes('Subject: Your appointment is booked') &&
        [rosa.email, form.email].some((to) => m.raw.includes(`To: ${to}`)),
    );
    const raw = decodeMail(mail!.raw);
    expect(raw).toContain(name);
    expect(raw).toContain('2:30 PM');
    expect(raw).not.toContain('Dr.');
  });
});
