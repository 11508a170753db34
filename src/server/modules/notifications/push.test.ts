import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_PREVIEW_CHARS, truncatePreview } from '#shared/notifications/notifications.ts';
import { PUSH_SUBSCRIPTION_MESSAGES } from '#shared/notifications/push-subscription.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { createApp } from '../../app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { jobs, pushSubscriptions, serverSecrets, users } from '../../db/schema/index.ts';
import { inEnglish, serverTranslator } from '../../lib/i18n.ts';
import { createLogger } from '../../lib/logger.ts';
import { closeServices, createServices } from '../../services.ts';
import { TEST_ORIGIN, testServices } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import {
  browserKeys,
  decryptPush,
  startPushService,
  verifyVapid,
  type PushService,
} from '../../test/push-service.ts';
import { notifyNow, PUSH_JOB, type NoticeWords, type NotifyInput } from './notify.ts';
import { PUSH_TTL_SECONDS, registerPushJob } from './push.ts';
import { newReviewNotice } from './texts.ts';
import { isPrivateAddress, publicOnlyLookup } from '../../lib/public-address.ts';
import { ENDPOINT_REFUSED, endpointRefusal } from './push-endpoints.ts';
import { MAX_SUBSCRIPTIONS_PER_USER } from './repository.ts';
import { ensureStoredKeyPair, VAPID_SECRET_NAME, vapidKeys, vapidSubject } from './vapid.ts';

let deps: AppDeps;
let app: App;
let push: PushService;
beforeAll(async () => {
  ({ deps, app } = await testServices());
  push = await startPushService();
  // The real job handler, with an agent that trusts the test push service's own certificate.
  registerPushJob(deps, { agent: push.agent });
});
afterAll(async () => {
  registerPushJob(deps);
  await push?.close();
});

type User = Awaited<ReturnType<typeof signedInUser>>;

/** A browser of the user: its keys, subscribed at a fresh endpoint of the test push service. */
async function subscribedBrowser(user: User) {
  const keys = browserKeys();
  const path = `/push/${randomUUID()}`;
  const endpoint = `${push.origin}${path}`;
  const res = await user.client.post('/api/push/subscriptions', { endpoint, keys: keys.json });
  expect(res.status).toBe(201);
  return { keys, path, endpoint };
}

/** Runs due jobs until this notification's push jobs that are due have all run. */
async function runPushJobs(notificationId: string) {
  for (let i = 0; i < 50; i++) {
    const due = await deps.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, PUSH_JOB),
          sql`${jobs.payload}->>'notificationId' = ${notificationId}`,
          isNull(jobs.completedAt),
          isNull(jobs.failedAt),
          sql`${jobs.runAt} <= now()`,
        ),
      );
    if (due.length === 0) return;
    await deps.queue.runDue(50);
  }
  throw new Error('push jobs did not finish');
}

/** This notification's push jobs, oldest first. */
const pushJobs = (notificationId: string) =>
  deps.database.db
    .select({ id: jobs.id, payload: jobs.payload, completedAt: jobs.completedAt, runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.type, PUSH_JOB), sql`${jobs.payload}->>'notificationId' = ${notificationId}`))
    .orderBy(jobs.id);

const subscriptionCount = async (userId: string) =>
  (
    await deps.database.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
  ).length;

const message = (
  userId: string,
  {
    title = 'New message from Dr. Elena Morales',
    body = 'Your results are in.',
    ...extra
  }: Partial<NotifyInput & NoticeWords> = {},
): NotifyInput => ({
  userId,
  kind: 'message',
  words: () => ({ title, body }),
  url: '/patient-dashboard/messages',
  data: { conversationId: randomUUID() },
  ...extra,
});

