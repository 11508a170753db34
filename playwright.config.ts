import { statfsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_ORG_ADMIN } from './e2e/accounts.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// E2E_PORT and E2E_DATA_DIR let two runs share a checkout without sharing a server or a database.
const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';

/**
 * Two servers, each with its own database and mail folder, and half the files each, run side by
 * side: the suite takes about half as long, and a file still shares its server only with files that
 * run one at a time before or after it, as when there was one. The halves are balanced by the files'
 * measured durations; a new file joins the first half until it is weighed.
 */
export const E2E_SERVERS = [
  { name: 'first', port: PORT, dataDir: E2E_DATA_DIR },
  { name: 'second', port: PORT + 1, dataDir: `${E2E_DATA_DIR}-second` },
] as const;
const SECOND_HALF = [
  'auth',
  'booking',
  'caregivers',
  'content-management',
  'home-sections',
  'languages-signed-in',
  'maintenance',
  'messaging',
  'notifications',
  'organizations',
  'profile',
  'provider-application',
  'schedule',
  'server-rendering',
].map((name) => `**/${name}.e2e.ts`);

/**
 * Playwright tells Chromium to share memory through files in /tmp, for containers whose /dev/shm is
 * tiny; where /dev/shm has room, Chromium's own default is much cheaper in system time.
 */
function roomyDevShm() {
  try {
    const fs = statfsSync('/dev/shm');
    return fs.bavail * fs.bsize >= 1024 ** 3;
  } catch {
    return false;
  }
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One at a time on each server (each project's own limit below).
  workers: E2E_SERVERS.length,
  // CI tries a failed test once more, so a rare race does not sink a run; a new user's `npm test` does
  // not. Every test that passed only on its retry is still named at the end of the list, under
  // "N flaky", with the error of its failed try: read it, and fix the race.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    timezoneId: 'America/New_York',
    locale: 'en-US',
    // Recording a trace costs every test time; CI records the retry of a failed test only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      ignoreDefaultArgs: roomyDevShm() ? ['--disable-dev-shm-usage'] : [],
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: E2E_SERVERS.map((server, index) => ({
    name: server.name,
    workers: 1,
    ...(index === 0 ? { testIgnore: SECOND_HALF } : { testMatch: SECOND_HALF }),
    metadata: { dataDir: server.dataDir },
    use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${server.port}` },
  })),
  webServer: E2E_SERVERS.map((server) => ({
    // A fresh embedded database every run, seeded with a small demo set, plus a super_admin and an
    // organization admin (made before the server holds the embedded database; the demo seed still
    // runs, as no provider exists).
    command:
      `rm -rf ${server.dataDir} && ` +
      `node --import tsx src/server/cli/user-create.ts --email ${E2E_ADMIN.email} --password ${E2E_ADMIN.password} ` +
      `--role super_admin --first ${E2E_ADMIN.first} --last ${E2E_ADMIN.last} && ` +
      `node --import tsx src/server/cli/user-create.ts --email ${E2E_ORG_ADMIN.email} --password ${E2E_ORG_ADMIN.password} ` +
      `--role organization_admin --first ${E2E_ORG_ADMIN.first} --last ${E2E_ORG_ADMIN.last} && ` +
      `node scripts/start.mjs`,
    url: `http://localhost:${server.port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(server.port),
      PUBLIC_URL: `http://localhost:${server.port}`,
      DATA_DIR: server.dataDir,
      SEED_PROVIDERS: '40',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      // The Spanish tests need both languages served, whatever the shell exports.
      LOCALES: 'en,es',
      DATABASE_URL: '',
    },
  })),
});
