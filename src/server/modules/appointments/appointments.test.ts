import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SLOT_OVERRIDE_BOOKED,
  type AppointmentDto,
  type PatientAppointmentsDto,
  type ProviderAppointmentsDto,
} from '#shared/appointments/booking.ts';
import { APPOINTMENT_MESSAGES } from '#shared/appointments/appointment-messages.ts';
import { BOOKING_MESSAGES } from '#shared/appointments/booking-messages.ts';
import { practiceNow, weekdayOf, WEEKDAYS, type OfficeHoursWeek } from '#shared/schedule/slot-rules.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { App } from '../../app.ts';
import { inEnglish } from '../../lib/i18n.ts';
import type { AppDeps } from '../../app-env.ts';
import { appointments, providerAvailability, userActivity } from '../../db/schema/index.ts';
import { apiClient, decodeMail, drainJobs, readMails, testServices } from '../../test/harness.ts';
import { auditCount, auditEntries } from '../../test/audit-log.ts';
import { addProvider, signedInUser } from '../../test/people.ts';
import {
  addPractice,
  addSlots,
  bookingForm,
  countAppointments,
  dayAhead,
  EVERY_DAY,
  insertAppointment,
  queuedMails,
  slotState,
  type Practice,
} from './test-fixtures.ts';

let deps: AppDeps;
let app: App;
beforeAll(async () => {
  ({ deps, app } = await testServices());
});

