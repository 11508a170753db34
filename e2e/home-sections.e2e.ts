import { expect, followLive, test, type Page } from './live.ts';
import sharp from 'sharp';
import {
  PAGE_CONTENT_DEFAULTS,
  withDefaults,
  type PageContentSection,
} from '#shared/page-content/page-content.ts';
import { E2E_ADMIN } from './accounts.ts';
import { DESKTOP, PHONE, expectNoAxeViolations, newPage, openInApp, signIn } from './support.ts';

const SECTIONS_IN_ORDER = [
  PAGE_CONTENT_DEFAULTS.how_it_works.title,
  PAGE_CONTENT_DEFAULTS.specialty_section.title,
  PAGE_CONTENT_DEFAULTS.finding_care.title,
  'Stories from people like you',
  PAGE_CONTENT_DEFAULTS.provider_cta.title,
  'Ready to find a doctor you can trust?',
  'Trusted Healthcare Platform',
  'Looking for care for someone you love?',
];

const carousel = (page: Page) => page.getByRole('region', { name: 'Patient stories' });
const slide = (page: Page) => carousel(page).getByRole('group');
const announcer = (page: Page) => carousel(page).locator('[aria-live]');

/** Scrolls to the trust strip and waits for its figures to finish counting. */
async function countedUp(page: Page) {
  const trust = page.getByRole('region', { name: 'Trusted Healthcare Platform' });
  await trust.scrollIntoViewIfNeeded();
  await expect(trust.getByText('24 hours', { exact: true })).toBeVisible();
}

/** Answers the page's content requests for `section` with these values over the built-in ones. */
async function serveContent(page: Page, section: PageContentSection, values: Record<string, string>) {
  await page.route(
    (url) => url.pathname === '/api/page-content' && url.searchParams.get('section') === section,
    (route) =>
      route.fulfill({
        json: {
          sections: [{ section, values: withDefaults(section, values), updatedAt: null, updatedBy: null }],
        },
      }),
  );
}

test('the home page shows its sections in the spec’s order, then the footer; axe on desktop and phone', async ({
  browser,
}, info) => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGE_CONTENT_DEFAULTS.hero.title!);
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings.filter({ hasText: 'Looking for care for someone you love?' })).toBeVisible();
  const shown = (await headings.allTextContents()).filter((t) => SECTIONS_IN_ORDER.includes(t));
  expect(shown).toEqual(SECTIONS_IN_ORDER);

  // The hero with its search comes first and the footer last.
  const top = async (name: string) => (await page.getByRole('heading', { name }).boundingBox())!.y;
  const search = (await page.getByRole('form', { name: 'Search for care' }).boundingBox())!;
  expect(search.y).toBeLessThan(await top(SECTIONS_IN_ORDER[0]!));
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  expect(footer.y).toBeGreaterThan(await top(SECTIONS_IN_ORDER.at(-1)!));

  await expectNoAxeViolations(page);
  await countedUp(page);
  await page.screenshot({ path: info.outputPath('home-desktop.png'), fullPage: true });

  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await carousel(page).scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await countedUp(page);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: info.outputPath('home-phone.png'), fullPage: true });
  await page.context().close();
});

