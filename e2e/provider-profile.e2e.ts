import { expect, test } from './live.ts';
import sharp from 'sharp';
import { DEMO_PROVIDER, E2E_ADMIN } from './accounts.ts';
import { expectNoAxeViolations, newPage, PHONE, signIn } from './support.ts';

/** A real photo-like PNG, as a phone or camera would give (the server decodes and re-encodes it). */
const headshotPng = () =>
  sharp({ create: { width: 240, height: 240, channels: 3, background: { r: 40, g: 110, b: 170 } } })
    .png()
    .toBuffer();

test('a provider edits the profile, adds a headshot and sends it for review; an admin approves; the change is listed', async ({
  browser,
}, info) => {
  test.setTimeout(150_000);
  const certification = `Certified in Senior Care ${Date.now().toString(36)}`;

  // The demo provider owns an approved, listed profile.
  const page = await newPage(browser);
  await signIn(page, DEMO_PROVIDER, /\/provider-dashboard$/);
  await page.getByRole('link', { name: /Your Profile/ }).click();
  await expect(page).toHaveURL(/\/provider-dashboard\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Your profile' });
  await expect(form.getByLabel(/^First name/)).toHaveValue('Elena');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('editor-desktop.png'), fullPage: true });

  const profileId = ((await (await page.request.get('/api/provider/profile')).json()) as { id: string }).id;

  // A credential waits for review; the listing keeps the approved values meanwhile.
  const certs = form.getByLabel(/^Board certifications/);
  await certs.fill(`${await certs.inputValue()}\n${certification}`.trim());
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved; waiting for review')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changes waiting for review' })).toContainText(certification);

  // A headshot goes live at once.
  await page.getByLabel(/^(Add|Replace) headshot$/).setInputFiles({
    name: 'headshot.png',
    mimeType: 'image/png',
    buffer: await headshotPng(),
  });
  await expect(page.getByText('Photo added. It shows on your profile now.')).toBeVisible();
  const headshot = page.getByRole('img', { name: 'Your headshot' });
  await expect(headshot).toHaveAttribute('src', /provider-photos\/headshots\/.+\.png$/);
  const headshotUrl = (await headshot.getAttribute('src'))!;

  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(
    page.getByText('Your profile was sent for review. We will let you know when it has been checked.'),
  ).toBeVisible();
  await expect(page.getByTestId('profile-review-state')).toContainText('Waiting for review');
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  await expectNoAxeViolations(page);

  const phone = await newPage(browser, PHONE);
  await signIn(phone, DEMO_PROVIDER, /\/provider-dashboard$/);
  await phone.goto('/provider-dashboard/profile');
  await expect(phone.getByRole('form', { name: 'Your profile' })).toBeVisible();
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: info.outputPath('editor-phone.png'), fullPage: true });

  // The public profile: the new headshot already, the certification not yet.
  await page.goto(`/providers/${profileId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Elena');
  await expect(page.locator(`img[src="${headshotUrl}"]`).first()).toBeVisible();
  await expect(page.getByText(certification)).toHaveCount(0);

  // The admin approves it on /provider-profile-reviews.
  const admin = await newPage(browser);
  await signIn(admin, E2E_ADMIN, /\/admin/);
  await admin.goto('/provider-profile-reviews');
  await expect(admin.getByRole('heading', { level: 1, name: 'Provider Profile Reviews' })).toBeVisible();
  await expect(admin.getByTestId('pending-count')).toContainText('waiting for review');
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: info.outputPath('reviews-desktop.png'), fullPage: true });
  await admin.getByRole('button', { name: 'Review Elena Morales' }).click();
  const changes = admin.getByRole('table', { name: 'Each change, as listed now and as submitted' });
  await expect(changes.getByRole('row', { name: /Board certifications/ })).toContainText(certification);
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: info.outputPath('review-detail-desktop.png'), fullPage: true });

  const adminPhone = await newPage(browser, PHONE);
  await signIn(adminPhone, E2E_ADMIN, /\/admin/);
  await adminPhone.goto(admin.url());
  await expect(adminPhone.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expectNoAxeViolations(adminPhone);
  await adminPhone.screenshot({ path: info.outputPath('review-detail-phone.png'), fullPage: true });

  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Review approved')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Listed at once.
  await page.goto(`/providers/${profileId}`);
  await expect(page.getByText(certification)).toBeVisible();

  // The provider sees the outcome.
  await page.goto('/provider-dashboard/profile');
  await expect(page.getByTestId('profile-review-state')).toContainText('Approved');
  await expect(page.getByRole('list', { name: 'Changes waiting for review' })).toHaveCount(0);
});
