import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readCatalogues } from '../../../scripts/i18n.ts';
import { PROVIDER_STATUSES } from '../admin/console.ts';
import {
  adminMailListQuerySchema,
  adminProviderListQuerySchema,
  adminProviderStatusSchema,
  adminUserListQuerySchema,
  adminUserRoleSchema,
  auditLogQuerySchema,
} from '../admin/console-schemas.ts';
import { applicationListQuerySchema } from '../applications/application-pipeline.ts';
import { APPLICATION_STATUSES } from '../applications/application-status.ts';
import { ROLES } from '../roles.ts';
import {
  AVAILABILITY_OPTIONS,
  GENDERS,
  providerSearchSchema,
  SORTS,
  TIME_PREFERENCES,
} from '../search/search-params.ts';
import { compileCatalogue } from './catalogue.ts';
import { issueMessage, issueText } from './issues.ts';
import englishCommon from './locales/en/common.json';
import spanishCommon from './locales/es/common.json';
import type { Locale } from './locales.ts';
import { createTranslator, type MessageKey, type Translate } from './translate.ts';

const english = createTranslator('en', [compileCatalogue(englishCommon)]).t;
const spanish = createTranslator('es', [compileCatalogue(spanishCommon)]).t;

const firstIssue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!;

describe('issueText', () => {
  it("words zod's own English default as common.validation.invalid, in the reader's language", () => {
    for (const issue of [
      firstIssue(z.string(), undefined),
      firstIssue(z.string().max(3), 'too long'),
      firstIssue(z.enum(['a', 'b']), 'c'),
    ]) {
      expect(issueMessage(issue)).toBe('common.validation.invalid');
      expect(issueText(issue, spanish)).toBe('Por favor, revise lo que escribió e inténtelo de nuevo.');
      expect(issueText(issue, english)).toBe('Please check what you entered and try again.');
    }
  });

  it('keeps a message of ours, with the values the issue found', () => {
    const issue = firstIssue(z.number().min(2, 'common.validation.pageAtLeast'), 1);
    expect(issueMessage(issue)).toBe('common.validation.pageAtLeast');
    expect(issueText(issue, english)).toBe('Page must be 2 or more');
    expect(issueText(issue, spanish)).toBe(spanish('common.validation.pageAtLeast', { minimum: 2 }));
  });
});

describe("the API's validation messages", () => {
  const translators = new Map(
    [...readCatalogues()].map(([locale, namespaces]) => [
      locale,
      createTranslator(locale as Locale, [...namespaces.values()].map(compileCatalogue)).t,
    ]),
  );
  const shapes = {
    providerSearchSchema,
    adminUserListQuerySchema,
    adminUserRoleSchema,
    adminProviderListQuerySchema,
    adminProviderStatusSchema,
    adminMailListQuerySchema,
    auditLogQuerySchema,
    applicationListQuerySchema,
  };
  /** Codes a reader must never meet: the fields as the address or the body names them, and the enums' values. */
  const codes = new Set<string>([
    ...Object.values(shapes).flatMap((schema) => Object.keys(schema.shape)),
    ...[GENDERS, AVAILABILITY_OPTIONS, SORTS, ROLES, PROVIDER_STATUSES, APPLICATION_STATUSES].flat(),
    ...Object.keys(TIME_PREFERENCES),
  ]);
  const BAD_VALUES = ['x', '-1000', '1.5', '100000', 'zz_top', 'x'.repeat(600), ''];
  /** Every message each schema answers a wrong value of each field with, alone or beside another. */
  const messages = (t: Translate) =>
    new Set(
      Object.values(shapes).flatMap((schema) =>
        [
          ...Object.keys(schema.shape).flatMap((field) => BAD_VALUES.map((value) => ({ [field]: value }))),
          { lat: '25.7' },
          { years_min: '20', years_max: '10' },
          { from: '2026-02-02', to: '2026-01-01' },
        ].flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issueText(issue, t)) ?? []),
      ),
    );

  it.each(['en', 'es'])('name fields and choices in words, never as codes (%s)', (locale) => {
    const t = translators.get(locale)!;
    const said = [...messages(t)];
    // Enough of them to mean something: the search alone has a dozen fields.
    expect(said.length).toBeGreaterThan(30);
    // A code written as a person would not: 'years_min', 'lat', 'this_week', 'relevance', 'super_admin'.
    const withCodes = said.filter((text) =>
      text.split(/[^\p{L}\d_]+/u).some((word) => codes.has(word) && !READS_AS_A_WORD.has(word)),
    );
    expect(withCodes).toEqual([]);
  });

  it.each(['en', 'es'])(
    'name a field as its form labels it, and its choices as the form offers them (%s)',
    (locale) => {
      const t = translators.get(locale)!;
      const wordsOf = (input: Record<string, string>) =>
        providerSearchSchema
          .safeParse(input)
          .error!.issues.map((issue) => issueText(issue, t))
          .join(' ');
      for (const [field, label] of Object.entries(FIELD_LABELS))
        expect(wordsOf({ [field]: 'x' }).toLowerCase(), field).toContain(t(label).toLowerCase());
      const sort = wordsOf({ sort: 'price' });
      for (const choice of SORTS) expect(sort).toContain(t(`search.sort.${choice}`));
      const gender = wordsOf({ gender: 'other' });
      for (const choice of ['any', 'female', 'male'] as const)
        expect(gender).toContain(t(`search.filters.${choice}`));
      const role = adminUserRoleSchema.safeParse({ role: 'boss' }).error!.issues.map((i) => issueText(i, t));
      expect(role).toEqual([t('admin.console.badRole')]);
    },
  );
});

/**
 * Codes that are also plain English words, which a sentence may use as words: 'Any time', 'Results
 * per page', 'Unknown status', 'Unknown accessibility feature', 'to'.
 */
const READS_AS_A_WORD = new Set(['accessibility', 'page', 'status', 'time', 'to']);

/** The search fields a person sets on the filters, by the label the filters give them. */
const FIELD_LABELS = {
  radius: 'search.filters.distance',
  rating: 'search.filters.rating',
  gender: 'search.filters.gender',
  availability: 'search.filters.availability',
  time: 'search.filters.timeOfDay',
  years_min: 'search.filters.years',
  years_max: 'search.filters.years',
  sort: 'search.page.sortBy',
} as const satisfies Record<string, MessageKey>;
