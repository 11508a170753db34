import { expect, test, type Browser, type Page, type TestInfo } from './live.ts';
import { DEMO_CAREGIVER, DEMO_PATIENT, DEMO_PROVIDER } from './accounts.ts';
import {
  DESKTOP,
  expectNoAxeViolations,
  linkFrom,
  newPage,
  PHONE,
  signIn,
  signUpAndVerify,
  submitSignIn,
  uniqueEmail,
  waitForMail,
} from './support.ts';

const PASSWORD = 'garden-party-7';
/** The address of the server this test runs against. */
const serverOrigin = () => test.info().project.use.baseURL!;
const family = (page: Page) => page.getByRole('region', { name: 'Family and caregivers' });

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

test('a patient invites her daughter, who accepts from the mail; the mother sees her, then ends the access', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  // Her daughter Ana already helps her (the demo seed): this is another daughter, named apart.
  const daughterEmail = uniqueEmail('marisol');
  const daughter = await newPage(browser, PHONE);
  await signUpAndVerify(daughter, {
    first: 'Marisol',
    last: 'Delgado',
    email: daughterEmail,
    password: PASSWORD,
  });

  // The mother invites her daughter from Settings → Family and caregivers.
  const mother = await newPage(browser, DESKTOP);
  await signIn(mother, DEMO_PATIENT, /\/patient-dashboard$/);
  await mother.goto('/patient-dashboard/settings');
  const section = family(mother);
  await expect(section.getByRole('heading', { name: 'People who help you' })).toBeVisible();
  const invite = section.getByRole('form', { name: 'Invite someone to help you' });
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite.getByText('Please enter a valid email address')).toBeVisible();
  await invite.getByLabel('Their email address').fill(daughterEmail);
  await invite.getByLabel('Book, reschedule and cancel appointments').check();
  await invite.getByLabel('Message providers').check();
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(
    section.getByText(`We sent an invitation to ${daughterEmail}.`, { exact: false }),
  ).toBeVisible();
  await expect(section.getByRole('list', { name: 'Invitations waiting for an answer' })).toContainText(
    daughterEmail,
  );
  await expectNoAxeViolations(mother);
  await shot(mother, info, 'settings-invited-desktop');

  // The daughter opens the link on her phone, signs in, and comes back to accept.
  const mail = await waitForMail(daughterEmail, /Subject: You are invited to help a family member/);
  await daughter.goto(linkFrom(mail, `${serverOrigin()}/caregiver-invitation?token=`));
  await expect(
    daughter.getByRole('heading', { level: 1, name: 'Rosa Delgado would like your help' }),
  ).toBeVisible();
  await expect(daughter.getByText('Book, reschedule and cancel appointments')).toBeVisible();
  await expectNoAxeViolations(daughter);
  await shot(daughter, info, 'invitation-phone');
  await daughter.getByRole('button', { name: 'Sign In to Accept' }).click();
  await submitSignIn(daughter, { email: daughterEmail, password: PASSWORD });
  await daughter.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(
    daughter.getByRole('heading', { level: 1, name: 'You can now help Rosa Delgado' }),
  ).toBeVisible();
  await daughter.getByRole('link', { name: 'Go to My Settings' }).click();
  const helping = family(daughter).getByRole('article', { name: 'Rosa Delgado' });
  await expect(helping).toContainText('Message providers');
  await expectNoAxeViolations(daughter);
  await shot(daughter, info, 'settings-helping-phone');

  // The mother sees her daughter and what she may do, then ends it.
  await mother.reload();
  const marisol = family(mother).getByRole('article', { name: 'Marisol Delgado' });
  await expect(marisol.getByLabel('Message providers')).toBeChecked();
  await expect(marisol.getByLabel('Manage saved providers and searches')).not.toBeChecked();
  await marisol.getByRole('button', { name: 'Stop Their Access' }).click();
  const confirm = mother.getByRole('dialog', { name: "Stop Marisol Delgado's access?" });
  await expectNoAxeViolations(mother);
  await confirm.getByRole('button', { name: 'Stop Their Access' }).click();
  await expect(family(mother).getByText('Marisol Delgado can no longer act for you.')).toBeVisible();
  await expect(marisol).toBeHidden();

  // The daughter's next look finds no one to help.
  await daughter.reload();
  await expect(family(daughter).getByText('You do not help anyone on CareConnect yet.')).toBeVisible();
  await expect(family(daughter).getByRole('article', { name: 'Rosa Delgado' })).toHaveCount(0);
  await daughter.context().close();
  await mother.context().close();
});

