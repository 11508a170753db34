import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { backoffSeconds, createJobQueue } from '../jobs.ts';
import { createLogger } from '../logger.ts';
import { createOutbox, MAIL_JOB } from './outbox.ts';
import { createMailTransport, type MailTransport } from './transport.ts';
import { decodeMail } from '../../test/harness.ts';

// Its own database: these tests run the queue, which must not pick up other suites' jobs.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: 'memory://' });
  await database.migrate();
});
afterAll(() => database.close());

const log = createLogger('silent');

describe('the mail outbox', () => {
  it('queues a message and writes it as a readable .eml file when the job runs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-mail-'));
    const queue = createJobQueue(database.db, log, 1000);
    const outbox = createOutbox(
      queue,
      createMailTransport({ dataDir, from: 'CareConnect <no-reply@care.example>' }),
      'https://care.example',
    );
    await outbox.send({
      to: 'ana@example.test',
      template: 'password-reset',
      data: { resetUrl: 'https://care.example/reset-password?token=t1' },
      locale: 'en',
    });
    expect(() => readdirSync(join(dataDir, 'mail'))).toThrow(); // nothing is sent inline
    expect(await queue.runDue()).toBe(1);
    const files = readdirSync(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const raw = decodeMail(readFileSync(join(dataDir, 'mail', files[0]!), 'utf8'));
    expect(raw).toContain('To: ana@example.test');
    expect(raw).toContain('Subject: Reset your CareConnect password');
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('https://care.example/reset-password?token=t1');
    expect(await queue.runDue()).toBe(0); // done means done
  });

  it("writes the mail in the language it was queued with, and an older job's without one in English", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-mail-'));
    const queue = createJobQueue(database.db, log, 1000);
    const outbox = createOutbox(
      queue,
      createMailTransport({ dataDir, from: 'CareConnect <no-reply@care.example>' }),
      'https://care.example',
    );
    await outbox.send({
      to: 'eva@example.test',
      template: 'final-approval',
      data: { providerName: 'Eva' },
      locale: 'es',
    });
    // A job queued before mail had a language: its payload has no locale.
    await queue.enqueue(MAIL_JOB, {
      to: 'old@example.test',
      template: 'final-approval',
      data: { providerName: 'Old' },
    });
    expect(await queue.runDue()).toBe(2);
    const mails = readdirSync(join(dataDir, 'mail')).map((file) =>
      readFileSync(join(dataDir, 'mail', file), 'utf8'),
    );
    const spanish = decodeMail(mails.find((raw) => raw.includes('To: eva@example.test'))!);
    expect(spanish).toContain('Subject: =?UTF-8?Q?Su_perfil_de_CareConnect');
    expect(spanish).toContain('lang="es"');
    expect(spanish).toContain('https://care.example/es/provider-dashboard');
    const old = decodeMail(mails.find((raw) => raw.includes('To: old@example.test'))!);
    expect(old).toContain('Subject: Your CareConnect profile is live');
    expect(old).toContain('lang="en"');
  });

  it('sends attachments with the message, such as an appointment calendar file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-mail-'));
    const queue = createJobQueue(database.db, log, 1000);
    const outbox = createOutbox(
      queue,
      createMailTransport({ dataDir, from: 'CareConnect <no-reply@care.example>' }),
      'https://care.example',
    );
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//CareConnect//Test//EN\r\nEND:VCALENDAR\r\n';
    await outbox.send({
      to: 'di@example.test',
      template: 'final-approval',
      data: { providerName: 'Di' },
      locale: 'en',
      attachments: [
        { filename: 'appointment.ics', content: ics, contentType: 'text/calendar; charset=utf-8' },
      ],
    });
    expect(await queue.runDue()).toBe(1);
    const [file] = readdirSync(join(dataDir, 'mail'));
    const raw = readFileSync(join(dataDir, 'mail', file!), 'utf8');
    expect(raw).toContain('multipart/mixed');
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=appointment\.ics/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=appointment\.ics/);
    // Nodemailer picks the transfer encoding; either way the calendar text must come through whole.
    const part = raw.split(/filename=appointment\.ics\r?\n\r?\n/)[1]!.split(/\r?\n--/)[0]!;
    const decoded = /Content-Transfer-Encoding: base64/.test(raw.split('appointment.ics')[1] ?? '')
      ? Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8')
      : decodeMail(part);
    expect(decoded.replace(/\r\n/g, '\n')).toBe(ics.replace(/\r\n/g, '\n'));
  });

  it('keeps a message that fails to send and retries it later with growing waits', async () => {
    let calls = 0;
    const failing: MailTransport = {
      async send() {
        calls++;
        throw new Error('connection refused');
      },
    };
    const queue = createJobQueue(database.db, log, 1000);
    const outbox = createOutbox(queue, failing, 'https://care.example');
    const id = await outbox.send({
      to: 'bo@example.test',
      template: 'final-approval',
      data: { providerName: 'Bo' },
      locale: 'en',
    });
    const before = Date.now();
    expect(await queue.runDue()).toBe(1);
    const [job] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(calls).toBe(1);
    expect(job!.lastError).toBe('Email sending failed: connection refused');
    expect(job!.completedAt).toBeNull();
    expect(job!.failedAt).toBeNull();
    expect(job!.runAt.getTime()).toBeGreaterThanOrEqual(before + backoffSeconds(1) * 1000 - 50);
    expect(await queue.runDue()).toBe(0); // not due yet
    expect(backoffSeconds(2)).toBeGreaterThan(backoffSeconds(1));
    expect(backoffSeconds(20)).toBe(3600);
  });

  it('gives up after the last attempt and marks the job failed', async () => {
    const queue = createJobQueue(database.db, log, 1000);
    const outbox = createOutbox(
      queue,
      { send: () => Promise.reject(new Error('mailbox full')) },
      'https://care.example',
    );
    const id = await outbox.send({
      to: 'cy@example.test',
      template: 'final-approval',
      data: { providerName: 'Cy' },
      locale: 'en',
    });
    await database.db.update(jobs).set({ maxAttempts: 2 }).where(eq(jobs.id, id));
    await queue.runDue();
    await database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    await queue.runDue();
    const [job] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job!.attempts).toBe(2);
    expect(job!.failedAt).not.toBeNull();
    expect(job!.lastError).toBe('Email sending failed: mailbox full');
  });
});
