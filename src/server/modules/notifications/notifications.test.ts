import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_LIMIT_MESSAGE,
  NOTIFICATIONS_MAX,
  type NotificationDto,
  type NotificationListDto,
} from '#shared/notifications/notification-schemas.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { practiceInstant } from '#shared/schedule/slot-rules.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { appointments, jobs, notifications, users } from '../../db/schema/index.ts';
import { TEST_ORIGIN, testServices } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import { streamReader, type StreamReader } from '../../test/streams.ts';
import { longDate } from '#shared/format/dates.ts';
import { timeOfDay } from '#shared/format/times.ts';
import { sweepReminders } from '../appointments/reminders.ts';
import {
  addPractice,
  addSlots,
  bookingForm,
  dayAhead,
  insertAppointment,
} from '../appointments/test-fixtures.ts';
import { notify, notifyNow, PUSH_JOB, type NotifyInput } from './notify.ts';

let deps: AppDeps;
let app: App;
beforeAll(async () => {
  ({ deps, app } = await testServices());
});

type User = Awaited<ReturnType<typeof signedInUser>>;
const HOUR = 3_600_000;

const input = (userId: string, n: number, extra: Partial<NotifyInput> = {}): NotifyInput => ({
  userId,
  kind: 'message',
  words: () => ({ title: `Title ${n}`, body: `Body ${n}` }),
  url: '/patient-dashboard/messages',
  data: { conversationId: randomUUID() },
  ...extra,
});

async function list(user: User, query = ''): Promise<NotificationListDto> {
  const res = await user.client.get(`/api/notifications${query}`);
  expect(res.status).toBe(200);
  return res.body as unknown as NotificationListDto;
}

/** The user's event stream (GET /api/events), read until a pattern shows up. */
const open: StreamReader[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.cancel()));
});
async function eventStream(user: User) {
  const res = await app.request('/api/events', {
    headers: { cookie: user.client.cookie, origin: TEST_ORIGIN },
  });
  expect(res.status).toBe(200);
  const stream = streamReader(res.body!);
  open.push(stream);
  await stream.until(/: connected\n\n/);
  return stream;
}

