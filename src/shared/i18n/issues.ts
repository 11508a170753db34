import type { z } from 'zod';
import { inWords, isMessageKey, type MessageKey, type Translate } from './translate.ts';

/**
 * The values a validation message may name: zod's own bounds, and what a check found (a custom
 * issue's params). Numbers and codes, never words.
 */
export function issueValues(issue: z.core.$ZodIssue): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if ('minimum' in issue) values.minimum = Number(issue.minimum);
  if ('maximum' in issue) values.maximum = Number(issue.maximum);
  if (issue.code === 'custom' && issue.params) Object.assign(values, issue.params);
  return values;
}

/**
 * An issue's message key: the one our schema gave it, else `common.validation.invalid` for zod's own
 * English default (ADR 19 point 5), which no reader should see.
 */
export const issueMessage = (issue: z.core.$ZodIssue): MessageKey =>
  isMessageKey(issue.message) ? issue.message : 'common.validation.invalid';

/** A validation issue in the reader's words: the one way both sides turn an issue into text. */
export const issueText = (issue: z.core.$ZodIssue, t: Translate): string =>
  inWords(t, issueMessage(issue), issueValues(issue));
