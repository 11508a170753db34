import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * A server-drawn page shows before the app's code has arrived (ADR 16); a person who taps a button
 * that early has the tap kept and replayed, but a test that fills in a form field or a menu that
 * early would race the app taking the page over. So every page a test opens with goto or reload is
 * waited on until the app is live (it marks <html data-app-live>), as a person would wait for the
 * page to finish loading. A page that is not the app (a file, an API answer) is not waited on.
 */
export function followLive(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const live = async <T>(response: T, waitUntil: string | undefined) => {
    if (waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle') {
      await page.waitForFunction(
        () => !document.getElementById('root') || document.documentElement.dataset.appLive === 'true',
        undefined,
        { timeout: 20_000 },
      );
    }
    return response;
  };
  page.goto = async (url, options) => live(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => live(await reload(options), options?.waitUntil);
  return page;
}

/** Playwright's test, with the page fixture waiting for the app as above. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(followLive(page));
  },
});
