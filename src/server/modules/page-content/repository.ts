import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  APP_SETTING_KEYS,
  PAGE_CONTENT_KEYS,
  PAGE_CONTENT_SECTIONS,
  isSharedKey,
  type PageContentSection,
} from '#shared/page-content/page-content.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Db, Executor } from '../../db/client.ts';
import { appSettings, pageContent, uploads, users } from '../../db/schema/index.ts';

/** One stored value, with when and by whom it last changed. */
export type StoredValue = {
  section: string;
  key: string;
  /** A language of the locale list, 'en' or another (an unknown language's rows are never written). */
  locale: string;
  value: string;
  updatedAt: Date;
  updatedByName: string | null;
};

const editorName = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/**
 * The stored rows of the managed sections, ordered by section then key, optionally of one section
 * (page-content.test.ts). Keys no longer in the contract are left out; the maintenance page has its own
 * module.
 */
export async function readPageContent(db: Executor, section?: PageContentSection): Promise<StoredValue[]> {
  const rows = await db
    .select({
      section: pageContent.section,
      key: pageContent.key,
      locale: pageContent.locale,
      value: pageContent.value,
      updatedAt: pageContent.updatedAt,
      updatedByName: sql<string | null>`coalesce(${editorName}, ${users.name})`,
    })
    .from(pageContent)
    .leftJoin(users, eq(users.id, pageContent.updatedBy))
    .where(section ? eq(pageContent.section, section) : inArray(pageContent.section, PAGE_CONTENT_SECTIONS))
    .orderBy(asc(pageContent.section), asc(pageContent.key));
  return rows.filter((r) =>
    (PAGE_CONTENT_KEYS[r.section as PageContentSection] as readonly string[] | undefined)?.includes(r.key),
  );
}

/**
 * Writes each key of one section in a language, recording the time and the editor; a shared key
 * (address, flag) is written in English whatever the language. Pass the caller's transaction: all
 * keys and the audit entry commit together, or none.
 */
export async function writePageContent(
  tx: Executor,
  userId: string,
  section: PageContentSection,
  locale: Locale,
  values: Record<string, string>,
) {
  for (const [key, value] of Object.entries(values)) {
    await tx
      .insert(pageContent)
      .values({ section, key, locale: isSharedKey(key) ? 'en' : locale, value, updatedBy: userId })
      .onConflictDoUpdate({
        target: [pageContent.section, pageContent.key, pageContent.locale],
        set: { value, updatedAt: sql`now()`, updatedBy: userId },
      });
  }
}

/** The logo settings only: app_settings also holds private values (the maintenance password). */
export async function readLogoSettings(db: Executor): Promise<StoredValue[]> {
  return db
    .select({
      section: sql<string>`'app_settings'`,
      key: appSettings.key,
      locale: sql<string>`'en'`,
      value: appSettings.value,
      updatedAt: appSettings.updatedAt,
      updatedByName: sql<string | null>`coalesce(${editorName}, ${users.name})`,
    })
    .from(appSettings)
    .leftJoin(users, eq(users.id, appSettings.updatedBy))
    .where(inArray(appSettings.key, APP_SETTING_KEYS))
    .orderBy(asc(appSettings.key));
}

/** Writes the logos; pass the caller's transaction, so they and the audit entry commit together. */
export async function writeLogoSettings(tx: Executor, userId: string, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    await tx
      .insert(appSettings)
      .values({ key, value, updatedBy: userId })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value, updatedAt: sql`now()`, updatedBy: userId },
      });
  }
}

/** The content type of one of our uploads, by its storage key; null when there is no such file. */
export async function uploadContentType(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ contentType: uploads.contentType })
    .from(uploads)
    .where(eq(uploads.key, key))
    .limit(1);
  return row?.contentType ?? null;
}
