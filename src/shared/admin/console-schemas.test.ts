import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../i18n/catalogue.ts';
import { issueText } from '../i18n/issues.ts';
import englishCommon from '../i18n/locales/en/common.json' with { type: 'json' };
import spanishCommon from '../i18n/locales/es/common.json' with { type: 'json' };
import { createTranslator } from '../i18n/translate.ts';
import {
  adminMailListQuerySchema,
  adminUserListQuerySchema,
  auditLogQuerySchema,
} from './console-schemas.ts';

const { t: inEnglish } = createTranslator('en', [compileCatalogue(englishCommon)]);
const { t: inSpanish } = createTranslator('es', [compileCatalogue(spanishCommon)]);

describe("the admin console's searches", () => {
  it('name the length each field allows: an email address may be longer than a search', () => {
    const said = (issue: Parameters<typeof issueText>[0]) => [
      issueText(issue, inEnglish),
      issueText(issue, inSpanish),
    ];
    const search = adminUserListQuerySchema.safeParse({ q: 'x'.repeat(101) }).error!.issues[0]!;
    expect(said(search)).toEqual([
      'Search must be 100 characters or less',
      'La búsqueda debe tener 100 caracteres o menos',
    ]);
    const to = adminMailListQuerySchema.safeParse({ to: 'x'.repeat(255) }).error!.issues[0]!;
    expect(said(to)).toEqual([
      'Search must be 254 characters or less',
      'La búsqueda debe tener 254 caracteres o menos',
    ]);
    expect(adminMailListQuerySchema.safeParse({ to: `${'x'.repeat(240)}@example.com` }).success).toBe(true);
    const actor = auditLogQuerySchema.safeParse({ actor: 'x'.repeat(255) }).error!.issues[0]!;
    expect(issueText(actor, inEnglish)).toBe('Search must be 254 characters or less');
  });
});