describe('Web Push, end to end with a real push request', () => {
  it('sends a VAPID-signed, aes128gcm-encrypted push with a TTL that the browser decrypts to the payload', async () => {
    const rosa = await signedInUser(app, deps, 'patient');
    const browser = await subscribedBrowser(rosa);
    const key = await rosa.client.get('/api/push/public-key');
    expect(key.status).toBe(200);
    expect(key.body).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) });

    const older = await notifyNow(deps, message(rosa.id, { body: 'First one' }));
    await runPushJobs(older.id);
    const text = `${'Every word of this long message matters to me. '.repeat(4)}The end.`;
    const body = truncatePreview(text, MESSAGE_PREVIEW_CHARS);
    expect(body).toHaveLength(100);
    const conversationId = randomUUID();
    const notice = await notifyNow(deps, message(rosa.id, { body, data: { conversationId } }));
    await runPushJobs(notice.id);

    const got = push.to(browser.path);
    expect(got).toHaveLength(2);
    const request = got[1]!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect(request.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(request.headers.urgency).toBe('high');
    const vapid = verifyVapid(String(request.headers.authorization));
    expect(vapid.publicKey).toBe(key.body.publicKey);
    expect(vapid.claims.aud).toBe(push.origin);
    expect(vapid.claims.sub).toBe('mailto:no-reply@careconnect.test');
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());

    const payload = JSON.parse(decryptPush(request.body, browser.keys));
    expect(payload).toEqual({
      title: 'New message from Dr. Elena Morales',
      body,
      badge: 2,
      url: '/patient-dashboard/messages',
      data: { notificationId: notice.id, conversationId, url: '/patient-dashboard/messages' },
    });
    // Another browser's keys cannot read it.
    expect(() => decryptPush(request.body, browserKeys())).toThrow();
  });

  it('pushes to each of the user’s browsers and to no one else’s, with redirect_url passed on', async () => {
    const ana = await signedInUser(app, deps, 'provider');
    const ben = await signedInUser(app, deps, 'patient');
    const phone = await subscribedBrowser(ana);
    const laptop = await subscribedBrowser(ana);
    const bens = await subscribedBrowser(ben);
    const notice = await notifyNow(deps, {
      userId: ana.id,
      kind: 'new_review',
      words: () => ({ title: 'New review', body: '5 out of 5 stars, with no comment.' }),
      url: '/provider-dashboard/reviews',
      data: { redirect_url: '/provider-dashboard/reviews?highlight=1', reviewId: randomUUID() },
    });
    await runPushJobs(notice.id);
    for (const browser of [phone, laptop]) {
      const [request] = push.to(browser.path);
      expect(request!.headers.urgency).toBe('normal');
      expect(JSON.parse(decryptPush(request!.body, browser.keys))).toEqual({
        title: 'New review',
        body: '5 out of 5 stars, with no comment.',
        badge: 1,
        url: '/provider-dashboard/reviews',
        data: {
          notificationId: notice.id,
          redirect_url: '/provider-dashboard/reviews?highlight=1',
          url: '/provider-dashboard/reviews',
        },
      });
    }
    expect(push.to(bens.path)).toEqual([]);
  });

  it('deletes a subscription the push service answers 410 or 404 for, and keeps the others', async () => {
    const cara = await signedInUser(app, deps, 'patient');
    const gone = await subscribedBrowser(cara);
    const unknown = await subscribedBrowser(cara);
    const kept = await subscribedBrowser(cara);
    push.answer(gone.path, 410);
    push.answer(unknown.path, 404);
    const notice = await notifyNow(deps, message(cara.id));
    await runPushJobs(notice.id);
    expect(push.to(gone.path)).toHaveLength(1);
    expect(push.to(unknown.path)).toHaveLength(1);
    const rows = await deps.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, cara.id));
    expect(rows.map((r) => r.endpoint)).toEqual([kept.endpoint]);
    // No retry for them: the job is done.
    expect((await pushJobs(notice.id)).map((j) => j.completedAt !== null)).toEqual([true]);
  });

  it('retries a failed browser later, alone: the browser that got the push does not get it twice', async () => {
    const dina = await signedInUser(app, deps, 'patient');
    const fine = await subscribedBrowser(dina);
    const flaky = await subscribedBrowser(dina);
    push.answer(flaky.path, 500, 429);
    const notice = await notifyNow(deps, message(dina.id));
    await runPushJobs(notice.id);
    expect(push.to(fine.path)).toHaveLength(1);
    expect(push.to(flaky.path)).toHaveLength(1);

    const [, retry] = await pushJobs(notice.id);
    expect(retry!.payload).toMatchObject({ notificationId: notice.id, round: 2 });
    expect((retry!.payload as { subscriptionIds: string[] }).subscriptionIds).toHaveLength(1);
    expect(retry!.runAt.getTime()).toBeGreaterThan(Date.now());
    // Bring the retries forward instead of waiting for them.
    const bringForward = () =>
      deps.database.db.execute(
        sql`update jobs set run_at = now() where type = ${PUSH_JOB} and completed_at is null
          and payload->>'notificationId' = ${notice.id}`,
      );
    await bringForward();
    await runPushJobs(notice.id);
    expect(push.to(flaky.path)).toHaveLength(2); // 429 this time
    await bringForward();
    await runPushJobs(notice.id);
    expect(push.to(flaky.path)).toHaveLength(3); // delivered
    expect(push.to(fine.path)).toHaveLength(1);
    expect((await pushJobs(notice.id)).every((j) => j.completedAt !== null)).toBe(true);
    expect(await pushJobs(notice.id)).toHaveLength(3);
    const last = push.to(flaky.path)[2]!;
    expect(JSON.parse(decryptPush(last.body, flaky.keys)).data.notificationId).toBe(notice.id);
  });

  it('gives up on a browser after three rounds, and never retries a refusal such as 400', async () => {
    const eli = await signedInUser(app, deps, 'patient');
    const down = await subscribedBrowser(eli);
    const refused = await subscribedBrowser(eli);
    push.answer(down.path, 503, 503, 503, 503);
    push.answer(refused.path, 400);
    const notice = await notifyNow(deps, message(eli.id));
    for (let round = 0; round < 4; round++) {
      await deps.database.db.execute(
        sql`update jobs set run_at = now() where type = ${PUSH_JOB} and completed_at is null
          and payload->>'notificationId' = ${notice.id}`,
      );
      await runPushJobs(notice.id);
    }
    expect(push.to(down.path)).toHaveLength(3);
    expect(push.to(refused.path)).toHaveLength(1);
    // Both stay subscribed: neither said the subscription is gone.
    expect(await subscriptionCount(eli.id)).toBe(2);
  });

  it('completes without sending when the user has no browser subscribed, or has already read it', async () => {
    const fay = await signedInUser(app, deps, 'patient');
    const before = push.received.length;
    const none = await notifyNow(deps, message(fay.id));
    await runPushJobs(none.id);
    expect((await pushJobs(none.id)).map((j) => j.completedAt !== null)).toEqual([true]);

    const browser = await subscribedBrowser(fay);
    const seen = await notifyNow(deps, message(fay.id));
    expect((await fay.client.post(`/api/notifications/${seen.id}/read`)).status).toBe(204);
    await runPushJobs(seen.id);
    expect(push.to(browser.path)).toEqual([]);
    expect(push.received.length).toBe(before);
  });
});

