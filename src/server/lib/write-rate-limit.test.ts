import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS_MESSAGE } from '#shared/rate-limit.ts';
import type { App } from '../app.ts';
import type { AppDeps } from '../app-env.ts';
import { userSearchHistory } from '../db/schema/index.ts';
import { createVerifiedUser } from '../modules/accounts/service.ts';
import { inEnglish, serverTranslator } from './i18n.ts';
import { apiClient, testServices, uniqueEmail, uniqueIp } from '../test/harness.ts';
import { signedInUser } from '../test/people.ts';
import { GUEST_WRITE_RULE, USER_WRITE_RULE } from './write-rate-limit.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

/** Sends `n` writes that change nothing (a presence heartbeat); the statuses. */
async function heartbeats(client: ReturnType<typeof apiClient>, n: number) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await client.post('/api/presence')).status);
  return statuses;
}

/** A new provider signed in from the given address. */
async function signInAt(address: string) {
  const email = uniqueEmail('writer');
  await createVerifiedUser(deps.database.db, { email, password: 'long-enough-1', role: 'provider' });
  const client = apiClient(app, address);
  expect((await client.post('/api/auth/sign-in/email', { email, password: 'long-enough-1' })).status).toBe(
    200,
  );
  return client;
}

describe('the write rate limit', () => {
  it("stops a signed-in user's writes past the limit with a 429, and the refused write saves nothing", async () => {
    const { id, client } = await signedInUser(app, deps, 'patient');
    const statuses = await heartbeats(client, USER_WRITE_RULE.max);
    expect(statuses.every((s) => s === 204)).toBe(true);

    const refused = await client.post('/api/search-history', { location: 'Tampa, FL', specialty: '' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body.detail).toBe(inEnglish(TOO_MANY_REQUESTS_MESSAGE));
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(USER_WRITE_RULE.windowSeconds);
    const saved = await deps.database.db
      .select({ id: userSearchHistory.id })
      .from(userSearchHistory)
      .where(and(eq(userSearchHistory.userId, id), eq(userSearchHistory.location, 'Tampa, FL')));
    expect(saved).toEqual([]);

    // Reads are never limited.
    expect((await client.get('/api/search-history')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('counts each user apart: another user at the same address is unaffected', async () => {
    const address = uniqueIp();
    const first = await signInAt(address);
    const second = await signInAt(address);
    await heartbeats(first, USER_WRITE_RULE.max);
    expect((await first.post('/api/presence')).status).toBe(429);
    expect((await second.post('/api/presence')).status).toBe(204);
  });

  it('counts guests by their address, with a lower limit', async () => {
    const guest = apiClient(app);
    const other = apiClient(app);
    const autocomplete = { type: 'autocomplete', query: 'Mia' };
    for (let i = 0; i < GUEST_WRITE_RULE.max; i++)
      expect((await guest.post('/api/geocode', autocomplete)).status).toBe(200);
    const refused = await guest.post('/api/geocode', autocomplete);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(inEnglish(TOO_MANY_REQUESTS_MESSAGE));
    expect((await other.post('/api/geocode', autocomplete)).status).toBe(200);
    expect((await guest.get('/api/providers/search?location=33101')).status).toBe(200);
  });

  it('says the refusal in the language of the page, with its code', async () => {
    const guest = apiClient(app).speaking('es');
    for (let i = 0; i < GUEST_WRITE_RULE.max; i++) await guest.post('/api/presence');
    const refused = await guest.post('/api/presence');
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(serverTranslator('es').t(TOO_MANY_REQUESTS_MESSAGE));
    expect(refused.body.detail).toBe(
      'Demasiadas solicitudes. Por favor, espere un momento e inténtelo de nuevo.',
    );
    expect(refused.body.code).toBe(TOO_MANY_REQUESTS_MESSAGE);
  });
});
