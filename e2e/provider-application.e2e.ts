import { expect, test, type Page } from './live.ts';
import sharp from 'sharp';
import type { ProviderApplicationDto } from '../src/shared/applications/application.ts';
import { DEMO_PATIENT } from './accounts.ts';
import {
  expectNoAxeViolations,
  linkFrom,
  newPage,
  PHONE,
  signIn,
  submitSignIn,
  uniqueEmail,
  waitForMail,
} from './support.ts';

const PASSWORD = 'clinic-garden-42';
const SUCCESS = 'Application submitted successfully! Our team will review it within 3-5 business days.';

/** A real photo-sized PNG, as a phone or camera would send (the server decodes and re-encodes it). */
const officePhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 110, b: 160 } } })
    .png()
    .toBuffer();

/**
 * A guest opens the application, is sent to provider sign-up, signs up, verifies the address from
 * the e-mail and signs in: back on the application. Returns the new account's email.
 */
async function newProviderOnApplication(page: Page, first: string, last: string) {
  const email = uniqueEmail(first.toLowerCase());
  await page.goto('/provider-application');
  await expect(page).toHaveURL(/\/auth\?role=provider$/);
  await expect(page.getByRole('heading', { name: 'Join as a Healthcare Provider' })).toBeVisible();
  await expect(page.getByLabel('Healthcare Provider')).toBeChecked();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  const mail = await waitForMail(email, /Subject: .*verify/i);
  await page.goto(linkFrom(mail, new URL('/api/auth/verify-email', page.url()).href));
  await expect(page.getByText('your email address is verified', { exact: false })).toBeVisible();
  await submitSignIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/provider-application$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeVisible();
  return email;
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Types into the field with this label after moving to it by keyboard focus. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
}

