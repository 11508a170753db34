import { expect, test, type Page, type TestInfo } from './live.ts';
import sharp from 'sharp';
import { DEMO_PATIENT } from './accounts.ts';
import {
  DESKTOP,
  expectNoAxeViolations,
  newPage,
  PHONE,
  signIn,
  signUpAndVerify,
  submitSignIn,
  uniqueEmail,
  waitForMail,
} from './support.ts';

const FIRST_PASSWORD = 'garden-party-7';
const NEW_PASSWORD = 'sunny-porch-42';
const card = (page: Page) => page.getByRole('form', { name: 'Search for care' });
const results = (page: Page) => page.getByRole('list', { name: 'Providers' }).getByRole('article');

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

test('a new patient saves a provider and searches; the overview brings both back; address, password, photo, deletion', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const page = await newPage(browser, DESKTOP);
  const email = uniqueEmail('rosa-dash');
  await signUpAndVerify(page, { first: 'Rosa', last: 'Delgado', email: email, password: FIRST_PASSWORD });
  await submitSignIn(page, { email, password: FIRST_PASSWORD });
  await expect(page).toHaveURL(/\/patient-dashboard$/);
  const next = page.getByRole('region', { name: 'Next Appointment' });
  await expect(next.getByText('No upcoming appointments')).toBeVisible();
  await expect(next.getByRole('link', { name: 'Find a Provider' })).toBeVisible();

  // Save a provider from the search, then search from the home page (books nothing).
  await page.goto('/providers?location=33145');
  const morales = results(page).filter({ hasText: 'Dr. Elena Morales, MD' });
  await morales.getByRole('button', { name: 'Save Dr. Elena Morales, MD' }).click();
  await expect(page.getByText('Dr. Elena Morales, MD saved to your providers')).toBeVisible();
  await page.goto('/');
  await card(page).getByRole('combobox', { name: 'Location' }).fill('33101');
  await card(page).getByLabel('Specialty').selectOption({ label: 'Dentist' });
  await card(page).getByRole('button', { name: 'Find Healthcare Providers Now' }).click();
  await expect(page).toHaveURL(/location=33101&radius=5&category=dentist/);

  // The overview shows the saved provider and the search; the search runs again with one click.
  await page.goto('/patient-dashboard');
  const saved = page.getByRole('region', { name: 'Saved Providers' });
  await expect(saved.getByRole('link', { name: /Elena Morales/ })).toBeVisible();
  await expect(saved.getByRole('link', { name: 'All Saved Providers (1)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Messages' })).toContainText('No unread messages');
  await expectNoAxeViolations(page);
  await shot(page, info, 'overview-desktop-light');
  await page.getByRole('link', { name: 'Search again: Dentist near 33101' }).click();
  await expect(page).toHaveURL(/\/providers\?location=33101&radius=5&category=dentist/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Healthcare Providers in');
  await expect(page.getByText(/your home address/)).toHaveCount(0);

  // The saved list: remove is there, and so are book and message.
  await page.goto('/patient-dashboard/saved');
  await expect(page.getByRole('link', { name: /Book a visit with .*Elena Morales/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Message .*Elena Morales/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, info, 'saved-desktop-light');
  await page.goto('/patient-dashboard/reviews');
  await expect(page.getByText('You have not written any reviews yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // An address: searches then start from home, and the page says so.
  await page.goto('/patient-dashboard/settings');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel(/^Phone/).pressSequentially('3055550187');
  await profile.getByLabel('Street address').fill('1450 Coral Way');
  await profile.getByLabel('City').fill('Miami');
  await profile.getByLabel('State').selectOption('FL');
  await profile.getByLabel('ZIP code').fill('33145');
  // A real PNG as the photo.
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  await profile
    .getByLabel('Choose a Photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(profile.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', /^\/uploads\//);
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(profile.getByText('Your profile was saved.')).toBeVisible();
  await expect(profile.getByText('Searches for providers now start from Miami, FL 33145.')).toBeVisible();
  const photoUrl = await profile.getByRole('img', { name: 'Your photo' }).getAttribute('src');
  expect((await page.request.get(photoUrl!)).headers()['content-type']).toBe('image/png');
  await expectNoAxeViolations(page);
  await shot(page, info, 'settings-desktop-light');

  await page.goto('/providers');
  await expect(page.getByText(/Showing providers near your home address/)).toContainText('Miami, FL 33145');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Providers in Miami, FL 33145');
  await expect(results(page).first()).toBeVisible();
  await shot(page, info, 'search-from-home');

  // A new password, then signing in with it.
  await page.goto('/patient-dashboard/settings');
  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password', { exact: true }).fill(FIRST_PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill('short');
  await password.getByLabel('Confirm new password', { exact: true }).fill('other');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(password.getByText("Passwords don't match")).toBeVisible();
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText(/Your password was changed/)).toBeVisible();
  await page.getByRole('button', { name: /Account menu for Rosa Delgado/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The home page shows before the session is ended; /auth would still send a signed-in patient on.
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await signIn(page, { email, password: FIRST_PASSWORD });
  await expect(page.getByText('Incorrect email or password. Please try again.')).toBeVisible();
  await submitSignIn(page, { email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/patient-dashboard$/);

  // Deleting the account, after the password; it cannot sign in any more.
  await page.goto('/patient-dashboard/settings');
  const danger = page.getByRole('region', { name: 'Delete Account' });
  await expect(danger).toContainText('anonymous');
  await danger.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(dialog.getByText('That password is not right. Please try again.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account was deleted. We are sorry to see you go.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await waitForMail(email, /Subject: Your CareConnect account was deleted/);
  await signIn(page, { email, password: NEW_PASSWORD });
  await expect(page.getByText('Incorrect email or password. Please try again.')).toBeVisible();
  await page.goto('/patient-dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await page.context().close();
});

// The route matrix (dashboard-routes.e2e.ts) checks each page on a desktop in both themes; this
// checks them on a phone, dark, with the demo patient's data.
test('every patient dashboard page passes axe on a phone in the dark theme', async ({ browser }, info) => {
  test.setTimeout(120_000);
  const page = await newPage(browser, PHONE, { colorScheme: 'dark' });
  await signIn(page, DEMO_PATIENT, /\/patient-dashboard$/);
  for (const [name, path, ready] of [
    ['overview', '/patient-dashboard', 'Next Appointment'],
    ['saved', '/patient-dashboard/saved', 'Saved Providers'],
    ['reviews', '/patient-dashboard/reviews', 'My Reviews'],
    ['settings', '/patient-dashboard/settings', 'Delete Account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
      PHONE.width,
    );
    await shot(page, info, `${name}-phone-dark`);
  }
  await page.context().close();
});
