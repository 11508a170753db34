import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { followLive } from './live.ts';

/** The folder of the server the running test uses (playwright.config.ts: each has its own). */
const dataDir = () => String(test.info().project.metadata.dataDir);

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;

/** Waits for the newest .eml sent to `to` and returns its decoded text. */
export async function waitForMail(to: string, subjectPart: RegExp, timeoutMs = 15_000): Promise<string> {
  const dir = join(dataDir(), 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).sort().reverse();
    } catch {
      /* no mail yet */
    }
    for (const f of files) {
      const raw = decodeMailText(readFileSync(join(dir, f), 'utf8'));
      if (raw.includes(`To: ${to}`) && subjectPart.test(raw)) return raw;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to} matching ${subjectPart} within ${timeoutMs} ms`);
}

/** A mail as a person reads it: its subject's encoded words and its quoted-printable body as UTF-8 text. */
function decodeMailText(raw: string) {
  const headers = raw
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
    );
  return quotedPrintable(headers.replace(/=\r?\n/g, ''));
}

/** Each run of `=XX` escapes is the UTF-8 bytes of one or more characters. */
const quotedPrintable = (text: string) =>
  text.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

/** The first link in a mail that starts with the given URL prefix. */
export function linkFrom(mail: string, prefix: string): string {
  const m = mail.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]+`));
  if (!m) throw new Error(`No link starting with ${prefix} in mail`);
  return m[0].replace(/&amp;/g, '&');
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The WCAG 2.x A/AA violations on the page, as 'rule: targets'. axe runs in the page itself, put
 * there once per document: axe's Playwright builder also opens a blank page for every check to
 * merge the results of frames, seconds each on a busy machine, for frames our pages do not have. A
 * page that has one is checked by the builder.
 */
async function axeViolations(page: Page): Promise<string[]> {
  const summary = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  if (page.frames().length > 1) {
    return summary((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, AXE_TAGS);
  return summary(violations);
}

/** Zero axe violations for WCAG 2.x A/AA rules. */
export async function expectNoAxeViolations(page: Page) {
  // A toast or a dialog still fading in has, for a moment, too little contrast: let what moves
  // settle first (endless animations, such as a spinner's, are left to run).
  await page.evaluate(() => {
    const moving = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    return Promise.race([Promise.all(moving), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
  expect(await axeViolations(page)).toEqual([]);
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

// 1x1 PNG: a tile server that answers, without reaching the internet.
export const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

/** A page in a browser of its own (`options` add to its context's), with blank map tiles served. */
export async function newPage(browser: Browser, viewport = DESKTOP, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ body: TILE, contentType: 'image/png' }),
  );
  return followLive(page);
}

export type Account = { email: string; password: string };

/**
 * Opens a public page by moving to it inside the app (from the sign-in page, which the browser draws
 * itself), so the page's data is fetched by the browser, where a test can answer in the server's
 * place. Opened with goto, the server draws it with its own answers (ADR 16).
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/auth');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/**
 * The compressed bytes of the scripts a page asked for before it was live (the app's mark
 * `careconnect:app-live`): what a visitor downloads before the page answers them. Code loaded
 * afterwards on purpose (the install offer) is not part of it.
 */
export async function firstLoadScriptBytes(page: Page): Promise<number> {
  return (await firstLoadScripts(page)).reduce((total, script) => total + script.bytes, 0);
}

/** The scripts `firstLoadScriptBytes` counts, each by its address's path and compressed size. */
export async function firstLoadScripts(page: Page): Promise<{ path: string; bytes: number }[]> {
  await expect(page.locator('html')).toHaveAttribute('data-app-live', 'true');
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const live = performance.getEntriesByName('careconnect:app-live')[0]!.startTime;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\.js(\?|$)/.test(entry.name) && entry.startTime <= live)
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize }));
  });
}

/** Fills in and sends the sign-in form the page shows. */
export async function submitSignIn(page: Page, account: Account) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in from /auth and, when told where, waits to land there. */
export async function signIn(page: Page, account: Account, expectedUrl?: RegExp) {
  await page.goto('/auth');
  await submitSignIn(page, account);
  if (expectedUrl) await expect(page).toHaveURL(expectedUrl);
}

/**
 * Signs up as a patient through the form and opens the verification link from the mail, as a new user
 * does; the page ends on the "verified" notice, signed out.
 */
export async function signUpAndVerify(
  page: Page,
  person: { first: string; last: string; email: string; password: string },
) {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  const mail = await waitForMail(person.email, /Subject: .*verify/i);
  await page.goto(linkFrom(mail, `${new URL(page.url()).origin}/api/auth/verify-email`));
  await expect(page.getByText('your email address is verified', { exact: false })).toBeVisible();
}

/** Errors React reports in the console when the page it takes over differs from what it draws. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // Map tiles come from outside, and a 404 page's own status is logged as a failed load.
    if (/Failed to load resource/.test(text)) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
