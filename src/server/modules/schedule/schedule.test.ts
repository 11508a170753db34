import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SCHEDULE_MESSAGES,
  addDaysIso,
  practiceNow,
  type GenerateSlotsResultDto,
  type ScheduleCalendarDto,
  type ScheduleDto,
  type SlotChangeResultDto,
} from '#shared/schedule/schedule.ts';
import {
  appointmentTypes,
  appointments,
  providerAvailability,
  providerProfiles,
  providerTimeSlots,
} from '../../db/schema/index.ts';
import type { OfficeHours } from '../../db/schema/providers.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '#shared/validation/query-values.ts';
import { apiClient, testServices } from '../../test/harness.ts';
import { auditCount, auditEntries } from '../../test/audit-log.ts';
import { addProvider, signedInUser } from '../../test/people.ts';
import type { App } from '../../app.ts';
import { inEnglish } from '../../lib/i18n.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import * as service from './service.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

const M = SCHEDULE_MESSAGES;
const WEEKDAYS_9_TO_5: OfficeHours = {
  monday: { open: '08:00', close: '17:00', closed: false },
  tuesday: { open: '08:00', close: '17:00', closed: false },
  wednesday: { open: '08:00', close: '17:00', closed: false },
  thursday: { open: '08:00', close: '17:00', closed: false },
  friday: { open: '08:00', close: '17:00', closed: false },
  saturday: { open: '08:00', close: '17:00', closed: false },
  sunday: { open: '08:00', close: '17:00', closed: false },
};
const EVERY_DAY_MORNINGS = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '09:00',
  endTime: '12:00',
}));

/** A provider account that owns a listed profile, open every day 08:00-17:00 unless told otherwise. */
async function ownedProvider(officeHours: OfficeHours = WEEKDAYS_9_TO_5) {
  const owner = await signedInUser(app, deps, 'provider', { firstName: 'Sam', lastName: 'Schedule' });
  const id = await addProvider(deps, {
    userId: owner.id,
    firstName: 'Sam',
    lastName: 'Schedule',
    officeHours,
  });
  const user: SessionUser = {
    id: owner.id,
    email: owner.email,
    role: 'provider',
    firstName: 'Sam',
    lastName: 'Schedule',
  };
  return { id, owner, user };
}

const slotRows = (providerId: string) =>
  deps.database.db
    .select({
      id: providerTimeSlots.id,
      date: providerTimeSlots.slotDate,
      time: providerTimeSlots.startTime,
      isAvailable: providerTimeSlots.isAvailable,
      overrideType: providerTimeSlots.overrideType,
    })
    .from(providerTimeSlots)
    .where(eq(providerTimeSlots.providerProfileId, providerId))
    .orderBy(providerTimeSlots.slotDate, providerTimeSlots.startTime);

const slotAt = async (providerId: string, date: string, time: string) =>
  (await slotRows(providerId)).find((s) => s.date === date && s.time.startsWith(time));

/** A blocking appointment written as the booking flow writes it (its slot marked 'booked'). */
async function book(providerId: string, date: string, time: string, durationMinutes: number) {
  const patient = await signedInUser(app, deps, 'patient', { firstName: 'Maria', lastName: 'Garcia' });
  const slot = await slotAt(providerId, date, time);
  if (slot) {
    await deps.database.db
      .update(providerTimeSlots)
      .set({ isAvailable: false, overrideType: 'booked' })
      .where(eq(providerTimeSlots.id, slot.id));
  }
  const [row] = await deps.database.db
    .insert(appointments)
    .values({
      patientId: patient.id,
      providerProfileId: providerId,
      slotId: slot?.id ?? null,
      appointmentDate: date,
      appointmentTime: time,
      appointmentDuration: durationMinutes,
      status: 'scheduled',
      patientFirstName: 'Maria',
      patientLastName: 'Garcia',
      patientEmail: patient.email,
      patientPhone: '305-555-0100',
      patientDateOfBirth: '1950-04-02',
    })
    .returning({ id: appointments.id });
  return row!.id;
}

const tomorrow = () => addDaysIso(practiceNow(new Date()).date, 1);

describe('the API document', () => {
  it('describes every schedule route', async () => {
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/provider/schedule',
        '/api/provider/schedule/availability',
        '/api/provider/schedule/office-hours',
        '/api/provider/schedule/slots/generate',
        '/api/provider/schedule/slots/block',
        '/api/provider/schedule/slots/unblock',
        '/api/provider/schedule/appointment-types',
        '/api/provider/schedule/appointment-types/{id}',
        '/api/provider/schedule/calendar',
      ]),
    );
  });
});

