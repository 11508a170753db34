import { statfsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_ORG_ADMIN } from './e2e/accounts.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// E2E_PORT and E2E_DATA_DIR let two runs share a checkout without sharing a server or a database.
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';

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
  workers: 1,
  // CI tries a failed test once more, so a rare race does not sink a run; a new user's `npm test` does
  // not. Every test that passed only on its retry is still named at the end of the list, under
  // "N flaky", with the error of its failed try: read it, and fix the race.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A fresh embedded database every run, seeded with a small demo set, plus a super_admin and an
    // organization admin (made before the server holds the embedded database; the demo seed still
    // runs, as no provider exists).
    command:
      `rm -rf ${E2E_DATA_DIR} && ` +
      `node --import tsx src/server/cli/user-create.ts --email ${E2E_ADMIN.email} --password ${E2E_ADMIN.password} ` +
      `--role super_admin --first ${E2E_ADMIN.first} --last ${E2E_ADMIN.last} && ` +
      `node --import tsx src/server/cli/user-create.ts --email ${E2E_ORG_ADMIN.email} --password ${E2E_ORG_ADMIN.password} ` +
      `--role organization_admin --first ${E2E_ORG_ADMIN.first} --last ${E2E_ORG_ADMIN.last} && ` +
      `node scripts/start.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: `http://localhost:${PORT}`,
      DATA_DIR: E2E_DATA_DIR,
      SEED_PROVIDERS: '40',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
});
