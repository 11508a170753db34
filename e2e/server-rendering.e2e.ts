import { expect, test, type Page } from './live.ts';
import { DESKTOP, PHONE, expectNoAxeViolations, newPage, watchConsole } from './support.ts';

/**
 * The public pages as the server draws them (ADR 16): complete without JavaScript, taken over by the
 * browser without a hydration error and without asking the API again. The HTML of every page, its
 * head and statuses are tested against the sources in src/server/modules/pages/server-pages.test.ts;
 * these run the built product.
 */

type Provider = { id: string; firstName: string; lastName: string; phone: string | null };

async function aListedProvider(page: Page): Promise<Provider> {
  const res = await page.request.get('/api/providers/search?location=Miami%2C%20FL&radius=25');
  const { providers } = (await res.json()) as { providers: Provider[] };
  const withPhone = providers.find((p) => p.phone);
  expect(withPhone).toBeTruthy();
  return withPhone!;
}

/** API reads the page makes after it arrives: the server's answers should have made them needless. */
function watchApiReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Counting the view and following open times live are the page's own work, not a second fetch.
    if (!url.pathname.startsWith('/api/') || request.method() !== 'GET') return;
    if (/\/(slots\/events|events|presence)$/.test(url.pathname)) return;
    reads.push(url.pathname + url.search);
  });
  return reads;
}

test('the public pages arrive drawn, and the browser takes them over without errors or a second fetch', async ({
  browser,
}) => {
  for (const viewport of [DESKTOP, PHONE]) {
    const page = await newPage(browser, viewport);
    const provider = await aListedProvider(page);
    const pages: [string, string][] = [
      ['/', 'Find trusted healthcare providers near you'],
      ['/providers?location=Miami%2C%20FL&radius=25', 'Healthcare Providers in Miami, FL'],
      [`/providers/${provider.id}`, provider.lastName],
      ['/about', 'About'],
      ['/faq', 'Frequently Asked Questions'],
      ['/contact', 'Contact Us'],
    ];
    for (const [path, heading] of pages) {
      const problems = watchConsole(page);
      const reads = watchApiReads(page);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // Drawn by the server: the heading is in the HTML the browser received.
      expect(await response!.text(), path).toContain(heading.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading);
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
      expect(reads, path).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
    await page.context().close();
  }
});

test('a missing provider and an unknown address answer 404 with their pages, drawn by the server', async ({
  page,
}) => {
  const missing = await page.goto('/providers/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Provider Not Found' })).toBeVisible();
  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('without JavaScript a visitor reads a provider page, calls the number and follows the links', async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE, { javaScriptEnabled: false });
  const provider = await aListedProvider(page);
  await page.goto(`/providers/${provider.id}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(provider.lastName);
  const digits = provider.phone!.replace(/[^\d+]/g, '');
  await expect(page.locator(`a[href="tel:${digits}"]`).first()).toBeVisible();
  // A plain link still works: back to the directory, drawn again by the server.
  await page.getByRole('link', { name: 'Back to Providers' }).click();
  await expect(page).toHaveURL(/\/providers$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Healthcare Providers');
  await page.context().close();

  // The header's search box is a plain form too.
  const desktop = await newPage(browser, DESKTOP, { javaScriptEnabled: false });
  await desktop.goto('/about', { waitUntil: 'domcontentloaded' });
  await desktop.getByLabel('Search providers, specialties').fill(provider.lastName);
  await desktop.getByLabel('Search providers, specialties').press('Enter');
  await expect(desktop).toHaveURL(new RegExp(`/providers\\?q=${provider.lastName}$`));
  await expect(desktop.getByRole('article').filter({ hasText: provider.lastName }).first()).toBeVisible();
  await desktop.context().close();
});

test('a visitor who chose larger text gets it from the first paint, and the header says so once live', async ({
  browser,
}) => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Larger text size' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
  // A fresh load: the size is on the page before any of the app's code has run.
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
  await page.unroute('**/assets/index-*.js');
  const problems = watchConsole(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Larger text size' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
  await page.context().close();
});

test('a tap made before the app has taken the page over is not lost', async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  // The app's code is held back, as on a slow connection, until the visitor has tapped.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const larger = page.getByRole('button', { name: 'Larger text size' });
  await larger.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-text-size', 'larger');
  release();
  await expect(larger).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
  // Pressed once, not twice: the next tap, now live, goes back to normal.
  await page.getByRole('button', { name: 'Normal text size' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-text-size');
  await page.context().close();
});

test('robots.txt and the sitemap answer from the built product', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('Disallow: /api/');
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex');
  const providers = await request.get('/sitemaps/providers-1.xml');
  expect(providers.status()).toBe(200);
  const search = await request.get('/api/providers/search?location=Miami%2C%20FL&radius=25');
  const { providers: listed } = (await search.json()) as { providers: Provider[] };
  const xml = await providers.text();
  for (const p of listed) expect(xml).toContain(`/providers/${p.id}</loc>`);
});
