import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from './test/server-process.ts';
import { loadConfig } from './config.ts';

const ENTRY = ['--import', 'tsx', 'src/server/main.ts'];

async function waitForHealth(base: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return (await res.json()) as { status: string };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

describe('configuration', () => {
  it('names every wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });
  it('serves every language it is written in unless LOCALES names fewer, English first', () => {
    expect(loadConfig({}).LOCALES).toEqual(['en', 'es']);
    expect(loadConfig({ LOCALES: 'en' }).LOCALES).toEqual(['en']);
    expect(loadConfig({ LOCALES: 'en, es' }).LOCALES).toEqual(['en', 'es']);
    expect(() => loadConfig({ LOCALES: 'en,fr' })).toThrow(/LOCALES/);
    expect(() => loadConfig({ LOCALES: 'es,en' })).toThrow(/LOCALES: must start with en/);
  });
  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });
  it('the server refuses to start on bad configuration, with a clear message and exit code 1', () => {
    const r = spawnSync(process.execPath, ENTRY, {
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Invalid configuration');
    expect(r.stderr).toContain('PORT');
  });
});

// The embedded database's own process; the PostgreSQL pass skips it, as it would only repeat it.
describe.skipIf(Boolean(process.env.DATABASE_URL))('server process', () => {
  it('serves health, closes the embedded database cleanly on SIGINT, and keeps the data on restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-proc-'));
    const port = 3500 + Math.floor(Math.random() * 400);
    const base = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_PROVIDERS: '3',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
    };

    const first = startServer(env);
    expect(await waitForHealth(base)).toEqual({ status: 'ok' });
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        email: 'kept@example.test',
        password: 'kept-password-1',
        name: 'Kept User',
        firstName: 'Kept',
        lastName: 'User',
        role: 'patient',
      }),
    });
    expect(signUp.status).toBe(200);
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);

    const second = startServer(env);
    await waitForHealth(base);
    // The account survived: signing in with it is refused only because it is not verified yet.
    const again = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'kept@example.test', password: 'kept-password-1' }),
    });
    expect(again.status).toBe(403);
    expect(((await again.json()) as { code?: string }).code).toBe('EMAIL_NOT_VERIFIED');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
