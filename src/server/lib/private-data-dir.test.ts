import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { closeServices, createServices } from '../services.ts';
import { createLogger } from './logger.ts';
import { drainJobs, TEST_ORIGIN } from '../test/harness.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-private-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every path under `dir` that anyone but its owner may read, write or enter. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) open.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return open;
}

describe('the data folder', () => {
  it('is owner-only: what an earlier version left open is closed at start, and the database, mail and secret are made so', async () => {
    // What an earlier version left: an open folder, an old mail anyone could read.
    chmodSync(dataDir, 0o755);
    mkdirSync(join(dataDir, 'mail'), { mode: 0o755 });
    chmodSync(join(dataDir, 'mail'), 0o755);
    writeFileSync(join(dataDir, 'mail', 'old.eml'), 'a reset link');
    chmodSync(join(dataDir, 'mail', 'old.eml'), 0o666);
    expect(openToOthers(dataDir)).toHaveLength(3);

    const deps = await createServices(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: TEST_ORIGIN,
        LOG_LEVEL: 'silent',
      }),
      createLogger('silent'),
    );
    try {
      await deps.outbox.send({
        to: 'rosa@example.test',
        template: 'account-deleted',
        data: { firstName: 'Rosa', cancelledAppointments: 0 },
        locale: 'en',
      });
      await drainJobs(deps);
    } finally {
      await closeServices(deps);
    }
    const names = readdirSync(dataDir);
    expect(names).toEqual(expect.arrayContaining(['db', 'mail', 'auth-secret']));
    expect(readdirSync(join(dataDir, 'mail')).length).toBe(2);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
