import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '#shared/contact/contact.ts';
import type { App } from '../../app.ts';
import { inEnglish } from '../../lib/i18n.ts';
import type { AppDeps } from '../../app-env.ts';
import { jobs } from '../../db/schema/index.ts';
import {
  apiClient,
  decodeMail,
  drainJobs,
  readMails,
  testServices,
  uniqueEmail,
} from '../../test/harness.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

const form = (email: string) => ({
  firstName: 'Rosa',
  lastName: 'Delgado',
  email,
  specialty: 'podiatry',
  message: 'Do you list podiatrists in Naples who take Medicare?',
});

const queuedTo = (email: string) =>
  deps.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(sql`${jobs.payload}->>'to' = ${email} or ${jobs.payload}->>'replyTo' = ${email}`);

describe('the contact form', () => {
  it('mails the message to support (replies go to the writer) and a copy to the writer', async () => {
    const email = uniqueEmail('contact');
    const res = await apiClient(app).post('/api/contact', { ...form(email), source: 'coming-soon' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(inEnglish(CONTACT_MESSAGES.success));
    await drainJobs(deps);

    const mails = readMails(deps.config.DATA_DIR).map((m) => decodeMail(m.raw));
    const toSupport = mails.find((m) => m.includes(`Reply-To: ${email}`))!;
    expect(toSupport).toContain(`To: ${deps.config.SUPPORT_EMAIL}`);
    expect(toSupport).toContain('Subject: New message from the CareConnect contact form');
    expect(toSupport).toContain('Do you list podiatrists in Naples who take Medicare?');
    expect(toSupport).toContain('Foot care (podiatrist)');
    expect(toSupport).toContain('The coming-soon page');
    const receipt = mails.find((m) => new RegExp(`^To: ${email}`, 'm').test(m))!;
    expect(receipt).toContain('Subject: We received your message');
    expect(receipt).toContain("We'll get back to you within 24 hours.");
  });

  it('sends the writer a short receipt that carries nothing they typed', async () => {
    // Nobody has verified the address: whatever the form carried would reach a stranger in our name.
    const email = uniqueEmail('contact-receipt');
    const res = await apiClient(app).post('/api/contact', {
      firstName: 'Win a prize at http://spam.example',
      lastName: 'Delgado',
      email,
      specialty: 'dental',
      message: 'Claim your prize now at http://spam.example/claim',
    });
    expect(res.status).toBe(200);
    const [job] = await deps.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.payload}->>'to' = ${email}`);
    expect(JSON.stringify(job!.payload)).not.toMatch(/spam\.example|Delgado|Dental/);
    await drainJobs(deps);
    const receipt = readMails(deps.config.DATA_DIR)
      .map((m) => decodeMail(m.raw))
      .find((m) => new RegExp(`^To: ${email}`, 'm').test(m))!;
    expect(receipt).toContain('Subject: We received your message');
    expect(receipt).not.toMatch(/spam\.example|Delgado|Dental|prize/);
  });

  it("refuses bad input with the spec's words and queues nothing", async () => {
    const email = uniqueEmail('contact-bad');
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'R' }, inEnglish(CONTACT_MESSAGES.firstName)],
      [{ lastName: ' ' }, inEnglish(CONTACT_MESSAGES.lastName)],
      [{ email: 'rosa@' }, inEnglish(CONTACT_MESSAGES.email)],
      [{ specialty: '' }, inEnglish(CONTACT_MESSAGES.specialty)],
      [{ specialty: 'astrology' }, inEnglish(CONTACT_MESSAGES.specialty)],
      [{ message: 'Too short' }, inEnglish(CONTACT_MESSAGES.messageShort)],
      [{ message: 'x'.repeat(501) }, inEnglish(CONTACT_MESSAGES.messageLong)],
    ];
    for (const [change, message] of cases) {
      const res = await apiClient(app).post('/api/contact', { ...form(email), ...change });
      expect(res.status, message).toBe(400);
      expect(res.body.detail).toBe(message);
    }
    expect(await queuedTo(email)).toHaveLength(0);
  });

  it("answers in the page's language: the words in Spanish, the codes the same", async () => {
    const email = uniqueEmail('contact-es');
    const client = apiClient(app).speaking('es');
    const bad = await client.post('/api/contact', { ...form(email), message: 'Muy corto' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('El mensaje debe tener al menos 10 caracteres');
    expect(bad.body.errors).toEqual({ message: 'El mensaje debe tener al menos 10 caracteres' });
    expect(bad.body.code).toBe(CONTACT_MESSAGES.messageShort);
    expect(bad.body.codes).toEqual({ message: CONTACT_MESSAGES.messageShort });
    const sent = await client.post('/api/contact', form(email));
    expect(sent.body.message).toBe('¡Gracias por su mensaje! Le responderemos en un plazo de 24 horas.');
  });

  it('queues both mails before answering, so a mail failure only delays them (the outbox retries)', async () => {
    const email = uniqueEmail('contact-outbox');
    const res = await apiClient(app).post('/api/contact', form(email));
    expect(res.status).toBe(200);
    const queued = await queuedTo(email);
    expect(queued).toHaveLength(2);
    const [job] = await deps.database.db.select().from(jobs).where(eq(jobs.id, queued[0]!.id));
    expect(job!.type).toBe('mail.send');
  });

  it('limits how many messages one address may send', async () => {
    const guest = apiClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await guest.post('/api/contact', form(uniqueEmail('burst')))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
