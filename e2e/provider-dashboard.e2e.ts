import { expect, test, type Locator, type Page } from './live.ts';
import { DEMO_PATIENT, DEMO_PROVIDER, E2E_ADMIN } from './accounts.ts';
import { expectNoAxeViolations, newPage, PHONE, signIn } from './support.ts';

const MORALES = 'Dr. Elena Morales, MD';

const card = (page: Page, name: string) => page.getByRole('region', { name });

/** The number before the words in a card ("3 appointments this week" → 3), or null while it shows none. */
async function readFigure(card: Locator, words: RegExp): Promise<number | null> {
  const match = ((await card.textContent()) ?? '').match(new RegExp(`(\\d+)\\s*${words.source}`));
  return match ? Number(match[1]) : null;
}

/** The figure once the card shows it (its data may still be on the way). */
async function figure(card: Locator, words: RegExp): Promise<number> {
  await expect(card).toContainText(new RegExp(`\\d+\\s*${words.source}`));
  return (await readFigure(card, words))!;
}

/** Florida's calendar date of a day `days` after today, and its words as the booking dialog says them. */
function floridaDay(days: number) {
  const at = new Date(Date.now() + days * 86_400_000);
  return {
    iso: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at),
    words: at.toLocaleDateString('en-US', {
      timeZone: 'America/New_York',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }),
  };
}

async function expectTheme(page: Page, dark: boolean) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(dark);
}