const guest = () => apiClient(app);
/** Waits up to 2 s for a condition (events travel asynchronously, over the database on PostgreSQL). */
async function eventually(check: () => boolean) {
  const deadline = Date.now() + 2000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
const patient = () => signedInUser(app, deps, 'patient', { firstName: 'Rosa', lastName: 'Delgado' });
type Slot = { id: string; date: string; time: string };
const slotsOf = async (providerId: string, query = '') =>
  ((await guest().get(`/api/providers/${providerId}/slots${query}`)).body.slots as Slot[]).map(
    (s) => `${s.date} ${s.time}`,
  );

/** A practice with three open half-hours on a day three days ahead. */
async function practiceWithSlots() {
  const practice = await addPractice(app, deps);
  const date = dayAhead(3);
  const ids = await addSlots(deps, practice.providerId, date, ['10:00', '10:30', '11:00']);
  const slot = (time: string): Slot => ({ id: ids[time]!, date, time });
  return { practice, date, ids, slot };
}

async function book(
  client: Pick<ReturnType<typeof apiClient>, 'post'>,
  practice: Practice,
  slot: Slot,
  extra = {},
) {
  return client.post('/api/appointments', bookingForm(practice, slot, extra));
}

describe('bookable slots and appointment types (public)', () => {
  it('lists only the slots the rules allow, from today to 30 days ahead', async () => {
    const practice = await addPractice(app, deps);
    const date = dayAhead(2);
    await addSlots(deps, practice.providerId, date, [
      '05:30',
      '09:00',
      '09:30',
      '12:00',
      '12:30',
      '13:00',
      '22:00',
    ]);
    await addSlots(deps, practice.providerId, date, ['10:00'], {
      isAvailable: false,
      overrideType: 'blocked',
    });
    await addSlots(deps, practice.providerId, dayAhead(-1), ['10:00']);
    await addSlots(deps, practice.providerId, dayAhead(31), ['10:00']);
    await addSlots(deps, practice.providerId, dayAhead(30), ['10:00']);
    // A booked hour at 12:00 holds 12:00 and 12:30 even though their slot rows still say open.
    const other = await patient();
    await insertAppointment(deps, {
      patientId: other.id,
      providerId: practice.providerId,
      date,
      time: '12:00',
      duration: 60,
    });

    expect(await slotsOf(practice.providerId)).toEqual([
      `${date} 09:00`,
      `${date} 09:30`,
      `${date} 13:00`,
      `${dayAhead(30)} 10:00`,
    ]);
    expect(await slotsOf(practice.providerId, `?from=${date}&to=${date}`)).toHaveLength(3);
    expect(await slotsOf(practice.providerId, `?from=${dayAhead(3)}`)).toEqual([`${dayAhead(30)} 10:00`]);
    const res = await guest().get(`/api/providers/${practice.providerId}/slots`);
    expect(res.body.slots).toContainEqual({ id: expect.any(String), date, time: '09:00', isAvailable: true });
  });

  it("the profile's next 3 times follow the same rules, so a time shown there can be booked", async () => {
    const practice = await addPractice(app, deps);
    const date = dayAhead(2);
    await addSlots(deps, practice.providerId, date, ['05:00', '09:00', '09:30', '10:00', '10:30', '11:00']);
    const other = await patient();
    await insertAppointment(deps, {
      patientId: other.id,
      providerId: practice.providerId,
      date,
      time: '09:30',
    });
    const res = await guest().get(`/api/providers/${practice.providerId}/next-slots`);
    expect(res.status).toBe(200);
    expect((res.body.slots as Slot[]).map((s) => s.time)).toEqual(['09:00', '10:00', '10:30']);
  });

  it('keeps to the weekly windows when the provider has them', async () => {
    const practice = await addPractice(app, deps);
    const date = dayAhead(4);
    await deps.database.db.insert(providerAvailability).values([
      {
        providerProfileId: practice.providerId,
        dayOfWeek: weekdayOf(date),
        startTime: '09:00',
        endTime: '11:00',
      },
      {
        providerProfileId: practice.providerId,
        dayOfWeek: weekdayOf(date),
        startTime: '14:00',
        endTime: '16:00',
        isAvailable: false,
      },
    ]);
    await addSlots(deps, practice.providerId, date, ['08:30', '09:00', '10:30', '11:00', '14:00']);
    expect(await slotsOf(practice.providerId)).toEqual([`${date} 09:00`, `${date} 10:30`]);
  });

  it('honours office hours: a closed day has no times', async () => {
    const date = dayAhead(5);
    const officeHours: OfficeHoursWeek = { ...EVERY_DAY };
    officeHours[WEEKDAYS[weekdayOf(date)]!] = { open: '', close: '', closed: true };
    const practice = await addPractice(app, deps, { officeHours });
    await addSlots(deps, practice.providerId, date, ['10:00']);
    expect(await slotsOf(practice.providerId)).toEqual([]);
  });

  it('answers 404 for unknown, malformed or unlisted providers and 400 for a bad date', async () => {
    const draft = await addProvider(deps, { profileStatus: 'draft' });
    for (const id of ['4a8f1c9e-0000-4000-8000-000000000000', 'not-an-id', draft]) {
      const res = await guest().get(`/api/providers/${id}/slots`);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Provider not found or not available');
      expect((await guest().get(`/api/providers/${id}/appointment-types`)).status).toBe(404);
    }
    const practice = await addPractice(app, deps);
    for (const query of ['?from=tomorrow', '?to=2026-02-30']) {
      const res = await guest().get(`/api/providers/${practice.providerId}/slots${query}`);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Please choose a valid date.');
    }
  });

  it('lists the active appointment types by name', async () => {
    const practice = await addPractice(app, deps);
    const res = await guest().get(`/api/providers/${practice.providerId}/appointment-types`);
    expect(res.status).toBe(200);
    expect(res.body.types).toEqual([
      {
        id: practice.followUp,
        name: 'Follow-up Visit',
        nameEs: null,
        description: null,
        durationMinutes: 30,
      },
      {
        id: practice.newPatient,
        name: 'New Patient Visit',
        nameEs: null,
        description: null,
        durationMinutes: 60,
      },
    ]);
  });
});

describe('booking', () => {
  it('refuses guests with the spec words and other roles with 403, writing nothing', async () => {
    const { practice, slot } = await practiceWithSlots();
    const asGuest = await book(guest(), practice, slot('10:00'));
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.detail).toBe(inEnglish(BOOKING_MESSAGES.notAuthenticated));
    const provider = await signedInUser(app, deps, 'provider');
    const asProvider = await book(provider.client, practice, slot('10:00'));
    expect(asProvider.status).toBe(403);
    expect(asProvider.body.detail).toBe(inEnglish(APPOINTMENT_MESSAGES.patientsOnly));
    const orgAdmin = await signedInUser(app, deps, 'organization_admin');
    expect((await book(orgAdmin.client, practice, slot('10:00'))).status).toBe(403);
    expect(await countAppointments(deps, practice.providerId)).toBe(0);
    expect(await slotState(deps, slot('10:00').id)).toEqual({ isAvailable: true, overrideType: null });
  });

  it("answers in the page's language, naming each message's key", async () => {
    const { practice, slot } = await practiceWithSlots();
    const asGuest = await book(guest().speaking('es'), practice, slot('10:00'));
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.detail).toBe('Por favor, inicie sesión para continuar');
    expect(asGuest.body.code).toBe(BOOKING_MESSAGES.notAuthenticated);
    const { client } = await patient();
    const bad = await book(client.speaking('es'), practice, slot('10:00'), { phone: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Escriba su número de teléfono');
    expect(bad.body.errors).toEqual({ phone: 'Escriba su número de teléfono' });
    expect(bad.body.codes).toEqual({ phone: BOOKING_MESSAGES.phoneRequired });
    expect(await countAppointments(deps, practice.providerId)).toBe(0);
  });

  it('answers bad input with 400 and the form message, writing nothing', async () => {
    const { practice, slot } = await practiceWithSlots();
    const { client } = await patient();
    const cases: [Record<string, unknown>, string, MessageKey][] = [
      [{ firstName: '' }, 'firstName', BOOKING_MESSAGES.firstNameRequired],
      [{ lastName: '  ' }, 'lastName', BOOKING_MESSAGES.lastNameRequired],
      [{ email: undefined }, 'email', BOOKING_MESSAGES.emailRequired],
      [{ phone: '' }, 'phone', BOOKING_MESSAGES.phoneRequired],
      [{ dateOfBirth: '' }, 'dateOfBirth', BOOKING_MESSAGES.dobRequired],
      [{ reason: '' }, 'reason', BOOKING_MESSAGES.reasonRequired],
      [{ notes: '' }, 'notes', BOOKING_MESSAGES.notesRequired],
      [{ appointmentTypeId: '' }, 'appointmentTypeId', BOOKING_MESSAGES.typeRequired],
      [{ providerProfileId: 'x' }, 'providerProfileId', BOOKING_MESSAGES.providerRequired],
      [{ time: '' }, 'time', BOOKING_MESSAGES.timeRequired],
      [{ date: '' }, 'date', BOOKING_MESSAGES.dateRequired],
      // The right shape but no such day or time: checked too, never a database error.
      [{ date: '2026-02-30' }, 'date', BOOKING_MESSAGES.dateRequired],
      [{ time: '24:30' }, 'time', BOOKING_MESSAGES.timeRequired],
      [{ dateOfBirth: '1951-13-01' }, 'dateOfBirth', BOOKING_MESSAGES.dobRequired],
      [{ dateOfBirth: dayAhead(2) }, 'dateOfBirth', BOOKING_MESSAGES.dobRequired],
    ];
    for (const [change, field, message] of cases) {
      const res = await book(client, practice, slot('10:00'), change);
      expect(res.status, field).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.body.detail).toBe(inEnglish(message));
      expect((res.body.errors as Record<string, string>)[field]).toBe(inEnglish(message));
      expect((res.body.codes as Record<string, string>)[field]).toBe(message);
    }
    const retired = await book(client, practice, slot('10:00'), { appointmentTypeId: practice.retired });
    expect(retired.status).toBe(400);
    expect(retired.body.detail).toBe(inEnglish(APPOINTMENT_MESSAGES.typeUnavailable));
    const elsewhere = await addPractice(app, deps);
    expect(
      (await book(client, practice, slot('10:00'), { appointmentTypeId: elsewhere.followUp })).status,
    ).toBe(400);
    expect(await countAppointments(deps, practice.providerId)).toBe(0);
    expect(await slotState(deps, slot('10:00').id)).toEqual({ isAvailable: true, overrideType: null });
  });

  it('books a slot: the appointment, the slots it covers, the activity, the mails and an event', async () => {
    const { practice, date, slot } = await practiceWithSlots();
    const rosa = await patient();
    const heard: string[] = [];
    const stop = deps.events.subscribe('slots', (e) => heard.push(e.providerProfileId));
    const form = bookingForm(practice, slot('10:00'), { appointmentTypeId: practice.newPatient });
    const res = await rosa.client.post('/api/appointments', form);
    expect(res.status).toBe(201);
    const dto = res.body as unknown as AppointmentDto;
    expect(dto).toMatchObject({
      providerProfileId: practice.providerId,
      providerName: practice.name,
      providerAddress: '1450 Coral Way, Suite 204, Miami, FL 33145',
      providerPhone: '(305) 555-0142',
      patientName: 'Rosa Delgado',
      patientEmail: null,
      date,
      time: '10:00',
      durationMinutes: 60,
      appointmentTypeName: 'New Patient Visit',
      status: 'scheduled',
      reason: 'Knee pain when walking',
      notes: 'I use a walker.',
      cancelledByMe: false,
    });
    // The hour covers 10:00 and 10:30; 11:00 stays open.
    expect(await slotState(deps, slot('10:00').id)).toEqual({
      isAvailable: false,
      overrideType: SLOT_OVERRIDE_BOOKED,
    });
    expect(await slotState(deps, slot('10:30').id)).toEqual({
      isAvailable: false,
      overrideType: SLOT_OVERRIDE_BOOKED,
    });
    expect(await slotsOf(practice.providerId)).toEqual([`${date} 11:00`]);
    const [activity] = await deps.database.db
      .select()
      .from(userActivity)
      .where(eq(userActivity.userId, rosa.id));
    expect(activity).toMatchObject({
      activityType: 'booked_appointment',
      providerProfileId: practice.providerId,
      metadata: { appointment_id: dto.id, appointment_date: date, appointment_time: '10:00' },
    });
    const [stored] = await deps.database.db.select().from(appointments).where(eq(appointments.id, dto.id));
    expect(stored).toMatchObject({ patientId: rosa.id, slotId: slot('10:00').id, reminderQueuedAt: null });
    // Mail to the patient's account and to the practice's account, each with a calendar file.
    const toPatient = await queuedMails(deps, rosa.email);
    expect(toPatient.map((m) => m.template)).toEqual(['appointment-booked']);
    expect(toPatient[0]!.attachments![0]!.filename).toBe('appointment.ics');
    expect(toPatient[0]!.attachments![0]!.content).toContain(`SUMMARY:Appointment with ${practice.name}`);
    const toPractice = await queuedMails(deps, practice.owner.email);
    expect(toPractice.map((m) => m.template)).toEqual(['appointment-booked-provider']);
    expect(toPractice[0]!.attachments![0]!.content).toContain('SUMMARY:Appointment with Rosa Delgado');
    await eventually(() => heard.includes(practice.providerId));
    stop();
    // The queued mail goes out as an .eml with the calendar attached.
    await drainJobs(deps);
    const mail = readMails(deps.config.DATA_DIR).find((m) => m.raw.includes(`To: ${rosa.email}`));
    expect(mail).toBeDefined();
    const raw = decodeMail(mail!.raw);
    expect(raw).toContain('Subject: Your appointment is booked');
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=appointment\.ics/);
  });

  it("mails the account's verified address, never an address typed into the form", async () => {
    const { practice, slot } = await practiceWithSlots();
    const rosa = await patient();
    const typed = 'someone-else@example.test';
    const res = await book(rosa.client, practice, slot('10:00'), { email: typed });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect((await queuedMails(deps, rosa.email)).map((m) => m.template)).toEqual(['appointment-booked']);
    // The practice is shown the address the patient can be reached at: the verified one.
    const list = (await practice.owner.client.get('/api/provider/appointments'))
      .body as unknown as ProviderAppointmentsDto;
    expect(list.upcoming.find((a) => a.id === id)).toMatchObject({ patientEmail: rosa.email });
    expect((await rosa.client.post(`/api/appointments/${id}/cancel`, { reason: 'Better' })).status).toBe(200);
    expect((await queuedMails(deps, rosa.email)).map((m) => m.template)).toEqual([
      'appointment-booked',
      'appointment-cancelled',
    ]);
    expect(await queuedMails(deps, typed)).toEqual([]);
  });

  it("refuses a slot that is taken, another provider's, moved or too soon: 'no longer available'", async () => {
    const { practice, slot } = await practiceWithSlots();
    const { client } = await patient();
    const other = await practiceWithSlots();
    const blocked = await addSlots(deps, practice.providerId, dayAhead(3), ['12:00'], {
      isAvailable: false,
      overrideType: 'blocked',
    });
    const soon = practiceNow(new Date(Date.now() + 10 * 60_000));
    const [soonId] = Object.values(await addSlots(deps, practice.providerId, soon.date, [soon.time]));
    const attempts: Slot[] = [
      other.slot('10:00'),
      { ...slot('10:00'), time: '10:30' },
      { ...slot('10:00'), date: dayAhead(4) },
      { id: blocked['12:00']!, date: dayAhead(3), time: '12:00' },
      { id: '4a8f1c9e-0000-4000-8000-000000000000', date: dayAhead(3), time: '10:00' },
      ...(soonId ? [{ id: soonId, date: soon.date, time: soon.time }] : []),
    ];
    for (const attempt of attempts) {
      const res = await book(client, practice, attempt);
      expect(res.status, JSON.stringify(attempt)).toBe(409);
      expect(res.body.detail).toBe(inEnglish(BOOKING_MESSAGES.slotGone));
    }
    expect(await countAppointments(deps, practice.providerId)).toBe(0);
    expect(await countAppointments(deps, other.practice.providerId)).toBe(0);
  });

  it("lets the database refuse an overlap the slot rows do not show: 'Unable to reserve'", async () => {
    const { practice, slot, date } = await practiceWithSlots();
    const rosa = await patient();
    // A visit at 11:00 whose slot row still says open (written around the booking path).
    const walter = await patient();
    await insertAppointment(deps, {
      patientId: walter.id,
      providerId: practice.providerId,
      date,
      time: '11:00',
    });
    // 10:30 itself is clear, but an hour from 10:30 runs into 11:00.
    const form = bookingForm(practice, slot('10:30'), { appointmentTypeId: practice.newPatient });
    const res = await rosa.client.post('/api/appointments', form);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(inEnglish(BOOKING_MESSAGES.slotTaken));
    // All or nothing: no appointment, the slot open, no mail, no activity.
    expect(await countAppointments(deps, practice.providerId)).toBe(1);
    expect(await slotState(deps, slot('10:30').id)).toEqual({ isAvailable: true, overrideType: null });
    expect(await queuedMails(deps, rosa.email)).toEqual([]);
    expect(
      await deps.database.db.select().from(userActivity).where(eq(userActivity.userId, rosa.id)),
    ).toEqual([]);
    // Half an hour fits.
    expect((await book(rosa.client, practice, slot('10:30'))).status).toBe(201);
  });

  it('marks a visit within the next day as reminded already: the confirmation says it all', async () => {
    const practice = await addPractice(app, deps, { officeHours: {} });
    const soon = practiceNow(new Date(Date.now() + 3 * 3_600_000));
    const ids = await addSlots(deps, practice.providerId, soon.date, [soon.time]);
    const { client } = await patient();
    const res = await book(client, practice, {
      id: Object.values(ids)[0]!,
      date: soon.date,
      time: soon.time,
    });
    expect(res.status).toBe(201);
    const [row] = await deps.database.db
      .select({ reminded: appointments.reminderQueuedAt })
      .from(appointments)
      .where(eq(appointments.id, res.body.id as string));
    expect(row!.reminded).not.toBeNull();
  });
});

