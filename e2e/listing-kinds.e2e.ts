import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './live.ts';
import { DESKTOP, expectNoAxeViolations, newPage, PHONE } from './support.ts';

// A clinician, an organisation and a hospital as cards and profiles (ADR 23), on a server of this
// file's own whose database holds only them (listing-kinds-data.ts), at a phone's and a laptop's width.
let base = '';
const work = mkdtempSync(join(tmpdir(), 'e2e-kinds-'));
const dataDir = join(work, 'data');
let server: ChildProcess | undefined;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/listing-kinds-data.ts'], {
    env,
    encoding: 'utf8',
  });
  expect(made.status, made.stderr).toBe(0);
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...env, PORT: String(port), PUBLIC_URL: base, RATE_LIMIT: 'false', LOCALES: 'en,es' },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 120_000 })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(work, { recursive: true, force: true });
});

const LISTINGS = [
  { kind: 'clinician', name: 'Dr. Lucia Fernandez, MD', care: 'Heart (cardiology)' },
  { kind: 'organization', name: 'Sunshine Home Health Agency', care: 'Home health care' },
  { kind: 'hospital', name: 'Jackson Memorial Hospital', care: 'Hospitals' },
] as const;

for (const [width, viewport] of [
  ['phone', PHONE],
  ['laptop', DESKTOP],
] as const) {
  test(`cards and profiles of a clinician, an organisation and a hospital (${width})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await newPage(browser, viewport);
    await page.goto(`${base}/providers?location=33136`);
    for (const l of LISTINGS) {
      const card = page.getByRole('article', { name: l.name });
      await expect(card).toBeVisible();
      await expect(card.getByText(l.care, { exact: true })).toBeVisible();
      await card.screenshot({ path: join('test-results', `listing-kinds-card-${l.kind}-${width}.png`) });
    }
    await expect(page.getByText(/Dr\. (Sunshine|Jackson)/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    for (const l of LISTINGS) {
      await page
        .getByRole('article', { name: l.name })
        .getByRole('link', { name: l.name, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: l.name })).toBeVisible();
      if (l.kind === 'hospital') {
        const facts = page.getByRole('region', { name: 'About this hospital' });
        await expect(facts).toContainText('CMS overall rating: 3 of 5 stars');
        await expect(facts).toContainText('Yes, this hospital has emergency services');
      }
      if (l.kind === 'clinician') {
        await expect(
          page.getByText('Specialty (official name): Cardiovascular Disease Physician'),
        ).toBeVisible();
        await expect(
          page
            .getByRole('region', { name: 'Hospitals' })
            .getByRole('link', { name: 'Jackson Memorial Hospital' }),
        ).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await page.screenshot({ path: join('test-results', `listing-kinds-profile-${l.kind}-${width}.png`) });
      await page.goBack();
    }
    await page.context().close();
  });
}

test('a Spanish profile names the care in Spanish and marks NUCC’s English name', async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${base}/es/providers?location=33136`);
  const card = page.getByRole('article', { name: 'Dra. Lucia Fernandez, MD' });
  await expect(card.getByText('Corazón (cardiología)', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Dra. Lucia Fernandez, MD', exact: true }).click();
  await expect(
    page.locator('span[lang="en"]', { hasText: 'Cardiovascular Disease Physician' }),
  ).toBeVisible();
  await expect(page.getByText(/También ofrece: Problemas del sueño/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: join('test-results', 'listing-kinds-profile-clinician-es.png') });
  await page.context().close();
});
