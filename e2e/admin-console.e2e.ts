import { expect, test, type Page, type TestInfo } from './live.ts';
import { E2E_ADMIN } from './accounts.ts';
import {
  expectNoAxeViolations,
  newPage,
  PHONE,
  signIn,
  signUpAndVerify,
  submitSignIn,
  uniqueEmail,
} from './support.ts';

const PASSWORD = 'garden-party-7';
const DISABLED = 'This account has been disabled. Please contact support.';

const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

/** Confirms the open dialog with its button of that name. */
async function confirm(page: Page, dialog: string, button: string) {
  const d = page.getByRole('dialog', { name: dialog });
  await expect(d).toBeVisible();
  await d.getByRole('button', { name: button, exact: true }).click();
  await expect(d).toBeHidden();
}

test('the admin disables a new patient, who is refused sign-in, then enables them', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const patient = await newPage(browser);
  const email = uniqueEmail('walter-console');
  await signUpAndVerify(patient, { first: 'Walter', last: 'Console', email: email, password: PASSWORD });
  await submitSignIn(patient, { email, password: PASSWORD });
  await expect(patient).toHaveURL(/\/patient-dashboard$/);

  const admin = await newPage(browser);
  await signIn(admin, E2E_ADMIN, /\/admin$/);
  const figures = admin.getByRole('list', { name: 'Figures' });
  await expect(figures.getByRole('link', { name: /Accounts/ })).toContainText('Patient:');
  await expect(figures.getByRole('link', { name: /Providers listed in search/ })).toBeVisible();
  await expect(admin.getByRole('navigation', { name: 'Admin Dashboard sections' })).toBeVisible();
  await shot(admin, info, 'overview-desktop-light');

  await figures.getByRole('link', { name: /Accounts/ }).click();
  await expect(admin).toHaveURL(/\/admin\/users$/);
  await admin.getByLabel('Search by name or email').fill(email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  // By the new e-mail too: until the search answers, the list still holds the Walter Consoles of
  // earlier runs (a retry, or a database kept), and a card picked by name alone was any of them.
  const card = admin.getByRole('article', { name: 'Walter Console' }).filter({ hasText: email });
  await expect(card.getByText('Can sign in')).toBeVisible();
  await card.getByRole('button', { name: 'Disable account of Walter Console' }).click();
  await expectNoAxeViolations(admin);
  await shot(admin, info, 'users-disable-dialog');
  await confirm(admin, 'Disable this account?', 'Disable account');
  await expect(card.locator('span', { hasText: /^Disabled$/ })).toBeVisible();
  await shot(admin, info, 'users-desktop-light');

  // The patient is signed out at once, and sign-in says why.
  await patient.reload();
  await expect(patient).toHaveURL(/\/auth/);
  await submitSignIn(patient, { email, password: PASSWORD });
  await expect(patient.getByText(DISABLED)).toBeVisible();

  await card.getByRole('button', { name: 'Enable account of Walter Console' }).click();
  await confirm(admin, 'Enable this account?', 'Enable account');
  await expect(card.getByText('Can sign in')).toBeVisible();
  await submitSignIn(patient, { email, password: PASSWORD });
  await expect(patient).toHaveURL(/\/patient-dashboard$/);

  // The outbox lists the patient's verification email by kind and recipient only.
  await admin.goto(`/admin/mail?to=${encodeURIComponent(email)}`);
  await expect(admin.getByRole('article', { name: `Account verification to ${email}` })).toBeVisible();
  await expect(admin.locator('body')).not.toContainText('verify-email');
  await admin.getByLabel('Status').selectOption('failed');
  await expect(admin.getByText('No emails match.')).toBeVisible();
  await expect(admin.getByRole('button', { name: /Send again/ })).toHaveCount(0);
});

test('the admin features a provider and reads it in the audit log, then unfeatures', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const admin = await newPage(browser);
  await signIn(admin, E2E_ADMIN, /\/admin$/);
  await admin.goto('/admin/providers?featured=no&status=active&profileStatus=approved');
  const card = admin.getByRole('list', { name: 'Providers' }).getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await expect(card.getByText('Listed in search')).toBeVisible();
  await card.getByRole('button', { name: `Feature ${name}` }).click();
  await confirm(admin, 'Feature this provider?', 'Feature');
  await expect(admin.getByText(`${name} is now featured`)).toBeVisible();

  await admin.goto('/admin/audit-log?action=provider.feature');
  const entry = admin.getByRole('article', { name: `${E2E_ADMIN.email} featured provider ${name}` }).first();
  await expect(entry).toBeVisible();
  const row = entry.getByRole('row', { name: /Featured/ });
  await expect(row.getByRole('cell').nth(0)).toHaveText('No');
  await expect(row.getByRole('cell').nth(1)).toHaveText('Yes');
  await shot(admin, info, 'audit-log-desktop-light');

  // Put it back, so other tests see the demo data as seeded.
  await admin.goto(`/admin/providers?q=${encodeURIComponent(name)}&featured=yes`);
  await admin
    .getByRole('button', { name: `Unfeature ${name}` })
    .first()
    .click();
  await confirm(admin, 'Stop featuring this provider?', 'Unfeature');
  await expect(admin.getByText(`${name} is no longer featured`)).toBeVisible();
});

test('the admin changes their own name at Profile Settings', async ({ browser }) => {
  const admin = await newPage(browser);
  await signIn(admin, E2E_ADMIN, /\/admin$/);
  await admin.goto('/admin/profile');
  await expect(admin.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(admin.getByLabel('Email')).toHaveValue(E2E_ADMIN.email);
  await admin.getByLabel('First name').fill('Augusta');
  await admin.getByRole('button', { name: 'Save name' }).click();
  await expect(admin.getByText('Your name has been saved.')).toBeVisible();
  await admin.goto('/admin');
  await expect(admin.getByText('Welcome, Augusta!')).toBeVisible();
  // Back as it was: other tests greet the admin by the first name they were made with.
  await admin.goto('/admin/profile');
  await admin.getByLabel('First name').fill(E2E_ADMIN.first);
  await admin.getByRole('button', { name: 'Save name' }).click();
  await expect(admin.getByText('Your name has been saved.')).toBeVisible();
});

const PAGES = [
  ['/admin', 'Admin Dashboard'],
  ['/admin/users', 'Users'],
  ['/admin/providers', 'Providers'],
  ['/admin/mail', 'Mail Outbox'],
  ['/admin/audit-log', 'Audit Log'],
  ['/admin/profile', 'Profile Settings'],
] as const;

// The route matrix (dashboard-routes.e2e.ts) checks each console page on a desktop in both
// themes; this checks that each fits a phone.
test('every console page fits a phone with no axe violations', async ({ browser }, info) => {
  test.setTimeout(180_000);
  const page = await newPage(browser, PHONE);
  await signIn(page, E2E_ADMIN, /\/admin$/);
  for (const [path, title] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The lists and figures have arrived (no spinner left).
    await expect(page.getByRole('status').filter({ hasText: /Loading|Counting/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
      PHONE.width,
    );
    await shot(page, info, `${path.replace(/\//g, '-').slice(1)}-phone`);
  }
  await page.context().close();
});
