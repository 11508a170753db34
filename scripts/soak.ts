// npm run soak: simulated patients book, cancel and reschedule at random for SOAK_SECONDS (default
// 1800), then a consistency check: no double booking, no lost appointment, no refused request that
// wrote anything, no server error. Exits 1 on any inconsistency. Runs the real app in this process
// on the configured database (DATABASE_URL, else a fresh embedded one in a temporary folder).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { addDaysToDate, practiceToday } from '../src/shared/schedule/slot-rules.ts';
import { createApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { appointmentTypes, providerProfiles, providerTimeSlots } from '../src/server/db/schema/index.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { createVerifiedUser } from '../src/server/modules/accounts/service.ts';
import { closeServices, createServices } from '../src/server/services.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 1800);
const PATIENTS = Number(process.env.SOAK_PATIENTS ?? 200);
const PRACTICES = 20;
const DAYS = 5;
const TIMES = Array.from(
  { length: 16 },
  (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'soak-password-1';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'careconnect-soak-')),
  DATABASE_URL: process.env.DATABASE_URL || '',
  PUBLIC_URL: ORIGIN,
  RATE_LIMIT: 'false',
  LOG_LEVEL: 'error',
  AUTH_SECRET: 'soak-secret-soak-secret-soak-secret-01',
});
const deps = await createServices(config, createLogger('error'));
const app = createApp(deps);
const db = deps.database.db;
const tag = randomUUID().slice(0, 8);

// Practices open every day, with a 30- and a 60-minute visit type (a 60-minute visit takes two slots),
// and a slot every half hour on the next few days.
const OPEN = { open: '07:00', close: '20:00', closed: false };
const week = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, OPEN]),
);
type Practice = { id: string; types: string[] };
const practices: Practice[] = [];
const firstDay = addDaysToDate(practiceToday(new Date()), 2);
for (let p = 0; p < PRACTICES; p++) {
  const [row] = await db
    .insert(providerProfiles)
    .values({
      firstName: 'Soak',
      lastName: `Practice${tag}${p}`,
      city: 'Miami',
      state: 'FL',
      profileStatus: 'approved',
      status: 'active',
      officeHours: week,
    })
    .returning({ id: providerProfiles.id });
  const types = await db
    .insert(appointmentTypes)
    .values([
      { providerProfileId: row!.id, name: 'Follow-up Visit', durationMinutes: 30 },
      { providerProfileId: row!.id, name: 'New Patient Visit', durationMinutes: 60 },
    ])
    .returning({ id: appointmentTypes.id });
  const slots = [];
  for (let d = 0; d < DAYS; d++)
    for (const startTime of TIMES)
      slots.push({ providerProfileId: row!.id, slotDate: addDaysToDate(firstDay, d), startTime });
  await db.insert(providerTimeSlots).values(slots);
  practices.push({ id: row!.id, types: types.map((t) => t.id) });
}

