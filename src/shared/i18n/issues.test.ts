import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileCatalogue } from './catalogue.ts';
import { issueMessage, issueText } from './issues.ts';
import englishCommon from './locales/en/common.json';
import spanishCommon from './locales/es/common.json';
import { createTranslator } from './translate.ts';

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
