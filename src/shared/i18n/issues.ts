import type { z } from 'zod';
import { inWords, type Translate } from './translate.ts';

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

/** A validation issue in the reader's words: the one way both sides turn an issue into text. */
export const issueText = (issue: z.core.$ZodIssue, t: Translate): string =>
  inWords(t, issue.message, issueValues(issue));
