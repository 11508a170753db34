import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACTING_FOR_HEADER, type CaregiverPermission } from '#shared/caregivers/caregivers.ts';
import type { NotificationDto, NotificationListDto } from '#shared/notifications/notification-schemas.ts';
import { practiceInstant } from '#shared/schedule/slot-rules.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { appointments, caregiverAccess, jobs, users } from '../../db/schema/index.ts';
import {
  TEST_ORIGIN,
  decodeMail,
  drainJobs,
  readMails,
  testServices,
  uniqueIp,
  type Json,
} from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import type { StreamReader } from '../../test/streams.ts';
import { openEvents } from '../messaging/test-fixtures.ts';
import { PUSH_JOB } from '../notifications/notify.ts';
import { sweepReminders } from './reminders.ts';
import { addPractice, addSlots, bookingForm, dayAhead, queuedMails, type Practice } from './test-fixtures.ts';

/**
 * A patient's caregivers hear of the patient's visits as the patient does (ADR 18): the booking, a
 * cancellation by anyone and the 24-hour reminder, by mail (with a calendar file naming the patient),
 * in the bell menu and by push, as long as their access lets them see appointments at the moment of
 * telling. The practice is told when a caregiver booked or cancelled.
 */

let deps: AppDeps;
let app: App;
beforeAll(async () => {
  ({ deps, app } = await testServices());
});

const HOUR = 3_600_000;
type Person = Awaited<ReturnType<typeof signedInUser>>;

const person = (firstName: string, lastName = 'Delgado') =>
  signedInUser(app, deps, 'patient', { firstName, lastName });

/** A live access written straight to the table: how it was granted is caregivers-api.test.ts's part. */
async function grant(patient: Person, caregiver: Person, permissions: CaregiverPermission[]) {
  const [row] = await deps.database.db
    .insert(caregiverAccess)
    .values({ patientId: patient.id, caregiverId: caregiver.id, permissions })
    .returning({ id: caregiverAccess.id });
  return row!.id;
}

/** A request as `user`, acting for `patientId` through the acting-for header. */
async function actingFor(user: Person, patientId: string, method: string, path: string, body?: Json) {
  const res = await app.request(path, {
    method,
    headers: {
      origin: TEST_ORIGIN,
      cookie: user.client.cookie,
      'x-client-ip': uniqueIp(),
      [ACTING_FOR_HEADER]: patientId,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
}

/** Rosa, her helpers and a practice with slots at 10:00 and 11:00 `days` ahead. */
async function family(days = 3) {
  const practice = await addPractice(app, deps);
  const date = dayAhead(days);
  const ids = await addSlots(deps, practice.providerId, date, ['10:00', '11:00']);
  const slot = (time: '10:00' | '11:00') => ({ id: ids[time]!, date, time });
  const [rosa, ana, ben, carl] = await Promise.all([
    person('Rosa'),
    person('Ana'),
    person('Ben'),
    person('Carl'),
  ]);
  const access = {
    // Ana sees the appointments; Ben may only message; Carl books and cancels (which includes seeing).
    ana: await grant(rosa, ana, ['view_appointments']),
    ben: await grant(rosa, ben, ['message_providers', 'manage_saved']),
    carl: await grant(rosa, carl, ['view_appointments', 'manage_appointments']),
  };
  return { practice, date, slot, rosa, ana, ben, carl, access };
}

const book = (who: Person, practice: Practice, slot: { id: string; date: string; time: string }) =>
  who.client.post('/api/appointments', bookingForm(practice, slot));

const templatesTo = async (to: string) => (await queuedMails(deps, to)).map((m) => m.template);

async function notificationsOf(user: Person): Promise<NotificationDto[]> {
  const res = await user.client.get('/api/notifications');
  expect(res.status).toBe(200);
  return (res.body as unknown as NotificationListDto).notifications;
}

/** The sent mail to `to` whose subject has `subject` in it, decoded, with its headers unfolded. */
async function sentMail(to: string, subject: string) {
  await drainJobs(deps);
  const mail = readMails(deps.config.DATA_DIR)
    .map((m) => decodeMail(m.raw).replace(/\r?\n[ \t]+/g, ' '))
    .find((raw) => raw.includes(`To: ${to}`) && raw.includes(subject));
  if (!mail) throw new Error(`no mail to ${to} with ${subject}`);
  return mail;
}

const open: StreamReader[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.cancel()));
});
async function eventStream(user: Person) {
  const stream = await openEvents(app, user);
  open.push(stream);
  return stream;
}

