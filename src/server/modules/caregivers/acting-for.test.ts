import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAREGIVER_MESSAGES as M } from '#shared/caregivers/caregiver-messages.ts';
import { CAREGIVER_PERMISSIONS, allows, type CaregiverPermission } from '#shared/caregivers/caregivers.ts';
import type {
  AppointmentDto,
  PatientAppointmentsDto,
  ProviderAppointmentsDto,
} from '#shared/appointments/booking.ts';
import type { ThreadDto } from '#shared/messaging/messaging.ts';
import { BOOKING_MESSAGES } from '#shared/appointments/booking-messages.ts';
import type { ScheduleCalendarDto } from '#shared/schedule/schedule.ts';
import { practiceToday } from '#shared/schedule/slot-rules.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { appointments, caregiverAccess, userFavorites, users } from '../../db/schema/index.ts';
import { documentedOperations, readApiDocument } from '../../test/api-document.ts';
import { testServices, type Json } from '../../test/harness.ts';
import { PASSWORD, signedInUser } from '../../test/people.ts';
import {
  addPractice,
  addSlots,
  bookingForm,
  dayAhead,
  insertAppointment,
  type Practice,
} from '../appointments/test-fixtures.ts';
import { openEvents, settled } from '../messaging/test-fixtures.ts';

/**
 * A caregiver acting for a patient (ADR 18), route by route: every operation that acts for a patient
 * × every permission granted alone, after the access ended, and for someone with no access at all.
 * The table of operations must name every operation whose API document declares the acting-for
 * header, so a route that learns the header without a row here fails.
 */

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Client = ReturnType<Person['client']['actingFor']>;

/** Rosa, her daughter Ana, and what of Rosa's the routes act on. */
type Family = {
  rosa: Person;
  ana: Person;
  practice: Practice;
  appointmentId: string;
  conversationId: string;
  freeSlot: () => { id: string; date: string; time: string };
  newAppointment: () => Promise<string>;
  newSearch: () => Promise<string>;
};

