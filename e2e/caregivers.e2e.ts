import { expect, test, type Page, type TestInfo } from './live.ts';
import { DEMO_PATIENT } from './accounts.ts';
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

const PORT = Number(process.env.E2E_PORT ?? 3210);
const PASSWORD = 'garden-party-7';
const family = (page: Page) => page.getByRole('region', { name: 'Family and caregivers' });

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

test('a patient invites her daughter, who accepts from the mail; the mother sees her, then ends the access', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const daughterEmail = uniqueEmail('ana');
  const daughter = await newPage(browser, PHONE);
  await signUpAndVerify(daughter, {
    first: 'Ana',
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
  await daughter.goto(linkFrom(mail, `http://localhost:${PORT}/caregiver-invitation?token=`));
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
  const ana = family(mother).getByRole('article', { name: 'Ana Delgado' });
  await expect(ana.getByLabel('Message providers')).toBeChecked();
  await expect(ana.getByLabel('Manage saved providers and searches')).not.toBeChecked();
  await ana.getByRole('button', { name: 'Stop Their Access' }).click();
  const confirm = mother.getByRole('dialog', { name: "Stop Ana Delgado's access?" });
  await expectNoAxeViolations(mother);
  await confirm.getByRole('button', { name: 'Stop Their Access' }).click();
  await expect(family(mother).getByText('Ana Delgado can no longer act for you.')).toBeVisible();
  await expect(ana).toBeHidden();

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
