import type { z } from 'zod';
import {
  APP_SETTING_KEYS,
  isImageKey,
  PAGE_CONTENT_SECTIONS,
  sectionInLanguage,
  unwrittenSectionKeys,
  type PageContentSection,
  type PageContentUpdate,
} from '#shared/page-content/page-content.ts';
import { unwrittenKeysParts } from '#shared/page-content/unwritten-keys.ts';
import type {
  AppSettingsAdminDto,
  AppSettingsDto,
  appSettingsUpdateSchema,
  PageContentSectionDto,
} from '#shared/page-content/page-content-schemas.ts';
import { IMAGE_URL_MESSAGES } from '#shared/page-content/page-content-schemas.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import { changedFields, recordAdminAction } from '../../lib/audit.ts';
import { badRequest } from '../../lib/errors.ts';
import { checkImageUrl } from './image-url-check.ts';
import {
  readLogoSettings,
  readPageContent,
  uploadContentType,
  writeLogoSettings,
  writePageContent,
  type StoredValue,
} from './repository.ts';

type Deps = Pick<AppDeps, 'database' | 'storage'>;
type AppSettingsUpdate = z.infer<typeof appSettingsUpdateSchema>;

/** When the newest of these rows changed, and who changed it. */
function lastChange(rows: StoredValue[]) {
  const newest = rows.reduce<StoredValue | null>(
    (a, r) => (!a || r.updatedAt.getTime() > a.updatedAt.getTime() ? r : a),
    null,
  );
  return { updatedAt: newest?.updatedAt.toISOString() ?? null, updatedBy: newest?.updatedByName ?? null };
}

const valuesOf = (rows: StoredValue[]) => Object.fromEntries(rows.map((r) => [r.key, r.value]));

/** One section's values in a language, from its stored rows (sectionInLanguage). */
function valuesIn(section: PageContentSection, locale: Locale, rows: StoredValue[]) {
  const en = valuesOf(rows.filter((r) => r.locale === DEFAULT_LOCALE));
  const own = valuesOf(rows.filter((r) => r.locale === locale));
  return sectionInLanguage(section, locale, { en, own });
}

/**
 * The sections as pages read them, in a language: every key (the language's own value, else an
 * admin's English, else the built-in text of the language) and when it last changed. withEditor adds
 * who changed it and which keys are not written in another language yet, for the super admin's editor only: the public
 * answer is cached by browsers and proxies, and carries no one's name.
 */
export async function readSections(
  deps: Deps,
  section: PageContentSection | undefined,
  withEditor: boolean,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PageContentSectionDto[]> {
  const rows = await readPageContent(deps.database.db, section);
  return (section ? [section] : PAGE_CONTENT_SECTIONS).map((s) => {
    const all = rows.filter((r) => r.section === s);
    // English is made of English rows alone; another language shows English rows too.
    const { updatedAt, updatedBy } = lastChange(
      locale === DEFAULT_LOCALE ? all.filter((r) => r.locale === DEFAULT_LOCALE) : all,
    );
    return {
      section: s,
      locale,
      values: valuesIn(s, locale, all),
      updatedAt,
      updatedBy: withEditor ? updatedBy : null,
      ...(withEditor
        ? unwrittenKeysParts((other) =>
            unwrittenSectionKeys(s, valuesOf(all.filter((r) => r.locale === other))),
          )
        : {}),
    };
  });
}

/**
 * Whether an image address leads to an image. One of our uploads (its public address) is looked up
 * in the uploads table; any other address gets the HEAD request.
 */
async function imageProblem(deps: Deps, address: string): Promise<MessageKey | null> {
  const ours = deps.storage.publicUrl('');
  if (address.startsWith(ours)) {
    const type = await uploadContentType(deps.database.db, address.slice(ours.length));
    return type?.startsWith('image/') ? null : IMAGE_URL_MESSAGES.notImage;
  }
  const result = await checkImageUrl(address);
  return result.ok ? null : result.message;
}

/**
 * Checks each image address that changed (an unchanged one was checked when it was saved), all at
 * once; refuses the whole change, naming every field that fails, when one does not lead to an image.
 */
async function checkChangedImages(
  deps: Deps,
  changes: Record<string, string>,
  current: Record<string, string>,
  isImage: (key: string) => boolean,
  fieldOf: (key: string) => string,
) {
  const changed = Object.entries(changes).filter(
    ([key, value]) => isImage(key) && value !== '' && value !== current[key],
  );
  const problems = await Promise.all(
    changed.map(async ([key, value]) => [key, await imageProblem(deps, value)] as const),
  );
  const fields: Record<string, MessageKey> = {};
  for (const [key, problem] of problems) if (problem) fields[fieldOf(key)] = problem;
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

export async function updateSection(
  deps: Deps,
  user: SessionUser,
  input: PageContentUpdate,
): Promise<PageContentSectionDto> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const [current] = await readSections(deps, input.section, false, locale);
  await checkChangedImages(deps, input.values, current!.values, isImageKey, (key) => `values.${key}`);
  await deps.database.db.transaction(async (tx) => {
    // Read again inside the transaction: the log shows what this change replaced, defaults included.
    const before = valuesIn(input.section, locale, await readPageContent(tx, input.section));
    await writePageContent(tx, user.id, input.section, locale, input.values);
    const diff = changedFields(before, input.values);
    // English entries read as they always have; another language's say which.
    const inLocale = (side: Record<string, unknown>) =>
      locale === DEFAULT_LOCALE ? side : { ...side, locale };
    await recordAdminAction(tx, user, {
      action: 'page_content.update',
      targetType: 'page_content',
      targetId: input.section,
      before: inLocale(diff.before),
      after: inLocale(diff.after),
    });
  });
  const [saved] = await readSections(deps, input.section, true, locale);
  return saved!;
}

const NO_LOGOS: AppSettingsDto = { logo_mobile: '', logo_desktop: '' };

function logoValues(rows: StoredValue[]): AppSettingsDto {
  const values = { ...NO_LOGOS };
  for (const r of rows)
    if ((APP_SETTING_KEYS as readonly string[]).includes(r.key))
      values[r.key as keyof AppSettingsDto] = r.value;
  return values;
}

export async function readLogos(deps: Deps): Promise<AppSettingsAdminDto> {
  const rows = await readLogoSettings(deps.database.db);
  return { values: logoValues(rows), ...lastChange(rows) };
}

export async function updateLogos(
  deps: Deps,
  user: SessionUser,
  input: AppSettingsUpdate,
): Promise<AppSettingsAdminDto> {
  const { values: current } = await readLogos(deps);
  const changes = Object.fromEntries(
    Object.entries(input).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const isLogo = () => true;
  await checkChangedImages(deps, changes, current, isLogo, (key) => key);
  await deps.database.db.transaction(async (tx) => {
    const before = logoValues(await readLogoSettings(tx));
    await writeLogoSettings(tx, user.id, changes);
    await recordAdminAction(tx, user, {
      action: 'app_settings.update',
      targetType: 'app_settings',
      targetId: 'logos',
      ...changedFields(before, changes),
    });
  });
  return readLogos(deps);
}
