import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_OVERVIEW_MESSAGES as M,
  type ProviderOverviewDto,
} from '#shared/provider-dashboard/provider-overview.ts';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '#shared/appointments/booking.ts';
import { addDaysToDate, practiceInstant, practiceNow } from '#shared/schedule/slot-rules.ts';
import type { App } from '../../app.ts';
import { inEnglish, serverTranslator } from '../../lib/i18n.ts';
import type { AppDeps } from '../../app-env.ts';
import {
  appointments,
  conversations,
  messages,
  providerSubscriptions,
  reviewResponses,
  reviews,
  userActivity,
} from '../../db/schema/index.ts';
import { apiClient, testServices } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import { addPractice, type Practice } from '../appointments/test-fixtures.ts';
import { refreshProviderRating } from '../reviews/repository.ts';

const OVERVIEW = '/api/provider/overview';
const DAY = 86_400_000;

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ deps, app } = await testServices());
});

// The test's own reading of Florida's calendar, apart from the service's: Intl's zone data.
const floridaDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at); // 'YYYY-MM-DD'
const mondayOf = (date: string) => {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDaysToDate(date, -((weekday + 6) % 7));
};
const monthsBack = (date: string, back: number) => {
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 - back, 1));
  return d.toISOString().slice(0, 7);
};

type Patient = Awaited<ReturnType<typeof signedInUser>>;

async function addAppointment(
  practice: Practice,
  patient: Patient,
  date: string,
  time: string,
  status: AppointmentStatus,
  firstName = 'Ruth',
) {
  const [row] = await deps.database.db
    .insert(appointments)
    .values({
      patientId: patient.id,
      providerProfileId: practice.providerId,
      appointmentTypeId: practice.followUp,
      appointmentDate: date,
      appointmentTime: time,
      appointmentDuration: 30,
      status,
      patientFirstName: firstName,
      patientLastName: 'Goldberg',
      patientEmail: patient.email,
      patientPhone: '(305) 555-0199',
      patientDateOfBirth: '1948-02-14',
    })
    .returning({ id: appointments.id });
  return row!.id;
}

async function addReview(providerId: string, at: Date, rating: number, title: string, content = '') {
  const [row] = await deps.database.db
    .insert(reviews)
    .values({ providerProfileId: providerId, rating, title, content, createdAt: at, updatedAt: at })
    .returning({ id: reviews.id });
  return row!.id;
}

async function addViews(
  providerId: string,
  at: Date,
  n = 1,
  values: { userId?: string; type?: string } = {},
) {
  await deps.database.db.insert(userActivity).values(
    Array.from({ length: n }, () => ({
      userId: values.userId ?? randomUUID(),
      activityType: values.type ?? 'viewed_provider',
      providerProfileId: providerId,
      metadata: { session_id: randomUUID() },
      createdAt: at,
    })),
  );
}

const overviewOf = async (client: Patient['client']) => {
  const res = await client.get(OVERVIEW);
  expect(res.status).toBe(200);
  return res.body as unknown as ProviderOverviewDto;
};

describe('who may see a provider overview', () => {
  it('refuses a guest (401), a patient and an organization admin (403)', async () => {
    expect((await apiClient(app).get(OVERVIEW)).status).toBe(401);
    for (const role of ['patient', 'organization_admin'] as const) {
      const who = await signedInUser(app, deps, role);
      expect((await who.client.get(OVERVIEW)).status).toBe(403);
    }
  });

  it('tells a provider without a profile, and a super admin, that they have none (404)', async () => {
    for (const role of ['provider', 'super_admin'] as const) {
      const who = await signedInUser(app, deps, role);
      const res = await who.client.get(OVERVIEW);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(inEnglish(M.noProfile));
    }
  });

  it('says so in the language of the request', async () => {
    const who = await signedInUser(app, deps, 'provider');
    const res = await who.client.speaking('es').get(OVERVIEW);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ detail: serverTranslator('es').t(M.noProfile), code: M.noProfile });
    expect(res.body.detail).not.toBe(inEnglish(M.noProfile));
  });
});

