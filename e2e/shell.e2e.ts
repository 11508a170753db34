import { expect, test } from './live.ts';
import { DEMO_PROVIDER } from './accounts.ts';
import { expectNoAxeViolations } from './support.ts';

const PUBLIC_PAGES = [
  '/',
  '/auth',
  '/auth?role=provider',
  '/reset-password',
  '/providers',
  '/about',
  '/privacy',
  '/terms',
  '/accessibility',
  '/how-it-works',
  '/guide',
  '/insurance',
  '/medicare',
  '/faq',
  '/stories',
  '/contact',
  '/no-such-page',
];

for (const path of PUBLIC_PAGES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('no public page scrolls sideways on a small phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    const [client, scroll] = await page.evaluate(() => [
      document.documentElement.clientWidth,
      document.documentElement.scrollWidth,
    ]);
    expect(scroll, path).toBeLessThanOrEqual(client);
  }
});

test('every route of the route table answers with a page', async ({ page }) => {
  for (const path of [
    '/providers/some-id',
    '/provider-application',
    '/organization/1',
    '/admin',
    '/content-management',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
  }
});

test('the header search box goes to the provider search', async ({ page }) => {
  // The box joins the header row on wide screens, where it fits beside a signed-in user's controls.
  await page.setViewportSize({ width: 1536, height: 800 });
  await page.goto('/about');
  await page.getByRole('combobox', { name: 'Search providers, specialties' }).fill('cardiology');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/providers\?category=heart$/);
});

test('the text-size control enlarges the text and is remembered', async ({ page }) => {
  await page.goto('/');
  const size = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(await size()).toBe('18px');
  await page.getByRole('button', { name: 'Larger text size' }).click();
  await expect.poll(size).toBe('23px');
  await page.reload();
  await expect.poll(size).toBe('23px');
  await expect(page.getByRole('button', { name: 'Larger text size' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the theme toggle appears only on dashboards; elsewhere the page is light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Notes whether the page was already dark when the dashboard's theme toggle first entered the
  // document: a theme set only after that shows the dashboard light for a moment, and made the class
  // check below race the app under load.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="group"][aria-label="Colour theme"]')) return;
      document.body.dataset.darkWhenToggleAppeared = String(
        document.documentElement.classList.contains('dark'),
      );
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const html = page.locator('html');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Colour theme' })).toHaveCount(0);
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.goto('/auth');
  await page.getByLabel('Email').fill('provider@demo.careconnect.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/provider-dashboard$/);
  // Default is System, which follows the (dark) OS setting here, from the dashboard's first paint.
  await expect(page.locator('body')).toHaveAttribute('data-dark-when-toggle-appeared', 'true');
  await expect(html).toHaveClass(/\bdark\b/);
  await page
    .getByRole('group', { name: 'Colour theme' })
    .first()
    .getByRole('button', { name: 'Light' })
    .click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expectNoAxeViolations(page);
});

test('FAQ answers open from the keyboard', async ({ page }) => {
  await page.goto('/faq');
  const summary = page.getByText('Does CareConnect cost anything?');
  const answer = page.getByText('Searching, reading reviews, saving providers', { exact: false });
  await expect(answer).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
});

test('keyboard users can skip to the main content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('a signed-in header fits on one row at every width, its controls clear of each other', async ({
  page,
  baseURL,
}) => {
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: DEMO_PROVIDER,
    headers: { origin: baseURL! },
  });
  expect(signedIn.ok()).toBe(true);
  for (const width of [360, 390, 640, 768, 1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/provider-dashboard');
    await expect(page.getByRole('button', { name: /Notifications/ })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const boxes = await page.evaluate(() => {
      const row = document.querySelector('header > div:last-child')!;
      const controls = // The search box counts as one control: its button sits inside its field.
        [...row.querySelectorAll('a, button, [role=search]')].filter((e) => {
          if (e.closest('[role=search]') !== e && e.closest('[role=search]')) return false;
          const r = e.getBoundingClientRect();
          return r.width > 1 && r.height > 1;
        });
      // The search box may take a line of its own below the others (e2e/header.e2e.ts).
      const others = controls.filter((e) => e.getAttribute('role') !== 'search');
      return {
        scroll: document.documentElement.scrollWidth,
        rowHeight:
          Math.max(...others.map((e) => e.getBoundingClientRect().bottom)) -
          Math.min(...others.map((e) => e.getBoundingClientRect().top)),
        rects: controls.map((e) => {
          const r = e.getBoundingClientRect();
          return {
            name: e.getAttribute('aria-label') ?? e.textContent?.trim(),
            x: r.x,
            y: r.y,
            w: r.width,
            h: r.height,
          };
        }),
      };
    });
    expect(boxes.scroll, `${width}px scrolls sideways`).toBeLessThanOrEqual(width);
    // One row: about one control tall, never two rows.
    expect(boxes.rowHeight, `${width}px header wraps: ${JSON.stringify(boxes.rects)}`).toBeLessThan(70);
    for (const [i, a] of boxes.rects.entries()) {
      for (const b of boxes.rects.slice(i + 1)) {
        const apart =
          a.x + a.w <= b.x + 0.5 || b.x + b.w <= a.x + 0.5 || a.y + a.h <= b.y || b.y + b.h <= a.y;
        expect(apart, `${width}px: '${a.name}' overlaps '${b.name}'`).toBe(true);
      }
    }
  }
});
