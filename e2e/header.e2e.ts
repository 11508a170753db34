import { expect, test, type Page, type TestInfo } from './live.ts';
import { DEMO_PATIENT, DEMO_PROVIDER, E2E_ADMIN } from './accounts.ts';
import { expectNoAxeViolations, newPage, signIn } from './support.ts';

/**
 * The header on every desktop width, from a tablet held sideways to a wide monitor, at the normal
 * and the largest text size: the search box is there and works, and nothing overlaps, sticks out or
 * shrinks below a 44 px target. Each role's header holds different controls.
 */

const WIDTHS = [768, 1024, 1280, 1366, 1440, 1536];
const TEXT_SIZES = ['Normal text size', 'Larger text size'] as const;

/** Each visitor's header, and the controls it shows once loaded (some arrive after the first paint). */
const VISITORS = [
  { who: 'a guest', account: null, home: /\/about$/, controls: ['Sign In'] },
  {
    who: 'a patient',
    account: DEMO_PATIENT,
    home: /\/patient-dashboard$/,
    controls: ['Suggest a Feature', 'Messages', 'Notifications', 'Account menu'],
  },
  {
    who: 'a provider',
    account: DEMO_PROVIDER,
    home: /\/provider-dashboard$/,
    controls: ['Suggest a Feature', 'Messages', 'Notifications', 'Account menu'],
  },
  {
    who: 'an admin',
    account: E2E_ADMIN,
    home: /\/admin$/,
    controls: ['Suggest a Feature', 'Notifications', 'Account menu'],
  },
] as const;

/** Where the header's controls overlap, leave the page, or are too small to tap; empty when none. */
async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const header = document.querySelector('body header')!;
    const shown = [...header.querySelectorAll<HTMLElement>('a, button, input')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    // The search button sits inside the search box's frame by design: the form counts as one control.
    const controls = [
      ...new Set(shown.map((el) => el.closest<HTMLElement>('form[role="search"]') ?? el)),
    ].filter((el) => !shown.some((other) => other !== el && other.contains(el)));
    const name = (el: HTMLElement) =>
      el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('role') || el.tagName;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > viewport)
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${viewport}`);
    for (const el of shown) {
      const r = el.getBoundingClientRect();
      if (r.left < 0 || r.right > viewport) problems.push(`${name(el)} is cut off`);
      if (Math.round(r.height) < 44 || Math.round(r.width) < 44) problems.push(`${name(el)} is under 44 px`);
    }
    for (const [i, a] of controls.entries())
      for (const b of controls.slice(i + 1)) {
        const p = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        const overlap =
          Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1 &&
          Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 1;
        if (overlap) problems.push(`${name(a)} overlaps ${name(b)}`);
      }
    return problems;
  });
}

/** The header as drawn, kept in the test's output folder for a person to look at. */
async function keepScreenshot(page: Page, testInfo: TestInfo, label: string) {
  const path = testInfo.outputPath(`${label.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path, clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: 420 } });
}

for (const { who, account, home, controls } of VISITORS) {
  test(`the header search shows and works at every desktop width for ${who}`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const page = await newPage(browser, { width: 1280, height: 900 });
    if (account) await signIn(page, account, home);
    else await page.goto('/about');
    const header = page.getByRole('banner');
    const search = header.getByRole('combobox', { name: 'Search providers, specialties' });

    for (const size of TEXT_SIZES) {
      await page.getByRole('button', { name: size, exact: true }).click();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expect(search, `${width} px, ${size}`).toBeVisible();
        for (const name of controls)
          await expect(
            header.getByRole('button', { name }).or(header.getByRole('link', { name })),
          ).toBeVisible();
        await keepScreenshot(page, testInfo, `${who} ${width} ${size}`);
        expect.soft(await headerProblems(page), `${width} px, ${size}`).toEqual([]);

        await search.fill('heart doctor');
        // Both ways of sending: the Enter key, and the button for those who look for one.
        if (size === 'Normal text size') await search.press('Enter');
        else await header.getByRole('button', { name: 'Search providers' }).click();
        // The words name a kind of care, which the search then filters by.
        await expect(page).toHaveURL(/\/providers\?category=heart$/);
        await page.goBack();
        await expect(page).toHaveURL(home);
      }
    }
    // Largest text, on a laptop: still clean for screen readers and contrast.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(search).toBeVisible();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}
