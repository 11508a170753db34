import { expect, request, test, type Browser, type Page } from './live.ts';
import { DEMO_PROVIDER, E2E_ADMIN } from './accounts.ts';
import {
  expectNoAxeViolations,
  linkFrom,
  newPage,
  PHONE,
  signIn,
  uniqueEmail,
  waitForMail,
} from './support.ts';

const PROVIDER_NAME = 'Dr. Elena Morales, MD';

type Account = { email: string; password: string };

/**
 * A new organization admin, who has no organization yet: an admin runs one organization only, so
 * each run (a retry, or a repeat on the same database) needs its own. Sign-up makes patients; the
 * super admin then gives the account its role, as the admin console does.
 */
async function newOrgAdmin(baseURL: string): Promise<Account> {
  const account = { email: uniqueEmail('org-admin'), password: 'harbor-lights-42' };
  const guest = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signUp = await guest.post('/api/auth/sign-up/email', {
    data: {
      ...account,
      name: 'Olivia Organizer',
      firstName: 'Olivia',
      lastName: 'Organizer',
      role: 'patient',
    },
  });
  expect(signUp.ok()).toBe(true);
  const mail = await waitForMail(account.email, /Subject: .*verify/i);
  expect((await guest.get(linkFrom(mail, `${baseURL}/api/auth/verify-email`))).status()).toBeLessThan(400);
  await guest.dispose();

  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signedIn = await admin.post('/api/auth/sign-in/email', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(signedIn.ok()).toBe(true);
  // Sign-up answers the same for every address, so the new account is found by its e-mail.
  const found = await admin.get(`/api/admin/users?q=${encodeURIComponent(account.email)}`);
  const [user] = ((await found.json()) as { users: { id: string }[] }).users;
  const role = await admin.put(`/api/admin/users/${user!.id}/role`, { data: { role: 'organization_admin' } });
  expect(role.ok()).toBe(true);
  await admin.dispose();
  return account;
}

/** A signed-in organization admin in a browser of its own, light or dark (System follows the browser). */
async function orgAdminPage(browser: Browser, account: Account, dark = false, viewport?: typeof PHONE) {
  const page = await newPage(browser, viewport, dark ? { colorScheme: 'dark' } : {});
  await signIn(page, account, /\/organization-admin-dashboard$/);
  return page;
}

/** Every organization dashboard page passes axe and is photographed, in the theme of its browser. */
async function checkDashboardPages(page: Page, shot: (name: string) => string, theme: string) {
  const pages: [path: string, heading: string, ready: RegExp | string][] = [
    ['/organization-admin-dashboard', 'Organization Dashboard', 'Appointments this week'],
    ['/organization-dashboard/profile', 'Organization Profile', 'Save changes'],
    ['/organization-dashboard/providers', 'Providers', 'Invitations waiting'],
    ['/organization-dashboard/appointments', 'Appointments', 'By provider'],
  ];
  for (const [path, heading, ready] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(ready).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: shot(`${theme}-${path.split('/').pop()}.png`), fullPage: true });
  }
}

