import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '#shared/appointments/booking-messages.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { testServices } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import {
  addPractice,
  addSlots,
  bookingForm,
  countAppointments,
  dayAhead,
  slotState,
} from './test-fixtures.ts';

// The same file runs on PGlite (npm run test:api) and on PostgreSQL (DATABASE_URL=postgres://…), where
// the requests really run at once on separate connections.
let deps: AppDeps;
let app: App;
beforeAll(async () => {
  ({ deps, app } = await testServices());
});

async function patients(n: number) {
  const out: Awaited<ReturnType<typeof signedInUser>>[] = [];
  // Ten at a time: each sign-up hashes a password.
  for (let i = 0; i < n; i += 10)
    out.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, n - i) }, () => signedInUser(app, deps, 'patient')),
      )),
    );
  return out;
}

function tally(results: { status: number; body: Record<string, unknown> }[]) {
  const byStatus: Record<number, number> = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  return byStatus;
}

const LOSING_WORDS = [inEnglish(BOOKING_MESSAGES.slotGone), inEnglish(BOOKING_MESSAGES.slotTaken)];

describe(`double booking is impossible (${process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('50 patients booking one slot at the same moment: one appointment, 49 clean 409s, no 500', async () => {
    const practice = await addPractice(app, deps);
    const date = dayAhead(5);
    const ids = await addSlots(deps, practice.providerId, date, ['10:00', '10:30']);
    const slot = { id: ids['10:00']!, date, time: '10:00' };
    const crowd = await patients(50);
    const results = await Promise.all(
      crowd.map((p) =>
        p.client.post(
          '/api/appointments',
          bookingForm(practice, slot, { appointmentTypeId: practice.newPatient }),
        ),
      ),
    );
    expect(tally(results)).toEqual({ 201: 1, 409: 49 });
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(LOSING_WORDS).toContain(r.body.detail);
    }
    expect(await countAppointments(deps, practice.providerId)).toBe(1);
    expect(await slotState(deps, ids['10:00']!)).toMatchObject({ isAvailable: false });
    expect(await slotState(deps, ids['10:30']!)).toMatchObject({ isAvailable: false });
  }, 180_000);

  it('overlapping slots at once (an hour from 10:00 against 10:30): never both', async () => {
    const practice = await addPractice(app, deps);
    const date = dayAhead(6);
    const ids = await addSlots(deps, practice.providerId, date, ['10:00', '10:30']);
    const crowd = await patients(20);
    const results = await Promise.all(
      crowd.map((p, i) =>
        p.client.post(
          '/api/appointments',
          i % 2
            ? bookingForm(practice, { id: ids['10:30']!, date, time: '10:30' })
            : bookingForm(
                practice,
                { id: ids['10:00']!, date, time: '10:00' },
                { appointmentTypeId: practice.newPatient },
              ),
        ),
      ),
    );
    expect(tally(results)).toEqual({ 201: 1, 409: 19 });
    expect(await countAppointments(deps, practice.providerId)).toBe(1);
  }, 180_000);
});
