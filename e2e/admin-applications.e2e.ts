import { expect, request, test, type Page } from './live.ts';
import sharp from 'sharp';
import { E2E_ADMIN } from './accounts.ts';
import {
  expectNoAxeViolations,
  linkFrom,
  newPage,
  PHONE,
  signIn,
  uniqueEmail,
  waitForMail,
} from './support.ts';

const PASSWORD = 'clinic-garden-42';

/** Letters only, so a name search finds this provider and no other. */
const uniqueSurname = () =>
  `Okafor${Math.random()
    .toString(36)
    .slice(2, 8)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

/** A day three weeks ahead, as the date input wants it. */
function threeWeeksAhead() {
  const d = new Date(Date.now() + 21 * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/**
 * A provider signs up, verifies the address, signs in and applies with one office photo, all through
 * the API, as the wizard would. Returns their email.
 */
async function submitApplication(baseURL: string, first: string, last: string) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const email = uniqueEmail(first.toLowerCase());
  const signUp = await api.post('/api/auth/sign-up/email', {
    data: {
      email,
      password: PASSWORD,
      name: `${first} ${last}`,
      firstName: first,
      lastName: last,
      role: 'provider',
    },
  });
  expect(signUp.ok()).toBe(true);
  const mail = await waitForMail(email, /Subject: .*verify/i);
  expect((await api.get(linkFrom(mail, `${baseURL}/api/auth/verify-email`))).status()).toBeLessThan(400);
  expect((await api.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } })).ok()).toBe(
    true,
  );

  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 110, b: 160 } },
  })
    .png()
    .toBuffer();
  const upload = await api.post('/api/uploads/provider-photos', {
    multipart: {
      file: { name: 'office.png', mimeType: 'image/png', buffer: photo },
      folder: 'office-photos',
    },
  });
  expect(upload.status()).toBe(201);
  const { id: imageId } = (await upload.json()) as { id: string };

  const applied = await api.post('/api/provider-applications', {
    data: {
      fullName: `${first} ${last}`,
      role: 'Physician',
      phone: '(305) 555-0142',
      email,
      preferredContact: 'Email',
      practiceName: `${last} Family Medicine`,
      businessAddress: '100 Miracle Mile, Suite 2, Coral Gables, FL 33134',
      website: '',
      practicePhone: '(305) 555-0199',
      npiNumber: '',
      taxonomyCode: '207Q00000X',
      secondaryTaxonomyCodes: [],
      languages: ['English', 'Spanish'],
      description: 'Unhurried primary care for older adults.',
      referralSource: 'Referral',
      imageIds: [imageId],
      medicareParticipation: 'Yes',
      medicareAdvantagePlans: [],
      acceptingNewPatients: 'Yes',
      consentAccurate: true,
      consentPreScreen: true,
    },
  });
  expect(applied.status()).toBe(201);
  await api.dispose();
  return email;
}

const action = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const status = (page: Page) => page.getByTestId('application-status');

/** Sends one action's form and waits for the new status. */
async function take(page: Page, name: string, newStatus: string) {
  await action(page, name).getByRole('button', { name, exact: true }).click();
  await expect(status(page)).toContainText(newStatus);
}

test('an admin moves a new application to final approval and the provider is then found in search', async ({
  browser,
  baseURL,
}, info) => {
  test.setTimeout(150_000);
  const last = uniqueSurname();
  const providerEmail = await submitApplication(baseURL!, 'Grace', last);

  // The list: found by the provider's email, with its status; axe on desktop.
  const page = await newPage(browser);
  await signIn(page, E2E_ADMIN, /\/admin$/);
  await page.getByRole('link', { name: /Provider Applications/ }).click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Provider Applications' })).toBeVisible();
  await page.getByLabel('Search by name, practice, email or NPI').fill(providerEmail);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('article', { name: `Grace ${last}` });
  await expect(row).toContainText('Submitted');
  await expect(row).toContainText(`${last} Family Medicine`);
  await expect(page.getByRole('heading', { name: '1 application' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('list-desktop.png'), fullPage: true });

  // The application: every section, the photo and the history; axe on desktop.
  await row.getByRole('link', { name: `Grace ${last}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Grace ${last}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Practice' })).toContainText('100 Miracle Mile');
  await expect(page.getByRole('img', { name: /Office photo 1 of 1/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Application history' })).toContainText(`By Grace ${last} on`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('detail-desktop.png'), fullPage: true });

  await take(page, 'Start review', 'Under review');
  await take(page, 'Partially approve', 'Partially approved');

  // The photoshoot form checks its fields before sending.
  const schedule = action(page, 'Schedule photoshoot');
  await schedule.getByRole('button', { name: 'Schedule photoshoot' }).click();
  await expect(schedule.getByText('Please choose the photoshoot date')).toBeVisible();
  await expectNoAxeViolations(page);
  const photographer = uniqueEmail('photographer');
  await schedule.getByLabel('Photoshoot date').fill(threeWeeksAhead());
  await schedule.getByLabel('Photoshoot time (Eastern)').fill('10:30');
  await schedule.getByLabel('Location').fill('At the practice');
  await schedule.getByLabel("Photographer's name").fill('Sam Lens');
  await schedule.getByLabel("Photographer's email").fill(photographer);
  await take(page, 'Schedule photoshoot', 'Photoshoot scheduled');
  await expect(page.getByRole('region', { name: 'Photoshoot', exact: true })).toContainText('10:30 AM');
  const assignment = await waitForMail(photographer, /Subject: New CareConnect photoshoot assignment/);
  expect(assignment).toContain(`Grace ${last}`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('detail-scheduled-desktop.png'), fullPage: true });

  await take(page, 'Mark photoshoot completed', 'Photoshoot completed');

  // Final approval asks first.
  await action(page, 'Give final approval').getByRole('button', { name: 'Give final approval' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give final approval?' });
  await expect(dialog).toContainText(`Grace ${last}'s profile will be approved and listed in search`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, give final approval' }).click();
  await expect(status(page)).toContainText('Approved');
  await expect(
    page.getByText('Final approval given. The provider is now listed in search.').first(),
  ).toBeVisible();
  await expect(page.getByText('There is nothing more to do.')).toBeVisible();
  await waitForMail(providerEmail, /Subject: Your CareConnect profile is live/);

  // On a phone: the list and the application still read well and pass axe.
  const phone = await newPage(browser, PHONE);
  await signIn(phone, E2E_ADMIN, /\/admin$/);
  await phone.goto(`/admin/applications?q=${encodeURIComponent(providerEmail)}`);
  await expect(phone.getByRole('article', { name: `Grace ${last}` })).toContainText('Approved');
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: info.outputPath('list-phone.png'), fullPage: true });
  await phone.getByRole('link', { name: `Grace ${last}` }).click();
  await expect(phone.getByRole('heading', { level: 1, name: `Grace ${last}` })).toBeVisible();
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: info.outputPath('detail-phone.png'), fullPage: true });

  // Anyone now finds the provider on /providers, near the practice's ZIP.
  const visitor = await newPage(browser);
  await visitor.goto(`/providers?location=33134&radius=10&q=${last.toLowerCase()}`);
  await expect(visitor.getByRole('link', { name: new RegExp(last) }).first()).toBeVisible();
});
