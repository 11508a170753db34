import { expect, test, type Page } from './live.ts';
import { PAGE_CONTENT_DEFAULTS } from '#shared/page-content/page-content.ts';
import { E2E_ADMIN, DEMO_PATIENT } from './accounts.ts';
import { expectNoAxeViolations, newPage, PHONE, signIn } from './support.ts';

const HERO_TITLE = 'Doctors near you who take Medicare';
const STORY_TITLE = 'How CareConnect began';

/**
 * Puts back the words this test changed: every e2e file shares one server, and the others expect the
 * built-in home and about pages.
 */
async function restoreDefaults(admin: Page) {
  const origin = new URL(admin.url()).origin;
  for (const [section, values] of [
    ['hero', { title: PAGE_CONTENT_DEFAULTS.hero.title }],
    ['about', { story_title: PAGE_CONTENT_DEFAULTS.about.story_title }],
  ] as const) {
    const res = await admin.request.put('/api/admin/page-content', {
      data: { section, values },
      headers: { origin },
    });
    expect(res.status()).toBe(200);
  }
}

test('an admin changes the hero title and an about value and sees them on the pages; a patient is refused the editor', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const admin = await newPage(browser);
  try {
    await signIn(admin, E2E_ADMIN, /\/admin$/);
    await admin.getByRole('link', { name: /Content Management/ }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Content Management' })).toBeVisible();
    const panel = admin.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Home hero' })).toBeVisible();

    const title = panel.getByLabel('Title', { exact: true });
    await expect(title).toHaveValue(PAGE_CONTENT_DEFAULTS.hero.title!);
    await title.fill(HERO_TITLE);
    await expect(panel.getByRole('region', { name: 'Preview' })).toContainText(HERO_TITLE);
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await expect(panel.getByText('Saved. Visitors see the change within a minute.')).toBeVisible();
    await expect(panel.getByTestId('last-changed')).toContainText(`by ${E2E_ADMIN.first} ${E2E_ADMIN.last}`);
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: info.outputPath('content-management-desktop.png'), fullPage: true });

    await admin.getByRole('tab', { name: 'About page' }).click();
    await expect(admin).toHaveURL(/section=about/);
    const storyTitle = panel.getByLabel('Story title', { exact: true });
    await expect(storyTitle).toHaveValue(PAGE_CONTENT_DEFAULTS.about.story_title!);
    await storyTitle.fill(STORY_TITLE);
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await expect(panel.getByText('Saved. Visitors see the change within a minute.')).toBeVisible();

    // The pages show the new words at once to the admin who saved them...
    await admin.goto('/');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
    await admin.goto('/about');
    await expect(admin.getByRole('heading', { name: STORY_TITLE })).toBeVisible();

    // ...and to a visitor in a browser of their own.
    const visitor = await newPage(browser);
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
    await visitor.goto('/about');
    await expect(visitor.getByRole('heading', { name: STORY_TITLE })).toBeVisible();
    await visitor.context().close();

    // Dark theme, and a phone.
    await admin.emulateMedia({ colorScheme: 'dark' });
    await admin.goto('/content-management?section=hero');
    await expect(admin.getByRole('tabpanel').getByLabel('Title', { exact: true })).toHaveValue(HERO_TITLE);
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: info.outputPath('content-management-dark.png'), fullPage: true });
    await admin.emulateMedia({ colorScheme: 'light' });
    await admin.setViewportSize(PHONE);
    await admin.goto('/content-management?section=logos');
    await expect(admin.getByRole('tabpanel').getByRole('heading', { name: 'Logos' })).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: info.outputPath('content-management-phone.png'), fullPage: true });
  } finally {
    await restoreDefaults(admin);
    await admin.context().close();
  }

  // A patient who opens the editor is sent to their own dashboard.
  const patient = await newPage(browser);
  await signIn(patient, DEMO_PATIENT, /\/patient-dashboard/);
  await patient.goto('/content-management');
  await expect(patient).toHaveURL(/\/patient-dashboard$/);
  await expect(patient.getByRole('heading', { level: 1, name: 'Content Management' })).toHaveCount(0);
  await patient.context().close();
});
