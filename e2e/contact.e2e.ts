import { expect, test, type Page } from './live.ts';
import { DEMO_PATIENT, E2E_ADMIN } from './accounts.ts';
import { expectNoAxeViolations, newPage, PHONE, signIn, uniqueEmail, waitForMail } from './support.ts';

const SUPPORT_EMAIL = 'support@careconnect.test';
const THANKS = "Thank you for your message! We'll get back to you within 24 hours.";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function fillContactForm(page: Page, email: string, message: string) {
  await page.getByLabel('First Name').fill('Rosa');
  await page.getByLabel('Last Name').fill('Delgado');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Specialty Interest').selectOption({ label: 'Foot care (podiatrist)' });
  await page.getByLabel('Message', { exact: true }).fill(message);
}

/**
 * Waits for `work` on a page whose clock stands still, stepping the page's time on 20 ms at a time
 * meanwhile, for the short waits of axe's own: a fraction of a second of the page's time, while the
 * machine takes what it needs.
 */
async function withTimeSteppedOn(page: Page, work: Promise<void>) {
  let done = false;
  const finished = work.finally(() => (done = true));
  while (!done) {
    await page.clock.runFor(20);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await finished;
}

test('a visitor writes to our support team from /contact; support gets the message and the visitor a short receipt', async ({
  browser,
}, info) => {
  const page = await newPage(browser);
  // The page's clock is ours, so the thank-you's 5 seconds can be held while it is checked.
  await page.clock.install();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const details = page.getByRole('complementary', { name: 'Other Ways to Reach Us' });
  await expect(details).toContainText('We get back to you within 24 hours');
  await expect(details.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('contact-desktop.png'), fullPage: true });

  // Checked as they type; the message count turns to the warning colour past 450.
  await page.getByLabel('First Name').fill('R');
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
  await page.getByLabel('Message', { exact: true }).fill('x'.repeat(451));
  await expect(page.getByTestId('message-counter')).toHaveText('451/500 characters');
  await expect(page.getByTestId('message-counter')).toHaveCSS('color', 'rgb(113, 63, 18)');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('contact-desktop-errors.png'), fullPage: true });

  const email = uniqueEmail('contact');
  const message = `Do you list podiatrists in Naples who take Medicare? (${email})`;
  await fillContactForm(page, email, message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const thanks = page.getByRole('group', { name: 'Message sent' });
  await expect(thanks).toContainText(THANKS);
  // The page's time stands still while the thank-you is checked: it goes back to the form by itself
  // after 5 s, which a busy machine's checks and screenshot can outlast.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
  await expect(thanks).toBeFocused();
  await withTimeSteppedOn(page, expectNoAxeViolations(page));
  await page.screenshot({ path: info.outputPath('contact-desktop-sent.png'), fullPage: true });
  await expect(thanks).toBeVisible();

  // 'Send Another Message' brings back an empty form, with the focus in its first field.
  await thanks.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

  // Our support inbox gets the message, with replies going to the visitor; the visitor a receipt
  // without it (nobody verified the address).
  const toSupport = await waitForMail(SUPPORT_EMAIL, new RegExp(`Reply-To: ${escape(email)}`));
  expect(toSupport).toContain('Subject: New message from the CareConnect contact form');
  expect(toSupport).toContain(message);
  expect(toSupport).toContain('Foot care (podiatrist)');
  expect(toSupport).toContain('The contact page');
  const receipt = await waitForMail(email, /Subject: We received your message/);
  expect(receipt).toContain("We'll get back to you within 24 hours.");
  expect(receipt).not.toContain('Rosa Delgado');
  expect(receipt).not.toContain('podiatrists');

  // On a phone the form and the contact details stack, and pass axe.
  const phone = await newPage(browser, PHONE);
  await phone.goto('/contact');
  await expect(phone.getByRole('button', { name: 'Send Message' })).toBeVisible();
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: info.outputPath('contact-phone.png'), fullPage: true });
});

test('a patient suggests a feature; the super admin finds it and changes its status', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const title = `Bigger print ${Date.now().toString(36)}`;

  const patient = await newPage(browser);
  await signIn(patient, DEMO_PATIENT, /\/patient-dashboard$/);
  await patient.getByRole('button', { name: 'Suggest a Feature' }).click();
  const dialog = patient.getByRole('dialog', { name: 'Suggest a Feature' });
  await dialog.getByLabel('Title (required)').fill(title);
  await dialog.getByLabel('Description (required)').fill('The appointment times are hard to read.');
  await dialog.getByLabel('Category').selectOption({ label: 'Accessibility' });
  await dialog.getByLabel('How important is it?').selectOption({ label: 'High' });
  await dialog.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(patient.getByText('Feature suggestion submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const admin = await newPage(browser);
  await signIn(admin, E2E_ADMIN, /\/admin$/);
  await admin.getByRole('link', { name: /Feature Suggestions/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Feature Suggestions' })).toBeVisible();
  await admin.getByLabel('Search words, names or emails').fill(title);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const entry = admin.getByRole('article', { name: title });
  await expect(entry).toContainText('The appointment times are hard to read.');
  await expect(entry).toContainText('(Patient)');
  await expect(entry.getByRole('link', { name: DEMO_PATIENT.email })).toBeVisible();
  await expect(entry).toContainText('Accessibility');
  await expect(entry).toContainText('Priority: High');
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: info.outputPath('admin-desktop.png'), fullPage: true });

  await entry.getByLabel(/^Status/).selectOption({ label: 'Planned' });
  await entry.getByRole('button', { name: 'Save status' }).click();
  await expect(admin.getByText('Status saved: Planned')).toBeVisible();
  // The badge follows, and there is nothing more to save.
  await expect(entry.locator('span', { hasText: /^Planned$/ })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Save status' })).toBeDisabled();

  // The status filter finds it under Planned, also after a reload.
  await admin.getByLabel('Status', { exact: true }).selectOption('planned');
  await expect(admin).toHaveURL(/status=planned/);
  await admin.reload();
  await expect(admin.getByRole('article', { name: title })).toBeVisible();
  await expect(admin.getByLabel('Status', { exact: true })).toHaveValue('planned');

  // A patient may not open the list.
  await patient.goto('/admin/feature-suggestions');
  await expect(patient).toHaveURL(/\/patient-dashboard$/);

  // On a phone, in the dark theme the admin area allows: the list still passes axe.
  const phone = await newPage(browser, PHONE, { colorScheme: 'dark' });
  await signIn(phone, E2E_ADMIN, /\/admin$/);
  await phone.goto(`/admin/feature-suggestions?q=${encodeURIComponent(title)}`);
  await expect(phone.getByRole('article', { name: title })).toBeVisible();
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: info.outputPath('admin-phone-dark.png'), fullPage: true });
});
