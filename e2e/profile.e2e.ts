import { expect, test, type Browser, type Page } from './live.ts';
import { DEMO_PROVIDER, E2E_ADMIN } from './accounts.ts';
import { expectNoAxeViolations, linkFrom, uniqueEmail, waitForMail } from './support.ts';

const PASSWORD = 'garden-party-7';
const MORALES = 'Dr. Elena Morales, MD';
// 1x1 PNG: a tile server that answers, without reaching the internet.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

/** Tiles come from the internet by default; tests either serve a blank tile or refuse them. */
async function tiles(page: Page, answer: 'serve' | 'refuse') {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    answer === 'serve' ? route.fulfill({ body: TILE, contentType: 'image/png' }) : route.abort(),
  );
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await tiles(page, 'serve');
  return page;
}

/** A new verified patient (sign up, then the link in the e-mail). */
async function createPatient(page: Page, first: string, last: string) {
  const email = uniqueEmail(first.toLowerCase());
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  const mail = await waitForMail(email, /Subject: .*verify/i);
  await page.goto(linkFrom(mail, `${test.info().project.use.baseURL}/api/auth/verify-email`));
  await expect(page.getByText('your email address is verified', { exact: false })).toBeVisible();
  return email;
}

const reviews = (page: Page) => page.getByRole('region', { name: 'Patient Reviews' });

