import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { patientProfileSchema } from '../patient/patient-schemas.ts';
import { locationSchema, organizationInputSchema } from '../organizations/organization-schemas.ts';
import { profileEditorShape } from '../provider-profile/profile-editor.ts';
import { appointmentTypeSchema } from '../schedule/schedule.ts';
import { contactSchema } from '../contact/contact.ts';
import { signUpRequestSchema } from '../auth/auth.ts';
import { featureSuggestionSchema } from '../feature-suggestions/feature-suggestion.ts';
import { CONTROL_CHARACTERS_MESSAGE } from './query-values.ts';
import { singleLine } from './single-line.ts';

describe('a single line of text', () => {
  it('is trimmed, and refuses a line break, a NUL, a tab or any other control character', () => {
    expect(singleLine().parse('  Rosa Delgado \n')).toBe('Rosa Delgado');
    for (const bad of ['Bob\r\nBcc: x@example.test', 'Bob\nX', 'A\u0000', 'A\tB', 'A\u001bB', 'A\u007fB']) {
      const result = singleLine().safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
    expect(singleLine().safeParse('José Núñez-O’Brien, Jr.').success).toBe(true);
  });

  // Every single-line field of the input schemas people type into starts from it.
  const FIELDS: [string, z.ZodType, string[]][] = [
    ['sign-up', signUpRequestSchema, ['firstName', 'lastName', 'phone']],
    ['patient profile', patientProfileSchema, ['firstName', 'lastName', 'phone', 'streetAddress', 'city']],
    ['provider profile', profileEditorShape.firstName, []],
    ['organization', organizationInputSchema, ['name', 'phone', 'streetAddress', 'city']],
    ['organization location', locationSchema, ['name', 'streetAddress', 'city']],
    ['contact', contactSchema, ['firstName', 'lastName']],
    ['feature suggestion', featureSuggestionSchema, ['title']],
    ['visit type', appointmentTypeSchema, ['name']],
  ];
  it.each(FIELDS)('%s: each single-line field refuses a line break', (_name, schema, fields) => {
    if (fields.length === 0) {
      expect(schema.safeParse('Elena\r\nMorales').success).toBe(false);
      for (const field of ['lastName', 'title', 'practiceName', 'city', 'phone'] as const) {
        expect(profileEditorShape[field].safeParse('Elena\r\nX').success, field).toBe(false);
      }
      return;
    }
    for (const field of fields) {
      const result = schema.safeParse({ [field]: 'Bob\r\nBcc: x@example.test' });
      const issue = result.error?.issues.find((i) => i.path[0] === field);
      expect(issue?.message, field).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });
});