const calendarOf = async (user: Person, id: string) => {
  const res = await app.request(`/api/appointments/${id}/calendar.ics`, {
    headers: { cookie: user.client.cookie },
  });
  return { status: res.status, text: (await res.text()).replace(/\r\n /g, '') };
};

describe('a booking, told to the caregivers who see the appointments', () => {
  it('mails them with a calendar naming the patient, and notifies them in the bell and by push; not the others', async () => {
    const { practice, slot, rosa, ana, ben, carl } = await family();
    const stream = await eventStream(ana);
    const res = await book(rosa, practice, slot('10:00'));
    expect(res.status).toBe(201);
    const id = res.body.id as string;

    for (const helper of [ana, carl]) {
      const [mail, ...more] = await queuedMails(deps, helper.email);
      expect(more).toEqual([]);
      expect(mail!.template).toBe('caregiver-appointment-booked');
      const ics = mail!.attachments![0]!.content.replace(/\r\n /g, '');
      expect(ics).toContain(`SUMMARY:Rosa Delgado: appointment with ${practice.name}`);
      expect(ics).toContain('Patient: Rosa Delgado');
      expect(ics).toContain(`UID:appointment-${id}@localhost`);
    }
    expect(await templatesTo(ben.email)).toEqual([]);

    // In the bell, leading to Rosa's appointments as Ana acting for her; announced after the commit.
    await stream.until(/event: notification\ndata: .*"kind":"appointment_booked".*\n\n/);
    const [notice, ...others] = await notificationsOf(ana);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'appointment_booked',
      title: "Rosa Delgado's appointment is booked",
      url: `/patient-dashboard/appointments?for=${rosa.id}`,
      data: { appointmentId: id, patientId: rosa.id, news: 'booked' },
    });
    expect(notice!.body).toMatch(new RegExp(`^Follow-up Visit with ${practice.name} on .+ at 10:00 AM\\.$`));
    expect(await notificationsOf(ben)).toEqual([]);
    // Web Push goes to the browsers Ana subscribed: notify queued its job.
    const pushes = await deps.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, PUSH_JOB), sql`${jobs.payload}->>'notificationId' = ${notice!.id}`));
    expect(pushes).toHaveLength(1);

    // The mail itself: addressed to Ana by name, saying whose visit it is, linking to it.
    const raw = await sentMail(ana.email, 'is booked');
    expect(raw).toContain(`Subject: Rosa Delgado's appointment with ${practice.name} is booked`);
    expect(raw).toContain(`Hello Ana Delgado, Rosa Delgado has a new visit with ${practice.name}.`);
    expect(raw).toContain(`http://localhost:3000/patient-dashboard/appointments?for=${rosa.id}`);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=appointment\.ics/);
    // Rosa booked it herself: nobody is told a caregiver did.
    expect(raw).not.toContain('booked it for');
    expect(await sentMail(practice.owner.email, 'New appointment booked')).not.toContain('Booked by');
  });

  it("a caregiver's booking (the acting-for header) is named to the practice and to the patient", async () => {
    const { practice, slot, rosa, ana, ben, carl } = await family();
    const res = await actingFor(
      carl,
      rosa.id,
      'POST',
      '/api/appointments',
      bookingForm(practice, slot('10:00')),
    );
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    const [stored] = await deps.database.db
      .select({ patientId: appointments.patientId, bookedBy: appointments.bookedBy })
      .from(appointments)
      .where(eq(appointments.id, id));
    expect(stored).toEqual({ patientId: rosa.id, bookedBy: carl.id });

    expect(await sentMail(practice.owner.email, 'New appointment booked')).toContain(
      'Booked by Carl Delgado (caregiver) for Rosa Delgado.',
    );
    const toRosa = await sentMail(rosa.email, 'Your appointment is booked');
    expect(toRosa).toContain('Carl Delgado booked this visit for you.');
    // Both caregivers who see the appointments hear of it, Carl too (the mail carries his calendar file).
    expect(await sentMail(ana.email, 'is booked')).toContain('Carl Delgado booked it for Rosa Delgado.');
    expect(await templatesTo(carl.email)).toEqual(['caregiver-appointment-booked']);
    expect(await templatesTo(ben.email)).toEqual([]);
  });

  it('a booking that is refused tells nobody: a caregiver without the permission, a slot already taken', async () => {
    const { practice, slot, rosa, ana, ben } = await family();
    const refused = await actingFor(
      ben,
      rosa.id,
      'POST',
      '/api/appointments',
      bookingForm(practice, slot('10:00')),
    );
    expect(refused.status).toBe(403);
    expect(await templatesTo(ana.email)).toEqual([]);

    expect((await book(rosa, practice, slot('11:00'))).status).toBe(201);
    // The same slot again: the transaction rolls back, and with it the caregivers' mail and notice.
    expect((await book(rosa, practice, slot('11:00'))).status).toBe(409);
    expect(await templatesTo(ana.email)).toEqual(['caregiver-appointment-booked']);
    expect(await notificationsOf(ana)).toHaveLength(1);
  });

  it("a caregiver of someone else, or whose account is disabled, hears nothing of this patient's visits", async () => {
    const { practice, slot, rosa, ana } = await family();
    const walter = await person('Walter', 'Hughes');
    const dora = await person('Dora', 'Hughes');
    await grant(walter, dora, ['view_appointments']);
    await deps.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, ana.id));
    expect((await book(rosa, practice, slot('10:00'))).status).toBe(201);
    expect(await templatesTo(dora.email)).toEqual([]);
    expect(await templatesTo(ana.email)).toEqual([]);
  });
});

