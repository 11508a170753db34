import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { longDate } from '#shared/format/dates.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { appointmentTypes, users } from '../../db/schema/index.ts';
import { drainJobs, readMails, testServices } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import { addPractice, addSlots, bookingForm, dayAhead } from './test-fixtures.ts';

/**
 * Mail speaks its recipient's language (ADR 19): the account's setting, decided as the mail is
 * queued, whatever the language of the page that caused it.
 */

let deps: AppDeps;
let app: App;
beforeAll(async () => {
  ({ deps, app } = await testServices());
});

/** A written mail's headers and parts, in UTF-8: quoted-printable and encoded words undone. */
function readable(raw: string): string {
  const bytes = (qp: string) =>
    Buffer.from(
      qp.replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return bytes(
    raw
      .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_m, word: string) => word.replace(/_/g, ' '))
      .replace(/=\r?\n/g, ''),
  );
}

async function queued(to: string) {
  const { rows } = await deps.database.db.execute<{
    template: string;
    locale: string;
    ics: string | null;
  }>(sql`
    select payload->>'template' as template, payload->>'locale' as locale,
      payload->'attachments'->0->>'content' as ics
    from jobs where type = 'mail.send' and payload->>'to' = ${to} order by id`);
  return rows;
}

/** A patient, in a language, books a visit with a new practice; their confirmation is written out. */
async function bookAs(locale: 'en' | 'es', page: 'en' | 'es') {
  const practice = await addPractice(app, deps);
  const date = dayAhead(3);
  const ids = await addSlots(deps, practice.providerId, date, ['10:30']);
  const patient = await signedInUser(app, deps, 'patient', { firstName: 'Rosa', lastName: 'Delgado' });
  await deps.database.db.update(users).set({ locale }).where(eq(users.id, patient.id));
  const res = await patient.client
    .speaking(page)
    .post('/api/appointments', bookingForm(practice, { id: ids['10:30']!, date, time: '10:30' }));
  expect(res.status).toBe(201);
  const jobs = await queued(patient.email);
  await drainJobs(deps);
  const file = readMails(deps.config.DATA_DIR).find((m) => m.raw.includes(`To: ${patient.email}`));
  return { practice, date, patient, jobs, mail: readable(file!.raw) };
}