/** One simulated patient: a signed-in session and what the server told them they hold. */
type Patient = { id: string; email: string; cookie: string; holding: Map<string, string> };
async function signIn(email: string): Promise<string> {
  const res = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
const patients: Patient[] = [];
for (let i = 0; i < PATIENTS; i++) {
  const email = `soak-${tag}-${i}@example.test`;
  const { id } = await createVerifiedUser(db, {
    email,
    password: PASSWORD,
    role: 'patient',
    firstName: 'Soak',
    lastName: `Patient${i}`,
  });
  patients.push({ id, email, cookie: await signIn(email), holding: new Map() });
}

const call = async (who: Patient, method: string, path: string, body?: unknown) => {
  const res = await app.request(path, {
    method,
    headers: { origin: ORIGIN, cookie: who.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.text()) || '{}' };
};

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
const counts: Record<string, number> = {};
const count = (what: string) => (counts[what] = (counts[what] ?? 0) + 1);
/** Anything but success or a clean refusal (409): a server error, or a soak that sends bad requests. */
const unexpected: string[] = [];

/** Books a random open-looking time; returns the appointment id, or null when refused (409). */
async function book(who: Patient): Promise<string | null> {
  const practice = pick(practices);
  const date = addDaysToDate(firstDay, Math.floor(Math.random() * DAYS));
  const time = pick(TIMES);
  const [slot] = await db
    .select({ id: providerTimeSlots.id })
    .from(providerTimeSlots)
    .where(
      sql`${providerTimeSlots.providerProfileId} = ${practice.id} and ${providerTimeSlots.slotDate} = ${date} and ${providerTimeSlots.startTime} = ${time}`,
    );
  const res = await call(who, 'POST', '/api/appointments', {
    providerProfileId: practice.id,
    slotId: slot!.id,
    date,
    time,
    appointmentTypeId: pick(practice.types),
    firstName: 'Soak',
    lastName: 'Patient',
    email: who.email,
    phone: '(305) 555-0187',
    dateOfBirth: '1951-04-12',
    reason: 'Check-up',
    notes: 'None',
  });
  if (res.status !== 201 && res.status !== 409) unexpected.push(`book ${res.status} ${res.body}`);
  if (res.status === 201) {
    const id = (JSON.parse(res.body) as { id: string }).id;
    who.holding.set(id, `${practice.id} ${date} ${time}`);
    count('booked');
    return id;
  }
  count(`book refused ${res.status}`);
  return null;
}

async function cancel(who: Patient, id: string, why: string): Promise<boolean> {
  const res = await call(who, 'POST', `/api/appointments/${id}/cancel`, { reason: why });
  if (res.status !== 200 && res.status !== 409) unexpected.push(`cancel ${res.status} ${res.body}`);
  if (res.status === 200) {
    who.holding.delete(id);
    count('cancelled');
    return true;
  }
  count(`cancel refused ${res.status}`);
  return false;
}

/** Rescheduling as a patient does it: take the new time first, then let the old one go. */
async function reschedule(who: Patient, id: string) {
  if ((await book(who)) !== null) {
    await cancel(who, id, 'Rescheduled to another time');
    count('rescheduled');
  }
}

async function patientLoop(who: Patient, until: number) {
  while (Date.now() < until) {
    const held = [...who.holding.keys()];
    const roll = Math.random();
    if (!held.length || roll < 0.5) await book(who);
    else if (roll < 0.75) await cancel(who, pick(held), 'Plans changed');
    else await reschedule(who, pick(held));
  }
}

const started = Date.now();
console.log(`Soak: ${PATIENTS} patients, ${PRACTICES} practices, ${SECONDS} s on ${deps.database.kind}...`);
await Promise.all(patients.map((p) => patientLoop(p, started + SECONDS * 1000)));
const elapsed = (Date.now() - started) / 1000;

// The checks. Each returns the rows that break a rule; all must be empty.
// Arrays go in as one PostgreSQL array literal (a JS array would be spread into a row of parameters).
const ids = `{${patients.map((p) => p.id).join(',')}}`;
const practiceIds = `{${practices.map((p) => p.id).join(',')}}`;
const problems: Record<string, unknown[]> = {};
const check = async (name: string, query: ReturnType<typeof sql>) => {
  const { rows } = await db.execute(query);
  if (rows.length) problems[name] = rows.slice(0, 5);
};
await check(
  'double booking: two active visits of one provider overlap',
  sql`select a.id, b.id as other from appointments a join appointments b
        on a.provider_profile_id = b.provider_profile_id and a.id < b.id
       and a.appointment_date = b.appointment_date
       and a.status in ('scheduled', 'confirmed', 'pending_approval')
       and b.status in ('scheduled', 'confirmed', 'pending_approval')
       and a.appointment_time < b.appointment_time + make_interval(mins => b.appointment_duration)
       and b.appointment_time < a.appointment_time + make_interval(mins => a.appointment_duration)
     where a.patient_id = any(${ids}::uuid[]) or b.patient_id = any(${ids}::uuid[])`,
);
const { rows: active } = await db.execute<{ id: string; patient_id: string }>(
  sql`select id, patient_id from appointments
       where patient_id = any(${ids}::uuid[]) and status in ('scheduled', 'confirmed', 'pending_approval')`,
);
const inDb = new Set(active.map((r) => r.id));
const acknowledged = new Set(patients.flatMap((p) => [...p.holding.keys()]));
const lost = [...acknowledged].filter((id) => !inDb.has(id));
const unacknowledged = [...inDb].filter((id) => !acknowledged.has(id));
if (lost.length) problems['lost: booked (2xx), never cancelled, not in the database'] = lost.slice(0, 5);
if (unacknowledged.length)
  problems['written by a refused request: active, yet never acknowledged'] = unacknowledged.slice(0, 5);
await check(
  'a booked visit whose slot is still open',
  sql`select a.id from appointments a join provider_time_slots s
        on s.provider_profile_id = a.provider_profile_id and s.slot_date = a.appointment_date
       and s.start_time >= a.appointment_time
       and s.start_time < a.appointment_time + make_interval(mins => a.appointment_duration)
     where a.patient_id = any(${ids}::uuid[]) and a.status in ('scheduled', 'confirmed') and s.is_available`,
);
await check(
  'a closed slot with no visit holding it',
  sql`select s.id from provider_time_slots s
     where s.provider_profile_id = any(${practiceIds}::uuid[]) and not s.is_available
       and not exists (select 1 from appointments a
         where a.provider_profile_id = s.provider_profile_id and a.appointment_date = s.slot_date
           and a.status in ('scheduled', 'confirmed', 'pending_approval')
           and s.start_time >= a.appointment_time
           and s.start_time < a.appointment_time + make_interval(mins => a.appointment_duration))`,
);
if (unexpected.length) problems[`unexpected answers (${unexpected.length})`] = unexpected.slice(0, 5);

const requests = Object.values(counts).reduce((a, b) => a + b, 0);
console.log(
  JSON.stringify({
    seconds: Math.round(elapsed),
    requests,
    perSecond: Math.round(requests / elapsed),
    ...counts,
    activeAtEnd: inDb.size,
  }),
);
await closeServices(deps);
if (Object.keys(problems).length) {
  console.error('Soak FAILED:', JSON.stringify(problems, null, 2));
  process.exit(1);
}
console.log(
  'Soak passed: no double booking, no lost appointment, no refused request wrote anything, no server error.',
);
