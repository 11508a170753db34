import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceInstant } from '#shared/schedule/slot-rules.ts';
import { createApp, type App } from './app.ts';
import type { AppDeps } from './app-env.ts';
import { MIGRATIONS_DIR, openDatabase } from './db/client.ts';
import { createLogger } from './lib/logger.ts';
import { createS3Storage } from './lib/storage/s3.ts';
import { sweepReminders } from './modules/appointments/reminders.ts';
import { addPractice, addSlots, bookingForm, dayAhead } from './modules/appointments/test-fixtures.ts';
import { closeServices, createServices } from './services.ts';
import {
  decodeMail,
  drainJobs,
  readMails,
  TEST_ORIGIN,
  testConfig,
  testServices,
  uniqueEmail,
} from './test/harness.ts';
import { signedInUser } from './test/people.ts';

/**
 * Scale-out: two server instances on one PostgreSQL and one S3-compatible bucket, as behind a load
 * balancer. A user's requests may reach either: sessions, uploads, the job queue and the reminder
 * sweep must behave as on one server. (Realtime across instances: messaging/two-instances.test.ts.)
 */

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

let depsA: AppDeps;
let depsB: AppDeps;
let appA: App;
let appB: App;
let bucket: S3rver;

beforeAll(async () => {
  if (!onPostgres) return;
  bucket = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'careconnect-s3-')),
    resetOnClose: true,
    configureBuckets: [{ name: 'scale-out' }],
  });
  const { port } = await bucket.run();
  const storage = () =>
    createS3Storage({
      bucket: 'scale-out',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  depsA = { ...(await testServices()).deps, storage: storage() };
  depsB = { ...(await createServices(testConfig(), createLogger('silent'))), storage: storage() };
  appA = createApp(depsA);
  appB = createApp(depsB);
});

afterAll(async () => {
  if (!onPostgres) return;
  await closeServices(depsB);
  await bucket.close();
});

/** The same browser (its cookie) talking to the other instance. */
function onOther(app: App, cookie: string) {
  return (path: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { origin: TEST_ORIGIN, cookie, ...init.headers } });
}

/** Mail files, across both instances' mail folders, sent to `to` whose text matches `what`. */
const mailsTo = (to: string, what: RegExp) =>
  [depsA, depsB]
    .flatMap((d) => readMails(d.config.DATA_DIR))
    .map((m) => decodeMail(m.raw))
    .filter((raw) => raw.includes(`To: ${to}`) && what.test(raw));

/** Both instances work the queue at once, as their job workers do. */
const bothDrain = () => Promise.all([drainJobs(depsA), drainJobs(depsB)]);

describe.skipIf(!onPostgres)('two instances on one PostgreSQL and one bucket', () => {
  it('two instances starting together on an empty database migrate it once, and both start', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `careconnect_migrate_${Date.now()}_${process.pid}`;
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const both = [
      await openDatabase({ databaseUrl: url.toString(), poolSize: 2 }),
      await openDatabase({ databaseUrl: url.toString(), poolSize: 2 }),
    ];
    try {
      await Promise.all(both.map((d) => d.migrate()));
      const { rows } = await both[1]!.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(rows[0]!.n).toBe(readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length);
    } finally {
      await Promise.all(both.map((d) => d.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it('a session made on one instance works on the other, and signing out on one ends it on both', async () => {
    const rosa = await signedInUser(appA, depsA, 'patient');
    const onB = onOther(appB, rosa.client.cookie);
    const me = await onB('/api/me');
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(rosa.id);

    expect((await onB('/api/auth/sign-out', { method: 'POST' })).status).toBe(200);
    expect((await rosa.client.get('/api/me')).body).toEqual({ user: null });
  });

  it('a photo uploaded through one instance is served, and deleted, through the other', async () => {
    const provider = await signedInUser(appA, depsA, 'provider');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'headshot.png', { type: 'image/png' }));
    form.set('folder', 'headshots');
    const up = await appA.request('/api/uploads/provider-photos', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: provider.client.cookie },
      body: form,
    });
    expect(up.status).toBe(201);
    const { id, url } = (await up.json()) as { id: string; url: string };

    const served = await appB.request(url);
    expect(served.status).toBe(200);
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).width).toBe(64);

    const onB = onOther(appB, provider.client.cookie);
    expect((await onB(`/api/uploads/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await appA.request(url)).status).toBe(404);
  });

  it('mail queued on either instance goes out exactly once while both work the queue', async () => {
    const to = Array.from({ length: 12 }, () => uniqueEmail('queue'));
    await Promise.all(
      to.map((address, i) =>
        (i % 2 ? depsA : depsB).outbox.send({
          to: address,
          template: 'partial-approval',
          data: { providerName: `Provider ${i}` },
          locale: 'en',
        }),
      ),
    );
    await Promise.all([bothDrain(), bothDrain()]);
    for (const address of to) expect(mailsTo(address, /Subject:/), address).toHaveLength(1);
  });

  it('a visit is reminded once, though both instances sweep at the same moment', async () => {
    const practice = await addPractice(appA, depsA);
    const date = dayAhead(3);
    const ids = await addSlots(depsA, practice.providerId, date, ['10:00']);
    const walter = await signedInUser(appA, depsA, 'patient');
    const form = bookingForm(practice, { id: ids['10:00']!, date, time: '10:00' });
    // Booked through the other instance.
    const res = await onOther(appB, walter.client.cookie)('/api/appointments', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
    expect(res.status).toBe(201);

    const now = new Date(practiceInstant(date, '10:00').getTime() - 20 * 3_600_000);
    const [a, b] = await Promise.all([sweepReminders(depsA, now), sweepReminders(depsB, now)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    await bothDrain();
    expect(mailsTo(walter.email, /Reminder: your appointment is coming up/)).toHaveLength(1);
  });
});