describe('push subscriptions', () => {
  it('subscribing one endpoint twice keeps one row; subscribing it as another user moves it', async () => {
    const gus = await signedInUser(app, deps, 'patient');
    const hal = await signedInUser(app, deps, 'patient');
    const browser = await subscribedBrowser(gus);
    const renewed = browserKeys();
    const again = await gus.client.post('/api/push/subscriptions', {
      endpoint: browser.endpoint,
      keys: renewed.json,
    });
    expect(again.status).toBe(201);
    const rows = () =>
      deps.database.db
        .select({ userId: pushSubscriptions.userId, p256dh: pushSubscriptions.p256dh })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(await rows()).toEqual([{ userId: gus.id, p256dh: renewed.json.p256dh }]);

    // The browser signs in as someone else: the endpoint is theirs now.
    expect(
      (await hal.client.post('/api/push/subscriptions', { endpoint: browser.endpoint, keys: renewed.json }))
        .status,
    ).toBe(201);
    expect(await rows()).toEqual([{ userId: hal.id, p256dh: renewed.json.p256dh }]);
    expect(await subscriptionCount(gus.id)).toBe(0);
  });

  it(`keeps a user's newest ${MAX_SUBSCRIPTIONS_PER_USER} browsers, dropping the oldest`, async () => {
    const ida = await signedInUser(app, deps, 'patient');
    const browsers = [];
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_USER + 2; i++) browsers.push(await subscribedBrowser(ida));
    const kept = await deps.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, ida.id));
    expect(kept).toHaveLength(MAX_SUBSCRIPTIONS_PER_USER);
    expect(new Set(kept.map((k) => k.endpoint))).toEqual(new Set(browsers.slice(2).map((b) => b.endpoint)));
  });

  it('unsubscribes only the caller’s own endpoint (204 either way)', async () => {
    const jo = await signedInUser(app, deps, 'patient');
    const kim = await signedInUser(app, deps, 'patient');
    const browser = await subscribedBrowser(jo);
    const remove = (user: User, endpoint: string) =>
      app.request('/api/push/subscriptions', {
        method: 'DELETE',
        headers: { origin: TEST_ORIGIN, cookie: user.client.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint }),
      });
    expect((await remove(kim, browser.endpoint)).status).toBe(204);
    expect(await subscriptionCount(jo.id)).toBe(1);
    expect((await remove(jo, browser.endpoint)).status).toBe(204);
    expect(await subscriptionCount(jo.id)).toBe(0);
    const bad = await app.request('/api/push/subscriptions', {
      method: 'DELETE',
      headers: { origin: TEST_ORIGIN, cookie: jo.client.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: 'not a url' }),
    });
    expect(bad.status).toBe(400);
  });

  it('refuses subscriptions without a usable endpoint or keys (400), saving nothing', async () => {
    const lou = await signedInUser(app, deps, 'patient');
    const good = browserKeys().json;
    const endpoint = `${push.origin}/push/${randomUUID()}`;
    const cases = [
      {},
      { endpoint: 'not a url', keys: good },
      { endpoint, keys: { p256dh: good.p256dh } },
      { endpoint, keys: { p256dh: 'short', auth: good.auth } },
      { endpoint, keys: { p256dh: good.p256dh, auth: 'AAAA' } },
    ];
    for (const body of cases) {
      const res = await lou.client.post('/api/push/subscriptions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    expect(await subscriptionCount(lou.id)).toBe(0);
    const english = await lou.client.post('/api/push/subscriptions', { endpoint: 'not a url', keys: good });
    expect(english.body.errors).toEqual({ endpoint: 'A push endpoint address is required' });
    const spanish = await lou.client
      .speaking('es')
      .post('/api/push/subscriptions', { endpoint: 'not a url', keys: good });
    expect(spanish.body.errors).toEqual({
      endpoint: 'Falta la dirección para enviar los avisos del navegador',
    });
    expect(spanish.body.codes).toEqual({ endpoint: PUSH_SUBSCRIPTION_MESSAGES.endpointRequired });
    const badKeys = await lou.client
      .speaking('es')
      .post('/api/push/subscriptions', { endpoint, keys: { p256dh: good.p256dh, auth: 'AAAA' } });
    expect(badKeys.body).toMatchObject({
      detail: 'El navegador envió claves para avisos que no se pueden usar.',
      code: 'account.pushRefusal.keysInvalid',
      codes: { keys: 'account.pushRefusal.keysInvalid' },
    });
  });

  it('in production refuses endpoints that are not https or point at private addresses', async () => {
    const production = createApp({ ...deps, config: { ...deps.config, isProduction: true } });
    const max = await signedInUser(app, deps, 'patient');
    const subscribe = async (endpoint: string) =>
      production.request('/api/push/subscriptions', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie: max.client.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint, keys: browserKeys().json }),
      });
    for (const endpoint of [
      'http://push.example.com/send/1',
      'https://127.0.0.1:8443/send/1',
      'https://10.1.2.3/send/1',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/send/1',
      'https://[::ffff:127.0.0.1]/send/1',
      'https://localhost/send/1',
      'https://db.internal/send/1',
      'https://intranet/send/1',
    ]) {
      const res = await subscribe(endpoint);
      expect(res.status, endpoint).toBe(400);
      expect((await res.json()).detail).toBe(inEnglish(ENDPOINT_REFUSED));
    }
    const inSpanish = await production.request('/api/push/subscriptions', {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        cookie: max.client.cookie,
        'content-type': 'application/json',
        'x-locale': 'es',
      },
      body: JSON.stringify({ endpoint: 'https://localhost/send/1', keys: browserKeys().json }),
    });
    expect(await inSpanish.json()).toMatchObject({
      detail: serverTranslator('es').t(ENDPOINT_REFUSED),
      errors: { endpoint: 'No se puede usar esta dirección para avisos.' },
    });
    const ok = await subscribe(`https://fcm.googleapis.com/fcm/send/${randomUUID()}`);
    expect(ok.status).toBe(201);
    expect(await subscriptionCount(max.id)).toBe(1);
  });

  it('sorts addresses into public and private, and the production lookup refuses private ones', async () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.1',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      'nonsense',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '142.250.1.1', '2607:f8b0:4004:800::200e', '::ffff:808:808'])
      expect(isPrivateAddress(ip), ip).toBe(false);
    expect(endpointRefusal('https://updates.push.services.mozilla.com/wpush/v2/x', true)).toBeNull();
    expect(endpointRefusal('http://127.0.0.1:1234/x', false)).toBeNull();
    const looked = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (err) => resolve(err)),
    );
    expect(looked?.code).toBe('EPRIVATEADDRESS');
  });
});

