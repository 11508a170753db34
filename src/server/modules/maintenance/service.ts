import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isSuperAdmin } from '#shared/roles.ts';
import {
  maintenanceDefaults,
  unwrittenMaintenanceKeys,
  normalizeMaintenancePassword,
} from '#shared/maintenance/maintenance.ts';
import { MAINTENANCE_MESSAGES } from '#shared/maintenance/maintenance-messages.ts';
import { COMING_SOON_MESSAGES } from '#shared/maintenance/coming-soon-messages.ts';
import {
  maintenanceLanguageParts,
  type MaintenanceSettings,
  type MaintenanceSettingsInput,
  type MaintenanceStatus,
} from '#shared/maintenance/maintenance-schemas.ts';
import { DEFAULT_LOCALE } from '#shared/i18n/locales.ts';
import type { AppDeps, AppEnv, SessionUser } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { changedFields, recordAdminAction } from '../../lib/audit.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  contentIn,
  insertMissingDefaults,
  readMaintenance,
  writeMaintenance,
  type MaintenanceRecord,
} from './repository.ts';

type Deps = Pick<AppDeps, 'database' | 'log' | 'config'>;

/**
 * Every request a locked visitor makes is checked, so the settings are read at most every few
 * seconds per server; another instance sees a change within that time.
 */
const CACHE_MS = 3000;
const cache = new WeakMap<Db, { readAt: number; record: Promise<MaintenanceRecord | null> }>();
const defaultsWritten = new WeakSet<Db>();

/** The settings, or null when they cannot be read: maintenance is then off (docs/product.md#maintenance). */
export function loadMaintenance(deps: Deps): Promise<MaintenanceRecord | null> {
  const db = deps.database.db;
  const hit = cache.get(db);
  if (hit && Date.now() - hit.readAt < CACHE_MS) return hit.record;
  const record = (async () => {
    try {
      if (!defaultsWritten.has(db)) {
        await insertMissingDefaults(db);
        defaultsWritten.add(db);
      }
      return await readMaintenance(db);
    } catch (err) {
      deps.log.warn({ err }, 'could not read maintenance settings; treating maintenance as off');
      return null;
    }
  })();
  cache.set(db, { readAt: Date.now(), record });
  return record;
}

const forgetCached = (db: Db) => cache.delete(db);

/** The cookie that remembers an unlock for the browser session (no expiry: gone when it closes). */
export const PREVIEW_COOKIE = 'cc_preview';

/**
 * The unlock proof is a MAC keyed by the stored password hash: it cannot be made without the
 * database, and a new password ends every unlock the old one gave.
 */
const previewToken = (passwordHash: string) =>
  createHmac('sha256', passwordHash).update('careconnect maintenance preview').digest('base64url');

function hasPreviewCookie(c: Context, passwordHash: string) {
  const given = getCookie(c, PREVIEW_COOKIE);
  if (!given) return false;
  const expected = Buffer.from(previewToken(passwordHash));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Why an enabled site is open to this request, if it is. */
export function accessOf(
  c: Context,
  user: SessionUser | null,
  record: MaintenanceRecord,
): MaintenanceStatus['access'] {
  if (user && isSuperAdmin(user.role)) return 'super_admin';
  if (record.passwordHash && hasPreviewCookie(c, record.passwordHash)) return 'password';
  return null;
}

export function statusFor(
  c: Context<AppEnv>,
  user: SessionUser | null,
  record: MaintenanceRecord | null,
): MaintenanceStatus {
  const locale = c.get('locale');
  if (!record)
    return { enabled: false, locked: false, access: null, content: { ...maintenanceDefaults(locale) } };
  const access = record.enabled ? accessOf(c, user, record) : null;
  return {
    enabled: record.enabled,
    locked: record.enabled && !access,
    access,
    content: contentIn(record, locale),
  };
}

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Stored as scrypt$salt$hash of the normalised password: the password itself is never kept. */
async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(normalizeMaintenancePassword(password), salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(
    normalizeMaintenancePassword(password),
    Buffer.from(salt, 'base64url'),
    32,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The preview password gate (maintenance.test.ts, docs/product.md#maintenance). There is no built-in default
 * password: with none set, nothing unlocks but a super admin's own sign-in.
 */
export async function unlock(c: Context<AppEnv>, deps: Deps, password: string): Promise<MaintenanceStatus> {
  const record = await loadMaintenance(deps);
  const user = c.get('user');
  if (!record?.enabled) return statusFor(c, user, record);
  if (!record.passwordHash || !(await passwordMatches(password, record.passwordHash))) {
    throw badRequest(COMING_SOON_MESSAGES.wrongPassword, { password: COMING_SOON_MESSAGES.wrongPassword });
  }
  setCookie(c, PREVIEW_COOKIE, previewToken(record.passwordHash), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.config.isProduction,
  });
  return {
    enabled: true,
    locked: false,
    access: accessOf(c, user, record) ?? 'password',
    content: contentIn(record, c.get('locale')),
  };
}

export async function settingsOf(deps: Deps): Promise<MaintenanceSettings> {
  const record = await readMaintenance(deps.database.db);
  return {
    enabled: record.enabled,
    passwordSet: record.passwordHash !== null,
    content: record.content,
    ...maintenanceLanguageParts((locale) => ({
      content: contentIn(record, locale),
      unwritten: unwrittenMaintenanceKeys(record.stored[locale] ?? {}),
    })),
    updatedAt: record.updatedAt?.toISOString() ?? null,
  };
}

/** A super admin's change. Turning maintenance on needs a preview password, set now or before. */
export async function updateSettings(
  deps: Deps,
  user: SessionUser,
  input: MaintenanceSettingsInput,
): Promise<MaintenanceSettings> {
  const db = deps.database.db;
  await loadMaintenance(deps); // writes the defaults first, so a partial change keeps the rest
  const current = await readMaintenance(db);
  if (input.enabled && !input.password && !current.passwordHash) {
    throw badRequest(MAINTENANCE_MESSAGES.needsPassword, { password: MAINTENANCE_MESSAGES.needsPassword });
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const locale = input.locale ?? DEFAULT_LOCALE;
  await db.transaction(async (tx) => {
    const before = await readMaintenance(tx);
    await writeMaintenance(tx, user.id, {
      enabled: input.enabled,
      passwordHash,
      content: input.content,
      locale,
    });
    const diff = changedFields(
      { enabled: before.enabled, ...contentIn(before, locale) },
      { enabled: input.enabled, ...input.content },
    );
    // English entries read as they always have; another language's say which.
    if (locale !== DEFAULT_LOCALE && input.content) Object.assign(diff.after, { locale });
    // The password is never written to the log, not even hashed: only that it changed.
    await recordAdminAction(tx, user, {
      action: 'maintenance.update',
      targetType: 'maintenance',
      targetId: null,
      before: diff.before,
      after: passwordHash ? { ...diff.after, passwordChanged: true } : diff.after,
    });
  });
  forgetCached(db);
  deps.log.info(
    { userId: user.id, enabled: input.enabled, passwordChanged: Boolean(input.password) },
    'maintenance settings changed',
  );
  return settingsOf(deps);
}
