import { expect, test, type Browser, type Page } from './live.ts';
import { DEMO_PATIENT, DEMO_PROVIDER } from './accounts.ts';
import { DESKTOP, expectNoAxeViolations, newPage as newPlainPage, PHONE, signIn } from './support.ts';

const MORALES = 'Dr. Elena Morales, MD';

/**
 * A browser of its own. Notifications are allowed, as a person would have allowed them: headless
 * Chromium otherwise answers 'denied' without asking, and the settings would only say how to unblock.
 */
const newPage = (browser: Browser, viewport = DESKTOP) =>
  newPlainPage(browser, viewport, { permissions: ['notifications'] });

/** The header's bell, whatever its count. */
const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

async function unreadNow(page: Page): Promise<number> {
  const res = await page.request.get('/api/notifications');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { unread: number }).unread;
}

/** Every target in the open panel is at least 44 px tall and fits the screen. */
async function expectBigTargets(page: Page, width: number) {
  for (const target of await panel(page).getByRole('button').all()) {
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

/** Books one of Dr. Morales's open times, a few days ahead, with the patient's own session. */
async function bookAsPatient(patient: Page, providerId: string) {
  const origin = { Origin: new URL(patient.url()).origin };
  // Days after today only: today's 30-minute lead time cannot interfere.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const day = (n: number) =>
    new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const slots = (await (
    await patient.request.get(`/api/providers/${providerId}/slots?from=${day(2)}&to=${day(29)}`)
  ).json()) as { slots: { id: string; date: string; time: string }[] };
  expect(slots.slots.length).toBeGreaterThan(0);
  // Somewhere in the middle: other tests take the first and last times of their days.
  const slot = slots.slots[Math.floor(slots.slots.length / 2)];
  const types = (await (
    await patient.request.get(`/api/providers/${providerId}/appointment-types`)
  ).json()) as {
    types: { id: string }[];
  };
  const res = await patient.request.post('/api/appointments', {
    headers: origin,
    data: {
      providerProfileId: providerId,
      slotId: slot.id,
      date: slot.date,
      time: slot.time.slice(0, 5),
      appointmentTypeId: types.types[0].id,
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: DEMO_PATIENT.email,
      phone: '(305) 555-0142',
      dateOfBirth: '1951-06-14',
      reason: 'Yearly check-up',
      notes: 'My daughter will drive me.',
    },
  });
  expect(res.status()).toBe(201);
}

/** The demo patient, in a browser of their own, books one of Dr. Morales's times. */
async function patientBooks(browser: Browser) {
  const patient = await newPage(browser);
  await signIn(patient, DEMO_PATIENT, /\/patient-dashboard$/);
  await patient.goto('/providers?location=33145');
  await patient.getByRole('link', { name: `Details for ${MORALES}` }).click();
  await expect(patient.getByRole('heading', { level: 1, name: MORALES })).toBeVisible();
  await bookAsPatient(patient, patient.url().split('/').pop()!);
  await patient.context().close();
}

/** The header's controls, left to right, side by side and on the screen; the page does not scroll sideways. */
async function expectHeaderControlsFit(page: Page, width: number) {
  const banner = page.getByRole('banner');
  const row = [
    banner.getByRole('link', { name: /^Messages/ }),
    bell(page),
    banner.getByRole('button', { name: /^Account menu/ }),
    banner.getByRole('button', { name: 'Open menu' }),
  ];
  let right = 0;
  for (const item of row) {
    if (!(await item.isVisible())) continue;
    const box = (await item.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(right);
    right = box.x + box.width;
  }
  expect(right).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('a booking rings the provider’s bell live; choosing it opens the appointments and clears the count', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);

  // The provider is signed in, with nothing unread.
  const provider = await newPage(browser);
  await signIn(provider, DEMO_PROVIDER, /\/provider-dashboard$/);
  if ((await unreadNow(provider)) > 0) {
    await expect(bell(provider)).toHaveAccessibleName(/unread$/);
    await bell(provider).click();
    await panel(provider).getByRole('button', { name: 'Mark all as read' }).click();
    await provider.keyboard.press('Escape');
  }
  await expect(bell(provider)).toHaveAccessibleName('Notifications');
  // Set on this page only: still there at the end means the page never reloaded.
  await provider.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // The patient, in another browser, books one of the provider's open times.
  await patientBooks(browser);

  // The provider's bell counts it without a reload.
  await expect(bell(provider)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell(provider)).toContainText('1');
  await expectHeaderControlsFit(provider, DESKTOP.width);
  await bell(provider).click();
  const open = panel(provider);
  const booked = open.getByRole('listitem').filter({ hasText: 'New appointment booked' }).first();
  await expect(booked).toBeVisible();
  await expect(booked).toContainText('Unread:');
  await expect(booked).toContainText('with Rosa Delgado on');
  await expect(booked).toContainText('Just now');
  await expectBigTargets(provider, DESKTOP.width);
  await expectNoAxeViolations(provider);
  await provider.screenshot({ path: info.outputPath('bell-open-desktop.png') });

  // Choosing it opens the appointments; the count clears.
  await booked.getByRole('button').click();
  await expect(provider).toHaveURL(/\/provider-dashboard\/appointments$/);
  await expect(provider.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  await expect(bell(provider)).toHaveAccessibleName('Notifications');
  expect(await provider.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await unreadNow(provider)).toBe(0);

  // Settings: the service worker runs from /sw.js and browser notifications are offered (localhost).
  await provider.getByRole('link', { name: 'Back to Dashboard' }).click();
  await provider.getByRole('link', { name: /^Settings/ }).click();
  await expect(provider).toHaveURL(/\/provider-dashboard\/settings$/);
  await expect(provider.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect
    .poll(() =>
      provider.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
        return worker ? new URL(worker.scriptURL).pathname : null;
      }),
    )
    .toBe('/sw.js');
  const notifications = provider.getByRole('region', { name: 'Notifications', exact: true });
  await expect(notifications.getByText('Browser notifications are off for this browser.')).toBeVisible();
  await expect(notifications.getByRole('button', { name: 'Turn on browser notifications' })).toBeEnabled();
  const sw = await provider.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  await expectNoAxeViolations(provider);
  await provider.screenshot({ path: info.outputPath('settings-desktop.png'), fullPage: true });
  await provider.context().close();
});

test('on a phone the bell and the settings fit, with big targets, and pass axe', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const page = await newPage(browser, PHONE);
  await signIn(page, DEMO_PROVIDER, /\/provider-dashboard$/);
  await expect(bell(page)).toBeVisible();
  await expectHeaderControlsFit(page, PHONE.width);
  await patientBooks(browser);
  // With a count on the bell, everything still fits.
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await expectHeaderControlsFit(page, PHONE.width);
  const trigger = (await bell(page).boundingBox())!;
  expect(trigger.height).toBeGreaterThanOrEqual(44);
  expect(trigger.width).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: info.outputPath('dashboard-phone.png') });

  await bell(page).click();
  await expect(panel(page).getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(panel(page).getByText('Unread:').first()).toBeAttached();
  await expect(panel(page).getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  await expectBigTargets(page, PHONE.width);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('bell-open-phone.png') });
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();

  await page.goto('/provider-dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on browser notifications' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('settings-phone.png'), fullPage: true });
  await page.context().close();
});