test('the patient stories are worked by keyboard: next, previous, a dot, then Resume auto-play', async ({
  page,
}) => {
  await page.goto('/');
  await expect(slide(page)).toHaveAccessibleName('1 of 4');
  await expect(announcer(page)).toHaveAttribute('aria-live', 'off');

  await carousel(page).getByRole('button', { name: 'Next story' }).focus();
  await page.keyboard.press('Enter');
  await expect(slide(page)).toHaveAccessibleName('2 of 4');
  await expect(slide(page)).toContainText('Jorge R.');
  // The visitor took over: changes are announced, and nothing moves by itself.
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
  await expect(carousel(page).getByRole('button', { name: 'Resume auto-play' })).toBeVisible();

  await page.keyboard.press('Shift+Tab');
  await expect(carousel(page).getByRole('button', { name: 'Previous story' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(slide(page)).toHaveAccessibleName('1 of 4');

  await carousel(page).getByRole('button', { name: 'Story 4: David and Ann K.' }).focus();
  await page.keyboard.press('Enter');
  await expect(slide(page)).toHaveAccessibleName('4 of 4');
  await expect(carousel(page).getByRole('button', { name: 'Story 4: David and Ann K.' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.waitForTimeout(6000);
  await expect(slide(page)).toHaveAccessibleName('4 of 4');

  await carousel(page).getByRole('button', { name: 'Resume auto-play' }).focus();
  await page.keyboard.press('Enter');
  await expect(carousel(page).getByRole('button', { name: 'Pause auto-play' })).toBeFocused();
  await expect(announcer(page)).toHaveAttribute('aria-live', 'off');
  await expect(slide(page)).toHaveAccessibleName('1 of 4', { timeout: 7000 });
});

test('with reduced motion the stories stay put and the trust figures show at once', async ({ browser }) => {
  const page = await newPage(browser, DESKTOP, { reducedMotion: 'reduce' });
  await page.goto('/');
  const trust = page.getByRole('region', { name: 'Trusted Healthcare Platform' });
  await trust.scrollIntoViewIfNeeded();
  await expect(trust.getByText('67', { exact: true })).toBeVisible({ timeout: 500 });
  await expect(trust.getByText('24 hours', { exact: true })).toBeVisible();
  await page.waitForTimeout(6000);
  await expect(slide(page)).toHaveAccessibleName('1 of 4');
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
  await page.context().close();
});

test('the trust figures count up once they are seen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const trust = page.getByRole('region', { name: 'Trusted Healthcare Platform' });
  // Far below the first screen: not counted yet.
  await expect(trust.getByText('0 hours', { exact: true })).toBeAttached();
  await trust.scrollIntoViewIfNeeded();
  await expect(trust.getByText('24 hours', { exact: true })).toBeVisible({ timeout: 3000 });
  await expect(trust.getByText('67', { exact: true })).toBeVisible();
  await expect(trust.getByText('67 Florida counties covered')).toHaveCount(1);
});

test('the hero shows the managed picture or video, and a picture that will not load leaves no broken image', async ({
  browser,
}, info) => {
  const page = await newPage(browser, DESKTOP);
  const picture = await sharp({
    create: { width: 1200, height: 675, channels: 3, background: { r: 150, g: 190, b: 215 } },
  })
    .png()
    .toBuffer();
  await page.route('https://media.example.test/**', (route) =>
    route.request().url().endsWith('/missing.png')
      ? route.fulfill({ status: 404, body: 'Not found' })
      : route.fulfill({ body: picture, contentType: 'image/png' }),
  );
  await serveContent(page, 'hero', {
    title: 'Care close to home',
    image_url: 'https://media.example.test/hero.png',
    use_video: 'false',
    video_url: 'https://media.example.test/hero.mp4',
  });
  await serveContent(page, 'specialty_section', { hero_image_url: 'https://media.example.test/missing.png' });
  await openInApp(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Care close to home');
  await expect(page.getByTestId('hero-image')).toBeVisible();
  await expect(page.getByTestId('hero-video')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: PAGE_CONTENT_DEFAULTS.specialty_section.title }),
  ).toBeVisible();
  await expect(page.getByTestId('specialty-image')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('home-hero-picture.png') });
  await page.context().close();
});

test('when the content cannot be read, the built-in words show', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/page-content',
    (route) => route.fulfill({ status: 500, json: { title: 'Internal Server Error' } }),
  );
  await openInApp(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGE_CONTENT_DEFAULTS.hero.title!);
  await expect(
    page.getByRole('link', { name: PAGE_CONTENT_DEFAULTS.finding_care.button_text }),
  ).toBeVisible();
  await openInApp(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGE_CONTENT_DEFAULTS.about.hero_title!);
});

test('words a super admin changes show on the home and about pages', async ({ browser }) => {
  const admin = await newPage(browser, DESKTOP);
  await signIn(admin, E2E_ADMIN, /\/admin/);
  const origin = { origin: new URL(admin.url()).origin };
  const change = (section: PageContentSection, values: Record<string, string>) =>
    admin.request.put('/api/admin/page-content', { headers: origin, data: { section, values } });
  try {
    expect((await change('how_it_works', { title: 'Three steps to your doctor' })).ok()).toBe(true);
    expect((await change('about', { hero_title: 'Who we are', value_4_title: '' })).ok()).toBe(true);
    const visitor = await newPage(browser, DESKTOP);
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: 'Three steps to your doctor' })).toBeVisible();
    await visitor.goto('/about');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Who we are');
    await expect(
      visitor.getByRole('region', { name: PAGE_CONTENT_DEFAULTS.about.values_title }).getByRole('heading', {
        level: 3,
      }),
    ).toHaveCount(3);
    await visitor.context().close();
  } finally {
    // Other e2e tests share this server and expect the built-in words.
    const d = PAGE_CONTENT_DEFAULTS;
    await change('how_it_works', { title: d.how_it_works.title! });
    await change('about', { hero_title: d.about.hero_title!, value_4_title: d.about.value_4_title! });
    await admin.context().close();
  }
});

test('the about page: every section, Schedule Call and the response time; axe on desktop and phone', async ({
  browser,
}, info) => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/about');
  const d = PAGE_CONTENT_DEFAULTS.about;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.hero_title!);
  for (const title of [d.story_title, d.values_title, d.impact_title, d.cta_title])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const cta = page.getByRole('region', { name: d.cta_title });
  await expect(cta.getByText('Response time: < 2 hours')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('about-desktop.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: info.outputPath('about-phone.png'), fullPage: true });
  await cta.getByRole('link', { name: 'Schedule Call' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.context().close();
});

test('the home page loads at most 200 KB of gzipped JavaScript first', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = followLive(await context.newPage());
  const sizes: Promise<number>[] = [];
  // Counted: the scripts the page asks for until it asks for the sections below the search, which
  // are their own download (with what only they use) for that reason.
  let belowTheFold = false;
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' || belowTheFold) return;
    if (/\/home-sections-[^/]*\.js$/.test(request.url())) {
      belowTheFold = true;
      return;
    }
    sizes.push(request.response().then(async () => (await request.sizes()).responseBodySize));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  console.log(`home first-load JavaScript: ${Math.round(total / 1024)} KB gzipped`);
  expect(total).toBeGreaterThan(50 * 1024);
  expect(total).toBeLessThanOrEqual(200 * 1024);
  await context.close();
});
