import { expect, test, type Page } from './live.ts';
import { DEMO_PATIENT, DEMO_PROVIDER, E2E_ADMIN, E2E_ORG_ADMIN } from './accounts.ts';
import { DASHBOARD_PAGES } from './dashboard-pages.ts';
import { expectNoAxeViolations, newPage, signIn } from './support.ts';

/**
 * The route × role matrix (docs/product.md#roles): every dashboard route, visited by a guest and by each
 * role. A guest goes to /auth; a user with the route's role (or a super_admin) stays; anyone else
 * goes to their own dashboard. Each route is also checked with axe, in the light and the dark theme,
 * by the role it belongs to.
 */

type RoleName = 'patient' | 'provider' | 'organization_admin' | 'super_admin';

const OWN_DASHBOARD: Record<RoleName, string> = {
  patient: '/patient-dashboard',
  provider: '/provider-dashboard',
  organization_admin: '/organization-admin-dashboard',
  super_admin: '/admin',
};

const ACCOUNTS = {
  patient: DEMO_PATIENT,
  provider: DEMO_PROVIDER,
  organization_admin: E2E_ORG_ADMIN,
  super_admin: E2E_ADMIN,
};

const ownerOf = (area: keyof typeof DASHBOARD_PAGES): RoleName => (area === 'admin' ? 'super_admin' : area);

/**
 * Opens a route and waits for the page it settles on: a heading shown and nothing still loading.
 * A route the user may open is loaded afresh, so what is checked is surely that route's page. A
 * route they may not open is opened inside the running app, as following a link does, and must end
 * on their own dashboard; the guards are the same either way, and this spares a full page load for
 * each of the 80-odd refusals.
 */
async function visit(page: Page, route: string, expected: string, message: string) {
  if (expected === route) {
    await page.goto(route);
  } else {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
  }
  await expect.poll(() => new URL(page.url()).pathname, { message }).toBe(expected);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
}

const AREAS = Object.entries(DASHBOARD_PAGES) as [keyof typeof DASHBOARD_PAGES, readonly string[]][];

// A test per area, so a busy machine's slower pages never add up past one test's time.
for (const [area, routes] of AREAS) {
  test(`a guest who opens any ${area} route is sent to sign in`, async ({ browser }) => {
    // Each route loads the app before it sends the guest on: 5–8 s a route on a busy machine.
    test.setTimeout(15_000 * routes.length);
    const page = await newPage(browser);
    for (const route of routes) {
      await page.goto(route);
      await expect(page, route).toHaveURL(/\/auth$/);
    }
    await page.context().close();
  });
}

for (const role of Object.keys(ACCOUNTS) as RoleName[]) {
  for (const [area, routes] of AREAS) {
    const allowed = role === 'super_admin' || ownerOf(area) === role;
    const own = ownerOf(area) === role;
    test(`${role}: each ${area} route ${allowed ? 'opens' : 'sends them to their own dashboard'}`, async ({
      browser,
    }) => {
      // A route takes 5–8 s to open on a busy machine; its own pages are also checked with axe twice.
      test.setTimeout(30_000 + routes.length * (own ? 20_000 : 12_000));
      const page = await newPage(browser);
      await signIn(page, ACCOUNTS[role], new RegExp(`${OWN_DASHBOARD[role]}$`));
      for (const route of routes) {
        await visit(page, route, allowed ? route : OWN_DASHBOARD[role], `${role} opening ${route}`);
        // Each page is checked by its own role, in both themes (dashboards follow the chosen theme).
        if (own) {
          for (const colorScheme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme });
            await expect
              .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')), {
                message: `${route} follows the ${colorScheme} theme`,
              })
              .toBe(colorScheme === 'dark');
            await expectNoAxeViolations(page);
          }
          await page.emulateMedia({ colorScheme: 'light' });
        }
      }
      await page.context().close();
    });
  }
}
