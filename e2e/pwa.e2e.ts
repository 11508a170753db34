import { expect, test, type BrowserContext, type Page } from './live.ts';
import { DESKTOP, PHONE, expectNoAxeViolations, newPage } from './support.ts';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const INSTALL_TITLE = 'Install the CareConnect app';

/** Width and height from a PNG's header (the IHDR chunk right after the signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** What Chrome fires when the site may be installed; `prompt()` leaves a mark to check. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(offer);
  });
}

const installPrompt = (page: Page) => page.getByRole('region', { name: INSTALL_TITLE });

/** Opens the home page and waits until it has shown its first screen. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
}

test('the manifest is served as a web app manifest and every icon it names is a PNG of its size', async ({
  page,
  request,
}) => {
  await openHome(page);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b4f8a');

  const res = await request.get(manifestHref!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    lang: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'CareConnect',
    short_name: 'CareConnect',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en-US',
    theme_color: '#0b4f8a',
    background_color: '#faf7f2',
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body()), icon.src).toBe(icon.sizes);
  }

  const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const apple = await request.get(appleHref!);
  expect(apple.headers()['content-type']).toBe('image/png');
  expect(pngSize(await apple.body())).toBe('180x180');
});

test.describe('offline', () => {
  let context: BrowserContext;
  test.afterEach(() => context?.close());

  test('the service worker keeps the offline page: offline, a page shows it, with Try Again, and no personal data is cached', async ({
    browser,
  }, info) => {
    const page = await newPage(browser, DESKTOP);
    context = page.context();
    await page.goto('/providers');
    await expect(page.locator('h1').first()).toBeVisible();
    // The worker has taken charge of the page and filled its cache.
    await expect
      .poll(() =>
        page.evaluate(
          async () =>
            Boolean(navigator.serviceWorker.controller) && Boolean(await caches.match('/offline.html')),
        ),
      )
      .toBe(true);
    // The search asked /api/ for providers: none of it is in any cache.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached.filter((path) => path.startsWith('/api/') || path.startsWith('/uploads/'))).toEqual([]);
    expect(cached).not.toContain('/');
    expect(cached).not.toContain('/providers');

    await context.setOffline(true);
    await page.goto('/providers?specialty=Cardiology');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    // Still at the address asked for, so Try Again asks for it again.
    expect(page.url()).toMatch(/\/providers\?specialty=Cardiology$/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath('offline-desktop.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath('offline-phone.png'), fullPage: true });

    // Try Again asks for the page again (still offline here, so the offline page comes back).
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Try Again' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

    // Back online, the page reloads by itself and shows what was asked for.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(page.url()).toMatch(/\/providers\?specialty=Cardiology$/);
  });
});

test.describe('install prompt', () => {
  let context: BrowserContext;
  test.afterEach(() => context?.close());

  test('on a phone, a browser install offer brings the prompt 5 s after load; Install opens the dialog', async ({
    browser,
  }, info) => {
    const page = await newPage(browser, PHONE);
    context = page.context();
    await openHome(page);
    const loadedAt = Date.now();
    await offerInstall(page);
    await expect(installPrompt(page)).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(3_500);
    await expect(installPrompt(page).getByRole('button', { name: 'Later' })).toBeVisible();
    // Not a modal dialog: focus stays where it was.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath('install-phone.png') });

    await installPrompt(page).getByRole('button', { name: 'Install' }).click();
    // The mark is left by the page's click handler, not by the click itself: wait for it.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted))
      .toBe(true);
    await expect(installPrompt(page)).toHaveCount(0);
  });

  test('with the largest text the prompt still fits the phone; Later hides it and it stays away on the next visit', async ({
    browser,
  }, info) => {
    const page = await newPage(browser, PHONE);
    context = page.context();
    await context.addInitScript(() => localStorage.setItem('careconnect_text_size', 'larger'));
    await openHome(page);
    await offerInstall(page);
    const later = installPrompt(page).getByRole('button', { name: 'Later' });
    await expect(later).toBeVisible({ timeout: 10_000 });
    await expect(later).toBeInViewport({ ratio: 1 });
    await expect(installPrompt(page).getByRole('heading', { name: INSTALL_TITLE })).toBeInViewport({
      ratio: 1,
    });
    await page.screenshot({ path: info.outputPath('install-phone-larger-text.png') });
    await later.click();
    await expect(installPrompt(page)).toHaveCount(0);

    await openHome(page);
    await offerInstall(page);
    await page.waitForTimeout(6_500);
    await expect(installPrompt(page)).toHaveCount(0);
  });

  test('on an iPhone it explains Add to Home Screen', async ({ browser }, info) => {
    const page = await newPage(browser, PHONE, { userAgent: IPHONE_UA, isMobile: true, hasTouch: true });
    context = page.context();
    await openHome(page);
    const prompt = installPrompt(page);
    await expect(prompt).toBeVisible({ timeout: 10_000 });
    await expect(prompt.getByText('Scroll down and tap Add to Home Screen.')).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Install' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath('install-iphone.png') });
    // The page keeps room below its end: the last of it can be scrolled above the prompt.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [pageEnd, promptTop] = await page.evaluate(() => [
      document.querySelector('footer')!.getBoundingClientRect().bottom,
      document.querySelector('section[aria-labelledby="install-prompt-title"]')!.getBoundingClientRect().top,
    ]);
    expect(pageEnd).toBeLessThanOrEqual(promptTop + 1);
  });

  test('nothing on a computer screen, nor in the installed app', async ({ browser }) => {
    const desktop = await newPage(browser, DESKTOP);
    context = desktop.context();
    await openHome(desktop);
    await offerInstall(desktop);
    await desktop.waitForTimeout(6_500);
    await expect(installPrompt(desktop)).toHaveCount(0);
    await context.close();

    // Opened from the home screen of an iPhone: Safari says so with navigator.standalone.
    const installed = await newPage(browser, PHONE, { userAgent: IPHONE_UA, isMobile: true, hasTouch: true });
    context = installed.context();
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true });
    });
    await openHome(installed);
    await installed.waitForTimeout(6_500);
    await expect(installPrompt(installed)).toHaveCount(0);
  });
});

test('the installed app shows no footer, on the home page and on /auth', async ({ browser }) => {
  const tab = await newPage(browser, PHONE);
  await openHome(tab);
  await expect(tab.getByRole('contentinfo')).toBeVisible();
  await tab.context().close();

  const app = await newPage(browser, PHONE);
  await app.context().addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true });
  });
  for (const path of ['/', '/auth']) {
    await app.goto(path);
    await expect(app.locator('h1').first()).toBeVisible();
    await expect(app.getByRole('contentinfo')).toHaveCount(0);
  }
  await app.context().close();
});
