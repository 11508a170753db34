import { expect, test, type Page } from './live.ts';
import { DEMO_PROVIDER, E2E_ADMIN } from './accounts.ts';
import { expectNoAxeViolations, newPage, PHONE, signIn, waitForMail } from './support.ts';

const PENDING = 'Pending: billing to be arranged';

const mySubscription = (page: Page) => page.getByRole('region', { name: 'Your subscription' });

/**
 * The admin list's newest entry for the demo provider, found by their e-mail. A retry (or a database
 * kept from an earlier run) leaves cancelled ones beside it; the list puts live ones first, then the
 * newest.
 */
const newestEntry = (admin: Page) =>
  admin.getByRole('article').filter({ hasText: DEMO_PROVIDER.email }).first();

async function adminEntry(admin: Page) {
  await admin.getByLabel('Provider name or email').fill(DEMO_PROVIDER.email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin).toHaveURL(/[?&]q=/);
  return newestEntry(admin);
}

test('an approved provider starts a subscription, the admin sees it pending, the provider cancels it', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);

  // The demo provider's profile is approved, so they may subscribe.
  const provider = await newPage(browser);
  await signIn(provider, DEMO_PROVIDER, /\/provider-dashboard$/);
  await provider.getByRole('link', { name: /Subscription/ }).click();
  await expect(provider).toHaveURL(/\/provider-dashboard\/subscription$/);
  await expect(provider.getByRole('heading', { level: 1, name: 'Your Subscription' })).toBeVisible();
  const plan = provider.getByRole('region', { name: 'Provider plan' });
  await expect(plan).toContainText('$90 a month');
  await expect(plan).toContainText('Online payment is not available yet.');
  await expect(provider.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(provider);
  await provider.screenshot({ path: info.outputPath('provider-desktop-new.png'), fullPage: true });

  await mySubscription(provider).getByRole('button', { name: 'Start subscription' }).click();
  await expect(provider.getByText('Your subscription has started.')).toBeVisible();
  await expect(mySubscription(provider)).toContainText(PENDING);
  await expect(mySubscription(provider)).toContainText('Our team will contact you to arrange billing.');
  await expectNoAxeViolations(provider);
  await provider.screenshot({ path: info.outputPath('provider-desktop-pending.png'), fullPage: true });

  const mail = await waitForMail(DEMO_PROVIDER.email, /Subject: Your CareConnect subscription/);
  expect(mail).toContain('$90');
  expect(mail).toContain('Provider');

  // The admin finds it in the list, pending.
  const admin = await newPage(browser);
  await signIn(admin, E2E_ADMIN, /\/admin$/);
  await admin.getByRole('link', { name: /^Subscriptions Providers/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  const entry = await adminEntry(admin);
  await expect(entry).toContainText(PENDING);
  await expect(entry).toContainText('Provider, $90 a month');
  await expect(entry.getByRole('button', { name: 'Mark active' })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: info.outputPath('admin-desktop.png'), fullPage: true });

  // The provider cancels, after saying yes in the dialog.
  await mySubscription(provider).getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = provider.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(provider);
  await dialog.getByRole('button', { name: 'Yes, cancel my subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(provider.getByText('Your subscription is cancelled.')).toBeVisible();
  await expect(mySubscription(provider).getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(mySubscription(provider).getByRole('button', { name: 'Start subscription' })).toBeVisible();

  // The admin's list follows on reload.
  await admin.reload();
  await expect(newestEntry(admin)).toContainText('Cancelled');

  // On a phone, in the dark theme (System follows the phone's): the page and the admin list still pass axe.
  const phone = await newPage(browser, PHONE, { colorScheme: 'dark' });
  await signIn(phone, DEMO_PROVIDER, /\/provider-dashboard$/);
  await phone.goto('/provider-dashboard/subscription');
  await expect(mySubscription(phone)).toContainText('Cancelled');
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: info.outputPath('provider-phone.png'), fullPage: true });
  const adminPhone = await newPage(browser, PHONE);
  await signIn(adminPhone, E2E_ADMIN, /\/admin$/);
  await adminPhone.goto('/admin/subscriptions');
  await expect(adminPhone.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(adminPhone);
  await adminPhone.screenshot({ path: info.outputPath('admin-phone.png'), fullPage: true });
});