async function pressButton(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

test('a new provider fills in all six steps with a photo and sends the application', async ({
  browser,
}, info) => {
  test.setTimeout(150_000);
  const page = await newPage(browser);
  const email = await newProviderOnApplication(page, 'Marisol', 'Ortega');

  // Step 1: the welcome card names the account; its email is filled in and cannot be changed.
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(page.getByText('17% complete')).toBeVisible();
  await expect(page.getByText(`You are applying with the account ${email}.`)).toBeVisible();
  await expect(
    page.getByText('Applications typically receive a response within 3-5 business days after submission.'),
  ).toBeVisible();
  const accountEmail = page.getByRole('textbox', { name: 'Email' });
  await expect(accountEmail).toHaveValue(email);
  await expect(accountEmail).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('step-1-desktop.png'), fullPage: true });

  // An empty step is refused with the product's messages, and nothing moves on.
  await pressButton(page, 'Next Step');
  await expect(page.getByText('Please complete all contact information fields')).toBeVisible();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.type('Marisol Ortega');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Physician');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3055550142');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('(305) 555-0142');
  await expect(page.getByText('Full name is required')).toBeHidden();
  // Enter in a text field moves on, as it sends any form.
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Practice Information')).toBeFocused();
  await expect(page.getByText('Step 2 of 6')).toBeVisible();

  await typeInto(page, 'Practice name', 'Ortega Family Care');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1450 Brickell Ave, Miami, FL 33131');
  await page.keyboard.press('Tab');
  await page.keyboard.type('https://ortega-family-care.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3055550199');
  await expect(page.getByLabel('Practice phone')).toHaveValue('(305) 555-0199');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1234567893');
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Provider Type')).toBeFocused();

  // The main specialty through the picker, by its lay words; then another beside it.
  await page.getByRole('combobox', { name: 'Main specialty' }).focus();
  await page.keyboard.type('family doctor');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const mainExact = page.getByLabel('Exact specialty').first();
  await expect(mainExact).toBeFocused();
  await mainExact.selectOption({ label: 'Family Medicine Physician' });
  await page.getByRole('button', { name: 'Add another specialty' }).press('Enter');
  await page.getByRole('combobox', { name: 'Other specialty 1' }).focus();
  await page.keyboard.type('dentist');
  await page.keyboard.press('Enter');
  await page.getByLabel('Exact specialty').nth(1).selectOption({ label: 'Dentist' });
  await pressButton(page, 'Next Step');
  await expect(stepHeading(page, 'Practice Details')).toBeFocused();

  // Step 4: a photo is uploaded as soon as it is chosen and shows as a thumbnail.
  await page.getByLabel('Spanish').focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Add photos').setInputFiles({
    name: 'waiting-room.png',
    mimeType: 'image/png',
    buffer: await officePhoto(),
  });
  const photos = page.getByRole('list', { name: 'Your office photos' });
  await expect(photos.getByText('Uploaded')).toBeVisible();
  const thumbnail = photos.getByRole('img', { name: 'Your photo waiting-room.png' });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('1 of 5 photos added')).toBeVisible();
  await typeInto(page, 'Practice description (optional)', 'Unhurried family medicine in Brickell.');
  await expect(page.getByText('38/300')).toBeVisible();
  await page.getByRole('radio', { name: 'Email' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Referral' })).toBeChecked();
  await page.screenshot({ path: info.outputPath('step-4-desktop.png'), fullPage: true });
  await pressButton(page, 'Next Step');
  await expect(stepHeading(page, 'Medicare and New Patients')).toBeFocused();

  // Step 5: the plans appear only with Medicare Advantage.
  const medicare = page.getByRole('group', { name: 'Do you participate in Medicare?' });
  await expect(page.getByRole('group', { name: 'Medicare Advantage plans you accept' })).toBeHidden();
  await medicare.getByLabel('Yes').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(medicare.getByLabel('Medicare Advantage')).toBeChecked();
  await page.getByLabel('Humana').focus();
  await page.keyboard.press('Space');
  await pressButton(page, 'Next Step');
  await expect(stepHeading(page, 'Consent')).toBeFocused();

  // Step 6: both statements are needed.
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  await expect(page.getByText('You must agree to both statements to submit your application')).toBeVisible();
  await expectNoAxeViolations(page);
  await pressButton(page, 'Submit Application');
  await expect(page.getByText('Please confirm all consent requirements')).toBeVisible();
  await expect(page.getByText('You must confirm the information is accurate')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/information in this application is accurate/).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.screenshot({ path: info.outputPath('step-6-desktop.png'), fullPage: true });
  await pressButton(page, 'Submit Application');

  // Sent: the message stays on the page, and the application's status replaces the form.
  await expect(page.locator('main').getByText(SUCCESS)).toBeVisible();
  const card = page.getByRole('region', { name: 'Your application' });
  await expect(card).toContainText('Submitted');
  await expect(card).toContainText('Ortega Family Care');
  await expect(page.getByRole('button', { name: 'Next Step' })).toBeHidden();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('status-desktop.png'), fullPage: true });

  // The server has it, with the photo.
  const stored = await page.evaluate(async () => {
    const res = await fetch('/api/provider-applications/mine', { headers: { Accept: 'application/json' } });
    return (await res.json()) as ProviderApplicationDto;
  });
  expect(stored).toMatchObject({
    status: 'submitted',
    fullName: 'Marisol Ortega',
    role: 'Physician',
    phone: '(305) 555-0142',
    email,
    preferredContact: 'Email',
    practiceName: 'Ortega Family Care',
    businessAddress: '1450 Brickell Ave, Miami, FL 33131',
    website: 'https://ortega-family-care.example',
    practicePhone: '(305) 555-0199',
    npiNumber: '1234567893',
    mainSpecialty: { code: '207Q00000X', name: 'Family Medicine Physician', category: 'primary-care' },
    otherSpecialties: [{ code: '122300000X', name: 'Dentist', category: 'dentist' }],
    medicareParticipation: 'Medicare Advantage',
    medicareAdvantagePlans: ['Humana'],
    acceptingNewPatients: 'Yes',
    languages: ['English', 'Spanish'],
    description: 'Unhurried family medicine in Brickell.',
    referralSource: 'Referral',
  });
  expect(stored.images).toHaveLength(1);
  const image = await page.request.get(stored.images[0]!.url);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');

  // Coming back later, the status shows instead of a form that would be refused.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your application' })).toContainText('Submitted');
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeHidden();

  // On a phone the status card reads well too.
  const phone = await newPage(browser, PHONE, { storageState: await page.context().storageState() });
  await phone.goto('/provider-application');
  await expect(phone.getByRole('region', { name: 'Your application' })).toBeVisible();
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: info.outputPath('status-phone.png'), fullPage: true });
  await phone.context().close();
  await page.context().close();
});

