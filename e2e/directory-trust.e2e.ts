import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './live.ts';
import { npiCheckDigit } from '../src/shared/providers/npi.ts';
import { DESKTOP, expectNoAxeViolations, newPage, PHONE } from './support.ts';

// An unclaimed listing needs an import, which needs the embedded database to itself: this file runs
// a second server of its own, on a database filled only by `npm run import`.
let base = '';
const work = mkdtempSync(join(tmpdir(), 'e2e-trust-'));
const dataDir = join(work, 'data');
const nine = '165432101';
const NPI = `${nine}${npiCheckDigit(nine)}`;
let server: ChildProcess | undefined;

/**
 * A port nothing listens on. With a fixed port, a second run on the same machine could not start this
 * server and then read the other run's, whose database is not this file's.
 */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const csv = join(work, 'cms.csv');
  writeFileSync(
    csv,
    [
      'NPI,lst_nm,frst_nm,gndr,Cred,pri_spec,org_nm,adr_ln_1,adr_ln_2,cty,st,zip,phn_numbr,ind_assgn',
      `${NPI},RIVERA,CARMEN,F,MD,INTERNAL MEDICINE,"RIVERA, GOMEZ & ASSOCIATES",1500 NW 12TH AVE,SUITE 4,MIAMI,FL,331361000,3055550142,Y`,
    ].join('\n'),
  );
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  const imported = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/import.ts', '--format', 'cms', csv],
    {
      env,
      encoding: 'utf8',
    },
  );
  expect(imported.stdout).toContain('New listings: 1');
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...env, PORT: String(port), PUBLIC_URL: base, RATE_LIMIT: 'false' },
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

test('a listed profile shows when it was last verified', async ({ browser, baseURL }) => {
  const search = await (await fetch(`${baseURL}/api/providers/search?location=Miami&radius=50`)).json();
  const id = (search as { providers: { id: string }[] }).providers[0]!.id;
  const page = await newPage(browser, DESKTOP);
  await page.goto(`/providers/${id}`);
  await expect(
    page.getByText(/^Last verified [A-Z][a-z]+ \d{1,2}, \d{4} by (the provider|CareConnect)$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Schedule a Visit|Sign Up to Book/ })).toBeVisible();
  await page.context().close();
});

test('an unclaimed listing shows where it came from and the phone, with no booking or messages', async ({
  browser,
}) => {
  const search = await (await fetch(`${base}/api/providers/search?location=33136&radius=5`)).json();
  const id = (search as { providers: { id: string }[] }).providers[0]!.id;
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const page = await newPage(browser, viewport);
    await page.goto(`${base}/providers/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /Carmen Rivera/ })).toBeVisible();
    await expect(
      page.getByText(
        'This listing comes from public Medicare data and has not been claimed by the provider.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/^Last verified .+ from public Medicare data$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call (305) 555-0142' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Schedule a Visit|Sign Up to Book|^Book$/ })).toHaveCount(
      0,
    );
    await expect(page.getByRole('button', { name: /Message/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Next Available Times' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: join('test-results', `directory-trust-unclaimed-${name}.png`),
      fullPage: false,
    });
    await page.context().close();
  }
});