const onlyOne = (dto: NotificationListDto, kind: NotificationDto['kind']) => {
  const found = dto.notifications.filter((n) => n.kind === kind);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('notifications API: who may see and change what', () => {
  it('refuses guests (401) on every route', async () => {
    const id = randomUUID();
    const guest = async (method: string, path: string) =>
      (await app.request(path, { method, headers: { origin: TEST_ORIGIN } })).status;
    expect(await guest('GET', '/api/notifications')).toBe(401);
    expect(await guest('GET', '/api/notifications?limit=abc')).toBe(401);
    expect(await guest('POST', `/api/notifications/${id}/read`)).toBe(401);
    expect(await guest('POST', '/api/notifications/read-all')).toBe(401);
    expect(await guest('GET', '/api/push/public-key')).toBe(401);
    expect(await guest('POST', '/api/push/subscriptions')).toBe(401);
    expect(await guest('DELETE', '/api/push/subscriptions')).toBe(401);
  });

  it("lists only the caller's notifications, newest first, with the caller's unread total", async () => {
    const ana = await signedInUser(app, deps, 'patient');
    const ben = await signedInUser(app, deps, 'provider');
    for (let n = 1; n <= 3; n++) await notifyNow(deps, input(ana.id, n));
    await notifyNow(deps, input(ben.id, 9, { kind: 'new_review', url: '/provider-dashboard/reviews' }));

    const mine = await list(ana);
    expect(mine.unread).toBe(3);
    expect(mine.notifications.map((n) => n.title)).toEqual(['Title 3', 'Title 2', 'Title 1']);
    const first = mine.notifications[0]!;
    expect(first).toEqual({
      id: expect.any(String),
      kind: 'message',
      title: 'Title 3',
      body: 'Body 3',
      url: '/patient-dashboard/messages',
      data: { conversationId: expect.any(String) },
      readAt: null,
      createdAt: expect.any(String),
    });
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);

    const bens = await list(ben);
    expect(bens.unread).toBe(1);
    expect(bens.notifications.map((n) => n.title)).toEqual(['Title 9']);
  });

  it(`shows 20 by default, takes a limit from 1 to 50, and refuses others with 400`, async () => {
    const cara = await signedInUser(app, deps, 'patient');
    for (let n = 1; n <= 22; n++) await notifyNow(deps, input(cara.id, n));
    const byDefault = await list(cara);
    expect(byDefault.notifications).toHaveLength(20);
    expect(byDefault.unread).toBe(22);
    expect(byDefault.notifications[0]!.title).toBe('Title 22');
    expect((await list(cara, '?limit=5')).notifications).toHaveLength(5);
    expect((await list(cara, '?limit=1')).notifications.map((n) => n.title)).toEqual(['Title 22']);
    expect((await list(cara, '?limit=50')).notifications).toHaveLength(22);
    for (const bad of ['0', '51', '-1', '1.5', 'abc', '', '1e1']) {
      const res = await cara.client.get(`/api/notifications?limit=${bad}`);
      expect(res.status, `limit=${bad}`).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect((res.body.errors as Record<string, string>).limit).toBe(
        'Limit must be a whole number from 1 to 50',
      );
    }
    const spanish = await cara.client.speaking('es').get('/api/notifications?limit=51');
    expect(spanish.body.errors).toEqual({ limit: 'El límite debe ser un número entero del 1 al 50' });
    expect(spanish.body.codes).toEqual({ limit: NOTIFICATION_LIMIT_MESSAGE });
    // The words name the limit the check holds.
    expect(inEnglish(NOTIFICATION_LIMIT_MESSAGE)).toBe(
      `Limit must be a whole number from 1 to ${NOTIFICATIONS_MAX}`,
    );
  });

  it("marks one read (204); another user's, unknown and malformed ids are 404 and change nothing", async () => {
    const dina = await signedInUser(app, deps, 'patient');
    const eli = await signedInUser(app, deps, 'patient');
    const hers = await notifyNow(deps, input(dina.id, 1));
    await notifyNow(deps, input(dina.id, 2));

    expect((await eli.client.post(`/api/notifications/${hers.id}/read`)).status).toBe(404);
    expect((await eli.client.post(`/api/notifications/${randomUUID()}/read`)).status).toBe(404);
    expect((await eli.client.post('/api/notifications/not-a-uuid/read')).status).toBe(404);
    expect((await list(dina)).unread).toBe(2);
    expect((await list(eli)).notifications).toEqual([]);

    const stream = await eventStream(dina);
    expect((await dina.client.post(`/api/notifications/${hers.id}/read`)).status).toBe(204);
    await stream.until(/event: notifications-read\ndata: \{"type":"notifications-read"\}\n\n/);
    const after = await list(dina);
    expect(after.unread).toBe(1);
    const read = after.notifications.find((n) => n.id === hers.id)!;
    expect(read.readAt).not.toBeNull();
    // Reading it again is still 204 and keeps the first time.
    expect((await dina.client.post(`/api/notifications/${hers.id}/read`)).status).toBe(204);
    expect((await list(dina)).notifications.find((n) => n.id === hers.id)!.readAt).toBe(read.readAt);
  });

  it("marks all the caller's read (204), not anyone else's, and tells the caller's other tabs", async () => {
    const fay = await signedInUser(app, deps, 'provider');
    const gus = await signedInUser(app, deps, 'patient');
    for (let n = 1; n <= 3; n++) await notifyNow(deps, input(fay.id, n));
    await notifyNow(deps, input(gus.id, 1));
    const fays = await eventStream(fay);
    const guss = await eventStream(gus);

    expect((await fay.client.post('/api/notifications/read-all')).status).toBe(204);
    await fays.until(/event: notifications-read\n/);
    const after = await list(fay);
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n) => n.readAt !== null)).toBe(true);
    expect((await list(gus)).unread).toBe(1);
    // Give a stray event the time to arrive before saying there was none.
    await new Promise((r) => setTimeout(r, 100));
    expect(guss.text).not.toContain('notifications-read');
  });

  it("saves the notification and queues its push in the caller's transaction: a rollback leaves neither", async () => {
    const hal = await signedInUser(app, deps, 'patient');
    await expect(
      deps.database.db.transaction(async (tx) => {
        await notify(deps, input(hal.id, 1), tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await list(hal)).notifications).toEqual([]);

    const notice = await notifyNow(deps, input(hal.id, 2));
    const queued = await deps.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, PUSH_JOB), sql`${jobs.payload}->>'notificationId' = ${notice.id}`));
    expect(queued).toHaveLength(1);
  });
});