test('the application fits a 390-pixel phone, step by step', async ({ browser }, info) => {
  test.setTimeout(120_000);
  const page = await newPage(browser, PHONE);
  await newProviderOnApplication(page, 'Tomas', 'Reyes');
  const noSideways = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await expectNoAxeViolations(page);
  await noSideways();
  await page.screenshot({ path: info.outputPath('step-1-phone.png'), fullPage: true });
  await page.getByLabel('Full name').fill('Tomas Reyes');
  await page.getByLabel('Title/Role').fill('Podiatrist');
  await page.getByRole('textbox', { name: 'Phone' }).fill('9545550110');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel('Practice name').fill('Reyes Foot Care');
  await page.getByLabel('Business address').fill('300 Las Olas Blvd, Fort Lauderdale, FL 33301');
  await page.getByLabel('Practice phone').fill('9545550111');
  await page.getByRole('button', { name: 'Next Step' }).click();
  // The picker's list on a phone, open over the step: checked, and looked at.
  const picker = page.getByRole('combobox', { name: 'Main specialty' });
  await picker.fill('foot doctor');
  await expect(
    page.getByRole('listbox', { name: 'Main specialty' }).getByRole('option').first(),
  ).toContainText('Foot care (podiatrist)');
  await expectNoAxeViolations(page);
  await noSideways();
  await page.screenshot({ path: info.outputPath('step-3-phone.png'), fullPage: true });
  await picker.press('Enter');
  await page.getByLabel('Exact specialty').selectOption({ label: 'Podiatrist' });
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, 'Practice Details')).toBeVisible();
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'front-desk.png', mimeType: 'image/png', buffer: await officePhoto() },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
  ]);
  const photos = page.getByRole('list', { name: 'Your office photos' });
  await expect(photos.getByText('Uploaded')).toBeVisible();
  await expect(
    photos.getByText('Failed to upload office photo: Please select a valid image file'),
  ).toBeVisible();
  const src = await photos.getByRole('img', { name: 'Your photo front-desk.png' }).getAttribute('src');
  expect(src).toMatch(/^\/uploads\//);
  await expectNoAxeViolations(page);
  await noSideways();
  await page.screenshot({ path: info.outputPath('step-4-phone.png'), fullPage: true });
  // Removing a photo deletes its upload.
  const removed = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes('/api/uploads/'),
  );
  await photos.getByRole('button', { name: 'Remove front-desk.png' }).click();
  expect((await removed).status()).toBe(204);
  await expect(photos.getByText('front-desk.png')).toBeHidden();
  await expect(page.getByText('0 of 5 photos added')).toBeVisible();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page
    .getByRole('group', { name: 'Do you participate in Medicare?' })
    .getByLabel('Medicare Advantage')
    .check();
  await expect(page.getByRole('group', { name: 'Medicare Advantage plans you accept' })).toBeVisible();
  await noSideways();
  await page.screenshot({ path: info.outputPath('step-5-phone.png'), fullPage: true });
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, 'Consent')).toBeVisible();
  await expectNoAxeViolations(page);
  await noSideways();
  await page.screenshot({ path: info.outputPath('step-6-phone.png'), fullPage: true });
  await page.context().close();
});

test('a patient who opens the provider application lands on their dashboard', async ({ page }) => {
  await signIn(page, DEMO_PATIENT, /\/patient-dashboard$/);
  await page.goto('/provider-application');
  await expect(page).toHaveURL(/\/patient-dashboard$/);
});
