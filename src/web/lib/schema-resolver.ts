import { toNestErrors } from '@hookform/resolvers';
import { useMemo } from 'react';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueText } from '#shared/i18n/issues.ts';
import { useT } from './i18n.tsx';

/**
 * A form's resolver from its shared schema, with each field's first problem in the reader's words
 * (ADR 19): the schema carries message keys, and what an issue found (a bound, a count) fills them in.
 */
export function useSchemaResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const t = useT();
  return useMemo(
    () => async (values, _context, options) => {
      const result = await schema.safeParseAsync(values);
      if (result.success) return { values: result.data, errors: {} };
      const fields: Record<string, FieldError> = {};
      for (const issue of result.error.issues) {
        fields[issue.path.join('.')] ??= { type: issue.code, message: issueText(issue, t) };
      }
      return { values: {}, errors: toNestErrors(fields, options) };
    },
    [schema, t],
  );
}