describe('who may change a schedule', () => {
  it('answers a guest with 401 and a patient with 403 on every route, and writes nothing', async () => {
    const { id } = await ownedProvider();
    const guest = apiClient(app);
    const patient = await signedInUser(app, deps, 'patient');
    const day = tomorrow();
    const calls: { method: 'get' | 'put' | 'post'; path: string; body?: Record<string, unknown> }[] = [
      { method: 'get', path: '/api/provider/schedule' },
      { method: 'put', path: '/api/provider/schedule/availability', body: { windows: EVERY_DAY_MORNINGS } },
      { method: 'put', path: '/api/provider/schedule/office-hours', body: WEEKDAYS_9_TO_5 },
      { method: 'post', path: '/api/provider/schedule/slots/generate', body: {} },
      {
        method: 'post',
        path: '/api/provider/schedule/slots/block',
        body: { date: day, startTime: '09:00', endTime: '10:00' },
      },
      {
        method: 'post',
        path: '/api/provider/schedule/slots/unblock',
        body: { date: day, startTime: '09:00', endTime: '10:00' },
      },
      { method: 'post', path: '/api/provider/schedule/appointment-types', body: { name: 'Visit' } },
      { method: 'get', path: `/api/provider/schedule/calendar?from=${day}&to=${day}` },
    ];
    for (const { method, path, body } of calls) {
      const url = `${path}${path.includes('?') ? '&' : '?'}providerProfileId=${id}`;
      const send = (client: ReturnType<typeof apiClient>) =>
        method === 'get' ? client.get(url) : client[method](url, body);
      expect((await send(guest)).status, `${method} ${path} as guest`).toBe(401);
      expect((await send(patient.client)).status, `${method} ${path} as patient`).toBe(403);
    }
    expect(await slotRows(id)).toEqual([]);
  });

  it("refuses another provider's schedule, slots and types with 403 and changes nothing", async () => {
    const mine = await ownedProvider();
    const other = await ownedProvider();
    await service.saveAvailability(deps, mine.user, 'en', { windows: EVERY_DAY_MORNINGS });
    const generated = await mine.owner.client.post('/api/provider/schedule/slots/generate', {});
    expect(generated.status).toBe(200);
    const type = await mine.owner.client.post('/api/provider/schedule/appointment-types', {
      name: 'Checkup',
    });
    expect(type.status).toBe(201);
    const slot = (await slotRows(mine.id)).find((s) => s.date >= tomorrow())!;

    const q = `?providerProfileId=${mine.id}`;
    const c = other.owner.client;
    for (const res of [
      await c.get(`/api/provider/schedule${q}`),
      await c.put(`/api/provider/schedule/availability${q}`, { windows: [] }),
      await c.put(`/api/provider/schedule/office-hours${q}`, WEEKDAYS_9_TO_5),
      await c.post(`/api/provider/schedule/slots/generate${q}`, {}),
      await c.post(`/api/provider/schedule/slots/block${q}`, {
        date: slot.date,
        startTime: '09:00',
        endTime: '12:00',
      }),
      await c.post('/api/provider/schedule/slots/block', { slotId: slot.id }),
      await c.post('/api/provider/schedule/slots/unblock', { slotId: slot.id }),
      await c.patch(`/api/provider/schedule/appointment-types/${type.body.id}`, { name: 'Mine now' }),
      await c.delete(`/api/provider/schedule/appointment-types/${type.body.id}`),
      await c.get(
        `/api/provider/schedule/calendar?from=${slot.date}&to=${slot.date}&providerProfileId=${mine.id}`,
      ),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(inEnglish(M.notYourSchedule));
    }
    expect(await slotAt(mine.id, slot.date, slot.time.slice(0, 5))).toMatchObject({
      isAvailable: true,
      overrideType: null,
    });
    const [stored] = await deps.database.db
      .select({ name: appointmentTypes.name, active: appointmentTypes.isActive })
      .from(appointmentTypes)
      .where(eq(appointmentTypes.id, String(type.body.id)));
    expect(stored).toEqual({ name: 'Checkup', active: true });
    const windows = await deps.database.db
      .select({ id: providerAvailability.id })
      .from(providerAvailability)
      .where(eq(providerAvailability.providerProfileId, mine.id));
    expect(windows).toHaveLength(7);
  });

  it('lets a super_admin work on a named provider, and asks which one otherwise', async () => {
    const { id } = await ownedProvider();
    const admin = await signedInUser(app, deps, 'super_admin');
    const missing = await admin.client.get('/api/provider/schedule');
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe(inEnglish(M.chooseProvider));
    const res = await admin.client.get(`/api/provider/schedule?providerProfileId=${id}`);
    expect(res.status).toBe(200);
    expect(res.body as unknown as ScheduleDto).toMatchObject({
      providerProfileId: id,
      // Named as the profile names them (src/shared/display-name.ts).
      providerName: 'Dr. Sam Schedule',
    });
  });

  it('tells a provider without a profile that they have none (404)', async () => {
    const lonely = await signedInUser(app, deps, 'provider');
    const res = await lonely.client.get('/api/provider/schedule');
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(inEnglish(M.noProfile));
  });
});

describe('weekly hours and office hours', () => {
  it('replaces the week and reads it back, Sunday first and by time', async () => {
    const { owner } = await ownedProvider();
    const put = await owner.client.put('/api/provider/schedule/availability', {
      windows: [
        { dayOfWeek: 1, startTime: '13:00', endTime: '17:00' },
        { dayOfWeek: 1, startTime: '09:00', endTime: '13:00' },
        { dayOfWeek: 0, startTime: '10:00', endTime: '11:30' },
      ],
    });
    expect(put.status).toBe(200);
    expect((put.body as unknown as ScheduleDto).availability).toEqual([
      { dayOfWeek: 0, startTime: '10:00', endTime: '11:30' },
      { dayOfWeek: 1, startTime: '09:00', endTime: '13:00' },
      { dayOfWeek: 1, startTime: '13:00', endTime: '17:00' },
    ]);
    const cleared = await owner.client.put('/api/provider/schedule/availability', { windows: [] });
    expect((cleared.body as unknown as ScheduleDto).availability).toEqual([]);
  });

  it.each([
    [{ dayOfWeek: 2, startTime: '12:00', endTime: '09:00' }, 'windows.0.endTime', inEnglish(M.endAfterStart)],
    [{ dayOfWeek: 2, startTime: '09:15', endTime: '12:00' }, 'windows.0.startTime', inEnglish(M.halfHour)],
    [{ dayOfWeek: 2, startTime: '9am', endTime: '12:00' }, 'windows.0.startTime', inEnglish(M.timeFormat)],
    [{ dayOfWeek: 7, startTime: '09:00', endTime: '12:00' }, 'windows.0.dayOfWeek', inEnglish(M.dayOfWeek)],
  ])('refuses %o with 400 and its message, keeping the week as it was', async (window, field, message) => {
    const { owner, id } = await ownedProvider();
    await owner.client.put('/api/provider/schedule/availability', { windows: EVERY_DAY_MORNINGS });
    const res = await owner.client.put('/api/provider/schedule/availability', { windows: [window] });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.detail).toBe(message);
    expect((res.body.errors as Record<string, string>)[field]).toBe(message);
    const rows = await deps.database.db
      .select({ id: providerAvailability.id })
      .from(providerAvailability)
      .where(eq(providerAvailability.providerProfileId, id));
    expect(rows).toHaveLength(7);
  });

  it('refuses overlapping hours on one day but accepts hours that touch', async () => {
    const { owner } = await ownedProvider();
    const overlap = await owner.client.put('/api/provider/schedule/availability', {
      windows: [
        { dayOfWeek: 3, startTime: '09:00', endTime: '12:00' },
        { dayOfWeek: 3, startTime: '11:30', endTime: '14:00' },
      ],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.detail).toBe(
      'These hours overlap other hours on Wednesday. Please change one of them.',
    );
    expect(overlap.body.code).toBe(M.overlap);
    const touching = await owner.client.put('/api/provider/schedule/availability', {
      windows: [
        { dayOfWeek: 3, startTime: '09:00', endTime: '12:00' },
        { dayOfWeek: 3, startTime: '12:00', endTime: '14:00' },
        { dayOfWeek: 4, startTime: '11:30', endTime: '14:00' },
      ],
    });
    expect(touching.status).toBe(200);
  });

  it("answers in the page's language, naming the day in it; the codes stay the same", async () => {
    const { owner } = await ownedProvider();
    const overlap = await owner.client.speaking('es').put('/api/provider/schedule/availability', {
      windows: [
        { dayOfWeek: 3, startTime: '09:00', endTime: '12:00' },
        { dayOfWeek: 3, startTime: '11:30', endTime: '14:00' },
      ],
    });
    expect(overlap.status).toBe(400);
    const words = 'Estas horas coinciden con otras horas del miércoles. Por favor, cambie una de ellas.';
    expect(overlap.body.detail).toBe(words);
    expect(overlap.body.errors).toEqual({ 'windows.1.startTime': words });
    expect(overlap.body.code).toBe(M.overlap);
    expect(overlap.body.codes).toEqual({ 'windows.1.startTime': M.overlap });
  });

  it('saves office hours per weekday and refuses a close before the open', async () => {
    const { owner, id } = await ownedProvider();
    const week = { ...WEEKDAYS_9_TO_5, sunday: { open: '', close: '', closed: true } };
    const ok = await owner.client.put('/api/provider/schedule/office-hours', week);
    expect(ok.status).toBe(200);
    expect((ok.body as unknown as ScheduleDto).officeHours.sunday).toEqual({
      open: '09:00',
      close: '17:00',
      closed: true,
    });
    expect((ok.body as unknown as ScheduleDto).officeHours.monday).toEqual({
      open: '08:00',
      close: '17:00',
      closed: false,
    });

    const bad = await owner.client.put('/api/provider/schedule/office-hours', {
      ...week,
      tuesday: { open: '17:00', close: '08:00', closed: false },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(inEnglish(M.closeAfterOpen));
    expect((bad.body.errors as Record<string, string>)['tuesday.close']).toBe(inEnglish(M.closeAfterOpen));
    const [row] = await deps.database.db
      .select({ hours: providerProfiles.officeHours })
      .from(providerProfiles)
      .where(eq(providerProfiles.id, id));
    expect(row!.hours.tuesday).toEqual({ open: '08:00', close: '17:00', closed: false });
  });
});

describe('making time slots', () => {
  const NIGHTS_AND_MORNINGS = [
    // Sunday 00:00-04:00 crosses the clock changes, which happen at 02:00 on a Sunday.
    { dayOfWeek: 0, startTime: '00:00', endTime: '04:00' },
    { dayOfWeek: 1, startTime: '09:00', endTime: '11:00' },
  ];
  const SUNDAY_AND_MONDAY: OfficeHours = {
    sunday: { open: '00:00', close: '17:00', closed: false },
    monday: { open: '08:00', close: '17:00', closed: false },
    tuesday: { open: '', close: '', closed: true },
    wednesday: { open: '', close: '', closed: true },
    thursday: { open: '', close: '', closed: true },
    friday: { open: '', close: '', closed: true },
    saturday: { open: '', close: '', closed: true },
  };

  const byDate = (rows: { date: string; time: string }[]) => {
    const out: Record<string, string[]> = {};
    for (const r of rows) (out[r.date] ??= []).push(r.time.slice(0, 5));
    return out;
  };

  it('makes 30 days of slots across the March change, skipping the hour that does not happen', async () => {
    const { id, user } = await ownedProvider(SUNDAY_AND_MONDAY);
    await service.saveAvailability(deps, user, 'en', { windows: NIGHTS_AND_MORNINGS });
    // Monday 1 March 2027, 07:00 in Miami (EST, UTC-5); the clocks go forward on Sunday 14 March.
    const now = new Date('2027-03-01T12:00:00Z');
    const result = await service.generateSlots(deps.database.db, user, { stepMinutes: 30 }, undefined, now);
    expect(result).toMatchObject({ from: '2027-03-01', to: '2027-03-30', stepMinutes: 30 });

    const days = byDate(await slotRows(id));
    const night = ['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30'];
    const morning = ['09:00', '09:30', '10:00', '10:30'];
    expect(days).toEqual({
      '2027-03-01': morning,
      '2027-03-07': night,
      '2027-03-08': morning,
      '2027-03-14': ['00:00', '00:30', '01:00', '01:30', '03:00', '03:30'],
      '2027-03-15': morning,
      '2027-03-21': night,
      '2027-03-22': morning,
      '2027-03-28': night,
      '2027-03-29': morning,
    });
    expect(result.added).toBe(5 * 4 + 3 * 8 + 6);

    // Again: nothing new, nothing doubled.
    const again = await service.generateSlots(deps.database.db, user, { stepMinutes: 30 }, undefined, now);
    expect(again.added).toBe(0);
    expect(await slotRows(id)).toHaveLength(50);
  });

  it('makes each November date once, with one slot for the repeated hour, from the time it is now', async () => {
    const { id, user } = await ownedProvider(SUNDAY_AND_MONDAY);
    await service.saveAvailability(deps, user, 'en', { windows: NIGHTS_AND_MORNINGS });
    // Monday 1 November 2027, 09:00 in Miami (EDT, UTC-4); the clocks go back on Sunday 7 November.
    const now = new Date('2027-11-01T13:00:00Z');
    const result = await service.generateSlots(deps.database.db, user, { stepMinutes: 30 }, undefined, now);
    expect(result).toMatchObject({ from: '2027-11-01', to: '2027-11-30' });

    const days = byDate(await slotRows(id));
    const night = ['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30'];
    const morning = ['09:00', '09:30', '10:00', '10:30'];
    expect(days).toEqual({
      // 09:00 today has begun; the rest of the morning is still to come.
      '2027-11-01': ['09:30', '10:00', '10:30'],
      '2027-11-07': night,
      '2027-11-08': morning,
      '2027-11-14': night,
      '2027-11-15': morning,
      '2027-11-21': night,
      '2027-11-22': morning,
      '2027-11-28': night,
      '2027-11-29': morning,
    });
    expect(result.added).toBe(3 + 4 * 4 + 4 * 8);
  });

  it('counts the days from Florida’s date, not the server’s: late evening is still today', async () => {
    const { id, user } = await ownedProvider(SUNDAY_AND_MONDAY);
    await service.saveAvailability(deps, user, 'en', { windows: NIGHTS_AND_MORNINGS });
    // 03:30 UTC on Monday 8 November is 22:30 on Sunday 7 November in Miami (EST).
    const result = await service.generateSlots(
      deps.database.db,
      user,
      { stepMinutes: 60 },
      undefined,
      new Date('2027-11-08T03:30:00Z'),
    );
    expect(result).toMatchObject({ from: '2027-11-07', to: '2027-12-06', stepMinutes: 60 });
    const days = byDate(await slotRows(id));
    expect(days['2027-11-07']).toBeUndefined();
    expect(days['2027-11-08']).toEqual(['09:00', '10:00']);
    expect(days['2027-11-14']).toEqual(['00:00', '01:00', '02:00', '03:00']);
  });

  it('keeps slots inside the office hours and refuses a length that is not offered', async () => {
    const { owner, id } = await ownedProvider({
      ...WEEKDAYS_9_TO_5,
      monday: { open: '10:00', close: '11:00', closed: false },
    });
    await owner.client.put('/api/provider/schedule/availability', {
      windows: [{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }],
    });
    const bad = await owner.client.post('/api/provider/schedule/slots/generate', { stepMinutes: 20 });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(inEnglish(M.slotLength));
    expect(await slotRows(id)).toEqual([]);

    const res = await owner.client.post('/api/provider/schedule/slots/generate', {});
    expect(res.status).toBe(200);
    const body = res.body as unknown as GenerateSlotsResultDto;
    expect(body.stepMinutes).toBe(30);
    const times = new Set((await slotRows(id)).map((s) => s.time.slice(0, 5)));
    expect([...times].sort()).toEqual(['10:00', '10:30']);
    expect(body.added).toBe((await slotRows(id)).length);
  });

  it('never touches booked slots and makes none where an appointment already holds the time', async () => {
    const { owner, id } = await ownedProvider();
    await owner.client.put('/api/provider/schedule/availability', { windows: EVERY_DAY_MORNINGS });
    await owner.client.post('/api/provider/schedule/slots/generate', {});
    const day = tomorrow();
    await book(id, day, '09:00', 60);
    // The 09:30 slot is gone (removed by hand); the hour-long visit at 09:00 holds that time.
    await deps.database.db
      .delete(providerTimeSlots)
      .where(
        and(
          eq(providerTimeSlots.providerProfileId, id),
          eq(providerTimeSlots.slotDate, day),
          eq(providerTimeSlots.startTime, '09:30'),
        ),
      );

    const again = await owner.client.post('/api/provider/schedule/slots/generate', {});
    expect((again.body as unknown as GenerateSlotsResultDto).added).toBe(0);
    expect(await slotAt(id, day, '09:00')).toMatchObject({ isAvailable: false, overrideType: 'booked' });
    expect(await slotAt(id, day, '09:30')).toBeUndefined();
  });
});

describe('blocking and unblocking', () => {
  async function providerWithSlots() {
    const p = await ownedProvider();
    await p.owner.client.put('/api/provider/schedule/availability', { windows: EVERY_DAY_MORNINGS });
    await p.owner.client.post('/api/provider/schedule/slots/generate', {});
    return p;
  }
  const calendarDay = async (client: ReturnType<typeof apiClient>, day: string) => {
    const res = await client.get(`/api/provider/schedule/calendar?from=${day}&to=${day}`);
    expect(res.status).toBe(200);
    return (res.body as unknown as ScheduleCalendarDto).days[0]!.slots;
  };

  it('blocks a free slot, shows it blocked, and unblocks it again', async () => {
    const { owner, id } = await providerWithSlots();
    const day = tomorrow();
    const slot = (await slotAt(id, day, '10:00'))!;

    const blocked = await owner.client.post('/api/provider/schedule/slots/block', { slotId: slot.id });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ changed: 1, skippedBooked: 0 });
    expect(await slotAt(id, day, '10:00')).toMatchObject({ isAvailable: false, overrideType: 'blocked' });
    expect((await calendarDay(owner.client, day)).find((s) => s.id === slot.id)).toMatchObject({
      state: 'blocked',
    });

    // Blocking twice changes nothing more.
    expect((await owner.client.post('/api/provider/schedule/slots/block', { slotId: slot.id })).body).toEqual(
      {
        changed: 0,
        skippedBooked: 0,
      },
    );

    const unblocked = await owner.client.post('/api/provider/schedule/slots/unblock', { slotId: slot.id });
    expect(unblocked.body).toEqual({ changed: 1, skippedBooked: 0 });
    expect(await slotAt(id, day, '10:00')).toMatchObject({ isAvailable: true, overrideType: null });

    const notBlocked = await owner.client.post('/api/provider/schedule/slots/unblock', { slotId: slot.id });
    expect(notBlocked.status).toBe(409);
    expect(notBlocked.body.detail).toBe(inEnglish(M.notBlocked));
  });

  it('leaves booked times alone: no block, no unblock, and the calendar names the patient', async () => {
    const { owner, id } = await providerWithSlots();
    const day = tomorrow();
    const appointmentId = await book(id, day, '09:00', 45);
    const booked = (await slotAt(id, day, '09:00'))!;
    const covered = (await slotAt(id, day, '09:30'))!;

    const slots = await calendarDay(owner.client, day);
    expect(slots.find((s) => s.time === '09:00')).toEqual({
      id: booked.id,
      time: '09:00',
      state: 'booked',
      patientName: 'Maria Garcia',
      // Booked by Maria herself: no caregiver to name.
      bookedByCaregiver: null,
      appointmentId,
    });
    // 45 minutes take two 30-minute steps: the 09:30 slot is held too.
    expect(slots.find((s) => s.time === '09:30')).toMatchObject({ state: 'booked', appointmentId });
    expect(slots.find((s) => s.time === '10:00')).toMatchObject({ state: 'free', patientName: null });

    for (const slotId of [booked.id, covered.id]) {
      const block = await owner.client.post('/api/provider/schedule/slots/block', { slotId });
      expect(block.status).toBe(409);
      expect(block.body.detail).toBe(inEnglish(M.slotBooked));
      const unblock = await owner.client.post('/api/provider/schedule/slots/unblock', { slotId });
      expect(unblock.status).toBe(409);
      expect(unblock.body.detail).toBe(inEnglish(M.bookedCannotUnblock));
    }
    expect(await slotAt(id, day, '09:00')).toMatchObject({ isAvailable: false, overrideType: 'booked' });
    expect(await slotAt(id, day, '09:30')).toMatchObject({ isAvailable: true, overrideType: null });
  });

  it('blocks a range in 30-minute steps, makes blocked slots where none were, and skips booked times', async () => {
    const { owner, id } = await providerWithSlots();
    const day = tomorrow();
    await book(id, day, '11:00', 30);
    const res = await owner.client.post('/api/provider/schedule/slots/block', {
      date: day,
      startTime: '10:00',
      endTime: '13:00',
    });
    expect(res.status).toBe(200);
    // 10:00 and 10:30 were free; 12:00 and 12:30 had no slot; 11:00 is booked; 11:30 was free.
    expect(res.body as unknown as SlotChangeResultDto).toEqual({ changed: 5, skippedBooked: 1 });
    const states = Object.fromEntries(
      (await calendarDay(owner.client, day)).map((s) => [s.time, s.state] as const),
    );
    expect(states).toEqual({
      '09:00': 'free',
      '09:30': 'free',
      '10:00': 'blocked',
      '10:30': 'blocked',
      '11:00': 'booked',
      '11:30': 'blocked',
      '12:00': 'blocked',
      '12:30': 'blocked',
    });

    // Making slots again leaves the blocked times blocked.
    await owner.client.post('/api/provider/schedule/slots/generate', {});
    expect(await slotAt(id, day, '10:00')).toMatchObject({ isAvailable: false, overrideType: 'blocked' });

    const unblock = await owner.client.post('/api/provider/schedule/slots/unblock', {
      date: day,
      startTime: '09:00',
      endTime: '13:00',
    });
    expect(unblock.body).toEqual({ changed: 5, skippedBooked: 0 });
    expect(await slotAt(id, day, '11:00')).toMatchObject({ isAvailable: false, overrideType: 'booked' });
  });

  it('will not unblock a blocked slot that an appointment now covers', async () => {
    const { owner, id } = await providerWithSlots();
    const day = tomorrow();
    const slot = (await slotAt(id, day, '10:30'))!;
    await owner.client.post('/api/provider/schedule/slots/block', { slotId: slot.id });
    // An hour-long visit at 10:00 reaches over the blocked 10:30.
    await book(id, day, '10:00', 60);
    const res = await owner.client.post('/api/provider/schedule/slots/unblock', { slotId: slot.id });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(inEnglish(M.bookedCannotUnblock));
    const range = await owner.client.post('/api/provider/schedule/slots/unblock', {
      date: day,
      startTime: '10:30',
      endTime: '11:00',
    });
    expect(range.body).toEqual({ changed: 0, skippedBooked: 1 });
    expect(await slotAt(id, day, '10:30')).toMatchObject({ isAvailable: false, overrideType: 'blocked' });
  });

  it.each([
    [{}, '', inEnglish(M.slotOrRange)],
    [{ date: 'soon', startTime: '09:00', endTime: '10:00' }, 'date', inEnglish(M.date)],
    [{ date: '2031-02-30', startTime: '09:00', endTime: '10:00' }, 'date', inEnglish(M.date)],
    [{ date: '2031-03-03', startTime: '10:00', endTime: '09:00' }, 'endTime', inEnglish(M.endAfterStart)],
    [{ date: '2031-03-03', startTime: '09:10', endTime: '10:00' }, 'startTime', inEnglish(M.halfHour)],
    [{ slotId: 'not-an-id' }, 'slotId', inEnglish(M.slotNotFound)],
  ])('refuses the selection %o with 400 and its message', async (body, field, message) => {
    const { owner, id } = await providerWithSlots();
    const before = await slotRows(id);
    const res = await owner.client.post('/api/provider/schedule/slots/block', body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(message);
    expect((res.body.errors as Record<string, string>)[field]).toBe(message);
    expect(await slotRows(id)).toEqual(before);
  });

  it('refuses a past day and an unknown slot', async () => {
    const { owner } = await providerWithSlots();
    const past = await owner.client.post('/api/provider/schedule/slots/block', {
      date: '2020-01-06',
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(past.status).toBe(400);
    expect(past.body.detail).toBe(inEnglish(M.pastDate));
    const unknown = await owner.client.post('/api/provider/schedule/slots/block', {
      slotId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });

  it('gives every day of the asked range, and refuses a backwards or too long one', async () => {
    const { owner } = await providerWithSlots();
    const from = tomorrow();
    const res = await owner.client.get(
      `/api/provider/schedule/calendar?from=${from}&to=${addDaysIso(from, 6)}`,
    );
    const cal = res.body as unknown as ScheduleCalendarDto;
    expect(cal.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDaysIso(from, n)));
    expect(cal.days.every((d) => d.slots.length === 6)).toBe(true);
    const backwards = await owner.client.get(
      `/api/provider/schedule/calendar?from=${from}&to=${addDaysIso(from, -1)}`,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.detail).toBe(inEnglish(M.calendarRange));
    const long = await owner.client.get(
      `/api/provider/schedule/calendar?from=${from}&to=${addDaysIso(from, 62)}`,
    );
    expect(long.status).toBe(400);
  });
});

describe('live slots', () => {
  it('tells open booking dialogs when slots are made, blocked or unblocked, and not when nothing changed', async () => {
    const { owner, id } = await ownedProvider();
    await owner.client.put('/api/provider/schedule/availability', { windows: EVERY_DAY_MORNINGS });
    const heard: string[] = [];
    const stop = deps.events.subscribe('slots', (e) => {
      if (e.providerProfileId === id) heard.push(e.providerProfileId);
    });
    // The in-process bus delivers on a later tick, as a network would.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    try {
      await owner.client.post('/api/provider/schedule/slots/generate', {});
      await settle();
      expect(heard).toHaveLength(1);
      await owner.client.post('/api/provider/schedule/slots/generate', {});
      await settle();
      expect(heard).toHaveLength(1);
      const slot = (await slotAt(id, tomorrow(), '10:00'))!;
      await owner.client.post('/api/provider/schedule/slots/block', { slotId: slot.id });
      await owner.client.post('/api/provider/schedule/slots/unblock', { slotId: slot.id });
      await settle();
      expect(heard).toHaveLength(3);
    } finally {
      stop();
    }
  });
});

describe('appointment types', () => {
  it('adds, lists by name, edits and softly removes types', async () => {
    const { owner, id } = await ownedProvider();
    const c = owner.client;
    const added = await c.post('/api/provider/schedule/appointment-types', {
      name: '  New patient visit ',
      durationMinutes: 60,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'New patient visit', durationMinutes: 60, description: null });
    const followUp = await c.post('/api/provider/schedule/appointment-types', {
      name: 'Follow-up',
      description: 'Ten questions',
    });
    // The form's default length.
    expect(followUp.body).toMatchObject({ durationMinutes: 30, description: 'Ten questions' });

    const duplicate = await c.post('/api/provider/schedule/appointment-types', { name: 'follow-up' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.detail).toBe(inEnglish(M.duplicateTypeName));

    const edited = await c.patch(`/api/provider/schedule/appointment-types/${followUp.body.id}`, {
      durationMinutes: 45,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Follow-up',
      durationMinutes: 45,
      description: 'Ten questions',
    });

    let schedule = (await c.get('/api/provider/schedule')).body as unknown as ScheduleDto;
    expect(schedule.appointmentTypes.map((t) => t.name)).toEqual(['Follow-up', 'New patient visit']);

    expect((await c.delete(`/api/provider/schedule/appointment-types/${followUp.body.id}`)).status).toBe(204);
    schedule = (await c.get('/api/provider/schedule')).body as unknown as ScheduleDto;
    expect(schedule.appointmentTypes.map((t) => t.name)).toEqual(['New patient visit']);
    // Soft: the row stays for the appointments that used it.
    const rows = await deps.database.db
      .select({ name: appointmentTypes.name, active: appointmentTypes.isActive })
      .from(appointmentTypes)
      .where(eq(appointmentTypes.providerProfileId, id))
      .orderBy(appointmentTypes.name);
    expect(rows).toEqual([
      { name: 'Follow-up', active: false },
      { name: 'New patient visit', active: true },
    ]);
    expect((await c.delete(`/api/provider/schedule/appointment-types/${followUp.body.id}`)).status).toBe(404);
    expect(
      (await c.patch(`/api/provider/schedule/appointment-types/${followUp.body.id}`, { name: 'Back' }))
        .status,
    ).toBe(404);
    // The name of a removed type is free again.
    expect((await c.post('/api/provider/schedule/appointment-types', { name: 'Follow-up' })).status).toBe(
      201,
    );
  });

  it.each([
    ['an empty name', { name: '' }, 'name', inEnglish(M.typeName)],
    ['a 101-letter name', { name: 'x'.repeat(101) }, 'name', inEnglish(M.typeNameLong)],
    ['3 minutes', { name: 'Visit', durationMinutes: 3 }, 'durationMinutes', inEnglish(M.typeDuration)],
    ['481 minutes', { name: 'Visit', durationMinutes: 481 }, 'durationMinutes', inEnglish(M.typeDuration)],
    ['12.5 minutes', { name: 'Visit', durationMinutes: 12.5 }, 'durationMinutes', inEnglish(M.typeDuration)],
    [
      'a 101-letter Spanish name',
      { name: 'Visit', nameEs: 'x'.repeat(101) },
      'nameEs',
      inEnglish(M.typeNameEsLong),
    ],
    [
      'a Spanish name on two lines',
      { name: 'Visit', nameEs: 'Consulta\nBcc: x@example.test' },
      'nameEs',
      inEnglish(CONTROL_CHARACTERS_MESSAGE),
    ],
    [
      'a 501-letter description',
      { name: 'Visit', description: 'y'.repeat(501) },
      'description',
      inEnglish(M.typeDescriptionLong),
    ],
  ])('refuses %s with 400 and its message, writing nothing', async (_label, body, field, message) => {
    const { owner, id } = await ownedProvider();
    const res = await owner.client.post('/api/provider/schedule/appointment-types', body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(message);
    expect((res.body.errors as Record<string, string>)[field]).toBe(message);
    const rows = await deps.database.db
      .select({ id: appointmentTypes.id })
      .from(appointmentTypes)
      .where(eq(appointmentTypes.providerProfileId, id));
    expect(rows).toEqual([]);
  });

  it('keeps a Spanish name beside the English one, sends both to the booking page, and clears it when emptied', async () => {
    const { owner, id } = await ownedProvider();
    const c = owner.client;
    const added = await c.post('/api/provider/schedule/appointment-types', {
      name: 'Follow-up Visit',
      nameEs: '  Consulta de seguimiento ',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Follow-up Visit', nameEs: 'Consulta de seguimiento' });
    const plain = await c.post('/api/provider/schedule/appointment-types', { name: 'New Patient Visit' });
    expect(plain.body).toMatchObject({ nameEs: null });

    const schedule = (await c.get('/api/provider/schedule')).body as unknown as ScheduleDto;
    expect(schedule.appointmentTypes.map((t) => [t.name, t.nameEs])).toEqual([
      ['Follow-up Visit', 'Consulta de seguimiento'],
      ['New Patient Visit', null],
    ]);
    const offered = await c.get(`/api/providers/${id}/appointment-types`);
    expect((offered.body.types as { nameEs: string | null }[]).map((t) => t.nameEs)).toEqual([
      'Consulta de seguimiento',
      null,
    ]);

    const refused = await c.patch(`/api/provider/schedule/appointment-types/${added.body.id}`, {
      nameEs: 'y'.repeat(101),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(inEnglish(M.typeNameEsLong));
    const cleared = await c.patch(`/api/provider/schedule/appointment-types/${added.body.id}`, {
      nameEs: '',
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ name: 'Follow-up Visit', nameEs: null });
    const [row] = await deps.database.db
      .select({ nameEs: appointmentTypes.nameEs })
      .from(appointmentTypes)
      .where(eq(appointmentTypes.id, added.body.id as string));
    expect(row).toEqual({ nameEs: null });
  });

  it('describes the Spanish name in the API document, asked and answered', async () => {
    type Body = { content: Record<string, { schema: unknown }> };
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { post: { requestBody: Body; responses: Record<string, Body> } }>;
    };
    const post = doc.paths['/api/provider/schedule/appointment-types']!.post;
    const schemaOf = (b: Body) => JSON.stringify(b.content['application/json']!.schema);
    expect(schemaOf(post.requestBody)).toContain('"nameEs"');
    expect(schemaOf(post.responses['201']!)).toContain('"nameEs"');
  });

  it('refuses an empty change', async () => {
    const { owner } = await ownedProvider();
    const type = await owner.client.post('/api/provider/schedule/appointment-types', { name: 'Visit' });
    const res = await owner.client.patch(`/api/provider/schedule/appointment-types/${type.body.id}`, {});
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(inEnglish(M.typeNothingToChange));
  });
});

describe("a super admin's changes to a provider's schedule", () => {
  it('are each written to the audit log with the provider; the provider’s own changes are not', async () => {
    const { id, owner } = await ownedProvider();
    const admin = await signedInUser(app, deps, 'super_admin');
    const q = `?providerProfileId=${id}`;
    const day = addDaysIso(practiceNow(new Date()).date, 3);

    const hours = await admin.client.put(`/api/provider/schedule/availability${q}`, {
      windows: [{ dayOfWeek: 2, startTime: '09:00', endTime: '12:00' }],
    });
    expect(hours.status).toBe(200);
    const type = await admin.client.post(`/api/provider/schedule/appointment-types${q}`, {
      name: 'Home Visit',
      durationMinutes: 45,
    });
    expect(type.status).toBe(201);
    const typeId = (type.body as { id: string }).id;
    expect(
      (
        await admin.client.patch(`/api/provider/schedule/appointment-types/${typeId}`, {
          durationMinutes: 60,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.client.post(`/api/provider/schedule/slots/block${q}`, {
          date: day,
          startTime: '09:00',
          endTime: '10:00',
        })
      ).status,
    ).toBe(200);
    // The provider's own change is theirs, not an admin action.
    expect((await owner.client.put('/api/provider/schedule/availability', { windows: [] })).status).toBe(200);

    const entries = await auditEntries(deps, { targetType: 'provider_profile', targetId: id });
    expect(entries.map((e) => e.action)).toEqual([
      'schedule.availability',
      'schedule.appointment_type_create',
      'schedule.appointment_type_update',
      'schedule.slots_block',
    ]);
    expect(entries.every((e) => e.actorId === admin.id && e.actorEmail === admin.email)).toBe(true);
    expect(entries[0]!.after).toEqual({
      availability: [{ dayOfWeek: 2, startTime: '09:00', endTime: '12:00', isAvailable: true }],
    });
    expect(entries[2]!.before).toEqual({ typeId, durationMinutes: 45 });
    expect(entries[2]!.after).toEqual({ typeId, durationMinutes: 60 });
    expect(entries[3]!.after).toMatchObject({ date: day, startTime: '09:00', endTime: '10:00', changed: 2 });

    // A refused change writes nothing.
    const before = await auditCount(deps);
    const refused = await admin.client.post(`/api/provider/schedule/appointment-types${q}`, {
      name: 'Home Visit',
    });
    expect(refused.status).toBe(409);
    expect(await auditCount(deps)).toBe(before);
  });
});
