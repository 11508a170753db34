import { expect, test, type Page } from './live.ts';
import { expectNoAxeViolations, openInApp } from './support.ts';

const card = (page: Page) => page.getByRole('form', { name: 'Search for care' });

test('plain words become filters; a suggested place and Find Healthcare Providers Now open the search', async ({
  page,
}) => {
  await page.goto('/');
  const form = card(page);
  await form
    .getByLabel('What are you looking for?')
    .fill('Spanish speaking dentist accepting new patients online');
  await expect(form.getByRole('button', { name: 'Remove Dentist' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove Speaks Spanish' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove Accepting new patients' })).toBeVisible();
  await form.getByRole('button', { name: 'Remove Telehealth' }).click();
  await expect(form.getByRole('button', { name: 'Remove Telehealth' })).toHaveCount(0);

  const location = form.getByRole('combobox', { name: 'Location' });
  await location.fill('Miami B');
  await expect(page.getByRole('listbox', { name: 'Suggested places' }).getByRole('option')).toHaveText([
    'Miami Beach, FL',
  ]);
  await location.press('ArrowDown');
  await location.press('Enter');
  await expect(location).toHaveValue('Miami Beach, FL');

  await form.getByRole('button', { name: 'Find Healthcare Providers Now' }).click();
  await expect(form.getByRole('button', { name: 'Finding Providers...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/providers\?/);
  const params = Object.fromEntries(new URL(page.url()).searchParams);
  expect(params).toEqual({
    location: 'Miami Beach, FL',
    radius: '25',
    category: 'dentist',
    accepting_new: 'true',
    languages: 'Spanish',
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Providers in Miami Beach, FL');
});

test('a guest’s recent searches are kept in the browser: two shown, each removable, and Clear', async ({
  page,
}) => {
  await page.goto('/');
  for (const zip of ['33101', '33133', '33145']) {
    await card(page).getByRole('combobox', { name: 'Location' }).fill(zip);
    await card(page).getByLabel('Specialty').selectOption({ label: 'Foot care (podiatrist)' });
    await card(page).getByRole('button', { name: 'Find Healthcare Providers Now' }).click();
    await expect(page).toHaveURL(new RegExp(`location=${zip}&radius=5&category=foot-care`));
    await page.goto('/');
  }
  const recent = page.getByRole('region', { name: 'Recent Searches' });
  await expect(recent.getByRole('button', { name: /^Foot care \(podiatrist\) near/ })).toHaveText([
    'Foot care (podiatrist) near 33145',
    'Foot care (podiatrist) near 33133',
  ]);
  await recent
    .getByRole('button', { name: 'Remove recent search Foot care (podiatrist) near 33145' })
    .click();
  await expect(recent.getByRole('button', { name: /^Foot care \(podiatrist\) near/ })).toHaveText([
    'Foot care (podiatrist) near 33133',
    'Foot care (podiatrist) near 33101',
  ]);
  await recent.getByRole('button', { name: 'Foot care (podiatrist) near 33101', exact: true }).click();
  await expect(page).toHaveURL(/location=33101&radius=5&category=foot-care/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(page.getByRole('region', { name: 'Recent Searches' })).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Find trusted healthcare providers near you' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Searches' })).toHaveCount(0);
});

test('a signed-in patient’s searches are kept on the server and trend', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('patient@demo.careconnect.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/patient-dashboard/);

  await page.goto('/');
  await card(page).getByLabel('Specialty').selectOption({ label: 'Arthritis (rheumatology)' });
  await card(page).getByRole('button', { name: 'Find Healthcare Providers Now' }).click();
  await expect(page).toHaveURL(/category=arthritis/);

  // Another browser, same account: the history came from the server.
  const other = await page.context().browser()!.newContext();
  const second = await other.newPage();
  await second.goto('/auth');
  await second.getByLabel('Email').fill('patient@demo.careconnect.test');
  await second.getByLabel('Password', { exact: true }).fill('demo-password-1');
  await second.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(second).toHaveURL(/patient-dashboard/);
  await second.goto('/');
  await expect(
    second
      .getByRole('region', { name: 'Recent Searches' })
      .getByRole('button', { name: 'Arthritis (rheumatology)', exact: true }),
  ).toBeVisible();
  await expect(
    second
      .getByRole('region', { name: 'Trending Now' })
      .getByRole('button', { name: /^Arthritis \(rheumatology\)/ }),
  ).toBeVisible();
  await other.close();
});

test('when trending cannot be read, the fallback list shows; presets and popular picks search', async ({
  page,
}) => {
  await page.route('**/api/search-history/trending', (route) => route.fulfill({ status: 500, body: '{}' }));
  await openInApp(page, '/');
  const trending = page.getByRole('region', { name: 'Trending Now' });
  await expect(trending.getByRole('button')).toHaveText([
    'Primary care (family doctor)',
    'Telehealth',
    'Mental Health',
  ]);
  await trending.getByRole('button', { name: 'Telehealth' }).click();
  await expect(page).toHaveURL(/\/providers\?telehealth=true$/);

  await page.goto('/');
  const form = card(page);
  await form.getByRole('button', { name: 'Accepting New Patients' }).click();
  await expect(form.getByRole('button', { name: 'Accepting New Patients' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await form.getByRole('button', { name: 'Telehealth Available' }).click();
  await form.getByRole('button', { name: 'Find Healthcare Providers Now' }).click();
  await expect(page).toHaveURL(/\/providers\?accepting_new=true&telehealth=true$/);

  await page.goto('/');
  await card(page).getByRole('button', { name: 'Skin (dermatology)' }).click();
  await expect(page).toHaveURL(/\/providers\?category=skin$/);
});

test('Near Me fills in the place and searches around the user', async ({ browser }) => {
  const context = await browser.newContext({
    permissions: ['geolocation'],
    geolocation: { latitude: 25.7489, longitude: -80.2556 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await card(page).getByRole('button', { name: 'Near Me: use my location' }).click();
  await expect(page.getByText(/^Location detected: Miami, FL/)).toBeVisible();
  await expect(card(page).getByRole('combobox', { name: 'Location' })).toHaveValue(/^Miami, FL/);
  await card(page).getByRole('button', { name: 'Find Healthcare Providers Now' }).click();
  await expect(page).toHaveURL(/lat=25\.7489&lng=-80\.2556&radius=15/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Providers in Your Location');
  await context.close();
});

test('specialty tiles and the insurance strip open their searches', async ({ page }) => {
  await page.goto('/');
  const plans = page.getByRole('region', { name: 'Insurance accepted by our providers' });
  await expect(plans.getByRole('link')).toHaveText(['Medicare', 'Humana', 'Blue Cross']);
  await expect(plans.getByText('+ 50 more')).toBeVisible();
  await plans.getByRole('button', { name: 'Show 3 more plans' }).click();
  await expect(plans.getByRole('link')).toHaveText([
    'Medicare',
    'Humana',
    'Blue Cross',
    'Anthem',
    'Aetna',
    'Cigna',
  ]);
  await expectNoAxeViolations(page);
  await plans.getByRole('link', { name: 'Humana' }).click();
  await expect(page).toHaveURL(/\/providers\?insurance=Humana$/);

  await page.goto('/');
  const tiles = page.getByRole('region', { name: 'Find care by specialty' });
  await expect(tiles.getByRole('link')).toHaveCount(6);
  await tiles.getByRole('link', { name: /Foot care/ }).click();
  await expect(page).toHaveURL(/\/providers\?category=foot-care$/);
});
