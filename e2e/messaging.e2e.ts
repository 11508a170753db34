import { expect, test, type Locator, type Page } from './live.ts';
import { DEMO_PATIENT, DEMO_PROVIDER } from './accounts.ts';
import { expectNoAxeViolations, newPage, PHONE, signIn } from './support.ts';

/** Her name as the profile writes it, which conversations use too. */
const MORALES = 'Dr. Elena Morales, MD';
const ROSA = 'Rosa Delgado';

/** The header's Messages link, whatever its count. */
const messagesLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Messages(, \d+ unread)?$/ });

/** The unread count the header shows (0 when it shows none). */
async function headerUnread(page: Page): Promise<number> {
  const label = (await messagesLink(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(label)?.[1] ?? 0);
}

const thread = (page: Page, name: string) => page.getByRole('region', { name: `Messages with ${name}` });

async function send(page: Page, text: string) {
  const box = page.getByLabel('Your message');
  await box.fill(text);
  await expect(page.getByText(`${text.length}/2000`)).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(box).toHaveValue('');
}

/** The message bubble with this text, in the open thread. */
const bubble = (scope: Locator, text: string) => scope.getByRole('listitem').filter({ hasText: text });

test('a patient messages the provider from the profile; both see each other live, read receipts and badges follow', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const question = `Do you see patients on Saturdays? (${run})`;
  const followUp = `My daughter can drive me on Saturday mornings. (${run})`;
  const reply = `Yes, every second Saturday from 9 to noon. (${run})`;

  // The provider is signed in and on their dashboard, in another browser.
  const provider = await newPage(browser);
  await signIn(provider, DEMO_PROVIDER, /\/provider-dashboard$/);
  await expect(messagesLink(provider)).toBeVisible();
  const unreadBefore = await headerUnread(provider);

  // The patient finds Dr. Morales, opens her profile and presses Message Provider.
  const patient = await newPage(browser);
  await signIn(patient, DEMO_PATIENT, /\/patient-dashboard$/);
  await patient.goto('/providers?location=33145');
  await patient.getByRole('link', { name: `Details for ${MORALES}` }).click();
  await expect(patient.getByRole('heading', { level: 1, name: MORALES })).toBeVisible();
  await patient.getByRole('button', { name: 'Message Provider' }).click();
  await expect(patient.getByText(`Opening conversation with ${MORALES}`).first()).toBeVisible();
  await expect(patient).toHaveURL(/\/patient-dashboard\/messages\?conversation=[0-9a-f-]+$/);
  const patientThread = thread(patient, MORALES);
  await expect(patientThread).toBeVisible();
  await expect(patient.getByRole('heading', { level: 2, name: MORALES })).toBeFocused();
  const conversationUrl = patient.url();

  // A reload opens the same conversation and does not start another.
  await patient.reload();
  await expect(patientThread).toBeVisible();
  expect(patient.url()).toBe(conversationUrl);

  // The length limit and the empty message, before anything is sent (docs/product.md#messaging).
  await patient.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(patient.getByText('Please write a message.')).toBeVisible();
  await patient.getByLabel('Your message').fill('x'.repeat(2001));
  await expect(patient.getByText('Messages can be at most 2,000 characters.')).toBeVisible();
  await expect(patient.getByText('2001/2000')).toBeVisible();

  await send(patient, question);
  await expect(bubble(patientThread, question)).toContainText('You said:');

  // The provider's header count goes up without a reload.
  await expect(messagesLink(provider)).toHaveAttribute('aria-label', `Messages, ${unreadBefore + 1} unread`);
  await expectNoAxeViolations(patient);
  await patient.screenshot({ path: info.outputPath('patient-thread-desktop.png'), fullPage: true });

  // The provider opens Messages: Rosa's conversation, with its unread count, then the thread.
  await messagesLink(provider).click();
  await expect(provider).toHaveURL(/\/provider-dashboard\/messages$/);
  const rosa = provider
    .getByRole('region', { name: 'Conversations' })
    .getByRole('link', { name: /Rosa Delgado/ });
  await expect(rosa).toContainText(question);
  await expect(rosa).toContainText(/\d+ unread messages?/);
  await expectNoAxeViolations(provider);
  await provider.screenshot({ path: info.outputPath('provider-list-desktop.png'), fullPage: true });
  await rosa.click();
  await expect(provider).toHaveURL(/\/provider-dashboard\/messages\?conversation=[0-9a-f-]+$/);
  const providerThread = thread(provider, ROSA);
  await expect(bubble(providerThread, question)).toBeVisible();

  // Opening it reads it: the badges clear, and the patient sees 'Read' under the question.
  // (Anything earlier runs left unread in other conversations stays counted.)
  await expect.poll(() => headerUnread(provider)).toBeLessThanOrEqual(unreadBefore);
  await expect(rosa).not.toContainText('unread');
  await expect(bubble(patientThread, question)).toContainText('Read');

  // With the thread open on both sides, messages arrive live in both directions.
  await send(patient, followUp);
  await expect(bubble(providerThread, followUp)).toBeVisible();
  await send(provider, reply);
  await expect(bubble(patientThread, reply)).toBeVisible();
  await expect(bubble(patientThread, reply)).toContainText(`${MORALES} said:`);
  await expect(bubble(providerThread, reply)).toContainText('Read');

  // Both read everything: neither header shows a count.
  await expect(messagesLink(patient)).toHaveAttribute('aria-label', 'Messages');
  if (unreadBefore === 0) await expect(messagesLink(provider)).toHaveAttribute('aria-label', 'Messages');
  await expect(
    patient.getByRole('region', { name: 'Conversations' }).getByRole('link', { name: /Dr\. Elena Morales/ }),
  ).not.toContainText('unread');

  await expectNoAxeViolations(provider);
  await provider.screenshot({ path: info.outputPath('provider-thread-desktop.png'), fullPage: true });
  await patient.screenshot({ path: info.outputPath('patient-thread-desktop-2.png'), fullPage: true });

  // Patient: the list with nothing chosen.
  await patient.goto('/patient-dashboard/messages');
  await expect(patient.getByText('Choose a conversation to read and reply.')).toBeVisible();
  await expectNoAxeViolations(patient);
  await patient.screenshot({ path: info.outputPath('patient-list-desktop.png'), fullPage: true });

  // Dashboards may be dark: the open thread there too.
  await patient.goto(conversationUrl);
  await patient.getByRole('button', { name: 'Dark' }).click();
  await expect(bubble(patientThread, reply)).toBeVisible();
  await expectNoAxeViolations(patient);
  await patient.screenshot({ path: info.outputPath('patient-thread-desktop-dark.png'), fullPage: true });

  await patient.context().close();
  await provider.context().close();
});

