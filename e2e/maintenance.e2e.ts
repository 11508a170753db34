import { expect, test, type Page } from './live.ts';
import { E2E_ADMIN } from './accounts.ts';
import { expectNoAxeViolations, newPage, PHONE, signIn, uniqueEmail } from './support.ts';

const BANNER_TITLE = 'Your Trusted Healthcare Network Awaits';
const HOME_TITLE = 'Find trusted healthcare providers near you';
const PREVIEW_PASSWORD = 'Sunshine Preview 2026';

const comingSoon = (page: Page) => page.getByRole('heading', { level: 1, name: BANNER_TITLE });

test('an admin turns maintenance mode on; a visitor sees the coming-soon page, joins the waiting list and enters with the password', async ({
  browser,
}, info) => {
  test.setTimeout(150_000);
  const admin = await newPage(browser);
  try {
    // The admin sets a preview password and turns maintenance mode on.
    await signIn(admin, E2E_ADMIN, /\/admin$/);
    await admin.getByRole('link', { name: /Maintenance Mode/ }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Maintenance Mode' })).toBeVisible();
    await admin.getByLabel('New preview password', { exact: true }).fill(PREVIEW_PASSWORD);
    await admin.getByRole('button', { name: 'Save password' }).click();
    await expect(admin.getByTestId('password-state')).toContainText('A password is set.');
    await expect(admin.getByLabel('New preview password', { exact: true })).toHaveValue('');
    await admin.getByRole('button', { name: 'Turn maintenance mode on' }).click();
    await admin
      .getByRole('dialog', { name: 'Turn maintenance mode on?' })
      .getByRole('button', { name: 'Yes, turn it on' })
      .click();
    await expect(admin.getByTestId('maintenance-state')).toContainText('Maintenance mode is on');
    // The admin still sees the site, with a notice.
    await expect(admin.getByText('Maintenance mode is on.', { exact: true })).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: info.outputPath('admin-maintenance-desktop.png'), fullPage: true });

    // A visitor in a browser of their own sees the coming-soon page wherever they go.
    const guest = await newPage(browser);
    await guest.goto('/');
    await expect(comingSoon(guest)).toBeVisible();
    await expect(guest.getByText('Secure Preview')).toBeVisible();
    await guest.goto('/providers');
    await expect(comingSoon(guest)).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'Find care by specialty' })).toBeVisible();
    await expectNoAxeViolations(guest);
    await guest.screenshot({ path: info.outputPath('coming-soon-desktop.png'), fullPage: true });

    // The banner: an empty address is refused, a real one is added.
    const join = guest.getByRole('button', { name: 'Join Our Waiting List' });
    await join.click();
    await expect(guest.getByText('Please enter your email address to join the waiting list.')).toBeVisible();
    const bannerEmail = uniqueEmail('banner');
    await guest.getByPlaceholder('Enter your email address').fill(bannerEmail);
    await join.click();
    await expect(
      guest.getByText("You've been added to our waiting list. We'll notify you when we launch!"),
    ).toBeVisible();
    await expect(guest.getByPlaceholder('Enter your email address')).toHaveValue('');

    // The preview card's own waiting list.
    const cardEmail = uniqueEmail('preview');
    await guest.getByLabel('Email address', { exact: true }).last().fill(cardEmail);
    await guest.getByRole('button', { name: 'Join Waiting List', exact: true }).click();
    await expect(guest.getByText("You've been added to the waiting list!")).toBeVisible();

    // A wrong password is cleared and refused; the right one, in any case, opens the site.
    const password = guest.getByLabel('Preview password', { exact: true });
    await password.fill('not the password');
    await guest.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(guest.getByText('Incorrect password. Please try again.')).toBeVisible();
    await expect(password).toHaveValue('');
    await expect(comingSoon(guest)).toBeVisible();
    await password.fill(PREVIEW_PASSWORD.toUpperCase());
    await guest.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(guest.getByRole('heading', { level: 1, name: /Healthcare Providers/ })).toBeVisible();
    await guest.goto('/');
    await expect(guest.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();
    // Visitors who entered the password get no notice: that is for super admins.
    await expect(guest.getByText('Maintenance mode is on.', { exact: true })).toHaveCount(0);

    // On a phone, a new visitor sees the same page, stacked.
    const phone = await newPage(browser, PHONE);
    await phone.goto('/');
    await expect(comingSoon(phone)).toBeVisible();
    await expectNoAxeViolations(phone);
    await phone.screenshot({ path: info.outputPath('coming-soon-phone.png'), fullPage: true });

    // The admin finds both addresses in the waiting list.
    await admin.goto('/admin/waiting-list');
    await expect(admin.getByRole('heading', { level: 1, name: 'Waiting List' })).toBeVisible();
    await admin.getByLabel('Search by email').fill(bannerEmail);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(admin.getByRole('cell', { name: bannerEmail })).toBeVisible();
    await expect(admin.getByText('1 person match')).toBeVisible();
    await admin.getByRole('button', { name: 'Clear search' }).click();
    await expect(admin.getByRole('cell', { name: cardEmail })).toBeVisible();
    await expect(admin.getByRole('link', { name: 'Download CSV' })).toBeVisible();
    const csv = await admin.request.get('/api/admin/waiting-list/export.csv');
    expect(await csv.text()).toContain(cardEmail);
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: info.outputPath('admin-waiting-list-desktop.png'), fullPage: true });
    await admin.setViewportSize(PHONE);
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: info.outputPath('admin-waiting-list-phone.png'), fullPage: true });

    // The admin previews the coming-soon page as visitors see it.
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto('/admin/maintenance');
    await admin.getByRole('link', { name: 'Preview the coming-soon page' }).click();
    await expect(comingSoon(admin)).toBeVisible();
    await expect(admin.getByText('Maintenance mode is on.', { exact: true })).toBeVisible();

    // The admin turns maintenance mode off again, and visitors see the site.
    await admin.setViewportSize(PHONE);
    await admin.goto('/admin/maintenance');
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: info.outputPath('admin-maintenance-phone.png'), fullPage: true });
    await admin.getByRole('button', { name: 'Turn maintenance mode off' }).click();
    await expect(admin.getByTestId('maintenance-state')).toContainText('Maintenance mode is off');
    await phone.goto('/');
    await expect(phone.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();
  } finally {
    // Every other e2e test shares this server: never leave the site locked.
    await admin.request.put('/api/admin/maintenance', { data: { enabled: false } });
  }
});