describe("a patient's appointments", () => {
  it('lists upcoming (scheduled and confirmed from today, soonest first) and past (newest first)', async () => {
    const { practice, date, slot } = await practiceWithSlots();
    const rosa = await patient();
    const later = (await book(rosa.client, practice, slot('11:00'))).body.id;
    const sooner = (await book(rosa.client, practice, slot('10:00'))).body.id;
    const lastWeek = await insertAppointment(deps, {
      patientId: rosa.id,
      providerId: practice.providerId,
      date: dayAhead(-7),
      time: '09:00',
      status: 'completed',
    });
    const yesterday = await insertAppointment(deps, {
      patientId: rosa.id,
      providerId: practice.providerId,
      date: dayAhead(-1),
      time: '09:00',
    });
    const cancelled = await insertAppointment(deps, {
      patientId: rosa.id,
      providerId: practice.providerId,
      date: dayAhead(6),
      time: '09:00',
      status: 'cancelled',
    });
    const res = await rosa.client.get('/api/appointments/mine');
    expect(res.status).toBe(200);
    const body = res.body as unknown as PatientAppointmentsDto;
    expect(body.upcoming.map((a) => a.id)).toEqual([sooner, later]);
    expect(body.past.map((a) => a.id)).toEqual([cancelled, yesterday, lastWeek]);
    expect(body.upcoming[0]).toMatchObject({ date, time: '10:00', patientEmail: null, patientPhone: null });
    // Someone else's list is their own.
    const other = await patient();
    expect((await other.client.get('/api/appointments/mine')).body).toEqual({ upcoming: [], past: [] });
    expect((await guest().get('/api/appointments/mine')).status).toBe(401);
    const provider = await signedInUser(app, deps, 'provider');
    expect((await provider.client.get('/api/appointments/mine')).status).toBe(403);
  });

  it('cancels only their own appointment, with a reason; the time is free again and both sides are told', async () => {
    const { practice, date, slot } = await practiceWithSlots();
    const rosa = await patient();
    const form = bookingForm(practice, slot('10:00'), { appointmentTypeId: practice.newPatient });
    const { id } = (await rosa.client.post('/api/appointments', form)).body as { id: string };
    const path = `/api/appointments/${id}/cancel`;

    const someone = await patient();
    expect((await someone.client.post(path, { reason: 'Mine now' })).status).toBe(403);
    expect((await practice.owner.client.post(path, { reason: 'Office closed' })).status).toBe(403);
    const anon = await guest().post(path, { reason: 'x' });
    expect(anon.status).toBe(401);
    expect(anon.body.detail).toBe(inEnglish(BOOKING_MESSAGES.notAuthenticated));
    expect((await rosa.client.post('/api/appointments/not-an-id/cancel', { reason: 'x' })).status).toBe(404);
    const noReason = await rosa.client.post(path, { reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.detail).toBe('Please tell us why you are cancelling');
    expect(await slotState(deps, slot('10:00').id)).toMatchObject({ isAvailable: false });

    const heard: string[] = [];
    const stop = deps.events.subscribe('slots', (e) => heard.push(e.providerProfileId));
    const res = await rosa.client.post(path, { reason: 'Feeling better' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Feeling better',
      cancelledByMe: true,
      cancelledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const [stored] = await deps.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(stored).toMatchObject({ cancelledBy: rosa.id, status: 'cancelled' });
    expect(await slotState(deps, slot('10:00').id)).toEqual({ isAvailable: true, overrideType: null });
    expect(await slotState(deps, slot('10:30').id)).toEqual({ isAvailable: true, overrideType: null });
    expect(await slotsOf(practice.providerId)).toEqual([`${date} 10:00`, `${date} 10:30`, `${date} 11:00`]);
    const toPatient = await queuedMails(deps, rosa.email);
    expect(toPatient.map((m) => m.template)).toEqual(['appointment-booked', 'appointment-cancelled']);
    expect(toPatient[1]!.attachments![0]!.content).toContain('METHOD:CANCEL');
    expect((await queuedMails(deps, practice.owner.email)).map((m) => m.template)).toContain(
      'appointment-cancelled-provider',
    );
    await eventually(() => heard.includes(practice.providerId));
    stop();

    const again = await rosa.client.post(path, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(inEnglish(APPOINTMENT_MESSAGES.notCancellable));
  });

  it('frees only what the booking took: a slot the provider blocked meanwhile stays blocked', async () => {
    const { practice, slot } = await practiceWithSlots();
    const rosa = await patient();
    const { id } = (
      await book(rosa.client, practice, slot('10:00'), { appointmentTypeId: practice.newPatient })
    ).body as { id: string };
    await deps.database.db.execute(
      sql`update provider_time_slots set override_type = 'blocked' where id = ${slot('10:30').id}`,
    );
    expect((await rosa.client.post(`/api/appointments/${id}/cancel`, { reason: 'Moving' })).status).toBe(200);
    expect(await slotState(deps, slot('10:00').id)).toEqual({ isAvailable: true, overrideType: null });
    expect(await slotState(deps, slot('10:30').id)).toEqual({ isAvailable: false, overrideType: 'blocked' });
  });

  it('lets a super admin cancel any appointment', async () => {
    const { practice, slot } = await practiceWithSlots();
    const rosa = await patient();
    const { id } = (await book(rosa.client, practice, slot('10:00'))).body as { id: string };
    const admin = await signedInUser(app, deps, 'super_admin');
    const res = await admin.client.post(`/api/appointments/${id}/cancel`, { reason: 'Duplicate booking' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelledByMe: true });
    // Someone else's appointment: the audit log records who cancelled it and why.
    const entries = await auditEntries(deps, { targetId: id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'appointment.cancel',
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'appointment',
      before: { status: 'scheduled', cancellationReason: null },
      after: { status: 'cancelled', cancellationReason: 'Duplicate booking' },
    });
    // Cancelled is final: a second try is refused and logs nothing.
    expect((await admin.client.post(`/api/appointments/${id}/cancel`, { reason: 'Again' })).status).toBe(409);
    expect(await auditCount(deps, { targetId: id })).toBe(1);
  });

  it("does not log a patient's or a practice's own changes, and logs a super admin's status change", async () => {
    const { practice, slot } = await practiceWithSlots();
    const rosa = await patient();
    const mine = (await book(rosa.client, practice, slot('10:00'))).body as { id: string };
    const theirs = (await book(rosa.client, practice, slot('10:30'))).body as { id: string };
    expect((await rosa.client.post(`/api/appointments/${mine.id}/cancel`, { reason: 'Moving' })).status).toBe(
      200,
    );
    const confirm = (who: { client: ReturnType<typeof apiClient> }) =>
      who.client.post(`/api/provider/appointments/${theirs.id}/status`, { status: 'confirmed' });
    expect((await confirm(rosa)).status).toBe(403);
    expect(await auditCount(deps, { targetId: mine.id })).toBe(0);
    expect(await auditCount(deps, { targetId: theirs.id })).toBe(0);
    const admin = await signedInUser(app, deps, 'super_admin');
    expect((await confirm(admin)).status).toBe(200);
    expect(await auditEntries(deps, { targetId: theirs.id })).toMatchObject([
      {
        action: 'appointment.status_change',
        actorId: admin.id,
        before: { status: 'scheduled' },
        after: { status: 'confirmed' },
      },
    ]);
    expect(
      (
        await practice.owner.client.post(`/api/provider/appointments/${theirs.id}/cancel`, {
          reason: 'Closed',
        })
      ).status,
    ).toBe(200);
    expect(await auditCount(deps, { targetId: theirs.id })).toBe(1);
  });
});

describe("a provider's appointments", () => {
  async function bookedPractice() {
    const setup = await practiceWithSlots();
    const rosa = await patient();
    const form = bookingForm(setup.practice, setup.slot('10:00'));
    const { id } = (await rosa.client.post('/api/appointments', form)).body as { id: string };
    return { ...setup, rosa, form, id };
  }

  it('lists their own profile only: today, upcoming and past, with the patient contact details', async () => {
    const { practice, rosa, id } = await bookedPractice();
    const past = await insertAppointment(deps, {
      patientId: rosa.id,
      providerId: practice.providerId,
      date: dayAhead(-2),
      time: '09:00',
      status: 'completed',
    });
    const res = await practice.owner.client.get('/api/provider/appointments');
    expect(res.status).toBe(200);
    const body = res.body as unknown as ProviderAppointmentsDto;
    expect(body.today).toEqual([]);
    expect(body.upcoming.map((a) => a.id)).toEqual([id]);
    expect(body.upcoming[0]).toMatchObject({ patientEmail: rosa.email, patientPhone: '(305) 555-0187' });
    expect(body.past.map((a) => a.id)).toEqual([past]);

    const stranger = await addPractice(app, deps);
    const theirs = (await stranger.owner.client.get('/api/provider/appointments'))
      .body as unknown as ProviderAppointmentsDto;
    expect([...theirs.today, ...theirs.upcoming, ...theirs.past]).toEqual([]);
    expect((await rosa.client.get('/api/provider/appointments')).status).toBe(403);
    expect((await guest().get('/api/provider/appointments')).status).toBe(401);
    const admin = await signedInUser(app, deps, 'super_admin');
    const none = await admin.client.get('/api/provider/appointments');
    expect(none.status).toBe(404);
    expect(none.body.detail).toBe(inEnglish(APPOINTMENT_MESSAGES.noProfile));
    const noProfile = await signedInUser(app, deps, 'provider');
    expect((await noProfile.client.get('/api/provider/appointments')).status).toBe(404);
  });

  it("lists today's visits under today, whatever their status", async () => {
    const practice = await addPractice(app, deps);
    const rosa = await patient();
    const today = dayAhead(0);
    const early = await insertAppointment(deps, {
      patientId: rosa.id,
      providerId: practice.providerId,
      date: today,
      time: '00:00',
    });
    const late = await insertAppointment(deps, {
      patientId: rosa.id,
      providerId: practice.providerId,
      date: today,
      time: '23:30',
      status: 'cancelled',
    });
    const body = (await practice.owner.client.get('/api/provider/appointments'))
      .body as unknown as ProviderAppointmentsDto;
    expect(body.today.map((a) => a.id)).toEqual([early, late]);
  });

  it('confirms, and marks completed or missed once the time has started; only their own', async () => {
    const { practice, rosa, id } = await bookedPractice();
    const path = `/api/provider/appointments/${id}/status`;
    const stranger = await addPractice(app, deps);
    const refused = await stranger.owner.client.post(path, { status: 'confirmed' });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(inEnglish(APPOINTMENT_MESSAGES.notYourPractice));
    expect((await rosa.client.post(path, { status: 'confirmed' })).status).toBe(403);
    expect((await guest().post(path, { status: 'confirmed' })).status).toBe(401);
    const bad = await practice.owner.client.post(path, { status: 'cancelled' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object)).toEqual(['status']);

    const early = await practice.owner.client.post(path, { status: 'completed' });
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(inEnglish(APPOINTMENT_MESSAGES.notStarted));
    const confirmed = await practice.owner.client.post(path, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    const twice = await practice.owner.client.post(path, { status: 'confirmed' });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(inEnglish(APPOINTMENT_MESSAGES.cannotConfirm));
    // Confirmed is still upcoming for the patient.
    const mine = (await rosa.client.get('/api/appointments/mine')).body as unknown as PatientAppointmentsDto;
    expect(mine.upcoming.find((a) => a.id === id)?.status).toBe('confirmed');

    const started = await insertAppointment(deps, {
      patientId: rosa.id,
      providerId: practice.providerId,
      date: dayAhead(-1),
      time: '09:00',
    });
    const startedPath = `/api/provider/appointments/${started}/status`;
    const completedAt = async () =>
      (await deps.database.db.select().from(appointments).where(eq(appointments.id, started)))[0]!
        .completedAt;
    expect((await practice.owner.client.post(startedPath, { status: 'completed' })).body.status).toBe(
      'completed',
    );
    expect(await completedAt()).not.toBeNull();
    // A mistake corrected: the patient did not come after all.
    expect((await practice.owner.client.post(startedPath, { status: 'no_show' })).body.status).toBe(
      'no_show',
    );
    expect(await completedAt()).toBeNull();

    const gone = await insertAppointment(deps, {
      patientId: rosa.id,
      providerId: practice.providerId,
      date: dayAhead(-1),
      time: '10:00',
      status: 'cancelled',
    });
    const late = await practice.owner.client.post(`/api/provider/appointments/${gone}/status`, {
      status: 'completed',
    });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(inEnglish(APPOINTMENT_MESSAGES.notChangeable));
  });

  it("cancels their own practice's appointment with a reason, not another's", async () => {
    const { practice, rosa, id, slot } = await bookedPractice();
    const path = `/api/provider/appointments/${id}/cancel`;
    const stranger = await addPractice(app, deps);
    expect((await stranger.owner.client.post(path, { reason: 'Not mine' })).status).toBe(403);
    const asPatient = await (await patient()).client.post(path, { reason: 'x' });
    expect(asPatient.status).toBe(403);
    const res = await practice.owner.client.post(path, { reason: 'The doctor is ill' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'The doctor is ill',
      cancelledByMe: true,
    });
    expect(await slotState(deps, slot('10:00').id)).toEqual({ isAvailable: true, overrideType: null });
    expect((await queuedMails(deps, rosa.email)).map((m) => m.template)).toEqual([
      'appointment-booked',
      'appointment-cancelled',
    ]);
    // The patient sees who cancelled: not them.
    const stored = (await practice.owner.client.get('/api/provider/appointments'))
      .body as unknown as ProviderAppointmentsDto;
    expect(stored.past.find((a) => a.id === id)).toMatchObject({ status: 'cancelled' });
  });
});

describe('calendar file', () => {
  it('gives the patient and the provider an iCalendar file in Florida time; nobody else', async () => {
    const { practice, date, slot } = await practiceWithSlots();
    const rosa = await patient();
    const { id } = (
      await book(rosa.client, practice, slot('10:30'), { appointmentTypeId: practice.newPatient })
    ).body as { id: string };
    const path = `/api/appointments/${id}/calendar.ics`;
    const compact = date.replaceAll('-', '');

    const res = await app.request(path, { headers: { cookie: rosa.client.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="appointment-${date}.ics"`);
    const ics = await res.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    expect(ics).toContain(`UID:appointment-${id}@localhost`);
    expect(ics).toContain(`DTSTART;TZID=America/New_York:${compact}T103000`);
    expect(ics).toContain(`DTEND;TZID=America/New_York:${compact}T113000`);
    expect(ics).toContain(`SUMMARY:Appointment with ${practice.name}`);
    expect(ics).toContain('LOCATION:1450 Coral Way\\, Suite 204\\, Miami\\, FL 33145');
    expect(ics).toContain('STATUS:CONFIRMED');

    const forPractice = await app.request(path, { headers: { cookie: practice.owner.client.cookie } });
    expect(forPractice.status).toBe(200);
    expect(await forPractice.text()).toContain('SUMMARY:Appointment with Rosa Delgado');

    const someone = await patient();
    expect((await app.request(path, { headers: { cookie: someone.client.cookie } })).status).toBe(403);
    const stranger = await addPractice(app, deps);
    expect((await app.request(path, { headers: { cookie: stranger.owner.client.cookie } })).status).toBe(403);
    expect((await app.request(path)).status).toBe(401);
    expect(
      (
        await app.request('/api/appointments/4a8f1c9e-0000-4000-8000-000000000000/calendar.ics', {
          headers: { cookie: rosa.client.cookie },
        })
      ).status,
    ).toBe(404);
  });
});