describe('the language of a mail', () => {
  it("writes a Spanish patient's booking confirmation in Spanish, with links to the Spanish pages", async () => {
    // Booked from an English page: the account's setting decides, not the page.
    const { practice, date, jobs, mail } = await bookAs('es', 'en');
    expect(jobs.map((j) => [j.template, j.locale])).toEqual([['appointment-booked', 'es']]);
    expect(mail).toContain('Subject: Su cita está reservada');
    expect(mail).toContain('<html lang="es">');
    expect(mail).toContain(`Hola, Rosa Delgado: su cita con ${practice.name} está reservada.`);
    expect(mail).toContain(`Fecha: ${longDate(date, 'es')}`);
    expect(mail).toContain('Hora: 10:30 a.m.');
    expect(mail).toContain(`${deps.config.publicUrl}/es/patient-dashboard/appointments`);
    expect(mail).not.toContain('Your appointment is booked');
    // The calendar file attached speaks Spanish too.
    expect(jobs[0]!.ics).toContain(`SUMMARY:Cita con ${practice.name}`);
    // The practice's own mail follows the practice's account (English), not the patient's.
    const practiceJobs = await queued(practice.owner.email);
    expect(practiceJobs.map((j) => [j.template, j.locale])).toEqual([['appointment-booked-provider', 'en']]);
  });

  it("keeps an English patient's mail in English, word for word, even from a Spanish page", async () => {
    const { practice, date, jobs, mail } = await bookAs('en', 'es');
    expect(jobs.map((j) => [j.template, j.locale])).toEqual([['appointment-booked', 'en']]);
    expect(mail).toContain('Subject: Your appointment is booked');
    expect(mail).toContain('<html lang="en">');
    expect(mail).toContain(`Hello Rosa Delgado, your visit with ${practice.name} is booked.`);
    expect(mail).toContain(`Date: ${longDate(date, 'en')}`);
    expect(mail).toContain('Time: 10:30 AM');
    expect(mail).toContain(`${deps.config.publicUrl}/patient-dashboard/appointments`);
    expect(mail).not.toContain('/es/');
    expect(jobs[0]!.ics).toContain(`SUMMARY:Appointment with ${practice.name}`);
  });

  it('gives "Add to calendar" in the language of the page asking', async () => {
    const { practice, patient } = await bookAs('en', 'en');
    const [row] = (
      await deps.database.db.execute<{ id: string }>(
        sql`select a.id::text as id from appointments a where a.patient_id = ${patient.id}`,
      )
    ).rows;
    const spanish = await patient.client.speaking('es').get(`/api/appointments/${row!.id}/calendar.ics`);
    expect(spanish.status).toBe(200);
    expect(spanish.text).toContain(`SUMMARY:Cita con ${practice.name}`);
    const english = await patient.client.get(`/api/appointments/${row!.id}/calendar.ics`);
    expect(english.text).toContain(`SUMMARY:Appointment with ${practice.name}`);
  });

  it('names a woman doctor "Dra." and the visit by its Spanish name to a Spanish patient; English keeps "Dr."', async () => {
    const practice = await addPractice(app, deps, { gender: 'female', title: 'Doctor' });
    await deps.database.db
      .update(appointmentTypes)
      .set({ nameEs: 'Consulta de seguimiento' })
      .where(eq(appointmentTypes.id, practice.followUp));
    const date = dayAhead(4);
    const ids = await addSlots(deps, practice.providerId, date, ['09:00']);
    const patient = await signedInUser(app, deps, 'patient', { firstName: 'Rosa', lastName: 'Delgado' });
    await deps.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, patient.id));
    const res = await patient.client
      .speaking('es')
      .post('/api/appointments', bookingForm(practice, { id: ids['09:00']!, date, time: '09:00' }));
    expect(res.status).toBe(201);
    const spanishName = practice.name.replace(/^Dr\. /, 'Dra. ');
    // The answer to the Spanish page names her and the visit in Spanish.
    expect(res.body).toMatchObject({
      providerName: spanishName,
      appointmentTypeName: 'Consulta de seguimiento',
    });
    const jobs = await queued(patient.email);
    await drainJobs(deps);
    const mail = readable(
      readMails(deps.config.DATA_DIR).find((m) => m.raw.includes(`To: ${patient.email}`))!.raw,
    );
    expect(mail).toContain(`su cita con ${spanishName} está reservada`);
    expect(mail).toContain('Consulta de seguimiento');
    expect(mail).not.toContain('Follow-up Visit');
    expect(jobs[0]!.ics).toContain(`SUMMARY:Cita con ${spanishName}`);
    expect(jobs[0]!.ics).toContain('Consulta de seguimiento');
    // The practice's English account reads 'Dr.' and the English name.
    const practiceMail = readable(
      readMails(deps.config.DATA_DIR).find((m) => m.raw.includes(`To: ${practice.owner.email}`))!.raw,
    );
    expect(practiceMail).toContain(practice.name);
    expect(practiceMail).toContain('Follow-up Visit');
    expect(practiceMail).not.toContain('Dra.');

    // Her lists follow the page: Spanish, then English; a type without a Spanish name keeps its English one.
    const spanishList = await patient.client.speaking('es').get('/api/appointments/mine');
    expect(spanishList.body.upcoming).toEqual([
      expect.objectContaining({ providerName: spanishName, appointmentTypeName: 'Consulta de seguimiento' }),
    ]);
    const englishList = await patient.client.speaking('en').get('/api/appointments/mine');
    expect(englishList.body.upcoming).toEqual([
      expect.objectContaining({ providerName: practice.name, appointmentTypeName: 'Follow-up Visit' }),
    ]);
    const offered = await patient.client
      .speaking('es')
      .get(`/api/providers/${practice.providerId}/appointment-types`);
    expect(offered.body.types).toEqual([
      expect.objectContaining({ name: 'Follow-up Visit', nameEs: 'Consulta de seguimiento' }),
      expect.objectContaining({ name: 'New Patient Visit', nameEs: null }),
    ]);
  });
});
