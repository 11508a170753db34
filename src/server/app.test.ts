import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_BODY_LIMIT_BYTES, createApp, type App } from './app.ts';
import { TEST_ORIGIN, testServices } from './test/harness.ts';

// A stand-in for dist/web: the server's static and history-fallback behaviour, without a build.
let app: App;
beforeAll(async () => {
  const { deps } = await testServices();
  const webRoot = mkdtempSync(join(tmpdir(), 'careconnect-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><title>CareConnect</title><div id="root"></div>',
  );
  const script = 'console.log("hello");'.repeat(200);
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  // Without the server drawing of pages (not built), as before a first build: every page is the browser's.
  app = createApp(deps, { webRoot, serverEntry: join(webRoot, 'not-built.js') });
});

describe('serving the web app', () => {
  it('sends the precompressed copy of an asset to a browser that accepts it, cached for a year', async () => {
    const res = await app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('console.log("hello");');
    const missing = await app.request('/assets/app-old999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('answers every client route with the app page, never cached, and unknown API paths with a 404', async () => {
    for (const path of ['/providers', '/patient-dashboard/messages?conversation=1', '/no-such-page']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
    const api = await app.request('/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('request bodies', () => {
  it('refuses an API body over the limit before reading it, and changes nothing', async () => {
    const { deps } = await testServices();
    const email = `big-${Date.now()}@example.test`;
    const body = JSON.stringify({
      firstName: 'Rosa',
      lastName: 'Delgado',
      email,
      specialty: 'dental',
      message: 'x'.repeat(API_BODY_LIMIT_BYTES),
    });
    const res = await app.request('/api/contact', {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        'content-length': String(body.length),
      },
      body,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { detail: string }).detail).toBe('This request is too large.');
    const queued = await deps.database.db.execute(
      sql`select 1 from jobs where payload->>'replyTo' = ${email}`,
    );
    expect(queued.rows).toHaveLength(0);
  });

  it('leaves uploads to their own, larger limit', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(API_BODY_LIMIT_BYTES + 1)], 'big.png', { type: 'image/png' }));
    const res = await app.request('/api/uploads/content-images', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN },
      body: form,
    });
    // Refused for want of a sign-in, not for its size.
    expect(res.status).toBe(401);
  });

  it('says a body too large, and an unknown API address, in the language of the page', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(API_BODY_LIMIT_BYTES) });
    const res = await app.request('/api/contact', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-locale': 'es' },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      detail: 'Lo que envió es demasiado grande.',
      code: 'common.apiError.tooLarge',
    });
    const missing = await app.request('/api/no-such-thing', { headers: { 'x-locale': 'es' } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      detail: 'No encontramos lo que buscaba.',
      code: 'common.apiError.notFound',
    });
  });
});
