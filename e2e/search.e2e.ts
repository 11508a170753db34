import { expect, test, type Page } from './live.ts';
import { expectNoAxeViolations, firstLoadScriptBytes } from './support.ts';

/** The cards, once the list has finished loading (it keeps the old cards, marked busy, while fetching). */
const settled = (page: Page) =>
  expect(page.getByRole('list', { name: 'Providers' })).toHaveAttribute('aria-busy', 'false');
const results = (page: Page) => page.getByRole('list', { name: 'Providers' }).getByRole('article');

test('search by ZIP code: nearby providers with their distance, and the search in the address', async ({
  page,
}) => {
  await page.goto('/providers');
  await page.getByLabel('City or ZIP code').fill('33145');
  await page.getByLabel('City or ZIP code').press('Enter');
  await expect(page).toHaveURL(/location=33145/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Providers in Miami, FL 33145');
  await expect(
    page.getByText('All Healthcare Providers in Miami, FL 33145 (1 filter applied)'),
  ).toBeVisible();
  // The demo provider's practice is on Coral Way, in this ZIP.
  await expect(results(page).filter({ hasText: 'Dr. Elena Morales, MD' })).toBeVisible();
  const distances = await results(page).locator('strong', { hasText: / mi$/ }).allTextContents();
  expect(distances.length).toBeGreaterThan(0);
  for (const d of distances) expect(parseFloat(d)).toBeLessThanOrEqual(5);
  await expectNoAxeViolations(page);
});

test('search by "Miami, FL", narrow it with filters, page through, and reload the same search', async ({
  page,
}) => {
  await page.goto('/providers?location=Miami%2C%20FL');
  await expect(page.getByText(/Showing [\d,]+ providers? matching your search criteria/)).toBeVisible();
  const all = Number(
    (await page.getByText(/Showing [\d,]+ providers?/).textContent())!.match(/[\d,]+/)![0].replace(/,/g, ''),
  );
  expect(all).toBeGreaterThan(0);

  await page.getByRole('combobox', { name: 'Specialty', exact: true }).fill('family doctor');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/category=primary-care/);
  await expect(
    page.getByText('Primary care (family doctor) Providers in Miami, FL (2 filters applied)'),
  ).toBeVisible();
  await settled(page);
  for (const card of await results(page).all())
    await expect(card).toContainText('Primary care (family doctor)');

  // The box follows the page address, which React Router updates in a transition: click, then wait
  // for it to show as checked (check() looks once, straight after the click).
  const accepting = page.getByLabel('Accepting new patients');
  await accepting.click();
  await expect(accepting).toBeChecked();
  await expect(page).toHaveURL(/accepting_new=true/);
  await settled(page);
  for (const card of await results(page).all()) await expect(card).toContainText('Accepting new patients');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Specialty', exact: true })).toHaveValue(
    'Primary care (family doctor)',
  );
  await expect(page.getByLabel('Accepting new patients')).toBeChecked();

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/providers$/);
});

test('pages of 12, with Previous and Next', async ({ page }) => {
  await page.goto('/providers');
  await expect(results(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).not.toHaveURL(/page=/);
});

test('a ZIP code that is not whole gets the spec message; an unknown place says so', async ({ page }) => {
  await page.goto('/providers');
  await page.getByLabel('City or ZIP code').fill('331');
  await page.getByLabel('City or ZIP code').press('Enter');
  await expect(page.getByText('Please enter a valid zip code (e.g., 12345 or 12345-6789)')).toBeVisible();
  await expect(page).toHaveURL(/\/providers$/);

  await page.goto('/providers?location=Atlantis%2C%20ZZ');
  await expect(page.getByText('Error loading providers')).toBeVisible();
  await expect(page.getByText('We could not find that place.', { exact: false })).toBeVisible();
});

test('nothing found shows the tips', async ({ page }) => {
  await page.goto('/providers?location=Miami%2C%20FL&name=zzzzqqqq');
  await expect(page.getByRole('heading', { name: 'No providers found' })).toBeVisible();
  await expect(
    page.getByText("We couldn't find any providers matching your current search criteria."),
  ).toBeVisible();
});

test.describe('Near me, with location allowed', () => {
  // Little Havana, Miami.
  test.use({ geolocation: { latitude: 25.7654, longitude: -80.2191 }, permissions: ['geolocation'] });

  test('finds providers around the user and says where they are', async ({ page }) => {
    await page.goto('/providers');
    await expect(page.getByRole('heading', { name: 'Find providers near you' })).toBeVisible();
    await page.getByRole('button', { name: 'Use My Location' }).click();
    await expect(page.getByText('Location detected: Miami, FL')).toBeVisible();
    await expect(page).toHaveURL(/lat=25\.7654&lng=-80\.2191/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Providers in Your Location');
    await expect(page.getByText('All Healthcare Providers near your location')).toBeVisible();
    await expect(results(page).first()).toContainText(' mi');
    await expectNoAxeViolations(page);
    // Typing a place afterwards searches there instead.
    await page.getByLabel('City or ZIP code').fill('Tampa, FL');
    await page.getByLabel('City or ZIP code').press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Providers in Tampa, FL');
    await expect(page).not.toHaveURL(/lat=/);
  });
});

test('Near me with location blocked explains how to allow it', async ({ page }) => {
  await page.goto('/providers');
  await page.getByRole('button', { name: 'Near Me' }).click();
  await expect(
    page.getByText('Location access was denied. Please enable location permissions in your browser.'),
  ).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Allow location access' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Safari');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: "I'll Enable It Later" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/providers$/);
});