test('a guest views a profile, signs in and reviews; the provider responds, the patient likes it, a report is resolved', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await tiles(page, 'serve');
  const email = await createPatient(page, 'Walter', 'Nguyen');
  // Signing up leaves a guest: the visit below is a guest's until they sign in.
  await page.goto('/providers?location=33145');
  const card = page.getByRole('article', { name: MORALES });
  const distance = (await card.locator('strong', { hasText: / mi$/ }).textContent())!;
  const view = page.waitForResponse((r) => r.url().endsWith('/views') && r.request().method() === 'POST');
  await card.getByRole('link', { name: `Details for ${MORALES}` }).click();
  // One view record, saying the visitor came from this search and where the card was.
  const viewed = await view;
  expect(viewed.status()).toBe(204);
  expect(viewed.request().postDataJSON()).toMatchObject({
    referrerSource: 'search',
    searchFilters: { location: '33145' },
    searchPosition: expect.any(Number),
    deviceType: 'desktop',
    sessionId: expect.any(String),
  });

  await expect(page.getByRole('heading', { level: 1, name: MORALES })).toBeVisible();
  // The same real distance as on the card, from the search's place.
  await expect(page.getByText(`${distance} away`)).toBeVisible();
  await expect(page.getByRole('region', { name: `Map showing the office of ${MORALES}` })).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up to Book' })).toBeVisible();
  await expectNoAxeViolations(page);

  await reviews(page).getByRole('button', { name: 'Write a Review' }).click();
  const login = page.getByRole('dialog', { name: 'Sign In Required' });
  await expect(login).toBeVisible();
  await expectNoAxeViolations(page);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/providers\/[0-9a-f-]+$/);
  const profileUrl = page.url();

  // Write, then edit.
  await reviews(page).getByRole('button', { name: 'Write a Review' }).click();
  const write = page.getByRole('dialog', { name: 'Write a Review' });
  await expect(write.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expectNoAxeViolations(page);
  await write.getByText('4 stars').click();
  await write.getByLabel('Your comments (optional)').fill('Dr. Morales listened and explained everything.');
  await write.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  const mine = reviews(page).getByRole('article').filter({ hasText: 'Your review' });
  await expect(mine).toContainText('Walter N.');
  await expect(mine).toContainText('4 out of 5');

  await mine.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Your Review' });
  await expect(edit.getByLabel('Your comments (optional)')).toHaveValue(
    'Dr. Morales listened and explained everything.',
  );
  await edit.getByText('5 stars').click();
  // Its own words, so the provider finds this review and not one of an earlier run (a retry).
  const edited = `Dr. Morales listened, explained everything and called back (${Date.now()}).`;
  await edit.getByLabel('Your comments (optional)').fill(edited);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Review updated successfully!')).toBeVisible();
  await expect(mine).toContainText(edited);
  await expect(mine).toContainText('5 out of 5');
  await expect(mine).toContainText('edited');

  // The provider answers from the dashboard, as office staff.
  const provider = await newPage(browser);
  await provider.goto('/auth');
  await signIn(provider, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
  await expect(provider).toHaveURL(/\/provider-dashboard$/);
  await provider.getByRole('link', { name: /Patient Reviews/ }).click();
  await expect(provider.getByRole('heading', { level: 1, name: 'Patient Reviews' })).toBeVisible();
  const theirs = provider.getByRole('article').filter({ hasText: edited });
  await theirs.getByRole('button', { name: 'Respond' }).click();
  await theirs.getByLabel('Your response').fill('Thank you, Walter. We are glad we could help.');
  await theirs.getByLabel('Written by our office staff').check();
  await expectNoAxeViolations(provider);
  await theirs.getByRole('button', { name: 'Post Response' }).click();
  await expect(provider.getByText('Response added successfully')).toBeVisible();
  await expect(theirs).toContainText('office staff');
  await provider.context().close();

  // The patient sees it and likes it (the like is theirs alone and survives a reload).
  await page.goto(profileUrl);
  await expect(mine).toContainText('Thank you, Walter. We are glad we could help.');
  await expect(mine).toContainText('office staff');
  await mine.getByRole('button', { name: 'Like (0)' }).click();
  await expect(mine.getByRole('button', { name: 'Liked (1)' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(mine.getByRole('button', { name: 'Liked (1)' })).toBeVisible();

  // A report, then an admin works through it.
  await page.getByRole('button', { name: 'Report Profile Issue' }).click();
  const report = page.getByRole('dialog', { name: 'Report Profile Issue' });
  await report.getByRole('button', { name: 'Submit Report' }).click();
  await expect(report.getByText('Please select a report category')).toBeVisible();
  await expectNoAxeViolations(page);
  await report.getByLabel('Office hours are wrong').check();
  const description = `Closed on Fridays now (${Date.now()}).`;
  await report.getByLabel('Please describe the problem').fill(description);
  await report.getByRole('button', { name: 'Submit Report' }).click();
  await expect(report.getByText('Report Submitted Successfully')).toBeVisible();
  await expect(report).toBeHidden({ timeout: 5_000 });

  const admin = await newPage(browser);
  await admin.goto('/auth');
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByRole('link', { name: /Profile Reports/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Profile Reports' })).toBeVisible();
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending Review' });
  const item = admin.getByRole('article').filter({ hasText: description });
  await expect(item).toContainText('Pending Review');
  await expect(item).toContainText('Elena Morales');
  await expectNoAxeViolations(admin);
  await admin.getByLabel('Status', { exact: true }).selectOption('');
  await item.getByRole('button', { name: 'Mark Under Review' }).click();
  await expect(item).toContainText('Under Review');
  await expect(item).toContainText('Review started');
  await item.getByRole('button', { name: 'Mark Resolved' }).click();
  await expect(item.locator('span', { hasText: /^Resolved$/ })).toBeVisible();
  await expect(item).toContainText(/Resolved \w{3} \d/);
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Resolved' });
  await expect(item).toBeVisible();
  await admin.context().close();
});

test('an unknown id is Provider Not Found, with the id', async ({ page }) => {
  const id = '00000000-0000-4000-8000-00000000beef';
  await page.goto(`/providers/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Provider Not Found' })).toBeVisible();
  await expect(
    page.getByText("The provider you're looking for doesn't exist or is no longer available."),
  ).toBeVisible();
  await expect(page.getByText(id)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Providers' }).click();
  await expect(page).toHaveURL(/\/providers$/);
});

test('a guest: the insurance list, the share menu and the report sign-in, each without axe violations', async ({
  page,
}) => {
  await tiles(page, 'refuse');
  await page.goto('/providers?location=33145');
  await page.getByRole('link', { name: `Details for ${MORALES}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: MORALES })).toBeVisible();
  // No tiles: the address instead of a broken map.
  await expect(page.getByRole('heading', { name: 'Location Unavailable' })).toBeVisible();
  await expect(
    page.getByText('Unable to load map. Please check your connection and try again.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const insurance = page.getByRole('region', { name: 'Insurance Accepted' });
  await insurance.getByRole('button', { name: /^View all \d+ plans$/ }).click();
  const plans = page.getByRole('dialog', { name: 'Insurance Plans Accepted' });
  await expect(plans.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Share' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Copy Link' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /^Email/ })).toHaveAttribute('href', /^mailto:/);
  await expect(menu.getByRole('menuitem', { name: /^Text Message/ })).toHaveAttribute('href', /^sms:/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Report Profile Issue' }).click();
  const report = page.getByRole('dialog', { name: 'Report Profile Issue' });
  await expect(report.getByText('You must be logged in to submit a report')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page
    .getByRole('region', { name: 'Book an Appointment' })
    .getByRole('button', { name: 'Sign Up to Message' })
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText(`Sign in to message ${MORALES}`)).toBeVisible();
});

test('on a phone: floating book, message and call buttons; screenshots of both sizes', async ({
  page,
}, info) => {
  await tiles(page, 'serve');
  await page.goto('/providers?location=33145');
  await page.getByRole('link', { name: `Details for ${MORALES}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: MORALES })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quick actions' })).toBeHidden();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  // The demo has no other primary care practice within 50 miles, so no similar providers show.
  await expect(page.getByRole('heading', { name: 'Patient Reviews' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('profile-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  const actions = page.getByRole('group', { name: 'Quick actions' });
  await expect(actions).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Sign Up to Book' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Sign Up to Message' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:/);
  const [client, scroll] = await page.evaluate(() => [
    document.documentElement.clientWidth,
    document.documentElement.scrollWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('profile-phone.png'), fullPage: true });
});

test('on a phone at the largest text size and at 200% text, every quick action is whole on the screen, in English and Spanish', async ({
  browser,
}, info) => {
  const phone = { width: 390, height: 844 };
  const context = await browser.newContext({ viewport: phone });
  await context.addInitScript(() => localStorage.setItem('careconnect_text_size', 'larger'));
  const page = await context.newPage();
  await tiles(page, 'serve');
  await page.goto('/providers?location=33145');
  const path = await page
    .getByRole('article', { name: MORALES })
    .getByRole('link', { name: `Details for ${MORALES}` })
    .getAttribute('href');
  // The guest's labels, the longest: 'Sign Up to Book', 'Regístrese para enviar un mensaje'.
  for (const [prefix, group, call] of [
    ['', 'Quick actions', 'Call'],
    ['/es', 'Acciones rápidas', 'Llamar'],
  ] as const) {
    await page.goto(`${prefix}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
    const actions = page.getByRole('group', { name: group });
    await expect(actions.getByRole('link', { name: call })).toBeVisible();
    // The largest size the site offers, then twice the normal text (as a browser's text zoom makes it).
    for (const size of ['larger', '200%']) {
      if (size === '200%') await page.evaluate(() => (document.documentElement.style.fontSize = '36px'));
      const items = actions.locator('button, a');
      await expect(items).toHaveCount(3);
      for (const item of await items.all()) {
        const box = (await item.boundingBox())!;
        const label = `${prefix || '/en'} ${size}: ${await item.innerText()}`;
        expect(box.x, label).toBeGreaterThanOrEqual(0);
        expect(box.y, label).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, label).toBeLessThanOrEqual(phone.width);
        expect(box.y + box.height, label).toBeLessThanOrEqual(phone.height);
        // Nor is the label cut inside its button.
        const [inner, outer] = await item.evaluate((el) => [el.scrollWidth, el.clientWidth]);
        expect(inner, label).toBeLessThanOrEqual(outer);
      }
      await page.screenshot({
        path: info.outputPath(`quick-actions-${prefix.slice(1) || 'en'}-${size}.png`),
      });
    }
  }
  await context.close();
});

test('on a phone a long About text shows four lines and a Read more button that opens the rest', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await tiles(page, 'serve');
  await page.goto('/providers?location=33145');
  await page
    .getByRole('article', { name: MORALES })
    .getByRole('link', { name: `Details for ${MORALES}` })
    .click();
  const about = page.locator('#about-text');
  await expect(about).toContainText('Se habla español.');
  // The text is measured after the browser lays the page out (a resize observer), not during the take-over.
  const more = page.getByRole('button', { name: 'Read more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const clamped = await about.evaluate((el) => el.clientHeight);
  await more.click();
  await expect(page.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  expect(await about.evaluate((el) => el.clientHeight)).toBeGreaterThan(clamped);
  await page.context().close();
});
