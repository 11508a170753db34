import { expect, test } from '@playwright/test';
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
  await page.goto('/about');
  await page.getByRole('searchbox', { name: 'Search providers, specialties' }).fill('cardiology');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/providers\?q=cardiology$/);
});

test('the text-size control enlarges the text and is remembered', async ({ page }) => {
  await page.goto('/');
  const size = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(await size()).toBe('18px');
  await page.getByRole('button', { name: 'Larger text size' }).click();
  expect(await size()).toBe('23px');
  await page.reload();
  await expect.poll(size).toBe('23px');
  await expect(page.getByRole('button', { name: 'Larger text size' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the theme toggle appears only on dashboards; elsewhere the page is light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  await expect(page.getByRole('group', { name: 'Colour theme' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);

  await page.goto('/auth');
  await page.getByLabel('Email').fill('provider@demo.careconnect.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/provider-dashboard$/);
  // Default is System, which follows the (dark) OS setting here.
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await page
    .getByRole('group', { name: 'Colour theme' })
    .first()
    .getByRole('button', { name: 'Light' })
    .click();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
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