test('Maybe Later hides the location card for the rest of the visit', async ({ page }) => {
  await page.goto('/providers');
  await page.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(page.getByRole('heading', { name: 'Find providers near you' })).toBeHidden();
  await page.reload();
  await expect(page.getByText(/Showing [\d,]+ providers?/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Find providers near you' })).toBeHidden();
});

test('on a phone the filters open in a sheet from the floating button, which counts them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/providers?location=Miami%2C%20FL&telehealth=true');
  await expect(page.getByRole('combobox', { name: 'Specialty', exact: true })).toBeHidden();
  const open = page.getByRole('button', { name: 'Filters, 2 applied' });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByLabel('Offers telehealth visits')).toBeChecked();
  await sheet.getByRole('combobox', { name: 'Specialty', exact: true }).fill('dentist');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/category=dentist/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters, 3 applied' })).toBeVisible();
});

test('Quick View shows a provider at a glance; a guest is asked to sign in to message or book', async ({
  page,
}) => {
  await page.goto('/providers?location=33145');
  const card = results(page).filter({ hasText: 'Dr. Elena Morales, MD' });
  await card.getByRole('button', { name: 'Quick View of Dr. Elena Morales, MD' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dr. Elena Morales, MD' });
  await expect(dialog).toContainText('Accepting new patients');
  await expect(dialog).toContainText('1450 Coral Way');
  await expect(dialog.getByRole('list', { name: 'Insurance accepted' })).toContainText('+');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Sign In to Message' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign In to Message Your Provider' })).toBeVisible();
  await expect(page.getByText('Sign in to message Dr. Elena Morales, MD')).toBeVisible();
});

test('a signed-in patient goes from Quick View to booking', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('patient@demo.careconnect.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/patient-dashboard$/);
  await page.goto('/providers?location=33145');
  await results(page)
    .first()
    .getByRole('button', { name: /^Quick View of/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page).toHaveURL(/\/patient-dashboard\/appointments$/);
  // The appointments page opens the booking dialog for the provider Quick View showed.
  await expect(page.getByRole('dialog', { name: 'Schedule Appointment' })).toBeVisible();
});

test('a guest who saves a provider is asked to sign up; after signing in, the provider is saved', async ({
  page,
}) => {
  await page.goto('/providers?location=33145');
  const card = results(page).filter({ hasText: 'Dr. Elena Morales, MD' });
  await card.getByRole('button', { name: 'Save Dr. Elena Morales, MD' }).click();
  await expect(page.getByText('Sign up to save providers')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign In to Save Providers' })).toBeVisible();
  await expect(page.getByText('Complete sign up to save Dr. Elena Morales, MD')).toBeVisible();

  await page.getByLabel('Email').fill('patient@demo.careconnect.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Dr. Elena Morales, MD saved to your providers')).toBeVisible();

  await page.goto('/providers?location=33145');
  const heart = results(page)
    .filter({ hasText: 'Dr. Elena Morales, MD' })
    .getByRole('button', { name: 'Save Dr. Elena Morales, MD' });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(page.getByText('Dr. Elena Morales, MD removed from saved providers')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('the search page loads at most 200 KB of gzipped JavaScript first', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  await page.goto('/providers');
  await expect(page.getByText(/Showing [\d,]+ providers?/)).toBeVisible();
  const total = await firstLoadScriptBytes(page);
  expect(total).toBeGreaterThan(50 * 1024); // it did measure compressed scripts
  expect(total).toBeLessThanOrEqual(200 * 1024);
  await context.close();
});

test('language, accessibility, gender and experience filters narrow the list', async ({ page }) => {
  await page.goto('/providers?location=Miami%2C%20FL&radius=50');
  await settled(page);
  const spanish = page.getByRole('group', { name: 'Languages spoken' }).getByLabel('Spanish');
  // The boxes show the page address, which changes a moment after the click.
  await spanish.click();
  await expect(spanish).toBeChecked();
  await expect(page).toHaveURL(/languages=Spanish/);
  await page.getByRole('group', { name: 'Accessibility' }).getByLabel('Wheelchair Accessible').click();
  await expect(page).toHaveURL(/accessibility=Wheelchair\+Accessible|accessibility=Wheelchair%20Accessible/);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Years in practice').selectOption('5');
  await expect(page).toHaveURL(/gender=female/);
  await expect(page).toHaveURL(/years_min=5/);
  await expect(page.getByText(/\(5 filters applied\)/)).toBeVisible();
  await expect(page.getByText(/Showing [\d,]+ providers?/)).toBeVisible();
  await spanish.click();
  await expect(spanish).not.toBeChecked();
  await expect(page).not.toHaveURL(/languages=/);
});

test('grid or list view, kept in the address, with the header search text shown', async ({ page }) => {
  await page.goto('/providers?q=primary');
  await expect(page.getByText('Results for “primary”')).toBeVisible();
  const view = page.getByRole('group', { name: 'View' });
  await expect(view.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await view.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await page.reload();
  await expect(view.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page).not.toHaveURL(/q=/);
});
