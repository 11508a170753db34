import { eq, inArray, sql } from 'drizzle-orm';
import {
  MAINTENANCE_CONTENT_DEFAULTS,
  MAINTENANCE_CONTENT_KEYS,
  type MaintenanceContent,
  type MaintenanceContentKey,
} from '#shared/site/maintenance.ts';
import type { Db, Executor } from '../../db/client.ts';
import { appSettings, pageContent } from '../../db/schema/index.ts';

export const MODE_KEY = 'maintenance_mode';
export const PASSWORD_KEY = 'maintenance_password';
export const CONTENT_SECTION = 'maintenance_page';

export type MaintenanceRecord = {
  enabled: boolean;
  /** The scrypt hash of the normalised preview password, or null when none is set. */
  passwordHash: string | null;
  content: MaintenanceContent;
  updatedAt: Date | null;
};

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
    .onConflictDoNothing({ target: [pageContent.section, pageContent.key] });
}

export async function readMaintenance(db: Executor): Promise<MaintenanceRecord> {
  const [settings, content] = await Promise.all([
    db
      .select({ key: appSettings.key, value: appSettings.value, updatedAt: appSettings.updatedAt })
      .from(appSettings)
      .where(inArray(appSettings.key, [MODE_KEY, PASSWORD_KEY])),
    db
      .select({ key: pageContent.key, value: pageContent.value, updatedAt: pageContent.updatedAt })
      .from(pageContent)
      .where(eq(pageContent.section, CONTENT_SECTION)),
  ]);
  const setting = (key: string) => settings.find((s) => s.key === key)?.value;
  const merged = { ...MAINTENANCE_CONTENT_DEFAULTS };
  for (const row of content) {
    if ((MAINTENANCE_CONTENT_KEYS as readonly string[]).includes(row.key))
      merged[row.key as MaintenanceContentKey] = row.value;
  }
  const times = [...settings, ...content].map((r) => r.updatedAt.getTime());
  return {
    enabled: setting(MODE_KEY) === 'true',
    passwordHash: setting(PASSWORD_KEY) || null,
    content: merged,
    updatedAt: times.length ? new Date(Math.max(...times)) : null,
  };
}

/** Writes the change; pass the caller's transaction, so the change and its audit entry go together. */
export async function writeMaintenance(
  tx: Executor,
  userId: string,
  change: { enabled?: boolean; passwordHash?: string; content?: Partial<MaintenanceContent> },
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
      .values({ section: CONTENT_SECTION, key, value: value ?? '', updatedBy: userId })
      .onConflictDoUpdate({
        target: [pageContent.section, pageContent.key],
        set: { value: value ?? '', updatedAt: sql`now()`, updatedBy: userId },
      });
  }
}