const SLOT_TIMES = Array.from(
  { length: 16 },
  (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

async function family(): Promise<Family> {
  const rosa = await signedInUser(app, deps, 'patient', { firstName: 'Rosa', lastName: 'Delgado' });
  const ana = await signedInUser(app, deps, 'patient', { firstName: 'Ana', lastName: 'Delgado' });
  const practice = await addPractice(app, deps);
  const date = dayAhead(4);
  const slots = Object.entries(await addSlots(deps, practice.providerId, date, SLOT_TIMES)).map(
    ([time, id]) => ({ id, date, time }),
  );
  // Rosa's own visits sit on another day, one per half hour, so each can be cancelled once.
  let visits = 0;
  const newAppointment = () =>
    insertAppointment(deps, {
      patientId: rosa.id,
      providerId: practice.providerId,
      date: dayAhead(5),
      time: SLOT_TIMES[visits++]!,
    });
  const newSearch = async () => {
    const res = await rosa.client.post('/api/search-history', {
      location: `3313${visits++ % 10}`,
      specialty: '',
    });
    return (res.body.search as { id: string }).id;
  };
  const started = await rosa.client.post('/api/conversations', { providerProfileId: practice.providerId });
  return {
    rosa,
    ana,
    practice,
    appointmentId: await newAppointment(),
    conversationId: (started.body.conversation as { id: string }).id,
    freeSlot: () => slots.shift()!,
    newAppointment,
    newSearch,
  };
}

async function grant(f: Family, permissions: CaregiverPermission[]) {
  const [row] = await deps.database.db
    .insert(caregiverAccess)
    .values({ patientId: f.rosa.id, caregiverId: f.ana.id, permissions })
    .returning({ id: caregiverAccess.id });
  return row!.id;
}

type Route = {
  op: string;
  needs: CaregiverPermission;
  call: (as: Client, f: Family) => Promise<{ status: number; body: Json }>;
};

/** Each operation that acts for a patient, the permission it needs, and a well-formed call of it. */
const ROUTES: Route[] = [
  {
    op: 'GET /api/appointments/mine',
    needs: 'view_appointments',
    call: (as) => as.get('/api/appointments/mine'),
  },
  {
    op: 'GET /api/appointments/{id}/calendar.ics',
    needs: 'view_appointments',
    call: (as, f) => as.get(`/api/appointments/${f.appointmentId}/calendar.ics`),
  },
  {
    op: 'POST /api/appointments',
    needs: 'manage_appointments',
    call: (as, f) => as.post('/api/appointments', bookingForm(f.practice, f.freeSlot())),
  },
  {
    op: 'POST /api/appointments/{id}/cancel',
    needs: 'manage_appointments',
    call: async (as, f) =>
      as.post(`/api/appointments/${await f.newAppointment()}/cancel`, { reason: 'She feels better' }),
  },
  {
    op: 'POST /api/conversations',
    needs: 'message_providers',
    call: (as, f) => as.post('/api/conversations', { providerProfileId: f.practice.providerId }),
  },
  { op: 'GET /api/conversations', needs: 'message_providers', call: (as) => as.get('/api/conversations') },
  {
    op: 'GET /api/conversations/unread',
    needs: 'message_providers',
    call: (as) => as.get('/api/conversations/unread'),
  },
  {
    op: 'GET /api/conversations/{id}',
    needs: 'message_providers',
    call: (as, f) => as.get(`/api/conversations/${f.conversationId}`),
  },
  {
    op: 'POST /api/conversations/{id}/messages',
    needs: 'message_providers',
    call: (as, f) =>
      as.post(`/api/conversations/${f.conversationId}/messages`, { body: 'Mom asks about her knee.' }),
  },
  {
    op: 'POST /api/conversations/{id}/read',
    needs: 'message_providers',
    call: (as, f) => as.post(`/api/conversations/${f.conversationId}/read`),
  },
  { op: 'GET /api/favorites', needs: 'manage_saved', call: (as) => as.get('/api/favorites') },
  {
    op: 'PUT /api/favorites/{providerId}',
    needs: 'manage_saved',
    call: (as, f) => as.put(`/api/favorites/${f.practice.providerId}`),
  },
  {
    op: 'DELETE /api/favorites/{providerId}',
    needs: 'manage_saved',
    call: (as, f) => as.delete(`/api/favorites/${f.practice.providerId}`),
  },
  { op: 'GET /api/search-history', needs: 'manage_saved', call: (as) => as.get('/api/search-history') },
  {
    op: 'POST /api/search-history',
    needs: 'manage_saved',
    call: (as) => as.post('/api/search-history', { location: '33139', specialty: '' }),
  },
  {
    op: 'DELETE /api/search-history/{id}',
    needs: 'manage_saved',
    call: async (as, f) => as.delete(`/api/search-history/${await f.newSearch()}`),
  },
  { op: 'DELETE /api/search-history', needs: 'manage_saved', call: (as) => as.delete('/api/search-history') },
  {
    op: 'GET /api/patient/saved-providers',
    needs: 'manage_saved',
    call: (as) => as.get('/api/patient/saved-providers?page=1'),
  },
];

/** Operations whose answer is decided by the appointment's own patient, with or without the header. */
const BY_THE_RECORD = new Set([
  'GET /api/appointments/{id}/calendar.ics',
  'POST /api/appointments/{id}/cancel',
]);

const ok = (status: number) => status >= 200 && status < 300;

describe('acting for a patient', () => {
  it('the table names every operation that declares the acting-for header, and no other', async () => {
    const declared = documentedOperations(await readApiDocument(app))
      .filter((o) => (o.op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'x-acting-for'))
      .map((o) => o.name)
      .sort();
    const table = [
      ...ROUTES.map((r) => r.op).filter((op) => !BY_THE_RECORD.has(op)),
      'GET /api/patient/overview',
    ];
    expect(declared).toEqual(table.sort());
  });

  for (const granted of CAREGIVER_PERMISSIONS) {
    it(`with only "${granted}": each route is allowed exactly when that permission covers it`, async () => {
      const f = await family();
      await grant(f, [granted]);
      const as = f.ana.client.actingFor(f.rosa.id);
      const seen: Record<string, number> = {};
      for (const route of ROUTES) seen[route.op] = (await route.call(as, f)).status;
      const expected = Object.fromEntries(
        ROUTES.map((r) => [r.op, allows([granted], r.needs) ? 'allowed' : 'refused']),
      );
      const outcome = Object.fromEntries(
        Object.entries(seen).map(([op, status]) => [
          op,
          ok(status) ? 'allowed' : status === 403 ? 'refused' : status,
        ]),
      );
      expect(outcome).toEqual(expected);
      // The overview opens with any access, and shows only what the access allows.
      const overview = await as.get('/api/patient/overview');
      expect(overview.status).toBe(200);
      if (!allows([granted], 'manage_saved')) expect(overview.body.recentSearches).toEqual([]);
    });
  }

  it('after the access ends, and for someone with no access, every route refuses, with the same words', async () => {
    const f = await family();
    const accessId = await grant(f, [...CAREGIVER_PERMISSIONS]);
    const as = f.ana.client.actingFor(f.rosa.id);
    expect((await as.get('/api/appointments/mine')).status).toBe(200);
    expect((await f.rosa.client.delete(`/api/caregivers/access/${accessId}`)).status).toBe(204);

    const stranger = await signedInUser(app, deps, 'patient', { firstName: 'Ben', lastName: 'Ortiz' });
    for (const client of [as, stranger.client.actingFor(f.rosa.id)]) {
      for (const route of ROUTES) {
        const res = await route.call(client, f);
        expect(res.status, route.op).toBe(403);
        if (!BY_THE_RECORD.has(route.op)) {
          expect(res.body.detail, route.op).toBe(inEnglish(M.notAllowedFor));
          // The app knows this refusal by its code (web/lib/acting-for.ts), whatever the language.
          expect(res.body.code, route.op).toBe(M.notAllowedFor);
        }
      }
      expect((await client.get('/api/patient/overview')).status).toBe(403);
    }
    // In Spanish too, with the same code (the test client cannot name both headers, so by hand).
    const spanish = await app.request('/api/appointments/mine', {
      headers: { cookie: stranger.client.cookie, 'x-acting-for': f.rosa.id, 'x-locale': 'es' },
    });
    expect(spanish.status).toBe(403);
    expect(await spanish.json()).toMatchObject({
      detail:
        'No puede hacer esto por esta persona. Esa persona puede darle acceso en su configuración, en Familia y cuidadores.',
      code: M.notAllowedFor,
    });
    // A malformed id is refused the same way as a stranger's.
    for (const header of ['not-an-id', "' or 1=1 --", '00000000-0000-0000-0000-000000000000'])
      expect((await f.ana.client.actingFor(header).get('/api/favorites')).status).toBe(403);
    // Rosa's things are as they were: nothing Ana or Ben tried was written.
    const favorites = await deps.database.db
      .select()
      .from(userFavorites)
      .where(eq(userFavorites.userId, f.rosa.id));
    expect(favorites).toEqual([]);
  });

  /** The provider writes to Rosa: Ana, who messages for her, gets a notice whose link acts for Rosa. */
  async function noticeForAna(f: Family) {
    const sent = await f.practice.owner.client.post(`/api/conversations/${f.conversationId}/messages`, {
      body: 'Please bring your medicine list.',
    });
    expect(sent.status).toBe(201);
    return anasNoticesAboutRosa(f);
  }
  const anasNoticesAboutRosa = async (f: Family) => {
    const res = await f.ana.client.get('/api/notifications');
    expect(res.status).toBe(200);
    const list = res.body.notifications as { url: string | null; body: string }[];
    return list.filter((n) => n.url?.includes(`for=${f.rosa.id}`));
  };
  async function everyRouteRefuses(as: Client, f: Family) {
    for (const route of ROUTES) {
      const res = await route.call(as, f);
      expect(res.status, route.op).toBe(403);
    }
    expect((await as.get('/api/patient/overview')).status).toBe(403);
  }

  it("an admin making the patient a provider ends her caregivers' access, audit-logged, with their notices about her; the caregiver cannot reach her practice", async () => {
    const f = await family();
    await grant(f, [...CAREGIVER_PERMISSIONS]);
    expect(await noticeForAna(f)).toHaveLength(1);
    const admin = await signedInUser(app, deps, 'super_admin');
    const made = await admin.client.put(`/api/admin/users/${f.rosa.id}/role`, { role: 'provider' });
    expect(made.status).toBe(200);

    const as = f.ana.client.actingFor(f.rosa.id);
    await everyRouteRefuses(as, f);
    expect(await anasNoticesAboutRosa(f)).toEqual([]);
    const [access] = await deps.database.db
      .select({ endedAt: caregiverAccess.endedAt, endedBy: caregiverAccess.endedBy })
      .from(caregiverAccess)
      .where(eq(caregiverAccess.patientId, f.rosa.id));
    expect(access).toMatchObject({ endedBy: admin.id });
    expect(access!.endedAt).not.toBeNull();
    const log = await admin.client.get(`/api/admin/audit-log?action=caregiver.end`);
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body)).toContain('role_change');

    // Made a patient again, she is not acted for until she grants access anew.
    expect((await admin.client.put(`/api/admin/users/${f.rosa.id}/role`, { role: 'patient' })).status).toBe(
      200,
    );
    expect((await as.get('/api/conversations')).status).toBe(403);
  });

  it('a patient who is no longer a patient cannot be acted for, even through an access left live', async () => {
    const f = await family();
    await grant(f, [...CAREGIVER_PERMISSIONS]);
    // As if the role changed by a path that did not end the access: the check on every request holds.
    await deps.database.db.update(users).set({ role: 'provider' }).where(eq(users.id, f.rosa.id));
    await everyRouteRefuses(f.ana.client.actingFor(f.rosa.id), f);
  });

  it('a disabled patient cannot be acted for: her appointments, messages and saved providers refuse her caregiver until she is enabled', async () => {
    const f = await family();
    await grant(f, [...CAREGIVER_PERMISSIONS]);
    const as = f.ana.client.actingFor(f.rosa.id);
    // Rosa's own session ends with the account, so her saved search is made before.
    const searchId = await f.newSearch();
    const admin = await signedInUser(app, deps, 'super_admin');
    expect(
      (await admin.client.put(`/api/admin/users/${f.rosa.id}/disabled`, { disabled: true })).status,
    ).toBe(200);
    await everyRouteRefuses(as, { ...f, newSearch: async () => searchId });
    const favorites = await deps.database.db
      .select()
      .from(userFavorites)
      .where(eq(userFavorites.userId, f.rosa.id));
    expect(favorites).toEqual([]);
    expect(
      (await admin.client.put(`/api/admin/users/${f.rosa.id}/disabled`, { disabled: false })).status,
    ).toBe(200);
    expect((await as.get('/api/appointments/mine')).status).toBe(200);
  });

  it("an ended access takes the caregiver's notices about the patient with it", async () => {
    const f = await family();
    const accessId = await grant(f, [...CAREGIVER_PERMISSIONS]);
    expect(await noticeForAna(f)).toHaveLength(1);
    expect((await f.rosa.client.delete(`/api/caregivers/access/${accessId}`)).status).toBe(204);
    expect(await anasNoticesAboutRosa(f)).toEqual([]);
  });

  it("a deleted patient's caregivers keep no notice linking to her pages", async () => {
    const f = await family();
    await grant(f, [...CAREGIVER_PERMISSIONS]);
    expect(await noticeForAna(f)).toHaveLength(1);
    const deleted = await f.rosa.client.delete('/api/patient/account', {
      password: PASSWORD,
      confirm: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect(await anasNoticesAboutRosa(f)).toEqual([]);
  });

  it('a booking for oneself still needs the e-mail address, which a booking for someone else leaves out', async () => {
    const f = await family();
    await grant(f, ['manage_appointments']);
    const { email: _unsent, ...noEmail } = bookingForm(f.practice, f.freeSlot(), { firstName: 'Ana' });
    const own = await f.ana.client.post('/api/appointments', noEmail);
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ errors: { email: inEnglish(BOOKING_MESSAGES.emailRequired) } });
    expect(
      await deps.database.db.select().from(appointments).where(eq(appointments.patientId, f.ana.id)),
    ).toEqual([]);
  });

  it('a booking, a cancellation, a message and a saved provider keep both the patient and the caregiver', async () => {
    const f = await family();
    await grant(f, ['manage_appointments', 'message_providers', 'manage_saved']);
    const as = f.ana.client.actingFor(f.rosa.id);

    // For someone else the form sends no e-mail: the server uses the patient account's address.
    const { email: _unsent, ...forRosa } = bookingForm(f.practice, f.freeSlot(), { firstName: 'Rosa' });
    const booked = await as.post('/api/appointments', forRosa);
    expect(booked.status).toBe(201);
    const appointment = booked.body as unknown as AppointmentDto;
    expect(appointment.bookedByCaregiver).toBe('Ana Delgado');
    const [row] = await deps.database.db
      .select({
        patientId: appointments.patientId,
        bookedBy: appointments.bookedBy,
        email: appointments.patientEmail,
      })
      .from(appointments)
      .where(eq(appointments.id, appointment.id));
    expect(row).toEqual({ patientId: f.rosa.id, bookedBy: f.ana.id, email: f.rosa.email });

    // Rosa sees it among her own, and who booked it; the practice sees it too.
    const mine = (await f.rosa.client.get('/api/appointments/mine'))
      .body as unknown as PatientAppointmentsDto;
    expect(mine.upcoming.find((a) => a.id === appointment.id)?.bookedByCaregiver).toBe('Ana Delgado');
    const practice = (await f.practice.owner.client.get('/api/provider/appointments'))
      .body as unknown as ProviderAppointmentsDto;
    const seenByPractice = [...practice.today, ...practice.upcoming].find((a) => a.id === appointment.id);
    expect(seenByPractice).toMatchObject({ patientName: 'Rosa Delgado', bookedByCaregiver: 'Ana Delgado' });
    // The schedule calendar names the caregiver on the booked time, by name only (no e-mail).
    const day = appointment.date;
    const calendar = (
      await f.practice.owner.client.get(`/api/provider/schedule/calendar?from=${day}&to=${day}`)
    ).body as unknown as ScheduleCalendarDto;
    const bookedSlot = calendar.days[0]?.slots.find((s) => s.appointmentId === appointment.id);
    expect(bookedSlot).toMatchObject({ patientName: 'Rosa Delgado', bookedByCaregiver: 'Ana Delgado' });
    expect(JSON.stringify(calendar)).not.toContain(f.ana.email);
    // The dashboard's Today card says it too (the visit moved to today, which the card lists).
    await deps.database.db
      .update(appointments)
      .set({ appointmentDate: practiceToday(new Date()) })
      .where(eq(appointments.id, appointment.id));
    const overview = (await f.practice.owner.client.get('/api/provider/overview')).body as {
      today: { appointments: { id: string; bookedByCaregiver: string | null }[] };
    };
    expect(overview.today.appointments.find((a) => a.id === appointment.id)?.bookedByCaregiver).toBe(
      'Ana Delgado',
    );

    // Ana cancels another of Rosa's visits: Rosa's list says who did.
    const visit = await f.newAppointment();
    expect((await as.post(`/api/appointments/${visit}/cancel`, { reason: 'She feels better' })).status).toBe(
      200,
    );
    const after = (await f.rosa.client.get('/api/appointments/mine'))
      .body as unknown as PatientAppointmentsDto;
    expect([...after.upcoming, ...after.past].find((a) => a.id === visit)).toMatchObject({
      status: 'cancelled',
      cancelledByMe: false,
      cancelledByCaregiver: 'Ana Delgado',
    });

    // A message Ana writes is Rosa's conversation's, and says who wrote it, on both sides.
    const sent = await as.post(`/api/conversations/${f.conversationId}/messages`, {
      body: 'Mom asks about her knee.',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ senderId: f.ana.id, caregiverName: 'Ana Delgado' });
    const thread = (await f.practice.owner.client.get(`/api/conversations/${f.conversationId}`))
      .body as unknown as ThreadDto;
    expect(thread.messages.at(-1)).toMatchObject({
      body: 'Mom asks about her knee.',
      caregiverName: 'Ana Delgado',
    });
    expect(thread.conversation.counterpart.name).toBe('Rosa Delgado');

    // A provider Ana saves is on Rosa's list, saved by Ana; Ana's own list is untouched.
    expect((await as.put(`/api/favorites/${f.practice.providerId}`)).status).toBe(204);
    expect((await f.rosa.client.get('/api/favorites')).body.providerIds).toEqual([f.practice.providerId]);
    expect((await f.ana.client.get('/api/favorites')).body.providerIds).toEqual([]);
    const [saved] = await deps.database.db
      .select({ savedBy: userFavorites.savedBy })
      .from(userFavorites)
      .where(eq(userFavorites.userId, f.rosa.id));
    expect(saved?.savedBy).toBe(f.ana.id);

    // Rosa's list of caregivers says what Ana did for her, newest first.
    const { caregivers } = (await f.rosa.client.get('/api/caregivers')).body as {
      caregivers: { recentActions: { kind: string; providerName: string; visitDate: string | null }[] }[];
    };
    expect(caregivers[0]!.recentActions.map((a) => a.kind)).toEqual([
      'saved',
      'messaged',
      'cancelled',
      'booked',
    ]);
    expect(caregivers[0]!.recentActions[3]).toMatchObject({
      providerName: f.practice.name,
      visitDate: practiceToday(new Date()), // where the visit was moved above
    });
  });

  it("the live stream carries the patient's messages to a caregiver who messages for her, and stops at once when the access ends", async () => {
    const f = await family();
    const accessId = await grant(f, ['message_providers']);
    const stream = await openEvents(app, f.ana);
    const first = await f.practice.owner.client.post(`/api/conversations/${f.conversationId}/messages`, {
      body: 'Please bring your medication list.',
    });
    expect(await settled(deps, stream, f.ana)).toContain(`"messageId":"${first.body.id as string}"`);

    expect((await f.rosa.client.delete(`/api/caregivers/access/${accessId}`)).status).toBe(204);
    const second = await f.practice.owner.client.post(`/api/conversations/${f.conversationId}/messages`, {
      body: 'See you on Monday.',
    });
    const text = await settled(deps, stream, f.ana);
    expect(text).toContain('event: caregiver-access');
    expect(text).not.toContain(second.body.id as string);
    await stream.cancel();
  });
});