describe('the overview figures', () => {
  it('counts only the provider’s own rows, by Florida day, Monday-to-Sunday week, month and window', async () => {
    const now = new Date();
    const local = practiceNow(now);
    const today = floridaDate(now);
    expect(local.date).toBe(today);
    const monday = mondayOf(today);
    const sunday = addDaysToDate(monday, 6);
    const otherDayThisWeek = today === monday ? addDaysToDate(monday, 1) : monday;

    const practice = await addPractice(app, deps, {
      profileCompletionPercentage: 72,
      profileStatus: 'approved',
      pendingChanges: { about: 'New words about the practice' },
    });
    const other = await addPractice(app, deps);
    const patient = await signedInUser(app, deps, 'patient');

    // Empty at first: every figure zero, every week and month there.
    const empty = await overviewOf(practice.owner.client);
    expect(empty.today).toEqual({ date: today, appointments: [], total: 0 });
    expect(empty.week).toMatchObject({ from: monday, to: sunday, total: 0, upcoming: [] });
    expect(empty.week.byStatus.map((s) => s.count)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(empty.reviews).toEqual({ newCount: 0, newest: [] });
    expect(empty.rating.months).toHaveLength(12);
    expect(empty.rating.months.every((m) => m.count === 0 && m.average === null)).toBe(true);
    expect(empty.views.weeks).toHaveLength(12);
    expect(empty.views).toMatchObject({ last30Days: 0, previous30Days: 0 });
    expect(empty.profile).toEqual({ completionPercentage: 72, status: 'approved', pendingChanges: true });
    expect(empty.subscription).toEqual({ status: 'none' });
    expect(empty.unreadMessages).toBe(0);
    // No words of its own: a Spanish request gets the very same answer, statuses as codes.
    expect((await practice.owner.client.speaking('es').get(OVERVIEW)).body).toEqual(empty);

    // Appointments: two today, two on another day of this week, one each in the weeks around it.
    await addAppointment(practice, patient, today, '00:00', 'cancelled', 'Abe');
    await addAppointment(practice, patient, today, '23:30', 'confirmed', 'Bea');
    await addAppointment(practice, patient, otherDayThisWeek, '09:00', 'scheduled');
    await addAppointment(practice, patient, otherDayThisWeek, '10:00', 'pending_approval');
    await addAppointment(practice, patient, addDaysToDate(monday, -1), '10:00', 'completed');
    const nextWeek = await addAppointment(practice, patient, addDaysToDate(sunday, 1), '10:00', 'scheduled');
    await addAppointment(other, patient, today, '12:00', 'confirmed');
    await addAppointment(other, patient, otherDayThisWeek, '12:00', 'scheduled');

    // Reviews: three in the last 30 days (the newest answered), one just before, one five months
    // back, one thirteen months back; another provider's review today.
    const long = 'Dr. Morales took the time to explain everything about my new medication. '.repeat(4);
    const newest = await addReview(practice.providerId, new Date(now.getTime() - 3_600_000), 5, 'Kind', long);
    await deps.database.db
      .insert(reviewResponses)
      .values({ reviewId: newest, providerProfileId: practice.providerId, content: 'Thank you!' });
    await addReview(practice.providerId, new Date(now.getTime() - 10 * DAY), 3, 'Long wait');
    await addReview(practice.providerId, new Date(now.getTime() - 20 * DAY), 4, 'Good visit');
    await addReview(practice.providerId, new Date(now.getTime() - 45 * DAY), 2, 'Rushed');
    const fiveBack = practiceInstant(`${monthsBack(today, 5)}-15`, '12:00');
    await addReview(practice.providerId, fiveBack, 4, 'Helpful');
    await addReview(practice.providerId, practiceInstant(`${monthsBack(today, 13)}-15`, '12:00'), 1, 'Old');
    await addReview(other.providerId, new Date(now.getTime() - 3_600_000), 1, 'Not theirs');
    await refreshProviderRating(deps.database.db, practice.providerId);

    // Views: this week, 8, 20, 40, 70 and 100 days back; the owner's own look, another kind of
    // activity and another provider's views do not count.
    const ago = (days: number) => new Date(now.getTime() - days * DAY - 60_000);
    const viewTimes: [Date, number][] = [
      [ago(0), 2],
      [ago(8), 1],
      [ago(20), 3],
      [ago(40), 2],
      [ago(70), 1],
      [ago(100), 1],
    ];
    for (const [at, n] of viewTimes) await addViews(practice.providerId, at, n);
    await addViews(practice.providerId, ago(0), 1, { userId: practice.owner.id });
    await addViews(practice.providerId, ago(0), 1, { type: 'booked_appointment' });
    await addViews(other.providerId, ago(0), 4);

    // A pending subscription, and a conversation with two messages from the patient.
    await deps.database.db
      .insert(providerSubscriptions)
      .values({ userId: practice.owner.id, status: 'pending' });
    const [conversation] = await deps.database.db
      .insert(conversations)
      .values({ providerProfileId: practice.providerId, patientId: patient.id })
      .returning({ id: conversations.id });
    await deps.database.db.insert(messages).values([
      { conversationId: conversation!.id, senderId: patient.id, body: 'Is parking free?' },
      { conversationId: conversation!.id, senderId: patient.id, body: 'And is there a ramp?' },
    ]);

    const o = await overviewOf(practice.owner.client);

    expect(o.today.total).toBe(2);
    expect(o.today.appointments.map((a) => [a.time, a.patientName, a.status, a.appointmentTypeName])).toEqual(
      [
        ['00:00', 'Abe Goldberg', 'cancelled', 'Follow-up Visit'],
        ['23:30', 'Bea Goldberg', 'confirmed', 'Follow-up Visit'],
      ],
    );
    expect(o.today.appointments[1]).toMatchObject({ status: 'confirmed', durationMinutes: 30 });
    // Statuses travel as codes: the screen says them in its reader's language.
    expect(o.today.appointments[1]).not.toHaveProperty('statusLabel');

    expect(o.week.total).toBe(4);
    expect(Object.fromEntries(o.week.byStatus.map((s) => [s.status, s.count]))).toEqual({
      scheduled: 1,
      confirmed: 1,
      pending_approval: 1,
      completed: 0,
      cancelled: 1,
      no_show: 0,
    });
    expect(o.week.byStatus.map((s) => s.status)).toEqual([...APPOINTMENT_STATUSES]);
    expect(o.week.byStatus.every((s) => !('label' in s))).toBe(true);
    // Upcoming: still on, from now: the later one today (unless its time has passed), the rest of
    // this week's if ahead, and next week's.
    const expectedUpcoming = [
      ...(otherDayThisWeek > today ? ['09:00', '10:00'].map((t) => `${otherDayThisWeek} ${t}`) : []),
      ...(local.time <= '23:30' ? [`${today} 23:30`] : []),
      `${addDaysToDate(sunday, 1)} 10:00`,
    ].sort();
    expect(o.week.upcoming.map((a) => `${a.date} ${a.time}`)).toEqual(expectedUpcoming);
    expect(o.week.upcoming.at(-1)?.id).toBe(nextWeek);

    expect(o.reviews.newCount).toBe(3);
    expect(o.reviews.newest.map((r) => [r.title, r.rating, r.responded])).toEqual([
      ['Kind', 5, true],
      ['Long wait', 3, false],
      ['Good visit', 4, false],
    ]);
    const excerpt = o.reviews.newest[0]!.excerpt!;
    expect(excerpt.length).toBeLessThanOrEqual(161);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(o.reviews.newest[1]!.excerpt).toBeNull();

    expect(o.rating).toMatchObject({ average: 3.17, count: 6 });
    const months = o.rating.months;
    expect(months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthsBack(today, 11 - i)),
    );
    // The expected months from the rows' own instants, read in Florida time.
    const written: [Date, number][] = [
      [new Date(now.getTime() - 3_600_000), 5],
      [new Date(now.getTime() - 10 * DAY), 3],
      [new Date(now.getTime() - 20 * DAY), 4],
      [new Date(now.getTime() - 45 * DAY), 2],
      [fiveBack, 4],
    ];
    for (const month of months) {
      const ratings = written.filter(([at]) => floridaDate(at).slice(0, 7) === month.month).map(([, r]) => r);
      const average = ratings.length
        ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100
        : null;
      expect(month).toEqual({ month: month.month, average, count: ratings.length });
    }
    expect(months[6]).toEqual({ month: monthsBack(today, 5), average: 4, count: 1 });
    expect(months.filter((m) => m.count === 0).length).toBeGreaterThanOrEqual(6);

    const weekStarts = Array.from({ length: 12 }, (_, i) => addDaysToDate(monday, -7 * (11 - i)));
    expect(o.views.weeks.map((w) => w.weekStart)).toEqual(weekStarts);
    for (const week of o.views.weeks) {
      const expected = viewTimes
        .filter(([at]) => mondayOf(floridaDate(at)) === week.weekStart)
        .reduce((sum, [, n]) => sum + n, 0);
      expect(week.count, week.weekStart).toBe(expected);
    }
    expect(o.views.weeks.reduce((sum, w) => sum + w.count, 0)).toBe(9);
    expect(o.views).toMatchObject({ last30Days: 6, previous30Days: 2 });

    expect(o.subscription).toEqual({ status: 'pending' });
    expect(o.unreadMessages).toBe(2);

    // The other practice sees only its own.
    const theirs = await overviewOf(other.owner.client);
    expect(theirs.today.total).toBe(1);
    expect(theirs.week.total).toBe(2);
    expect(theirs.reviews.newCount).toBe(1);
    expect(theirs.views.last30Days).toBe(4);
    expect(theirs.unreadMessages).toBe(0);
    expect(theirs.subscription.status).toBe('none');
  });
});