test('on a 390-pixel phone: the list first, then the thread with Back to conversations, for both roles', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  for (const [role, account, counterpart, lands] of [
    ['patient', DEMO_PATIENT, /Dr\. Elena Morales/, /\/patient-dashboard$/],
    ['provider', DEMO_PROVIDER, /Rosa Delgado/, /\/provider-dashboard$/],
  ] as const) {
    const page = await newPage(browser, PHONE);
    await signIn(page, account, lands);
    await page.goto(`/${role}-dashboard/messages`);
    const list = page.getByRole('region', { name: 'Conversations' });
    const link = list.getByRole('link', { name: counterpart });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath(`${role}-list-phone.png`), fullPage: true });

    await link.click();
    await expect(list).toBeHidden();
    await expect(page.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
    await expect(page.getByLabel('Your message')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath(`${role}-thread-phone.png`), fullPage: true });
    const box = await page.getByRole('button', { name: 'Send', exact: true }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(link).toBeVisible();
    await expect(link).toBeFocused();

    // The phone menu carries the Messages link too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: /^Messages/ })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`${role}-menu-phone.png`) });
    await page.context().close();
  }
});

test('the header’s Messages link fits and stays in view from phones to wide screens', async ({
  browser,
}, info) => {
  const page = await newPage(browser, PHONE);
  await signIn(page, DEMO_PROVIDER, /\/provider-dashboard$/);
  for (const width of [390, 768, 1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 900 });
    const link = messagesLink(page);
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // Clear of the logo, with room to breathe.
    const logo = (await page.getByRole('banner').getByRole('link', { name: 'CareConnect' }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(logo.x + logo.width + 8);
    await page.screenshot({
      path: info.outputPath(`header-${width}.png`),
      clip: { x: 0, y: 0, width, height: 160 },
    });
  }
  await page.context().close();
});
