import { eq, inArray, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import {
  isSharedMaintenanceKey,
  MAINTENANCE_CONTENT_DEFAULTS,
  MAINTENANCE_CONTENT_KEYS,
  maintenanceInLanguage,
  type MaintenanceContent,
} from '#shared/maintenance/maintenance.ts';
import type { Db, Executor } from '../../db/client.ts';
import { appSettings, pageContent } from '../../db/schema/index.ts';

const MODE_KEY = 'maintenance_mode';
const PASSWORD_KEY = 'maintenance_password';
const CONTENT_SECTION = 'maintenance_page';

export type MaintenanceRecord = {
  enabled: boolean;
  /** The scrypt hash of the normalised preview password, or null when none is set. */
  passwordHash: string | null;
  /** The English words (stored, or built in). */
  content: MaintenanceContent;
  /** What is stored in each language, for contentIn. */
  stored: Record<Locale, Partial<Record<string, string>>>;
  updatedAt: Date | null;
};

/** The coming-soon words in a language (maintenanceInLanguage). */
export const contentIn = (record: MaintenanceRecord, locale: Locale): MaintenanceContent =>
  maintenanceInLanguage(locale, { en: record.stored.en, own: record.stored[locale] ?? {} });

/**
 * Writes the default rows that are missing (docs/product.md#maintenance), leaving every existing one as it
 * is.
 */
export async function insertMissingDefaults(db: Db) {
  await db
    .insert(appSettings)
    .values({ key: MODE_KEY, value: 'false' })
    .onConflictDoNothing({ target: appSettings.key });
  await db
    .insert(pageContent)
    .values(
      MAINTENANCE_CONTENT_KEYS.map((key) => ({
        section: CONTENT_SECTION,
        key,
        value: MAINTENANCE_CONTENT_DEFAULTS[key],
      })),
    )
    .onConflictDoNothing({ target: [pageContent.section, pageContent.key, pageContent.locale] });
}

export async function readMaintenance(db: Executor): Promise<MaintenanceRecord> {
  const [settings, content] = await Promise.all([
    db
      .select({ key: appSettings.key, value: appSettings.value, updatedAt: appSettings.updatedAt })
      .from(appSettings)
      .where(inArray(appSettings.key, [MODE_KEY, PASSWORD_KEY])),
    db
      .select({
        key: pageContent.key,
        locale: pageContent.locale,
        value: pageContent.value,
        updatedAt: pageContent.updatedAt,
      })
      .from(pageContent)
      .where(eq(pageContent.section, CONTENT_SECTION)),
  ]);
  const setting = (key: string) => settings.find((s) => s.key === key)?.value;
  const stored = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as MaintenanceRecord['stored'];
  for (const row of content) {
    if ((MAINTENANCE_CONTENT_KEYS as readonly string[]).includes(row.key) && row.locale in stored)
      stored[row.locale as Locale][row.key] = row.value;
  }
  const times = [...settings, ...content].map((r) => r.updatedAt.getTime());
  return {
    enabled: setting(MODE_KEY) === 'true',
    passwordHash: setting(PASSWORD_KEY) || null,
    content: maintenanceInLanguage('en', { en: stored.en, own: stored.en }),
    stored,
    updatedAt: times.length ? new Date(Math.max(...times)) : null,
  };
}

/**
 * Writes the change, the words in `locale` (English when not named; the addresses always in English);
 * pass the caller's transaction, so the change and its audit entry go together.
 */
export async function writeMaintenance(
  tx: Executor,
  userId: string,
  change: {
    enabled?: boolean;
    passwordHash?: string;
    content?: Partial<MaintenanceContent>;
    locale?: Locale;
  },
) {
  const settings: { key: string; value: string }[] = [];
  if (change.enabled !== undefined) settings.push({ key: MODE_KEY, value: String(change.enabled) });
  if (change.passwordHash !== undefined) settings.push({ key: PASSWORD_KEY, value: change.passwordHash });
  for (const s of settings) {
    await tx
      .insert(appSettings)
      .values({ ...s, updatedBy: userId })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: s.value, updatedAt: sql`now()`, updatedBy: userId },
      });
  }
  for (const [key, value] of Object.entries(change.content ?? {})) {
    await tx
      .insert(pageContent)
      .values({
        section: CONTENT_SECTION,
        key,
        locale: isSharedMaintenanceKey(key) ? 'en' : (change.locale ?? 'en'),
        value: value ?? '',
        updatedBy: userId,
      })
      .onConflictDoUpdate({
        target: [pageContent.section, pageContent.key, pageContent.locale],
        set: { value: value ?? '', updatedAt: sql`now()`, updatedBy: userId },
      });
  }
}
