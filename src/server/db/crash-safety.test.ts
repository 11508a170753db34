import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

/**
 * kill -9 in the middle of writes: the embedded database must open again afterwards and hold every
 * write the server acknowledged. (PostgreSQL's own durability is PostgreSQL's; this is about ours.)
 */

const port = 20_000 + Math.floor(Math.random() * 20_000);
const base = `http://localhost:${port}`;

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
}

async function waitForHealth(server: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

const exited = (server: ChildProcess) =>
  new Promise<void>((resolve) =>
    server.exitCode !== null ? resolve() : server.once('exit', () => resolve()),
  );

describe.skipIf(Boolean(process.env.DATABASE_URL))('crash safety of the embedded database', () => {
  it('keeps every acknowledged write through kill -9, and opens again', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-crash-'));
    let server = startServer(dataDir);
    await waitForHealth(server);

    // Eight writers join the waiting list as fast as the server answers; the server is killed mid-flight.
    const acknowledged: string[] = [];
    let stop = false;
    let sent = 0;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const email = `crash-${w}-${i}@example.test`;
        sent++;
        const res = await fetch(`${base}/api/waiting-list`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: base },
          body: JSON.stringify({ email }),
        }).catch(() => null);
        if (!res) return; // the server is gone
        if (res.status === 201 || res.status === 200) acknowledged.push(email);
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 20));
    server.kill('SIGKILL');
    await exited(server);
    stop = true;
    await Promise.all(writers);
    expect(sent).toBeGreaterThan(acknowledged.length); // requests were in flight at the kill

    // The server starts again on the same folder (the dead process's lock is taken over) and answers.
    server = startServer(dataDir);
    await waitForHealth(server);
    server.kill('SIGTERM');
    await exited(server);

    const database = await openDatabase({ dataDir });
    try {
      const { rows } = await database.db.execute<{ email: string }>(
        sql`select email from waiting_list where email like 'crash-%'`,
      );
      const stored = new Set(rows.map((r) => r.email));
      const lost = acknowledged.filter((e) => !stored.has(e));
      expect(lost).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await database.close();
    }
  });
});
