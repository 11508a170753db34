import { STATIC_PUBLIC_PAGES } from '../src/shared/site/public-pages.ts';
import { E2E_ORG_ADMIN } from './accounts.ts';
import { catalogueChunks, englishSentences, englishShown } from './catalogue-words.ts';
import { expect, test, type Page } from './live.ts';
import {
  DESKTOP,
  PHONE,
  expectNoAxeViolations,
  firstLoadScripts,
  linkFrom,
  newPage,
  uniqueEmail,
  waitForMail,
  watchConsole,
} from './support.ts';

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
  await header.getByRole('link', { name: 'Buscar médicos' }).click();
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

test('an account made on the command line, signing in from a Spanish page, stays in Spanish', async ({
  browser,
}) => {
  // Made by `npm run user:create` before the app started: its language was never chosen.
  const page = await newPage(browser, DESKTOP);
  await page.goto('/es/auth');
  await page.getByLabel('Correo electrónico').fill(E2E_ORG_ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(E2E_ORG_ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/es\/organization-admin-dashboard/);
  await live(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
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
  await page.getByLabel('Nombre', { exact: true }).fill('R');
  await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("the pop-up messages' screen-reader labels are in the page's language", async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/es/auth');
  await page.getByRole('button', { name: '¿No tiene una cuenta? Regístrese' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido', { exact: true }).fill('Fernández');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('aviso'));
  await page.getByLabel('Contraseña', { exact: true }).fill('jardin-florido-7');
  await page.getByLabel('Confirme la contraseña', { exact: true }).fill('jardin-florido-7');
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  const toasts = page.getByRole('region', { name: /^Avisos/ });
  await expect(toasts.getByRole('button', { name: 'Cerrar aviso' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
  await page.context().close();
});

/** The address of a listed provider's profile, as the search near 33145 links to it. */
async function aProfilePath(page: Page): Promise<string> {
  await page.goto('/providers?location=33145');
  const href = await page
    .getByRole('list', { name: 'Providers' })
    .getByRole('link', { name: /^Details for / })
    .first()
    .getAttribute('href');
  return href!;
}

/** The address of an organization's public page, as the sitemap lists it for search engines. */
async function anOrganizationPath(page: Page): Promise<string> {
  const xml = await (await page.request.get('/sitemaps/organizations-1.xml')).text();
  const path = /<loc>https?:\/\/[^/<]+(\/organization\/[^<]+)<\/loc>/.exec(xml)?.[1];
  expect(path, 'an organization in the sitemap').toBeTruthy();
  return path!;
}

/** The public pages in Spanish, a few to a test, so a busy machine's slower pages never add up past one test's time. */
const PUBLIC_PAGE_GROUPS: (readonly string[] | 'listings')[] = [
  STATIC_PUBLIC_PAGES.slice(0, 5),
  STATIC_PUBLIC_PAGES.slice(5, 9),
  STATIC_PUBLIC_PAGES.slice(9),
  // A provider's and an organisation's profile, the provider application's start, sign-in and the 404 page.
  'listings',
];

for (const group of PUBLIC_PAGE_GROUPS) {
  const title = group === 'listings' ? 'profiles, application, sign-in, 404' : `${group[0]} …`;
  test(`public pages in Spanish (${title}): their language, no axe violations, and only Spanish words downloaded`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await newPage(browser, DESKTOP);
    const pages =
      group === 'listings'
        ? [
            await aProfilePath(page),
            await anOrganizationPath(page),
            '/provider-application',
            '/auth',
            '/no-such-page',
          ]
        : group;
    const english = new Set(catalogueChunks('en'));
    const spanish = new Set(catalogueChunks('es'));
    const sentences = englishSentences();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    for (const path of pages) {
      fetched.length = 0;
      await page.goto(`/es${path}`);
      await live(page);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'es');
      await expectNoAxeViolations(page);
      expect(await englishShown(page, sentences), path).toEqual([]);
      expect(
        fetched.filter((file) => english.has(file)),
        path,
      ).toEqual([]);
      expect(
        fetched.some((file) => spanish.has(file)),
        path,
      ).toBe(true);
    }
    await page.context().close();
  });
}

test('in Spanish from start to end: a guest finds a provider, signs up (told in Spanish what is wrong), books, and gets the mails in Spanish', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await newPage(browser, DESKTOP);
  const problems = watchConsole(page);
  const email = uniqueEmail('lucia');
  const password = 'jardin-florido-7';
  await page.goto('/es/providers?location=33145');
  // A woman doctor is 'Dra.' on the Spanish result cards, as on her profile.
  await expect(page.getByRole('article', { name: 'Dra. Elena Morales, MD' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Dr. Elena Morales, MD' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Detalles de Dra. Elena Morales, MD' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dra. Elena Morales, MD' })).toBeVisible();
  await expect(page).toHaveURL(/\/es\/providers\/[0-9a-f-]+$/);

  // A time is chosen as a guest, then the visitor is asked to sign up.
  await page
    .getByRole('region', { name: 'Reserve una cita' })
    .getByRole('button', { name: 'Regístrese para reservar' })
    .click();
  const choose = page.getByRole('dialog', { name: 'Elija la hora de su cita' });
  const days = choose
    .getByRole('group', { name: /^Elija una fecha/ })
    .getByRole('button', { name: /disponibles?$/ });
  await expect(days.nth(1)).toBeVisible();
  await days.nth(1).click();
  const times = choose.getByRole('list', { name: /^Horas disponibles, / }).getByRole('button');
  await times.first().click();
  await page
    .getByRole('dialog', { name: 'Confirmar la cita' })
    .getByRole('button', { name: 'Regístrese para reservar' })
    .click();

  // Sign up, in Spanish, with what is wrong said in Spanish.
  await expect(page).toHaveURL(/\/es\/auth$/);
  await expect(page.getByRole('heading', { name: 'Inicie sesión para reservar su cita' })).toBeVisible();
  await page.getByRole('button', { name: '¿No tiene una cuenta? Regístrese' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido', { exact: true }).fill('Fernández');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirme la contraseña', { exact: true }).fill(`${password}x`);
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Confirme la contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();

  // The account speaks Spanish: its verification mail does, and its link comes back to a Spanish page.
  const verification = await waitForMail(email, /Subject: .*verifique su correo/i);
  await page.goto(linkFrom(verification, new URL('/api/auth/verify-email', page.url()).href));
  await expect(page).toHaveURL(/\/es\/auth/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();

  // Back on the profile with the time still chosen: the booking is made in Spanish.
  await expect(page).toHaveURL(/\/es\/providers\/[0-9a-f-]+$/);
  const confirm = page.getByRole('dialog', { name: 'Confirmar la cita' });
  await expect(confirm).toBeVisible();
  // The practice's visit types are offered by their Spanish names.
  await expect(confirm.getByLabel('Tipo de cita').locator('option').nth(1)).toContainText(/^Consulta /);
  await confirm.getByLabel('Tipo de cita').selectOption({ index: 1 });
  await confirm.getByLabel('Teléfono').fill('(305) 555-0199');
  await confirm.getByLabel('Fecha de nacimiento').fill('1948-02-03');
  await confirm.getByLabel('Motivo de la consulta').fill('Limpieza dental');
  await confirm.getByLabel('Notas para el consultorio').fill('Mi hija me acompaña.');
  await confirm.getByRole('button', { name: 'Reservar cita' }).click();
  const booked = page.getByRole('dialog', { name: 'Cita reservada' });
  await expect(booked).toBeVisible();
  await expect(booked.getByRole('link', { name: 'Agregar al calendario' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('booked-es-desktop.png') });

  const confirmation = await waitForMail(email, /Subject: .*Su cita est/);
  expect(confirmation).toContain('Dra. Elena Morales, MD');
  expect(confirmation).toMatch(/Consulta (de|anual)/);
  expect(problems).toEqual([]);
  await page.context().close();
});

test('the search and profile pages weigh in Spanish about what they weigh in English: the search within its 200 KB', async ({
  browser,
}) => {
  const page = await newPage(browser, DESKTOP);
  const profile = await aProfilePath(page);
  await page.context().close();
  // Each page in a fresh browser: a script taken from the cache is counted at its unzipped size.
  const catalogues = new Set([...catalogueChunks('en'), ...catalogueChunks('es')]);
  const firstLoad = async (path: string) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
    const fresh = await context.newPage();
    await fresh.goto(path);
    const scripts = await firstLoadScripts(fresh);
    await context.close();
    const weigh = (list: typeof scripts) => list.reduce((total, s) => total + s.bytes, 0);
    return { all: weigh(scripts), words: weigh(scripts.filter((s) => catalogues.has(s.path))) };
  };
  const search = { en: await firstLoad('/providers'), es: await firstLoad('/es/providers') };
  expect(search.es.all).toBeGreaterThan(50 * 1024); // it did measure compressed scripts
  expect(search.es.all).toBeLessThanOrEqual(200 * 1024);
  const profilePage = { en: await firstLoad(profile), es: await firstLoad(`/es${profile}`) };
  // The code is the same build in both languages; what differs is the words, which must weigh about
  // the same. (All scripts together vary by 10–70 KB from run to run: a part meant to load later
  // sometimes starts before the page is live.) That a page downloads no other language's words is
  // checked exactly, page by page, above.
  for (const weights of [search, profilePage]) {
    expect(weights.en.words).toBeGreaterThan(0);
    expect(Math.abs(weights.es.words - weights.en.words)).toBeLessThanOrEqual(12 * 1024);
  }
  console.log(`first-load script bytes (all, words): ${JSON.stringify({ search, profilePage })}`);
});