describe('the API document', () => {
  it('describes every notifications and push route', async () => {
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; schema: { type?: string } }[] }>>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/notifications',
        '/api/notifications/{id}/read',
        '/api/notifications/read-all',
        '/api/push/public-key',
        '/api/push/subscriptions',
      ]),
    );
    expect(Object.keys(doc.paths['/api/push/subscriptions']!).sort()).toEqual(['delete', 'post']);
    const limit = doc.paths['/api/notifications']!.get!.parameters!.find((p) => p.name === 'limit');
    expect(limit?.schema.type).toBe('integer');
  });
});

describe('the notification kinds', () => {
  it('appointment_booked: the practice hears of a booking, with the patient, visit, day and time', async () => {
    const practice = await addPractice(app, deps);
    const date = dayAhead(3);
    const ids = await addSlots(deps, practice.providerId, date, ['14:30']);
    const rosa = await signedInUser(app, deps, 'patient');
    const stream = await eventStream(practice.owner);

    const res = await rosa.client.post(
      '/api/appointments',
      bookingForm(
        practice,
        { id: ids['14:30']!, date, time: '14:30' },
        { firstName: 'Rosa', lastName: 'Delgado' },
      ),
    );
    expect(res.status).toBe(201);
    await stream.until(/event: notification\ndata: .*"kind":"appointment_booked".*\n\n/);

    const n = onlyOne(await list(practice.owner), 'appointment_booked');
    expect(n.title).toBe('New appointment booked');
    expect(n.body).toBe(`Follow-up Visit with Rosa Delgado on ${longDate(date, 'en')} at 2:30 PM.`);
    expect(n.url).toBe('/provider-dashboard/appointments');
    expect(n.data).toEqual({ appointmentId: res.body.id });
    expect(stream.text).toContain(
      `data: {"type":"notification","notificationId":"${n.id}","kind":"appointment_booked"}`,
    );
    // The patient is not told of their own booking in the bell menu (their mail says it).
    expect((await list(rosa)).notifications).toEqual([]);
  });

  it('appointment_booked: a booking that fails leaves no notification', async () => {
    const practice = await addPractice(app, deps);
    const date = dayAhead(3);
    const ids = await addSlots(deps, practice.providerId, date, ['09:00']);
    const first = await signedInUser(app, deps, 'patient');
    const second = await signedInUser(app, deps, 'patient');
    const form = bookingForm(practice, { id: ids['09:00']!, date, time: '09:00' });
    expect((await first.client.post('/api/appointments', form)).status).toBe(201);
    expect((await second.client.post('/api/appointments', form)).status).toBe(409);
    expect((await list(practice.owner)).notifications).toHaveLength(1);
  });

  it('appointment_reminder: the patient gets it when the reminder mail is queued, once', async () => {
    const practice = await addPractice(app, deps);
    const date = dayAhead(4);
    const ids = await addSlots(deps, practice.providerId, date, ['10:00']);
    const rosa = await signedInUser(app, deps, 'patient');
    const booked = await rosa.client.post(
      '/api/appointments',
      bookingForm(practice, { id: ids['10:00']!, date, time: '10:00' }),
    );
    expect(booked.status).toBe(201);
    const startsAt = practiceInstant(date, '10:00').getTime();
    const stream = await eventStream(rosa);

    await sweepReminders(deps, new Date(startsAt - 25 * HOUR));
    expect((await list(rosa)).notifications).toEqual([]);
    await sweepReminders(deps, new Date(startsAt - 23 * HOUR));
    await stream.until(/event: notification\ndata: .*"kind":"appointment_reminder".*\n\n/);
    await sweepReminders(deps, new Date(startsAt - 22 * HOUR));

    const n = onlyOne(await list(rosa), 'appointment_reminder');
    expect(n.title).toBe('Appointment reminder');
    expect(n.body).toBe(
      `Your Follow-up Visit with ${practice.name} is on ${longDate(date, 'en')} at 10:00 AM.`,
    );
    expect(n.url).toBe('/patient-dashboard/appointments');
    expect(n.data).toEqual({ appointmentId: booked.body.id });
    expect(
      (await list(practice.owner)).notifications.filter((x) => x.kind === 'appointment_reminder'),
    ).toEqual([]);
  });

  it('new_review: the practice gets the stars and the comment cut to 50 characters (47 and ...)', async () => {
    const practice = await addPractice(app, deps);
    const rosa = await signedInUser(app, deps, 'patient');
    const comment = 'Dr. Morales listened to every question I had and explained my options clearly.';
    const stream = await eventStream(practice.owner);
    const res = await rosa.client.post(`/api/providers/${practice.providerId}/reviews`, {
      rating: 4,
      content: comment,
    });
    expect(res.status).toBe(201);
    await stream.until(/event: notification\ndata: .*"kind":"new_review".*\n\n/);

    const n = onlyOne(await list(practice.owner), 'new_review');
    const preview = `${comment.slice(0, 47)}...`;
    expect(preview).toHaveLength(50);
    expect(n.title).toBe('New review');
    expect(n.body).toBe(`4 out of 5 stars: "${preview}"`);
    expect(n.url).toBe('/provider-dashboard/reviews');
    expect(n.data).toEqual({ reviewId: res.body.id });
    expect((await list(rosa)).notifications).toEqual([]);

    // A short comment is shown whole; no comment says so.
    const other = await addPractice(app, deps);
    await rosa.client.post(`/api/providers/${other.providerId}/reviews`, {
      rating: 1,
      content: 'Too rushed.',
    });
    expect(onlyOne(await list(other.owner), 'new_review').body).toBe('1 out of 5 stars: "Too rushed."');
    const third = await addPractice(app, deps);
    await rosa.client.post(`/api/providers/${third.providerId}/reviews`, { rating: 5 });
    expect(onlyOne(await list(third.owner), 'new_review').body).toBe('5 out of 5 stars, with no comment.');
  });

  it('schedule_conflict: hours changed so that booked visits fall outside them tell the practice how many', async () => {
    const practice = await addPractice(app, deps);
    const patient = await signedInUser(app, deps, 'patient');
    const day = dayAhead(2);
    const visit = (time: string, status = 'scheduled') =>
      insertAppointment(deps, {
        patientId: patient.id,
        providerId: practice.providerId,
        date: day,
        time,
        status,
      });
    await visit('10:00');
    await visit('14:00', 'confirmed');
    await visit('15:00', 'pending_approval');
    await visit('16:00', 'cancelled');
    // Yesterday's visit is past: no longer anyone's conflict.
    await insertAppointment(deps, {
      patientId: patient.id,
      providerId: practice.providerId,
      date: dayAhead(-1),
      time: '16:30',
    });
    const stream = await eventStream(practice.owner);
    const mornings = { open: '06:00', close: '12:00', closed: false };
    const officeHours = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        mornings,
      ]),
    );

    const saved = await practice.owner.client.put('/api/provider/schedule/office-hours', officeHours);
    expect(saved.status).toBe(200);
    await stream.until(/event: notification\ndata: .*"kind":"schedule_conflict".*\n\n/);
    const n = onlyOne(await list(practice.owner), 'schedule_conflict');
    expect(n.title).toBe('Schedule conflict');
    expect(n.body).toBe(
      `2 booked appointments are now outside your office hours. The first is on ${longDate(day, 'en')} at 2:00 PM. Please review them.`,
    );
    expect(n.url).toBe('/provider-dashboard/appointments');
    // The visits stay booked: nothing is cancelled behind the patient's back.
    const statuses = await deps.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.providerProfileId, practice.providerId));
    expect(statuses.filter((s) => s.status !== 'cancelled')).toHaveLength(4);

    // Saving the same hours again makes no new conflict, so no second notification.
    await practice.owner.client.put('/api/provider/schedule/office-hours', officeHours);
    expect(
      (await list(practice.owner)).notifications.filter((x) => x.kind === 'schedule_conflict'),
    ).toHaveLength(1);

    // Weekly hours that leave out the 10:00 visit: one more, named for what changed.
    const early = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '07:00',
      endTime: '09:00',
    }));
    const windows = await practice.owner.client.put('/api/provider/schedule/availability', {
      windows: early,
    });
    expect(windows.status).toBe(200);
    const latest = (await list(practice.owner)).notifications[0]!;
    expect(latest.kind).toBe('schedule_conflict');
    expect(latest.body).toBe(
      `1 booked appointment is now outside your weekly availability. It is on ${longDate(day, 'en')} at 10:00 AM. Please review it.`,
    );
  });

  it('schedule_conflict: a change that leaves every booked visit inside the hours tells no one', async () => {
    const practice = await addPractice(app, deps);
    const patient = await signedInUser(app, deps, 'patient');
    await insertAppointment(deps, {
      patientId: patient.id,
      providerId: practice.providerId,
      date: dayAhead(2),
      time: '10:00',
    });
    const res = await practice.owner.client.put('/api/provider/schedule/availability', {
      windows: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '09:00',
        endTime: '12:00',
      })),
    });
    expect(res.status).toBe(200);
    expect((await list(practice.owner)).notifications).toEqual([]);
    const rows = await deps.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, practice.owner.id));
    expect(rows).toEqual([]);
  });
});