test('an organization admin creates their organization, invites the demo provider, who accepts; the public page lists them', async ({
  browser,
  baseURL,
}, info) => {
  // About 2 to 3 minutes: eleven pages in three browsers, each checked with axe.
  test.setTimeout(240_000);
  const shot = (name: string) => info.outputPath(name);
  const orgAdmin = await newOrgAdmin(baseURL!);
  // A name of its own too: the demo provider joins one organization a run, and their page lists them all.
  const ORG_NAME = `Biscayne Senior Health ${Date.now().toString(36)}`;

  // Before there is an organization: the create form, and a tool page that sends them to it, in dark.
  const darkEarly = await orgAdminPage(browser, orgAdmin, true);
  await expect(darkEarly.getByRole('region', { name: 'Create your organization' })).toBeVisible();
  await expectNoAxeViolations(darkEarly);
  await darkEarly.screenshot({ path: shot('dark-create.png'), fullPage: true });
  await darkEarly.goto('/organization-dashboard/providers');
  await expect(darkEarly.getByText('You have not created your organization yet.')).toBeVisible();
  await expectNoAxeViolations(darkEarly);
  await darkEarly.screenshot({ path: shot('dark-no-organization.png'), fullPage: true });
  await darkEarly.context().close();

  // The organization admin lands on their dashboard, which asks them to create the organization.
  const admin = await orgAdminPage(browser, orgAdmin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Organization Dashboard' })).toBeVisible();
  const create = admin.getByRole('region', { name: 'Create your organization' });
  await expect(create).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: shot('light-create.png'), fullPage: true });

  await create.getByLabel('Organization name').fill(ORG_NAME);
  await create.getByLabel('Description (optional)').fill('Doctors who care for older adults across Miami.');
  await create.getByLabel('Website (optional)').fill('https://biscayne-senior-health.example.com');
  await create.getByLabel('Phone (optional)').fill('(305) 555-0199');
  await create.getByLabel('Street address').fill('2000 Biscayne Blvd');
  await create.getByLabel('City').fill('Miami');
  await create.getByLabel('Zip code').fill('33137');
  await create.getByRole('button', { name: 'Add a location' }).click();
  const location = create.getByRole('group', { name: 'Location 1' });
  await location.getByLabel('Location name').fill('Coral Way Clinic');
  await location.getByLabel('Street address').fill('1450 Coral Way');
  await location.getByLabel('City').fill('Miami');
  await location.getByLabel('Zip code').fill('33145');
  await create.getByRole('button', { name: 'Create organization' }).click();
  await expect(admin.getByRole('heading', { level: 2, name: ORG_NAME })).toBeVisible();
  await expect(admin.getByText('Appointments this week')).toBeVisible();
  const publicHref = await admin.getByRole('link', { name: 'See your public page' }).getAttribute('href');
  expect(publicHref).toMatch(/^\/organization\/[0-9a-f-]{36}$/);

  // Invite the demo provider, with a role and one of the locations.
  await admin
    .getByRole('navigation', { name: 'Organization Dashboard sections' })
    .getByRole('link', { name: /Providers/ })
    .click();
  await expect(admin).toHaveURL(/\/organization-dashboard\/providers$/);
  const invite = admin.getByRole('region', { name: 'Invite a provider' });
  await invite.getByLabel("Provider's email").fill(DEMO_PROVIDER.email);
  await invite.getByLabel('Role (optional)').fill('Primary Care Physician');
  await invite.getByLabel('Location').fill('Coral Way Clinic');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText(`Invitation sent to ${DEMO_PROVIDER.email}.`)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Invitations waiting' })).toContainText(DEMO_PROVIDER.email);
  await expectNoAxeViolations(admin);
  // This run's invitation, not an earlier run's still in the mail folder.
  const mail = await waitForMail(
    DEMO_PROVIDER.email,
    new RegExp(`Subject: You are invited to join an organization[\\s\\S]*${ORG_NAME}`),
  );
  expect(mail).toContain(ORG_NAME);
  expect(mail).toContain('/provider-dashboard/organizations');

  // The provider accepts on their organizations page.
  const provider = await newPage(browser);
  await signIn(provider, DEMO_PROVIDER, /\/provider-dashboard$/);
  await provider.goto('/provider-dashboard/organizations');
  const invitations = provider.getByRole('region', { name: 'Invitations' });
  await expect(invitations).toContainText(ORG_NAME);
  await expect(invitations).toContainText('Role: Primary Care Physician · Location: Coral Way Clinic');
  await expectNoAxeViolations(provider);
  await provider.screenshot({ path: shot('light-provider-invited.png'), fullPage: true });
  await invitations.getByRole('button', { name: `Accept the invitation from ${ORG_NAME}` }).click();
  await expect(provider.getByText(`You are now part of ${ORG_NAME}.`)).toBeVisible();
  const mine = provider.getByRole('region', { name: 'Your organizations' });
  await expect(mine.getByRole('listitem').filter({ hasText: ORG_NAME })).toContainText('Approved');
  await expectNoAxeViolations(provider);
  await provider.screenshot({ path: shot('light-provider-accepted.png'), fullPage: true });

  // The organization admin sees the provider approved, and their appointments counted.
  await admin.reload();
  const providers = admin.getByRole('region', { name: 'Your providers' });
  await expect(providers.getByRole('button', { name: 'Approved (1)' })).toBeVisible();
  const member = providers.getByRole('listitem').filter({ hasText: PROVIDER_NAME });
  await expect(member).toContainText('Approved');
  await expect(member).toContainText('Role: Primary Care Physician · Location: Coral Way Clinic');
  await expect(admin.getByRole('region', { name: 'Invitations waiting' })).toContainText(
    'No invitations are waiting for an answer.',
  );
  await admin.goto('/organization-dashboard/appointments');
  const row = admin.getByRole('row', { name: new RegExp(PROVIDER_NAME) });
  await expect(row).toBeVisible();
  // The demo patient's visit a few days ahead is counted, and no patient's name is shown.
  await expect(row.getByRole('cell').first()).not.toHaveText('0');
  await expect(admin.getByText('Rosa')).toHaveCount(0);

  // Every dashboard page in light theme, then dark.
  await checkDashboardPages(admin, shot, 'light');
  const dark = await orgAdminPage(browser, orgAdmin, true);
  await checkDashboardPages(dark, shot, 'dark');
  const darkProvider = await newPage(browser, undefined, { colorScheme: 'dark' });
  await signIn(darkProvider, DEMO_PROVIDER, /\/provider-dashboard$/);
  await darkProvider.goto('/provider-dashboard/organizations');
  await expect(darkProvider.getByRole('region', { name: 'Your organizations' })).toContainText(ORG_NAME);
  await expectNoAxeViolations(darkProvider);
  await darkProvider.screenshot({ path: shot('dark-provider.png'), fullPage: true });

  // The public page, for any visitor, lists the provider and links to their profile.
  const visitor = await newPage(browser);
  await visitor.goto(publicHref!);
  await expect(visitor.getByRole('heading', { level: 1, name: ORG_NAME })).toBeVisible();
  await expect(visitor.getByRole('link', { name: '(305) 555-0199' })).toHaveAttribute(
    'href',
    'tel:3055550199',
  );
  await expect(visitor.getByRole('region', { name: 'Locations' })).toContainText('Coral Way Clinic');
  const card = visitor
    .getByRole('region', { name: 'Our providers' })
    .getByRole('link', { name: /Elena Morales/ });
  await expect(card).toContainText('Primary Care Physician, Coral Way Clinic');
  await expectNoAxeViolations(visitor);
  await visitor.screenshot({ path: shot('light-public.png'), fullPage: true });
  await card.click();
  await expect(visitor).toHaveURL(/\/providers\/[0-9a-f-]{36}$/);

  // An unknown organization is a page-not-found page.
  await visitor.goto('/organization/00000000-0000-4000-8000-000000000000');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  // One run at phone width: the overview and the providers page.
  const phone = await orgAdminPage(browser, orgAdmin, false, PHONE);
  await expect(phone.getByText('Appointments this week')).toBeVisible();
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: shot('phone-overview.png'), fullPage: true });
  await phone.goto('/organization-dashboard/providers');
  await expect(phone.getByRole('region', { name: 'Your providers' })).toContainText(PROVIDER_NAME);
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: shot('phone-providers.png'), fullPage: true });
  const phoneVisitor = await newPage(browser, PHONE);
  await phoneVisitor.goto(publicHref!);
  await expect(phoneVisitor.getByRole('heading', { level: 1, name: ORG_NAME })).toBeVisible();
  await expectNoAxeViolations(phoneVisitor);
  await phoneVisitor.screenshot({ path: shot('phone-public.png'), fullPage: true });
});
