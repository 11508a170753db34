import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { practiceInstant } from '#shared/schedule/slot-rules.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { decodeMail, drainJobs, readMails, testServices } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import { sweepReminders } from './reminders.ts';
import {
  addPractice,
  addSlots,
  bookingForm,
  dayAhead,
  insertAppointment,
  queuedMails,
} from './test-fixtures.ts';

let deps: AppDeps;
let app: App;
beforeAll(async () => {
  ({ deps, app } = await testServices());
});

const HOUR = 3_600_000;

/** A booked visit at 10:00 some days ahead: its form, its patient and its start. */
async function bookedVisit(daysAhead: number) {
  const practice = await addPractice(app, deps);
  const date = dayAhead(daysAhead);
  const ids = await addSlots(deps, practice.providerId, date, ['10:00']);
  const rosa = await signedInUser(app, deps, 'patient');
  const form = bookingForm(practice, { id: ids['10:00']!, date, time: '10:00' });
  const res = await rosa.client.post('/api/appointments', form);
  expect(res.status).toBe(201);
  return { form, id: res.body.id as string, rosa, startsAt: practiceInstant(date, '10:00').getTime() };
}

const reminders = async (to: string) =>
  (await queuedMails(deps, to)).filter((m) => m.template === 'appointment-reminder').length;

describe('the 24-hour reminder', () => {
  it('is queued once the visit is within 24 hours, and only once', async () => {
    const visit = await bookedVisit(4);
    await sweepReminders(deps, new Date(visit.startsAt - 25 * HOUR));
    expect(await reminders(visit.rosa.email)).toBe(0);
    await sweepReminders(deps, new Date(visit.startsAt - 23 * HOUR));
    expect(await reminders(visit.rosa.email)).toBe(1);
    await sweepReminders(deps, new Date(visit.startsAt - 22 * HOUR));
    await sweepReminders(deps, new Date(visit.startsAt - 1 * HOUR));
    expect(await reminders(visit.rosa.email)).toBe(1);
    // It goes out as a readable mail.
    await drainJobs(deps);
    const mail = readMails(deps.config.DATA_DIR)
      .map((m) => decodeMail(m.raw))
      .find((raw) => raw.includes(`To: ${visit.rosa.email}`) && raw.includes('Reminder'));
    expect(mail).toContain('Subject: Reminder: your appointment is coming up');
    expect(mail).toContain('10:00 AM');
  });

  it('is queued once when several sweeps (several instances) run at the same moment', async () => {
    const visit = await bookedVisit(5);
    const now = new Date(visit.startsAt - 20 * HOUR);
    await Promise.all([sweepReminders(deps, now), sweepReminders(deps, now), sweepReminders(deps, now)]);
    expect(await reminders(visit.rosa.email)).toBe(1);
  });

  it("goes to the patient's account, not to the address stored with an older booking", async () => {
    const practice = await addPractice(app, deps);
    const walter = await signedInUser(app, deps, 'patient');
    const date = dayAhead(8);
    // Booked before the form's address stopped being used for mail: the row holds a typed one.
    const id = await insertAppointment(deps, {
      patientId: walter.id,
      providerId: practice.providerId,
      date,
      time: '10:00',
    });
    const [{ typed }] = (
      await deps.database.db.execute<{ typed: string }>(
        sql`select patient_email as typed from appointments where id = ${id}::uuid`,
      )
    ).rows as [{ typed: string }];
    expect(typed).not.toBe(walter.email);
    await sweepReminders(deps, new Date(practiceInstant(date, '10:00').getTime() - 2 * HOUR));
    expect(await reminders(walter.email)).toBe(1);
    expect(await reminders(typed)).toBe(0);
  });

  it('is not sent for a cancelled visit, nor for one already started', async () => {
    const cancelled = await bookedVisit(6);
    const res = await cancelled.rosa.client.post(`/api/appointments/${cancelled.id}/cancel`, {
      reason: 'Better',
    });
    expect(res.status).toBe(200);
    await sweepReminders(deps, new Date(cancelled.startsAt - 10 * HOUR));
    expect(await reminders(cancelled.rosa.email)).toBe(0);
    const started = await bookedVisit(7);
    await sweepReminders(deps, new Date(started.startsAt + HOUR));
    expect(await reminders(started.rosa.email)).toBe(0);
  });
});
