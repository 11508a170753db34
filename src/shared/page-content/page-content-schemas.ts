import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import type { MessageKey } from '../i18n/translate.ts';
import {
  isFlagKey,
  isImageKey,
  isVideoKey,
  PAGE_CONTENT_KEYS,
  PAGE_CONTENT_SECTIONS,
  type PageContentSection,
  APP_SETTING_KEYS,
  type AppSettingKey,
} from './page-content.ts';

/**
 * The checks of a super admin's changes to the managed content and logos. Kept apart from
 * ./page-content.ts so pages that only read the content do not download zod.
 */

/**
 * Why an image address is refused. Here rather than in ./page-content.ts, which the home page reads
 * in its first download: only the content editor and the server show these (admin namespace).
 */
export const IMAGE_URL_MESSAGES = {
  notImage: 'admin.content.notImage',
  unreachable: 'admin.content.unreachable',
} as const satisfies Record<string, MessageKey>;

/** Why a change is refused (the server and the editor put them into the reader's words). */
export const CONTENT_MESSAGES = {
  addressTooLong: 'admin.content.addressTooLong',
  addressNotHttps: 'admin.content.addressNotHttps',
  chooseYesNo: 'admin.content.chooseYesNo',
  textTooLong: 'admin.content.textTooLong',
  unknownSection: 'admin.content.unknownSection',
  unknownKey: 'admin.content.unknownKey',
  unknownLanguage: 'admin.content.unknownLanguage',
  badAddress: 'admin.content.badAddress',
  notHttps: 'admin.content.notHttps',
} as const satisfies Record<string, MessageKey>;

const MAX_VALUE = 5000;
const address = z
  .string()
  .max(2000, CONTENT_MESSAGES.addressTooLong)
  .refine(
    (v) => v === '' || v.startsWith('/uploads/') || /^https:\/\//i.test(v),
    CONTENT_MESSAGES.addressNotHttps,
  );

/** One key's new value, checked by what kind of key it is. */
export function pageContentValueSchema(key: string) {
  if (isFlagKey(key)) return z.enum(['true', 'false'], CONTENT_MESSAGES.chooseYesNo);
  if (isImageKey(key) || isVideoKey(key)) return address;
  return z.string().max(MAX_VALUE, CONTENT_MESSAGES.textTooLong);
}

/** The language of the values read or written. */
const contentLocale = z.enum(LOCALES as unknown as [Locale, ...Locale[]], CONTENT_MESSAGES.unknownLanguage);

/**
 * A super admin's change to one section in one language (English when not named): only its own
 * keys, each checked by kind. Shared keys (addresses, flags) are written once, whatever the language.
 */
export const pageContentUpdateSchema = z
  .object({
    section: z.enum(
      PAGE_CONTENT_SECTIONS as [PageContentSection, ...PageContentSection[]],
      CONTENT_MESSAGES.unknownSection,
    ),
    locale: contentLocale.default('en'),
    values: z.record(z.string(), z.string()),
  })
  .superRefine((input, ctx) => {
    const keys: readonly string[] = PAGE_CONTENT_KEYS[input.section];
    for (const [key, value] of Object.entries(input.values)) {
      if (!keys.includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['values', key],
          message: CONTENT_MESSAGES.unknownKey,
          params: { key },
        });
        continue;
      }
      const result = pageContentValueSchema(key).safeParse(value);
      if (!result.success)
        ctx.addIssue({ code: 'custom', path: ['values', key], message: result.error.issues[0]!.message });
    }
  });

export const appSettingsUpdateSchema = z.object({ logo_mobile: address, logo_desktop: address }).partial();

/**
 * The image address check (page-content.test.ts, docs/product.md#content): a HEAD request must succeed with
 * an image content type.
 */
export const imageUrlCheckSchema = z.object({
  url: z.url(CONTENT_MESSAGES.badAddress).refine((v) => /^https:\/\//i.test(v), CONTENT_MESSAGES.notHttps),
});

// The answers. The pages import their types with `import type`, which loads no zod.

const sectionName = z.enum(
  PAGE_CONTENT_SECTIONS as [PageContentSection, ...PageContentSection[]],
  CONTENT_MESSAGES.unknownSection,
);

/** GET /api/page-content: every section, or the one named, in the request's language. */
export const pageContentSectionQuerySchema = z.object({ section: sectionName.optional() });

/** GET /api/admin/page-content: as the public read, in the language named (the request's when not). */
export const pageContentEditorQuerySchema = z.object({
  section: sectionName.optional(),
  locale: contentLocale.optional(),
});

/** What the server answers for a section: the values, and when and by whom it last changed. */
export const pageContentSectionDtoSchema = z.object({
  section: sectionName,
  values: z.record(z.string(), z.string()),
  updatedAt: z.string().nullable(),
  updatedBy: z
    .string()
    .nullable()
    .describe("The editor's name (admin reads only; null in the public answer)"),
  locale: contentLocale.describe('The language of the values'),
  withoutSpanish: z
    .array(z.string())
    .optional()
    .describe('Admin reads only: the text keys with no Spanish written by an admin'),
});
export type PageContentSectionDto = z.infer<typeof pageContentSectionDtoSchema>;

export const pageContentSectionsDtoSchema = z.object({ sections: z.array(pageContentSectionDtoSchema) });
export type PageContentSectionsDto = z.infer<typeof pageContentSectionsDtoSchema>;

export const appSettingsDtoSchema = z.object(
  Object.fromEntries(APP_SETTING_KEYS.map((k) => [k, z.string()])) as Record<AppSettingKey, z.ZodString>,
);
export type AppSettingsDto = z.infer<typeof appSettingsDtoSchema>;

/** The logos as /content-management reads them: with when and by whom they last changed. */
export const appSettingsAdminDtoSchema = z.object({
  values: appSettingsDtoSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AppSettingsAdminDto = z.infer<typeof appSettingsAdminDtoSchema>;

/** POST /api/admin/image-url-check: the address leads to an image of this type. */
export const imageUrlCheckDtoSchema = z.object({ ok: z.literal(true), contentType: z.string() });
export type ImageUrlCheckDto = z.infer<typeof imageUrlCheckDtoSchema>;