describe('a cancellation, told to the caregivers', () => {
  it('by the practice: mail with who cancelled, why, and a calendar file that takes it off; a notice', async () => {
    const { practice, slot, rosa, ana, ben } = await family();
    const id = (await book(rosa, practice, slot('10:00'))).body.id as string;
    const stream = await eventStream(ana);
    const res = await practice.owner.client.post(`/api/provider/appointments/${id}/cancel`, {
      reason: 'The doctor is ill',
    });
    expect(res.status).toBe(200);

    const mails = await queuedMails(deps, ana.email);
    expect(mails.map((m) => m.template)).toEqual([
      'caregiver-appointment-booked',
      'caregiver-appointment-cancelled',
    ]);
    const ics = mails[1]!.attachments![0]!.content.replace(/\r\n /g, '');
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain(`SUMMARY:Rosa Delgado: appointment with ${practice.name}`);
    const raw = await sentMail(ana.email, 'was cancelled');
    expect(raw).toContain(`Subject: Rosa Delgado's appointment with ${practice.name} was cancelled`);
    expect(raw).toContain(`Cancelled by: ${practice.name}'s office`);
    expect(raw).toContain('Reason: The doctor is ill');

    await stream.until(/event: notification\ndata: .*"kind":"appointment_cancelled".*\n\n/);
    const [latest] = await notificationsOf(ana);
    expect(latest).toMatchObject({
      title: "Rosa Delgado's appointment was cancelled",
      url: `/patient-dashboard/appointments?for=${rosa.id}`,
      data: { appointmentId: id, news: 'cancelled' },
    });
    expect(latest!.body).toMatch(/ at 10:00 AM was cancelled\.$/);
    expect(await templatesTo(ben.email)).toEqual([]);
  });

  it('by a caregiver: the practice and the patient are told who did it for her', async () => {
    const { practice, slot, rosa, ana, carl } = await family();
    const id = (await book(rosa, practice, slot('10:00'))).body.id as string;
    expect(
      (await carl.client.post(`/api/appointments/${id}/cancel`, { reason: 'She is in hospital' })).status,
    ).toBe(200);
    expect(await sentMail(practice.owner.email, 'An appointment was cancelled')).toContain(
      'Cancelled by Carl Delgado (caregiver) for Rosa Delgado.',
    );
    expect(await sentMail(rosa.email, 'Your appointment was cancelled')).toContain(
      'Carl Delgado (caregiver) cancelled this visit for you.',
    );
    expect(await sentMail(ana.email, 'was cancelled')).toContain('Cancelled by: Carl Delgado (caregiver)');
  });

  it('by the patient: the caregivers are told she did; the practice is not told of a caregiver', async () => {
    const { practice, slot, rosa, ana } = await family();
    const id = (await book(rosa, practice, slot('10:00'))).body.id as string;
    expect(
      (await rosa.client.post(`/api/appointments/${id}/cancel`, { reason: 'Feeling better' })).status,
    ).toBe(200);
    expect(await sentMail(ana.email, 'was cancelled')).toContain('Cancelled by: Rosa Delgado');
    expect(await sentMail(practice.owner.email, 'An appointment was cancelled')).not.toContain('caregiver');
    expect(await sentMail(rosa.email, 'Your appointment was cancelled')).not.toContain('for you.');
  });
});

