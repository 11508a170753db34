import { expect, test, type Browser, type Page } from './live.ts';
import { DESKTOP, PHONE, newPage, uniqueEmail } from './support.ts';

/**
 * A server-drawn page is shown seconds before the app has taken it over on a slow phone (ADR 16):
 * what a person types, chooses or taps then is kept and used, and every public form works with
 * JavaScript off. The app's code is held back here by several seconds, as on such a phone.
 */

const APP_DELAY_MS = 4_000;
const ZIP_MESSAGE = 'Please enter a valid zip code (e.g., 12345 or 12345-6789)';
const THANKS = "Thank you for your message! We'll get back to you within 24 hours.";

test.use({ serviceWorkers: 'block' });

/**
 * Holds back the app's code (its entry and every chunk) until APP_DELAY_MS after the page first asks
 * for any of it: it all arrives then, as on a slow phone, not one chunk after another.
 */
async function delayApp(page: Page) {
  let arrives: number | undefined;
  await page.route(/\/assets\/[^/?]+\.js(\?|$)/, async (route) => {
    arrives ??= Date.now() + APP_DELAY_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, arrives! - Date.now())));
    await route.continue();
  });
}

/** Opens a page without waiting for the app (e2e/live.ts waits on 'load'), and checks it is not live yet. */
async function openEarly(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-app-live', 'true');
}

const isLive = (page: Page) => page.evaluate(() => document.documentElement.dataset.appLive === 'true');
const waitForApp = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-app-live', 'true', { timeout: 20_000 });

const card = (page: Page) => page.getByRole('form', { name: 'Search for care' });
const filters = (page: Page) => page.getByRole('complementary').getByRole('region', { name: 'Filters' });

test.describe('typed before the app takes the page over', () => {
  test.beforeEach(async ({ page }) => {
    await delayApp(page);
  });

  test('the home card searches with the ZIP and specialty chosen early, and Recent Searches keeps it', async ({
    page,
  }) => {
    await openEarly(page, '/');
    await card(page).getByRole('combobox', { name: 'Location' }).fill('33133');
    await card(page).getByLabel('Specialty').selectOption({ label: 'Foot care (podiatrist)' });
    expect(await isLive(page)).toBe(false);
    await waitForApp(page);
    await expect(card(page).getByRole('combobox', { name: 'Location' })).toHaveValue('33133');
    await card(page).getByRole('button', { name: 'Find Healthcare Providers Now' }).click();
    await expect(page).toHaveURL(/\/providers\?location=33133&radius=5&category=foot-care$/);

    await page.unrouteAll();
    await page.goto('/');
    await expect(
      page
        .getByRole('region', { name: 'Recent Searches' })
        .getByRole('button', { name: 'Foot care (podiatrist) near 33133', exact: true }),
    ).toBeVisible();
  });

  test('the home card searches with a ZIP typed and Find tapped before the app took over', async ({
    page,
  }) => {
    await openEarly(page, '/');
    await card(page).getByRole('combobox', { name: 'Location' }).fill('33101');
    await card(page).getByRole('button', { name: 'Find Healthcare Providers Now' }).click();
    expect(await isLive(page)).toBe(false);
    await expect(page).toHaveURL(/\/providers\?location=33101&radius=5$/, { timeout: 20_000 });
  });

  test('the header search sends the words typed and tapped early', async ({ page }) => {
    await openEarly(page, '/about');
    await page.getByRole('combobox', { name: 'Search providers, specialties' }).fill('cardiology');
    await page.getByRole('button', { name: 'Search providers', exact: true }).click();
    await expect(page).toHaveURL(/\/providers\?category=heart$/, { timeout: 20_000 });
    await waitForApp(page);
  });

  test("the search page's filters use a broken ZIP, a specialty and a tick made early", async ({ page }) => {
    await openEarly(page, '/providers');
    await filters(page).getByLabel('City or ZIP code').fill('1234');
    await filters(page).getByRole('button', { name: 'Search this area' }).click();
    expect(await isLive(page)).toBe(false);
    await waitForApp(page);
    await expect(filters(page).getByText(ZIP_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(/\/providers$/);

    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await isLive(page)).toBe(false);
    await filters(page).getByLabel('Specialty').selectOption({ label: 'Heart (cardiology)' });
    await filters(page).getByRole('checkbox', { name: 'Accepting new patients' }).click();
    await waitForApp(page);
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ category: 'heart', accepting_new: 'true' });
  });

  test('the contact form sends what was typed before the app took over', async ({ page }) => {
    await openEarly(page, '/contact');
    const form = page.getByRole('region', { name: 'Send Us a Message' });
    await form.getByLabel('First Name').fill('Rosa');
    await form.getByLabel('Last Name').fill('Delgado');
    await form.getByLabel('Email').fill(uniqueEmail('early-contact'));
    await form.getByLabel('Specialty Interest').selectOption({ label: 'Foot care (podiatrist)' });
    await form.getByLabel('Message').fill('Do you list podiatrists in Naples who take Medicare?');
    expect(await isLive(page)).toBe(false);
    await waitForApp(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(THANKS)).toBeVisible();
  });

  test("the browser's install offer made 300 ms after load brings the Install prompt", async ({
    browser,
  }) => {
    const page = await newPage(browser, PHONE, { serviceWorkers: 'block' });
    await delayApp(page);
    await page.addInitScript(() => {
      addEventListener('load', () =>
        setTimeout(() => {
          const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt: async () => undefined,
            userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
          });
          dispatchEvent(offer);
        }, 300),
      );
    });
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.getByRole('region', { name: 'Install the CareConnect app' })).toBeVisible({
      timeout: 20_000,
    });
    await page.context().close();
  });
});

