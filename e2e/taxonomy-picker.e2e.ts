import { expect, test, type Page } from './live.ts';
import { DESKTOP, PHONE, expectNoAxeViolations, newPage } from './support.ts';

/**
 * The search's specialty filter is the taxonomy picker (ADR 23): a kind of care found by its plain
 * name or a lay word, chosen with the keyboard alone, then one of its exact specialties; and without
 * JavaScript a plain select that the form still sends.
 */

test.use({ serviceWorkers: 'block' });

const filters = (page: Page) => page.getByRole('complementary').getByRole('region', { name: 'Filters' });
/** The address's search, without the empty fields a plain form sends along. */
const params = (page: Page) =>
  Object.fromEntries([...new URL(page.url()).searchParams].filter(([, value]) => value !== ''));

test('a kind of care, then an exact specialty, chosen with the keyboard alone', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/providers?location=Miami%2C%20FL');
  const picker = filters(page).getByRole('combobox', { name: 'Specialty', exact: true });
  await picker.focus();
  await page.keyboard.type('foot doctor');
  const list = filters(page).getByRole('listbox', { name: 'Specialty' });
  await expect(list.getByRole('option').first()).toContainText('Foot care (podiatrist)');
  await expect(list.getByRole('option').first()).toContainText('Also called: foot doctor');
  await page.keyboard.press('Enter');
  await expect.poll(() => params(page)).toEqual({ location: 'Miami, FL', category: 'foot-care' });
  await expect(picker).toHaveValue('Foot care (podiatrist)');
  await expect(
    page.getByText('Foot care (podiatrist) Providers in Miami, FL (2 filters applied)'),
  ).toBeVisible();

  // Tab moves on to the exact specialties of that kind of care, fetched for it.
  await page.keyboard.press('Tab');
  const exact = filters(page).getByLabel('Exact specialty (optional)');
  await expect(exact).toBeFocused();
  await expect(exact.getByRole('option', { name: 'Podiatrist', exact: true })).toBeAttached();
  await exact.selectOption({ label: 'Podiatrist' });
  await expect
    .poll(() => params(page))
    .toEqual({ location: 'Miami, FL', category: 'foot-care', specialty: '213E00000X' });

  // Arrows move through the whole list; Escape leaves it without choosing.
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  expect(params(page).category).toBe('foot-care');
  await expectNoAxeViolations(page);
});

test('an old address (?specialty=cardiology) shows its kind of care chosen', async ({ page }) => {
  await page.goto('/providers?specialty=cardiology');
  await expect(filters(page).getByRole('combobox', { name: 'Specialty', exact: true })).toHaveValue(
    'Heart (cardiology)',
  );
});

test('with JavaScript off the filter is a plain select, and the form sends the kind of care and its specialty', async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE, { javaScriptEnabled: false });
  await page.goto('/providers?location=Miami%2C%20FL', { waitUntil: 'domcontentloaded' });
  const card = page.getByRole('region', { name: 'Filters' });
  await card.getByLabel('Specialty').selectOption({ label: 'Heart (cardiology)' });
  await card.getByRole('button', { name: 'Show results' }).click();
  await expect.poll(() => params(page)).toEqual({ location: 'Miami, FL', category: 'heart' });
  await expect(page.getByText('Heart (cardiology) Providers in Miami, FL (2 filters applied)')).toBeVisible();
  // The server drew the category's exact specialties into the page.
  const exact = card.getByLabel('Exact specialty (optional)');
  await exact.selectOption({ label: 'Cardiovascular Disease Physician' });
  await card.getByRole('button', { name: 'Show results' }).click();
  await expect
    .poll(() => params(page))
    .toEqual({ location: 'Miami, FL', category: 'heart', specialty: '207RC0000X' });
  await expect(card.getByLabel('Exact specialty (optional)')).toHaveValue('207RC0000X');
  await page.context().close();
});

/** The open list at a phone's width, a laptop's, and the largest text size; zero axe violations. */
test('the open list reads well on a phone, a laptop and at the largest text size', async ({
  browser,
}, info) => {
  const shots = [
    { name: 'phone', viewport: PHONE, larger: false },
    { name: 'laptop', viewport: DESKTOP, larger: false },
    // 200% zoom of a laptop's screen, with the text-size control at its largest.
    { name: 'largest-text', viewport: { width: 640, height: 800 }, larger: true },
  ];
  for (const shot of shots) {
    const page = await newPage(browser, shot.viewport, { serviceWorkers: 'block' });
    if (shot.larger) await page.addInitScript(() => localStorage.setItem('careconnect_text_size', 'larger'));
    await page.goto('/providers?category=foot-care');
    // Below the large screens' width the filters are in a sheet behind a button.
    if (shot.viewport.width < 1024) await page.getByRole('button', { name: /^Filters/ }).click();
    const scope = shot.viewport.width < 1024 ? page.getByRole('dialog', { name: 'Filters' }) : filters(page);
    const picker = scope.getByRole('combobox', { name: 'Specialty', exact: true });
    await expect(scope.getByLabel('Exact specialty (optional)')).toBeVisible();
    await picker.fill('heart');
    await expect(scope.getByRole('listbox').getByRole('option').first()).toContainText('Heart');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath(`picker-${shot.name}.png`) });
    await page.context().close();
  }
});