test('the demo provider’s overview shows a booking made this week and the profile view before it', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);

  // The provider signs in and lands on the overview.
  const provider = await newPage(browser);
  await signIn(provider, DEMO_PROVIDER, /\/provider-dashboard$/);
  await expect(provider.getByRole('heading', { level: 1, name: 'Provider Dashboard' })).toBeVisible();
  await expect(provider.getByTestId('dashboard-greeting')).toHaveText('Welcome, Elena!');
  const today = card(provider, 'Today');
  await expect(today).toBeVisible();
  const week = card(provider, 'This week');
  const weekBefore = await figure(week, /appointments? this week/);
  const viewsBefore = await figure(card(provider, 'Profile views'), /views? in the last 30 days/);
  // The seeded reviews (other tests may have added some) and an approved, complete-enough profile.
  await expect(card(provider, 'Rating over time')).toContainText(
    /\d\.\dout of 5, your average from \d+ reviews/,
  );
  await expect(card(provider, 'New reviews').getByText('You answered this review.').first()).toBeVisible();
  await expect(card(provider, 'Profile completion')).toContainText(
    'Approved: patients can find and book you.',
  );
  await expect(card(provider, 'Profile completion').getByRole('progressbar')).toBeVisible();
  // Cancelled once the subscription test has run on this database (a retry, or a repeated run).
  await expect(card(provider, 'Subscription')).toContainText(
    /You have not subscribed yet\.|Cancelled\. You can subscribe again at any time\./,
  );
  await expect(provider.getByRole('navigation', { name: 'Provider Dashboard sections' })).toBeVisible();

  // The patient opens the provider's profile (a view) and books the first open time.
  const patient = await newPage(browser);
  await signIn(patient, DEMO_PATIENT, /\/patient-dashboard$/);
  await patient.goto('/providers?location=33145');
  await patient.getByRole('link', { name: `Details for ${MORALES}` }).click();
  await expect(patient.getByRole('heading', { level: 1, name: MORALES })).toBeVisible();
  await patient
    .getByRole('region', { name: 'Book an Appointment' })
    .getByRole('button', { name: 'Schedule a Visit' })
    .click();
  const choose = patient.getByRole('dialog', { name: 'Choose Appointment Time' });
  const days = choose
    .getByRole('group', { name: /^Choose a date/ })
    .getByRole('button', { name: /available$/ });
  await expect(days.first()).toBeVisible();
  await days.first().click();
  const times = choose.getByRole('list', { name: /^Available Times, / }).getByRole('button');
  await expect(times.first()).toBeVisible();
  const chosen = (await times.first().getAttribute('aria-label'))!;
  const [clock, ...dayParts] = chosen.split(', ');
  const dayWords = dayParts.join(', ');
  await times.first().click();
  const confirm = patient.getByRole('dialog', { name: 'Confirm Appointment' });
  await expect(confirm).toBeVisible();
  await confirm.getByLabel('Appointment type').selectOption({ index: 1 });
  await confirm.getByLabel('Phone').fill('(305) 555-0187');
  await confirm.getByLabel('Date of birth').fill('1951-04-12');
  await confirm.getByLabel('Reason for visit').fill('A check of my blood pressure');
  await confirm.getByLabel('Notes for the office').fill('I use a walker.');
  await confirm.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(patient.getByRole('dialog', { name: 'Appointment Booked' })).toBeVisible();
  await patient.context().close();

  // Where the booked day falls: today, later this week (Monday to Sunday), or next week.
  const offsets = Array.from({ length: 8 }, (_, i) => floridaDay(i));
  const bookedOffset = offsets.findIndex((d) => d.words === dayWords);
  expect(bookedOffset, `the booked day ${dayWords} is within a week`).toBeGreaterThanOrEqual(0);
  const todayIso = offsets[0]!.iso;
  const weekday = new Date(`${todayIso}T12:00:00Z`).getUTCDay();
  const daysToSunday = (7 - weekday) % 7;
  const inThisWeek = bookedOffset <= daysToSunday;

  // After a reload the provider sees it, and one more view.
  await provider.reload();
  await expect(week).toContainText(`${dayWords}, ${clock}`);
  if (bookedOffset === 0) await expect(today).toContainText(clock!);
  // Counted from the figures before (earlier runs on this database added theirs), as they come in.
  await expect
    .poll(() => readFigure(week, /appointments? this week/))
    .toBe(weekBefore + (inThisWeek ? 1 : 0));
  await expect
    .poll(() => readFigure(card(provider, 'Profile views'), /views? in the last 30 days/))
    .toBe(viewsBefore + 1);
  await expect(card(provider, 'Profile views')).toContainText(/(more|fewer) than the 30 days before\./);

  // Each card leads to its tool.
  await week.getByRole('link', { name: 'Open your schedule' }).click();
  await expect(provider).toHaveURL(/\/provider-dashboard\/schedule$/);
  await provider.goBack();
  await card(provider, 'Today').getByRole('link', { name: 'See all appointments' }).click();
  await expect(provider).toHaveURL(/\/provider-dashboard\/appointments$/);
  await provider.goBack();
  await expect(card(provider, 'Today')).toBeVisible();

  // Axe and screenshots: desktop light here, phone light and dark below (the route matrix checks
  // the desktop dark theme).
  await expectNoAxeViolations(provider);
  await provider.screenshot({ path: info.outputPath('overview-desktop-light.png'), fullPage: true });
  await provider.context().close();
  for (const [viewport, name] of [[PHONE, 'phone']] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await newPage(browser, viewport, { colorScheme });
      await signIn(page, DEMO_PROVIDER, /\/provider-dashboard$/);
      await expect(card(page, 'Today')).toBeVisible();
      await expectTheme(page, colorScheme === 'dark');
      await expectNoAxeViolations(page);
      // Nothing wider than the screen: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: info.outputPath(`overview-${name}-${colorScheme}.png`), fullPage: true });
      await page.context().close();
    }
  }
});

test('a provider account without a profile is pointed to the application', async ({ browser }) => {
  // The e2e super admin passes the provider guard but owns no profile.
  const page = await newPage(browser);
  await signIn(page, E2E_ADMIN, /\/admin$/);
  await page.goto('/provider-dashboard');
  await expect(page.getByText('You do not have a provider profile yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply to join CareConnect' })).toHaveAttribute(
    'href',
    '/provider-application',
  );
  await expectNoAxeViolations(page);
  await page.context().close();
});
