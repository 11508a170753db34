import { expect, test, type Page } from './live.ts';
import { DESKTOP, PHONE, expectNoAxeViolations, newPage, watchConsole } from './support.ts';

/**
 * The site in Spanish (ADR 19): a page's language is its address's, the switch in the header moves
 * to the other and is remembered, a first visit follows the browser's languages, and the pages the
 * server draws in Spanish are taken over by the browser in Spanish, links and all.
 */

/** Waits until the app has taken over a page reached by a click (goto and reload wait by themselves). */
const live = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.appLive === 'true', undefined, {
    timeout: 20_000,
  });

test('a visitor switches to Spanish in the header, moves around in Spanish, and back to English', async ({
  browser,
}) => {
  const page = await newPage(browser, DESKTOP);
  const problems = watchConsole(page);
  await page.goto('/about');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/about$/);
  await live(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Enlaces rápidos' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }),
  ).toHaveAttribute('href', '/es/privacy');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('about-es-desktop.png'), fullPage: false });

  // The app's own links keep the language, drawn by the browser without reloading.
  await header.getByRole('link', { name: 'Buscar proveedores' }).click();
  await expect(page).toHaveURL(/\/es\/providers/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Remembered on the device: an English address brings the Spanish page.
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/es\/faq$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await live(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);
  expect(problems).toEqual([]);
  await page.context().close();
});

test("a first visit follows the browser's language; the phone menu offers the switch", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE, { locale: 'es-US' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'English' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('menu-es-phone.png') });
  await page.context().close();
});

test('the contact form says what is wrong in Spanish, from the shared schema and from the server', async ({
  browser,
}) => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/es/contact');
  await page.getByLabel('First Name').fill('R');
  await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});