describe('VAPID keys', () => {
  it('are generated once and stored; a second call reads the same pair back', async () => {
    const stored = await deps.database.db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, VAPID_SECRET_NAME));
    expect(stored).toHaveLength(1);
    const first = await ensureStoredKeyPair(deps.database.db);
    const second = await ensureStoredKeyPair(deps.database.db);
    expect(second).toEqual(first);
    expect(first).toEqual(stored[0]!.value);
    const user = await signedInUser(app, deps, 'provider');
    const served = await user.client.get('/api/push/public-key');
    expect(served.body).toEqual({ publicKey: first.publicKey });
    expect(JSON.stringify(served.body)).not.toContain(first.privateKey);
    expect((await vapidKeys(deps)).publicKey).toBe(first.publicKey);
  });

  it('agree when several instances make them at the same moment', async () => {
    const name = `vapid-race-${randomUUID()}`;
    const pairs = await Promise.all([1, 2, 3, 4].map(() => ensureStoredKeyPair(deps.database.db, name)));
    for (const pair of pairs) expect(pair).toEqual(pairs[0]);
    await deps.database.db.delete(serverSecrets).where(eq(serverSecrets.name, name));
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'are the same for a second server instance on the same PostgreSQL',
    async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'careconnect-second-')),
        DATABASE_URL: process.env.DATABASE_URL,
        PUBLIC_URL: TEST_ORIGIN,
        LOG_LEVEL: 'silent',
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      });
      const second = await createServices(config, createLogger('silent'));
      try {
        expect(await vapidKeys(second)).toEqual(await vapidKeys(deps));
      } finally {
        await closeServices(second);
      }
    },
  );

  it('come from the configuration when given, which checks that the two keys belong together', async () => {
    const a = (await import('web-push')).default.generateVAPIDKeys();
    const b = (await import('web-push')).default.generateVAPIDKeys();
    const base = { NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN } as const;
    const config = loadConfig({ ...base, VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: a.privateKey });
    expect(config.VAPID_PUBLIC_KEY).toBe(a.publicKey);
    expect(() =>
      loadConfig({ ...base, VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: b.privateKey }),
    ).toThrow('VAPID_PUBLIC_KEY: does not belong to VAPID_PRIVATE_KEY');
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: a.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, VAPID_PRIVATE_KEY: 'x' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...base, VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
    // No error message repeats a private key.
    try {
      loadConfig({ ...base, VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: b.privateKey });
    } catch (err) {
      expect(String(err)).not.toContain(b.privateKey);
    }
  });

  it('have a subject: VAPID_SUBJECT, else a mailto: of the sender address, else the https site', () => {
    const publicUrl = 'https://care.example.org';
    expect(vapidSubject({ VAPID_SUBJECT: 'mailto:ops@example.org', MAIL_FROM: 'x', publicUrl })).toBe(
      'mailto:ops@example.org',
    );
    expect(vapidSubject({ MAIL_FROM: 'CareConnect <hello@care.example.org>', publicUrl })).toBe(
      'mailto:hello@care.example.org',
    );
    expect(vapidSubject({ MAIL_FROM: 'no address', publicUrl })).toBe('https://care.example.org');
    expect(vapidSubject({ MAIL_FROM: 'no address', publicUrl: 'http://localhost:3000' })).toBe(
      'mailto:no-reply@localhost',
    );
  });

  it('never reach a log line: the private key and browser keys are redacted', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    const keys = { publicKey: 'PUBLIC', privateKey: 'SECRET-1', subject: 'mailto:a@b.c' };
    log.info({ privateKey: 'SECRET-2', vapid: keys, subscription: { p256dh: 'SECRET-3' } }, 'keys');
    log.warn({ config: { VAPID_PRIVATE_KEY: 'SECRET-4' } }, 'config');
    expect(lines).toHaveLength(2);
    expect(lines.join('')).not.toMatch(/SECRET/);
    expect(lines.join('')).toContain('PUBLIC');
  });
});

describe('Web Push in the recipient’s language', () => {
  it('pushes a Spanish reader the Spanish words, and an English one the English words as before', async () => {
    const elena = await signedInUser(app, deps, 'provider');
    const frank = await signedInUser(app, deps, 'provider');
    await deps.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, elena.id));
    const hers = await subscribedBrowser(elena);
    const his = await subscribedBrowser(frank);
    const review = { id: randomUUID(), rating: 5, content: 'Muy amable y paciente.' };
    const toHer = await notifyNow(deps, newReviewNotice(elena.id, review));
    const toHim = await notifyNow(deps, newReviewNotice(frank.id, review));
    await runPushJobs(toHer.id);
    await runPushJobs(toHim.id);

    const [spanish] = push.to(hers.path);
    expect(JSON.parse(decryptPush(spanish!.body, hers.keys))).toMatchObject({
      title: 'Nueva reseña',
      body: '5 de 5 estrellas: «Muy amable y paciente.»',
    });
    const [english] = push.to(his.path);
    expect(JSON.parse(decryptPush(english!.body, his.keys))).toMatchObject({
      title: 'New review',
      body: '5 out of 5 stars: "Muy amable y paciente."',
    });
  });
});