test('with the largest text on a phone the section fits and passes axe', async ({ browser }, info) => {
  const page = await newPage(browser, PHONE);
  await page.context().addInitScript(() => localStorage.setItem('careconnect_text_size', 'larger'));
  await signIn(page, DEMO_PATIENT, /\/patient-dashboard$/);
  await page.goto('/patient-dashboard/settings');
  const section = family(page);
  await expect(section.getByRole('button', { name: 'Send Invitation' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await section.screenshot({ path: info.outputPath('family-phone-larger-text.png') });
  await page.context().close();
});

/** The mother invites a new daughter account (the first test walks this through the screens). */
async function daughterHelpingMother(browser: Browser, permissions: string[]) {
  const email = uniqueEmail('marisol');
  const daughter = await newPage(browser, DESKTOP);
  await signUpAndVerify(daughter, { first: 'Marisol', last: 'Delgado', email, password: PASSWORD });
  const mother = await newPage(browser, DESKTOP);
  await signIn(mother, DEMO_PATIENT, /\/patient-dashboard$/);
  const origin = { Origin: serverOrigin() };
  const invited = await mother.request.post('/api/caregivers/invitations', {
    headers: origin,
    data: { email, permissions },
  });
  expect(invited.status()).toBe(201);
  const mail = await waitForMail(email, /Subject: You are invited to help a family member/);
  const token = new URL(linkFrom(mail, `${serverOrigin()}/caregiver-invitation?token=`)).searchParams.get(
    'token',
  )!;
  await signIn(daughter, { email, password: PASSWORD }, /\/patient-dashboard$/);
  const accepted = await daughter.request.post('/api/caregivers/invitations/accept', {
    headers: origin,
    data: { token },
  });
  expect(accepted.ok()).toBe(true);
  return { daughter, mother };
}

const MORALES = 'Dr. Elena Morales, MD';
const actingBar = (page: Page) => page.getByRole('region', { name: 'Acting for' });

test('the daughter acts for her mother and books a visit for her; the provider and the mother see who booked it; once the mother ends the access the daughter is back on her own account', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const { daughter, mother } = await daughterHelpingMother(browser, [
    'manage_appointments',
    'message_providers',
  ]);
  const reason = `Blood pressure check ${Date.now().toString(36)}`;

  // The daughter chooses to act for her mother from the header.
  await daughter.reload();
  await daughter.getByRole('button', { name: 'Act for someone' }).click();
  await expect(daughter.getByRole('menuitem', { name: 'Act for Rosa Delgado' })).toBeVisible();
  await expectNoAxeViolations(daughter);
  await shot(daughter, info, 'act-for-menu-desktop');
  await daughter.getByRole('menuitem', { name: 'Act for Rosa Delgado' }).click();
  await expect(daughter).toHaveURL(/\/patient-dashboard$/);
  await expect(actingBar(daughter)).toContainText('Acting for: Rosa Delgado');
  await expect(daughter.getByText("Reviews and account settings are Rosa Delgado's own.")).toBeVisible();
  // Only what her mother lets her do: no saved providers, reviews or settings.
  const sections = daughter.getByRole('navigation', { name: 'Patient Dashboard sections' });
  await expect(sections.getByRole('link', { name: /My Appointments/ })).toBeVisible();
  await expect(sections.getByRole('link', { name: /Messages/ })).toBeVisible();
  await expect(sections.getByRole('link', { name: /My Reviews|Saved Providers|Settings/ })).toHaveCount(0);
  await expectNoAxeViolations(daughter);
  await shot(daughter, info, 'acting-dashboard-desktop');

  // She books a visit with Dr. Morales for her mother.
  await daughter.goto('/providers?location=33145');
  await daughter.getByRole('link', { name: `Details for ${MORALES}` }).click();
  await expect(actingBar(daughter)).toContainText('Acting for: Rosa Delgado');
  await daughter
    .getByRole('region', { name: 'Book an Appointment' })
    .getByRole('button', { name: 'Schedule a Visit' })
    .click();
  const choose = daughter.getByRole('dialog', { name: 'Choose Appointment Time' });
  const days = choose
    .getByRole('group', { name: /^Choose a date/ })
    .getByRole('button', { name: /available$/ });
  await expect(days.nth(1)).toBeVisible();
  await days.nth(1).click();
  await choose
    .getByRole('list', { name: /^Available Times, / })
    .getByRole('button')
    .first()
    .click();
  const confirm = daughter.getByRole('dialog', { name: 'Confirm Appointment' });
  const who = confirm.getByRole('group', { name: 'Who is this visit for?' });
  await expect(who.getByRole('radio', { name: 'Rosa Delgado' })).toBeChecked();
  await expect(confirm.getByLabel('First name')).toHaveValue('');
  await expectNoAxeViolations(daughter);
  await daughter.screenshot({ path: info.outputPath('booking-for-mother-desktop.png') });
  await confirm.getByLabel('First name').fill('Rosa');
  await confirm.getByLabel('Last name').fill('Delgado');
  await confirm.getByLabel('Appointment type').selectOption({ index: 1 });
  await confirm.getByLabel('Phone').fill('(305) 555-0142');
  await confirm.getByLabel('Date of birth').fill('1948-06-12');
  await confirm.getByLabel('Reason for visit').fill(reason);
  await confirm.getByLabel('Notes for the office').fill('Her daughter Marisol comes along.');
  await confirm.getByRole('button', { name: 'Book Appointment' }).click();
  const booked = daughter.getByRole('dialog', { name: 'Appointment Booked' });
  await expect(booked.getByText("Rosa Delgado's appointment is booked.")).toBeVisible();
  await booked.getByRole('link', { name: "View Rosa Delgado's Appointments" }).click();
  await expect(
    daughter.getByRole('heading', { level: 1, name: "Rosa Delgado's Appointments" }),
  ).toBeVisible();
  const forMother = daughter.getByRole('article').filter({ hasText: reason });
  await expect(forMother).toContainText('Booked by Marisol Delgado (caregiver)');

  // The practice sees who booked it, and for whom.
  const provider = await newPage(browser);
  await signIn(provider, DEMO_PROVIDER, /\/provider-dashboard$/);
  await provider.goto('/provider-dashboard/appointments');
  const theirs = provider.getByRole('article').filter({ hasText: reason });
  await expect(theirs).toContainText('Booked by Marisol Delgado (caregiver) for Rosa Delgado');
  await expectNoAxeViolations(provider);
  await provider.context().close();

  // The mother sees it on her dashboard, then ends her daughter's access.
  await mother.goto('/patient-dashboard/appointments');
  const hers = mother.getByRole('article').filter({ hasText: reason });
  await expect(hers).toContainText('Booked by Marisol Delgado (caregiver)');
  await expect(actingBar(mother)).toHaveCount(0);
  await mother.goto('/patient-dashboard/settings');
  const marisol = family(mother).getByRole('article', { name: 'Marisol Delgado' });
  await marisol.getByRole('button', { name: 'Stop Their Access' }).click();
  await mother
    .getByRole('dialog', { name: "Stop Marisol Delgado's access?" })
    .getByRole('button', { name: 'Stop Their Access' })
    .click();
  await expect(family(mother).getByText('Marisol Delgado can no longer act for you.')).toBeVisible();

  // The daughter's next step finds her back on her own account, told so plainly: at once when her
  // open page hears of the change, else when the server refuses her next request for her mother. The
  // step is a move inside the app (not a reload), which either way ends on her own dashboard.
  await daughter.evaluate(() => {
    window.history.pushState(null, '', '/patient-dashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(daughter.getByText('You can no longer act for Rosa Delgado.')).toBeVisible();
  await expect(actingBar(daughter)).toHaveCount(0);
  await expect(daughter).toHaveURL(/\/patient-dashboard$/);
  await expect(daughter.getByRole('button', { name: 'Act for someone' })).toHaveCount(0);
  await expect(daughter.getByRole('heading', { level: 1, name: 'Patient Dashboard' })).toBeVisible();
  await daughter.context().close();
  await mother.context().close();
});

test('the acting-for switch on a phone and at the largest text size', async ({ browser }, info) => {
  test.setTimeout(180_000);
  // The demo's daughter, who may do everything for her mother.
  const daughter = await newPage(browser, PHONE);
  await signIn(daughter, DEMO_CAREGIVER, /\/patient-dashboard$/);
  const noOverflow = () => daughter.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  // On a phone the choice is in the menu, one big button per person.
  await daughter.getByRole('button', { name: 'Open menu' }).click();
  const menu = daughter.getByRole('dialog', { name: 'Menu' });
  const choice = menu.getByRole('group', { name: 'Act for someone' });
  await expect(choice.getByRole('button', { name: 'Act for Rosa Delgado' })).toBeVisible();
  await expectNoAxeViolations(daughter);
  await shot(daughter, info, 'act-for-menu-phone');
  await choice.getByRole('button', { name: 'Act for Rosa Delgado' }).click();
  await expect(menu).toBeHidden();
  await expect(actingBar(daughter)).toContainText('Acting for: Rosa Delgado');
  await expect(actingBar(daughter).getByRole('button', { name: 'Back to my own account' })).toBeVisible();
  await expect(daughter.getByRole('heading', { level: 1, name: 'Patient Dashboard' })).toBeVisible();
  await expect.poll(noOverflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(daughter);
  await shot(daughter, info, 'acting-phone');

  // The largest text: still fits, and passes axe, on a phone and on a desktop.
  await daughter.evaluate(() => localStorage.setItem('careconnect_text_size', 'larger'));
  await daughter.reload();
  await expect(actingBar(daughter)).toContainText('Acting for: Rosa Delgado');
  await expect.poll(noOverflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(daughter);
  await shot(daughter, info, 'acting-phone-larger-text');
  await daughter.setViewportSize(DESKTOP);
  await expect(actingBar(daughter)).toBeVisible();
  await expect.poll(noOverflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(daughter);
  await shot(daughter, info, 'acting-desktop-larger-text');

  // Back to her own account, from the bar; the desktop chooser offers her mother again.
  await actingBar(daughter).getByRole('button', { name: 'Back to my own account' }).click();
  await expect(actingBar(daughter)).toHaveCount(0);
  await expect(daughter).toHaveURL(/\/patient-dashboard$/);
  await daughter.getByRole('button', { name: 'Act for someone' }).click();
  await expect(daughter.getByRole('menuitem', { name: 'Act for Rosa Delgado' })).toBeVisible();
  await expectNoAxeViolations(daughter);
  await shot(daughter, info, 'act-for-menu-desktop-larger-text');
  await daughter.keyboard.press('Escape');
  await daughter.context().close();
});
