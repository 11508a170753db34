import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startServer } from './test/server-process.ts';
import { openDatabase } from './db/client.ts';
import { createVerifiedUser } from './modules/accounts/service.ts';

/**
 * A rolling restart: a server under load is told to stop (SIGTERM) and must answer everything it
 * accepted, reset no connection, tell its event streams to go elsewhere and lose no job, on the
 * embedded database and on PostgreSQL (main.ts, lib/draining.ts).
 */

const WORKERS = 20;
const base = (port: number) => `http://127.0.0.1:${port}`;

async function healthy(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

/** Why a request failed: the error code under fetch's TypeError. */
const failure = (err: unknown) =>
  String((err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message);

describe('stopping a server under load', () => {
  it('answers every request it accepted, resets no connection, ends its event streams and loses no job', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-stop-'));
    const port = 3900 + Math.floor(Math.random() * 90);
    const url = base(port);
    const databaseUrl = process.env.DATABASE_URL ?? '';
    const stamp = `${Date.now()}-${port}`;
    // A verified account for the event stream, made before the server holds the database.
    const streamer = { email: `stop-${stamp}-stream@example.test`, password: 'stop-password-1' };
    const before = await openDatabase({ databaseUrl, dataDir });
    try {
      await before.migrate();
      await createVerifiedUser(before.db, {
        ...streamer,
        role: 'patient',
        firstName: 'Ana',
        lastName: 'Stop',
      });
    } finally {
      await before.close();
    }
    const server = startServer({
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_PROVIDERS: '5',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
    });
    await healthy(url);

    const signUp = (n: number | string) =>
      fetch(`${url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({
          email: `stop-${stamp}-${n}@example.test`,
          password: 'stop-password-1',
          name: 'Stop Test',
          firstName: 'Stop',
          lastName: 'Test',
          role: 'patient',
        }),
      });
    // A signed-in browser's event stream.
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(streamer),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const stream = await fetch(`${url}/api/events`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const streamEnded = (async () => {
      const reader = stream.body!.getReader();
      try {
        while (!(await reader.read()).done);
        return 'ended';
      } catch (err) {
        return failure(err);
      }
    })();

    // Load: pages, searches and sign-ups (each queues a mail), until the server stops answering.
    const statuses: number[] = [];
    const errors: string[] = [];
    let stopping = false;
    let signUps = 0;
    // The load balancer: once the health check answers 503, it sends this server nothing new.
    let balancerLeft = false;
    const balancer = (async () => {
      while (!balancerLeft) {
        await new Promise((r) => setTimeout(r, 50));
        if (!stopping) continue;
        const health = await fetch(`${url}/api/health`).catch(() => null);
        if (health?.status !== 200) balancerLeft = true;
      }
    })();
    const worker = async (w: number) => {
      for (let i = 0; !balancerLeft; i++) {
        try {
          const res =
            i % 3 === 0
              ? await signUp(`${w}-${signUps++}`)
              : await fetch(`${url}${i % 3 === 1 ? '/api/providers?location=33139' : '/about'}`);
          await res.arrayBuffer();
          statuses.push(res.status);
        } catch (err) {
          errors.push(failure(err));
          if (errors.length > 20) return;
        }
      }
    };
    const load = Array.from({ length: WORKERS }, (_, w) => worker(w));
    await new Promise((r) => setTimeout(r, 1500));
    stopping = true;
    server.child.kill('SIGTERM');
    const code = await server.exited;
    await Promise.all([...load, balancer]);

    expect(code, server.output()).toBe(0);
    expect(errors, server.output()).toEqual([]);
    expect(statuses.length).toBeGreaterThan(WORKERS);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await streamEnded).toBe('ended');
    expect(server.output()).not.toMatch(/"level":(50|60)/);

    // Every mail the sign-ups queued is sent or still waiting: none was left half-claimed.
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      const { rows } = await database.db.execute<{ waiting: number; held: number }>(sql`
        select count(*) filter (where completed_at is null and locked_at is null)::int as waiting,
               count(*) filter (where completed_at is null and locked_at is not null)::int as held
        from jobs where payload->>'to' like ${`stop-${stamp}-%`}`);
      expect(rows[0]!.held).toBe(0);
    } finally {
      await database.close();
    }
  }, 180_000);
});
