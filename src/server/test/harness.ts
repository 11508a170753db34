import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { createApp, type App } from '../app.ts';
import type { AppDeps } from '../app-env.ts';
import { createServices } from '../services.ts';
import { createLogger } from '../lib/logger.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

let shared: Promise<{ deps: AppDeps; app: App }> | undefined;

/**
 * One database for the whole API suite (the api project runs its files in one worker without
 * isolation): in-memory PGlite by default, the PostgreSQL of DATABASE_URL when set.
 * Tests create their own unique rows, so they never depend on each other.
 */
export function testServices(): Promise<{ deps: AppDeps; app: App }> {
  shared ??= (async () => {
    const deps = await createServices(testConfig(), createLogger('silent'));
    return { deps, app: createApp(deps) };
  })();
  return shared;
}

/**
 * The tests' configuration, with a data folder of its own. A second instance made from it shares the
 * database (when DATABASE_URL is set) and the auth secret, so one sign-in works on both.
 */
export function testConfig() {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'careconnect-test-')),
    DATABASE_URL: process.env.DATABASE_URL || 'memory://',
    PUBLIC_URL: TEST_ORIGIN,
    RATE_LIMIT: 'true',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  });
}

/**
 * Runs every job that is due, however many earlier tests left queued in the shared database: a
 * single batch may stop before the one a test is waiting for.
 */
export async function drainJobs(deps: Pick<AppDeps, 'queue'>, maxRounds = 50): Promise<void> {
  for (let round = 0; round < maxRounds; round++) {
    if ((await deps.queue.runDue(100)) === 0) return;
  }
}

let ipCounter = 0;
/**
 * A fresh client address per caller, so rate-limit counters of one test never touch another. The
 * suite makes thousands of clients: the counter spans two octets, as one (wrapping at 250) let a
 * later test inherit an earlier one's sign-in attempts.
 */
export const uniqueIp = () => {
  const n = ipCounter++;
  return `10.${process.pid & 255}.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`;
};

export const uniqueEmail = (tag = 'user') =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** Undoes quoted-printable line wrapping and escapes, so links in a raw .eml can be matched. */
export const decodeMail = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

/** Reads every .eml file written to DATA_DIR/mail. */
export function readMails(dataDir: string): { file: string; raw: string }[] {
  const dir = join(dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => ({ file, raw: readFileSync(join(dir, file), 'utf8') }));
}

export type Json = Record<string, unknown>;

/** A browser-like client: keeps cookies, sends our Origin and a fixed client address. */
export function apiClient(app: App, ip = uniqueIp()) {
  let cookie = '';
  const call = async (method: string, path: string, body?: Json, extra: Record<string, string> = {}) => {
    const res = await app.request(path, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        'x-client-ip': ip,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...extra,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie();
    for (const c of set) {
      const [pair] = c.split(';');
      const [name] = pair.split('=');
      const rest = cookie.split('; ').filter((p) => p && !p.startsWith(`${name}=`));
      cookie = [...rest, pair].join('; ');
    }
    const text = await res.text();
    // Not every answer is JSON: a calendar file is text, and its test reads `text`.
    const isJson = res.headers.get('content-type')?.includes('json') ?? true;
    return {
      status: res.status,
      body: (text && isJson ? JSON.parse(text) : null) as Json,
      text,
      headers: res.headers,
      setCookies: set,
    };
  };
  const withHeaders = (extra: Record<string, string> = {}) => ({
    get: (path: string) => call('GET', path, undefined, extra),
    post: (path: string, body: Json = {}) => call('POST', path, body, extra),
    put: (path: string, body?: Json) => call('PUT', path, body, extra),
    patch: (path: string, body: Json = {}) => call('PATCH', path, body, extra),
    delete: (path: string, body?: Json) => call('DELETE', path, body, extra),
  });
  return {
    ...withHeaders(),
    /** The same session, each request naming the patient it acts for (ADR 18). */
    actingFor: (patientId: string) => withHeaders({ 'x-acting-for': patientId }),
    /** The same session, from a page in another language (ADR 19). */
    speaking: (locale: string) => withHeaders({ 'x-locale': locale }),
    get cookie() {
      return cookie;
    },
  };
}
