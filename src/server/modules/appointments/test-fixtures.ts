import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { addDaysToDate, practiceToday, type OfficeHoursWeek } from '#shared/schedule/slot-rules.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { appointments, appointmentTypes, providerTimeSlots } from '../../db/schema/index.ts';
import { uniqueEmail } from '../../test/harness.ts';
import { addProvider, signedInUser, type ProviderValues } from '../../test/people.ts';

/** Test helpers for the booking suites: practices with hours, types and slots, and booking forms. */

const DAY = { open: '06:00', close: '22:00', closed: false };
export const EVERY_DAY: OfficeHoursWeek = {
  monday: DAY,
  tuesday: DAY,
  wednesday: DAY,
  thursday: DAY,
  friday: DAY,
  saturday: DAY,
  sunday: DAY,
};

/** A date `days` after today in Florida. */
export const dayAhead = (days: number) => addDaysToDate(practiceToday(new Date()), days);

/** A listed practice owned by a signed-in provider, with a 30- and a 60-minute type and a retired one. */
export async function addPractice(app: App, deps: AppDeps, values: ProviderValues = {}) {
  const owner = await signedInUser(app, deps, 'provider', { firstName: 'Elena', lastName: 'Morales' });
  const lastName = `Morales${randomUUID().slice(0, 6)}`;
  const providerId = await addProvider(deps, {
    userId: owner.id,
    firstName: 'Elena',
    lastName,
    officeHours: EVERY_DAY,
    phone: '(305) 555-0142',
    businessAddress: '1450 Coral Way, Suite 204, Miami, FL 33145',
    ...values,
  });
  const types = await deps.database.db
    .insert(appointmentTypes)
    .values([
      { providerProfileId: providerId, name: 'Follow-up Visit', durationMinutes: 30 },
      { providerProfileId: providerId, name: 'New Patient Visit', durationMinutes: 60 },
      { providerProfileId: providerId, name: 'Annual Wellness', durationMinutes: 45, isActive: false },
    ])
    .returning({ id: appointmentTypes.id, name: appointmentTypes.name });
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;
  return {
    providerId,
    owner,
    name: `Dr. Elena ${lastName}`,
    followUp: typeId('Follow-up Visit'),
    newPatient: typeId('New Patient Visit'),
    retired: typeId('Annual Wellness'),
  };
}

export type Practice = Awaited<ReturnType<typeof addPractice>>;

/** Slots on one date; returns their ids by time. */
export async function addSlots(
  deps: AppDeps,
  providerId: string,
  date: string,
  times: string[],
  values: { isAvailable?: boolean; overrideType?: string } = {},
): Promise<Record<string, string>> {
  const rows = await deps.database.db
    .insert(providerTimeSlots)
    .values(
      times.map((startTime) => ({ providerProfileId: providerId, slotDate: date, startTime, ...values })),
    )
    .returning({ id: providerTimeSlots.id, time: providerTimeSlots.startTime });
  return Object.fromEntries(rows.map((r) => [r.time.slice(0, 5), r.id]));
}

export async function slotState(deps: AppDeps, slotId: string) {
  const [row] = await deps.database.db
    .select({ isAvailable: providerTimeSlots.isAvailable, overrideType: providerTimeSlots.overrideType })
    .from(providerTimeSlots)
    .where(eq(providerTimeSlots.id, slotId));
  return row;
}

/** A complete booking form for a slot. */
export function bookingForm(
  practice: Pick<Practice, 'providerId' | 'followUp'>,
  slot: { id: string; date: string; time: string },
  extra: Record<string, unknown> = {},
) {
  return {
    providerProfileId: practice.providerId,
    slotId: slot.id,
    date: slot.date,
    time: slot.time,
    appointmentTypeId: practice.followUp,
    firstName: 'Rosa',
    lastName: 'Delgado',
    email: uniqueEmail('rosa'),
    phone: '(305) 555-0187',
    dateOfBirth: '1951-04-12',
    reason: 'Knee pain when walking',
    notes: 'I use a walker.',
    ...extra,
  };
}

/** An appointment written straight to the table (a past visit, or one the rules must respect). */
export async function insertAppointment(
  deps: AppDeps,
  values: {
    patientId: string;
    providerId: string;
    date: string;
    time: string;
    duration?: number;
    status?: string;
  },
) {
  const [row] = await deps.database.db
    .insert(appointments)
    .values({
      patientId: values.patientId,
      providerProfileId: values.providerId,
      appointmentDate: values.date,
      appointmentTime: values.time,
      appointmentDuration: values.duration ?? 30,
      status: values.status ?? 'scheduled',
      reason: 'Check-up',
      notes: 'None',
      patientFirstName: 'Walter',
      patientLastName: 'Hughes',
      patientEmail: uniqueEmail('walter'),
      patientPhone: '(305) 555-0100',
      patientDateOfBirth: '1948-09-30',
    })
    .returning({ id: appointments.id });
  return row!.id;
}

export async function countAppointments(deps: AppDeps, providerId: string, where = sql`true`) {
  const [row] = await deps.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.providerProfileId, providerId), where));
  return row!.n;
}

/** Mail jobs queued to an address, by template. */
export async function queuedMails(deps: AppDeps, to: string) {
  const { rows } = await deps.database.db.execute<{
    template: string;
    attachments: { filename: string; content: string }[] | null;
  }>(sql`
    select payload->>'template' as template, payload->'attachments' as attachments
    from jobs where type = 'mail.send' and payload->>'to' = ${to} order by id`);
  return rows;
}
