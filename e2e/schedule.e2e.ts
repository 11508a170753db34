import { expect, request, test } from './live.ts';
import { expectNoAxeViolations, linkFrom, signIn, uniqueEmail, waitForMail } from './support.ts';

/** Florida's today, 'YYYY-MM-DD' (the page and the server count days in America/New_York). */
function floridaToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}
const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * A new provider with a draft profile and no hours, made through the API as the sign-up form and the
 * profile editor would: each run (a retry, or a repeat on the same database) makes its slots anew,
 * where a provider kept from an earlier run would already have them.
 */
async function newProvider(baseURL: string) {
  const account = { email: uniqueEmail('schedule'), password: 'sunday-rounds-42' };
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signUp = await api.post('/api/auth/sign-up/email', {
    data: { ...account, name: 'Sam Sunday', firstName: 'Sam', lastName: 'Sunday', role: 'provider' },
  });
  expect(signUp.ok()).toBe(true);
  const mail = await waitForMail(account.email, /Subject: .*verify/i);
  expect((await api.get(linkFrom(mail, `${baseURL}/api/auth/verify-email`))).status()).toBeLessThan(400);
  expect((await api.post('/api/auth/sign-in/email', { data: account })).ok()).toBe(true);
  const profile = await api.put('/api/provider/profile', {
    data: { firstName: 'Sam', lastName: 'Sunday' },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  await api.dispose();
  return account;
}

test('the provider sets hours, makes slots, blocks and unblocks, and adds an appointment type', async ({
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, await newProvider(baseURL!), /\/provider-dashboard$/);
  await page.getByRole('link', { name: /Your Schedule/ }).click();
  await expect(page).toHaveURL(/\/provider-dashboard\/schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Schedule' })).toBeVisible();

  // Weekly hours: the new practice has none yet; open Sunday mornings.
  const weekly = page.getByRole('region', { name: 'Weekly hours' });
  await weekly.getByRole('button', { name: 'Add hours on Sunday' }).click();
  await weekly.getByLabel('From (Sunday, hours 1)').selectOption('10:00');
  await weekly.getByLabel('To (Sunday, hours 1)').selectOption('12:00');
  await weekly.getByRole('button', { name: 'Save weekly hours' }).click();
  await expect(page.getByText('Your weekly hours are saved.')).toBeVisible();

  // Office hours: a close before the open is refused beside the field, then put right.
  const office = page.getByRole('region', { name: 'Office hours' });
  await office.getByLabel('Closed on Sunday').uncheck();
  await office.getByLabel('Opens on Sunday').selectOption('09:00');
  await office.getByLabel('Closes on Sunday').selectOption('08:00');
  await office.getByRole('button', { name: 'Save office hours' }).click();
  await expect(office.getByText('The closing time must be later than the opening time.')).toBeVisible();
  await expect(office.getByLabel('Closes on Sunday')).toHaveAttribute('aria-invalid', 'true');
  await office.getByLabel('Closes on Sunday').selectOption('13:00');
  await office.getByRole('button', { name: 'Save office hours' }).click();
  await expect(page.getByText('Your office hours are saved.')).toBeVisible();

  // Make the slots: Sunday 10:00 to 12:00 is new, so some are added.
  await page.getByRole('button', { name: 'Make time slots for the next 30 days' }).click();
  await expect(page.getByTestId('slots-made')).toContainText(
    /\d+ new time slots? (was|were) made for the next 30 days/,
  );

  // The calendar: go to the week of the next Sunday after today.
  const today = floridaToday();
  // Never today: on a Sunday some of today's times may have passed.
  const sunday = addDays(today, 7 - weekday(today));
  const monday = addDays(today, -((weekday(today) + 6) % 7));
  const weeksAhead = Math.floor((Date.parse(sunday) - Date.parse(monday)) / (7 * 86_400_000));
  const calendar = page.getByRole('region', { name: 'Your calendar' });
  for (let i = 0; i < weeksAhead; i++) await calendar.getByRole('button', { name: 'Next week' }).click();
  const ten = calendar.getByTestId(`slot-${sunday}-10:00`);
  await expect(ten).toHaveAttribute('data-state', 'free');
  await expect(ten).toContainText('Free');

  await ten.getByRole('button', { name: /^Block 10:00 AM/ }).click();
  await expect(ten).toHaveAttribute('data-state', 'blocked');
  await expect(ten).toContainText('Blocked');
  await expect(page.getByText('1 time blocked.')).toBeVisible();
  await ten.getByRole('button', { name: /^Unblock 10:00 AM/ }).click();
  await expect(ten).toHaveAttribute('data-state', 'free');

  // A range: 10:00 up to 11:00 that Sunday.
  const range = page.getByRole('form', { name: 'Block or unblock several times' });
  await range.getByLabel('Day').selectOption(sunday);
  await range.getByLabel('From', { exact: true }).selectOption('10:00');
  await range.getByLabel('Up to').selectOption('11:00');
  await range.getByRole('button', { name: 'Block these times', exact: true }).click();
  await expect(page.getByText('2 times blocked.')).toBeVisible();
  await expect(calendar.getByTestId(`slot-${sunday}-10:30`)).toHaveAttribute('data-state', 'blocked');
  await expect(ten).toHaveAttribute('data-state', 'blocked');
  await expect(calendar.getByTestId(`slot-${sunday}-11:00`)).toHaveAttribute('data-state', 'free');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('schedule-desktop.png'), fullPage: true });
  await range.getByRole('button', { name: 'Unblock these times' }).click();
  await expect(page.getByText('2 times unblocked.')).toBeVisible();
  await expect(ten).toHaveAttribute('data-state', 'free');

  // An appointment type, checked by the same rules as the server.
  const types = page.getByRole('region', { name: 'Appointment types' });
  await types.getByRole('button', { name: 'Add appointment type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add appointment type' });
  await dialog.getByLabel('Name', { exact: true }).fill('Medicare wellness visit');
  await dialog.getByLabel('Length in minutes').fill('2');
  await dialog.getByRole('button', { name: 'Add appointment type' }).click();
  await expect(dialog.getByText('The length must be a whole number of minutes from 5 to 480.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Length in minutes').fill('45');
  // The name a Spanish reader sees, optional.
  await dialog.getByLabel('Name in Spanish (optional)').fill('Visita anual de bienestar de Medicare');
  await dialog.screenshot({ path: info.outputPath('appointment-type-dialog.png') });
  await dialog.getByRole('button', { name: 'Add appointment type' }).click();
  await expect(dialog).toBeHidden();
  const added = types.getByRole('listitem').filter({ hasText: 'Medicare wellness visit' });
  await expect(added).toContainText('45 minutes');
  await expect(added).toContainText('Visita anual de bienestar de Medicare');
  await expectNoAxeViolations(page);

  // Removed again (softly: booked visits keep it).
  await added.getByRole('button', { name: 'Remove Medicare wellness visit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Medicare wellness visit?' });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Appointment type removed.')).toBeVisible();
  await expect(added).toHaveCount(0);

  // The same page on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Schedule' })).toBeVisible();
  await expect(calendar.getByRole('heading', { name: /Week of/ })).toBeVisible();
  const [client, scroll] = await page.evaluate(() => [
    document.documentElement.clientWidth,
    document.documentElement.scrollWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('schedule-phone.png'), fullPage: true });
  await context.close();
});

test('a guest who opens the schedule page is asked to sign in', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/provider-dashboard/schedule');
  await expect(page).toHaveURL(/\/auth$/);
  await context.close();
});
