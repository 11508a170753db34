import { DEMO_PATIENT, DEMO_PROVIDER, E2E_ADMIN, E2E_ORG_ADMIN } from './accounts.ts';
import { DASHBOARD_PAGES } from './dashboard-pages.ts';
import { catalogueChunks, englishSentences, englishShown } from './catalogue-words.ts';
import { expect, test } from './live.ts';
import { DESKTOP, PHONE, expectNoAxeViolations, newPage, signIn, type Account } from './support.ts';

/*
 * Every signed-in page at its Spanish address (ADR 19), a few pages of one kind of account to a
 * test. A file of its own, so that it runs beside the other Spanish tests rather than after them.
 */

/**
 * Where a page shows values people wrote, as they wrote them: the audit log's before and after (an
 * admin's page texts, which may be the English defaults).
 */
const AS_WRITTEN: Record<string, string> = { '/admin/audit-log': 'article td' };

/** Every signed-in area's pages, by the account that may open them. */
const SIGNED_IN_PAGES: [string, Account, RegExp, readonly string[]][] = [
  ['a patient', DEMO_PATIENT, /patient-dashboard/, DASHBOARD_PAGES.patient],
  ['a provider', DEMO_PROVIDER, /provider-dashboard/, DASHBOARD_PAGES.provider],
  ["an organization's admin", E2E_ORG_ADMIN, /organization/, DASHBOARD_PAGES.organization_admin],
  ['a super admin', E2E_ADMIN, /admin/, [...DASHBOARD_PAGES.admin, '/admin/maintenance/preview']],
];

/** A few pages to a test, so a busy machine's slower pages never add up past one test's time. */
const PAGES_PER_TEST = 5;
const inGroups = (paths: readonly string[]) =>
  Array.from({ length: Math.ceil(paths.length / PAGES_PER_TEST) }, (_, i) =>
    paths.slice(i * PAGES_PER_TEST, (i + 1) * PAGES_PER_TEST),
  );

for (const [kind, account, home, allPaths] of SIGNED_IN_PAGES) {
  for (const paths of inGroups(allPaths)) {
    test(`pages of ${kind} in Spanish (${paths[0]} …): their language, no axe violations, no English, and they fit a phone at the largest text`, async ({
      browser,
    }, info) => {
      test.setTimeout(150_000);
      const sentences = englishSentences();
      const english = new Set(catalogueChunks('en'));
      const page = await newPage(browser, DESKTOP);
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      // Signed in in English (the account's language), then at each page's Spanish address: the address
      // decides a page's language (ADR 19), and the account keeps its own for everyone else's tests.
      await signIn(page, account, home);
      const phone = await newPage(browser, PHONE, { storageState: await page.context().storageState() });
      await phone.context().addInitScript(() => localStorage.setItem('careconnect_text_size', 'larger'));
      for (const path of paths) {
        fetched.length = 0;
        await page.goto(`/es${path}`);
        await expect(page, path).toHaveURL(new RegExp(`/es${path}$`));
        await expect(page.locator('html'), path).toHaveAttribute('lang', 'es');
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        expect(await englishShown(page, sentences, AS_WRITTEN[path]), path).toEqual([]);
        await expectNoAxeViolations(page);
        expect(
          fetched.filter((file) => english.has(file)),
          path,
        ).toEqual([]);
        // Spanish runs longer than English: on a phone, at the largest text, nothing sticks out sideways.
        await phone.goto(`/es${path}`);
        await expect(phone.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await phone.waitForTimeout(300);
        const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        await phone.screenshot({ path: info.outputPath(`es${path.replaceAll('/', '-')}-phone-larger.png`) });
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await page.context().close();
      await phone.context().close();
    });
  }
}