test.describe('with JavaScript off', () => {
  const noScript = (browser: Browser, viewport = DESKTOP) =>
    newPage(browser, viewport, { javaScriptEnabled: false });
  // Nothing to wait for without JavaScript (e2e/live.ts waits for the app after 'load').
  const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });

  test('the home card sends its words, place and specialty to the same search the app makes', async ({
    browser,
  }, info) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await noScript(browser, viewport);
      await open(page, '/');
      await card(page).screenshot({ path: info.outputPath(`home-card-${viewport.width}.png`) });
      await page.context().close();
    }
    const page = await noScript(browser);
    await open(page, '/');
    await card(page).getByLabel('What are you looking for?').fill('Spanish speaking podiatrist');
    await card(page).getByRole('combobox', { name: 'Location' }).fill('Miami, FL');
    await card(page).getByRole('button', { name: 'Find Healthcare Providers Now' }).click();
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ location: 'Miami, FL', radius: '25', category: 'foot-care', languages: 'Spanish' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Providers in Miami, FL');
    await page.context().close();
  });

  test('the header search sends its words', async ({ browser }) => {
    const page = await noScript(browser);
    await open(page, '/about');
    await page.getByRole('combobox', { name: 'Search providers, specialties' }).fill('cardiology');
    await page.getByRole('button', { name: 'Search providers', exact: true }).click();
    await expect(page).toHaveURL(/\/providers\?q=cardiology$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Error loading providers')).toHaveCount(0);
    await page.context().close();
  });

  test("the search page's filters send every choice, and a broken ZIP gets its message", async ({
    browser,
  }, info) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await noScript(browser, viewport);
      await open(page, '/providers?location=1234');
      await expect(page.getByText(ZIP_MESSAGE)).toBeVisible();
      // Searched without the ZIP cut short, with the results drawn: nothing waits for a script.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Providers in Your Area');
      await expect(page.getByText('Loading providers')).toHaveCount(0);
      await page.screenshot({ path: info.outputPath(`search-${viewport.width}.png`) });
      await page
        .getByRole('region', { name: 'Filters' })
        .screenshot({ path: info.outputPath(`search-filters-${viewport.width}.png`) });
      await page.context().close();
    }
    // On a phone too: the card is on the page, since its sheet needs the app.
    const page = await noScript(browser, PHONE);
    await open(page, '/providers?q=care&sort=rating');
    const card = page.getByRole('region', { name: 'Filters' });
    await card.getByLabel('City or ZIP code').fill('Miami, FL');
    await card.getByLabel('Specialty').selectOption({ label: 'Heart (cardiology)' });
    await card.getByRole('checkbox', { name: 'Accepting new patients' }).check();
    await card.getByRole('checkbox', { name: 'Spanish', exact: true }).check();
    await card.getByRole('checkbox', { name: 'French', exact: true }).check();
    await card.getByRole('button', { name: 'Show results' }).click();
    const params = new URL(page.url()).searchParams;
    expect(params.get('location')).toBe('Miami, FL');
    expect(params.get('category')).toBe('heart');
    expect(params.get('accepting_new')).toBe('true');
    expect(params.getAll('languages')).toEqual(['Spanish', 'French']);
    expect(params.get('q')).toBe('care');
    expect(params.get('sort')).toBe('rating');
    await expect(page.getByText('Error loading providers')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Providers in Miami, FL');
    await expect(card.getByRole('checkbox', { name: 'Spanish', exact: true })).toBeChecked();
    await expect(card.getByRole('checkbox', { name: 'French', exact: true })).toBeChecked();
    await page.context().close();
  });

  test('the contact form posts, and answers with its messages or the thank-you', async ({ browser }) => {
    const page = await noScript(browser);
    await open(page, '/contact');
    const form = () => page.getByRole('region', { name: 'Send Us a Message' });
    await form().getByLabel('First Name').fill('Rosa');
    await form().getByLabel('Last Name').fill('Delgado');
    await form().getByLabel('Email').fill(uniqueEmail('plain-contact'));
    await form().getByLabel('Specialty Interest').selectOption({ label: 'Foot care (podiatrist)' });
    await form().getByLabel('Message').fill('Hello');
    await form().getByRole('button', { name: 'Send Message' }).click();
    await expect(form().getByText('Message must be at least 10 characters')).toBeVisible();
    // What was typed is still there, to be corrected.
    await expect(form().getByLabel('First Name')).toHaveValue('Rosa');
    await expect(form().getByLabel('Specialty Interest')).toHaveValue('foot-care');
    await form().getByLabel('Message').fill('Do you list podiatrists in Naples who take Medicare?');
    await form().getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(THANKS)).toBeVisible();
    await page.context().close();
  });
});