describe('the recipient’s language', () => {
  const speaksSpanish = (userId: string) =>
    deps.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, userId));

  it('writes a notification in the language of the account it is for, and keeps it as written', async () => {
    const practice = await addPractice(app, deps);
    await speaksSpanish(practice.owner.id);
    const date = dayAhead(3);
    const ids = await addSlots(deps, practice.providerId, date, ['14:30']);
    // The patient reads English: the practice's notice is in the practice's Spanish all the same.
    const rosa = await signedInUser(app, deps, 'patient');
    const res = await rosa.client.post(
      '/api/appointments',
      bookingForm(
        practice,
        { id: ids['14:30']!, date, time: '14:30' },
        { firstName: 'Rosa', lastName: 'Delgado' },
      ),
    );
    expect(res.status).toBe(201);
    const n = onlyOne(await list(practice.owner), 'appointment_booked');
    expect(n.title).toBe('Nueva cita reservada');
    expect(n.body).toBe(
      `La cita (Follow-up Visit) con Rosa Delgado es el ${longDate(date, 'es')} a las ${timeOfDay('14:30', 'es')}`,
    );
    expect(n.body).toContain('2:30 p.m.');

    // Changing language later does not re-word what was written.
    await deps.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, practice.owner.id));
    expect(onlyOne(await list(practice.owner), 'appointment_booked').title).toBe('Nueva cita reservada');
  });

  it('words a new message for a Spanish reader, with what was written as it is', async () => {
    const ana = await signedInUser(app, deps, 'patient');
    await speaksSpanish(ana.id);
    await notifyNow(deps, {
      userId: ana.id,
      kind: 'message',
      words: ({ t }) => ({
        title: t('notices.message.title', { named: 'yes', writer: 'Dr. Elena Morales' }),
        body: 'Hello',
      }),
      url: '/patient-dashboard/messages',
    });
    expect((await list(ana)).notifications[0]).toMatchObject({
      title: 'Nuevo mensaje de Dr. Elena Morales',
      body: 'Hello',
    });
  });
});