describe('the 24-hour reminder, told to the caregivers', () => {
  it('goes to those who see the appointments, once, by mail and in the bell', async () => {
    const { practice, slot, date, rosa, ana, ben, carl } = await family(4);
    expect((await book(rosa, practice, slot('10:00'))).status).toBe(201);
    const startsAt = practiceInstant(date, '10:00').getTime();
    await sweepReminders(deps, new Date(startsAt - 25 * HOUR));
    expect(await templatesTo(ana.email)).toEqual(['caregiver-appointment-booked']);
    await sweepReminders(deps, new Date(startsAt - 23 * HOUR));
    await sweepReminders(deps, new Date(startsAt - 22 * HOUR));
    for (const helper of [ana, carl])
      expect(await templatesTo(helper.email)).toEqual([
        'caregiver-appointment-booked',
        'caregiver-appointment-reminder',
      ]);
    expect(await templatesTo(ben.email)).toEqual([]);
    const raw = await sentMail(ana.email, 'Reminder:');
    expect(raw).toContain(`Subject: Reminder: Rosa Delgado's appointment with ${practice.name} is coming up`);
    expect(raw).toContain('Patient: Rosa Delgado');
    const reminders = (await notificationsOf(ana)).filter((n) => n.data.news === 'reminder');
    expect(reminders).toEqual([
      expect.objectContaining({
        kind: 'appointment_reminder',
        title: "Reminder: Rosa Delgado's appointment",
        url: `/patient-dashboard/appointments?for=${rosa.id}`,
      }),
    ]);
    // The patient's own reminder is as it was.
    expect(await templatesTo(rosa.email)).toEqual(['appointment-booked', 'appointment-reminder']);
  });
});

describe('an access ended or narrowed', () => {
  it('hears nothing more: no reminder, no cancellation, no notice; and the calendar file is refused', async () => {
    const { practice, slot, date, rosa, ana, carl, access } = await family(5);
    const id = (await book(rosa, practice, slot('10:00'))).body.id as string;
    // Rosa ends Ana's access; Carl's is narrowed to messages.
    expect((await rosa.client.delete(`/api/caregivers/access/${access.ana}`)).status).toBe(204);
    expect(
      (
        await rosa.client.patch(`/api/caregivers/access/${access.carl}`, {
          permissions: ['message_providers'],
        })
      ).status,
    ).toBe(204);
    const before = { ana: (await notificationsOf(ana)).length, carl: (await notificationsOf(carl)).length };

    await sweepReminders(deps, new Date(practiceInstant(date, '10:00').getTime() - 20 * HOUR));
    expect(await templatesTo(rosa.email)).toEqual(['appointment-booked', 'appointment-reminder']);
    expect((await rosa.client.post(`/api/appointments/${id}/cancel`, { reason: 'Moving' })).status).toBe(200);
    for (const helper of [ana, carl])
      expect(await templatesTo(helper.email)).toEqual(['caregiver-appointment-booked']);
    expect((await notificationsOf(ana)).length).toBe(before.ana);
    expect((await notificationsOf(carl)).length).toBe(before.carl);
    expect((await calendarOf(ana, id)).status).toBe(403);
    expect((await calendarOf(carl, id)).status).toBe(403);
  });
});

describe('the calendar file from GET /api/appointments/{id}/calendar.ics', () => {
  it("names the patient for a caregiver who sees the appointments, and in the patient's own description", async () => {
    const { practice, slot, rosa, ana, ben } = await family();
    const id = (await book(rosa, practice, slot('10:00'))).body.id as string;

    const forAna = await calendarOf(ana, id);
    expect(forAna.status).toBe(200);
    expect(forAna.text).toContain(`SUMMARY:Rosa Delgado: appointment with ${practice.name}`);
    expect(forAna.text).toContain('Patient: Rosa Delgado');
    expect(forAna.text).toContain(`URL:http://localhost:3000/patient-dashboard/appointments?for=${rosa.id}`);
    expect(forAna.text).not.toContain('Knee pain');

    const forRosa = await calendarOf(rosa, id);
    expect(forRosa.text).toContain(`SUMMARY:Appointment with ${practice.name}`);
    expect(forRosa.text).toContain('Patient: Rosa Delgado');
    expect(forRosa.text).toContain('URL:http://localhost:3000/patient-dashboard/appointments\r\n');

    expect((await calendarOf(practice.owner, id)).text).toContain('SUMMARY:Appointment with Rosa Delgado');
    // Ben may only message for Rosa: her visits are not his to see.
    expect((await calendarOf(ben, id)).status).toBe(403);
  });
});
