import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  APPLICATION_MESSAGES as M,
  APPLICATION_STEP_SCHEMAS,
  applicationDefaults,
  formatPhoneInput,
  providerApplicationSchema,
  stepProgress,
} from './application.ts';

const complete = () => ({
  ...applicationDefaults('elena@example.test'),
  fullName: 'Elena Morales',
  role: 'Physician',
  phone: '(305) 555-0142',
  practiceName: 'Morales Family Primary Care',
  businessAddress: '100 Biscayne Blvd, Miami, FL 33132',
  practicePhone: '305-555-0100',
  taxonomyCode: '207Q00000X',
  consentAccurate: true,
  consentPreScreen: true,
});

/** The messages a schema gives for a value, by field. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('provider application schema', () => {
  it('accepts a complete application with the spec defaults', () => {
    const parsed = providerApplicationSchema.parse(complete());
    expect(parsed).toMatchObject({
      preferredContact: 'Email',
      languages: ['English'],
      referralSource: 'Email',
      medicareParticipation: 'Yes',
      acceptingNewPatients: 'Yes',
    });
  });

  it("gives each step's fields the spec's messages", () => {
    const empty = { ...applicationDefaults(''), consentAccurate: false, consentPreScreen: false };
    expect(messages(APPLICATION_STEP_SCHEMAS[0], { ...empty, preferredContact: 'Fax' })).toEqual({
      fullName: M.fullName,
      role: M.role,
      phone: M.phone,
      email: M.email,
      preferredContact: M.preferredContact,
    });
    expect(messages(APPLICATION_STEP_SCHEMAS[1], empty)).toEqual({
      practiceName: M.practiceName,
      businessAddress: M.businessAddress,
      practicePhone: M.practicePhone,
    });
    expect(messages(APPLICATION_STEP_SCHEMAS[2], empty)).toEqual({ taxonomyCode: M.taxonomyCode });
    expect(messages(APPLICATION_STEP_SCHEMAS[3], { ...empty, languages: [] })).toEqual({
      languages: M.languages,
    });
    expect(messages(APPLICATION_STEP_SCHEMAS[4], { ...empty, medicareParticipation: 'Maybe' })).toEqual({
      medicareParticipation: M.medicareParticipation,
    });
    expect(messages(APPLICATION_STEP_SCHEMAS[5], empty)).toEqual({
      consentAccurate: M.consentAccurate,
      consentPreScreen: M.consentPreScreen,
    });
  });

  it('counts phone digits, not characters, and formats them as typed', () => {
    expect(messages(providerApplicationSchema, { ...complete(), phone: '555-01 42' })).toEqual({
      phone: M.phone,
    });
    expect(formatPhoneInput('3')).toBe('(3');
    expect(formatPhoneInput('3055')).toBe('(305) 5');
    expect(formatPhoneInput('3055550142')).toBe('(305) 555-0142');
    expect(formatPhoneInput('1 305 555 0142 99')).toBe('(305) 555-0142');
    expect(formatPhoneInput('')).toBe('');
  });

  it('allows 300 characters of description, not 301', () => {
    expect(messages(providerApplicationSchema, { ...complete(), description: 'a'.repeat(300) })).toEqual({});
    expect(messages(providerApplicationSchema, { ...complete(), description: 'a'.repeat(301) })).toEqual({
      description: M.description,
    });
  });

  it('takes an NPI only when it is a real one; none is fine', () => {
    expect(messages(providerApplicationSchema, { ...complete(), npiNumber: '' })).toEqual({});
    expect(messages(providerApplicationSchema, { ...complete(), npiNumber: '1234567893' })).toEqual({});
    expect(messages(providerApplicationSchema, { ...complete(), npiNumber: '1234567890' })).toEqual({
      npiNumber: M.npiNumber,
    });
  });

  it('keeps Medicare Advantage plans only when Medicare Advantage is chosen', () => {
    const plans = ['Humana' as const, 'Devoted Health' as const];
    expect(
      providerApplicationSchema.parse({
        ...complete(),
        medicareParticipation: 'Medicare Advantage',
        medicareAdvantagePlans: plans,
      }).medicareAdvantagePlans,
    ).toEqual(plans);
    expect(
      providerApplicationSchema.parse({
        ...complete(),
        medicareParticipation: 'Yes',
        medicareAdvantagePlans: plans,
      }).medicareAdvantagePlans,
    ).toEqual([]);
    expect(
      messages(providerApplicationSchema, { ...complete(), medicareAdvantagePlans: ['Acme Health'] }),
    ).toHaveProperty('medicareAdvantagePlans.0');
  });

  it('takes a main specialty code and up to 10 others, upper-cased, each once, of the right shape', () => {
    expect(
      providerApplicationSchema.parse({
        ...complete(),
        taxonomyCode: ' 207q00000x ',
        secondaryTaxonomyCodes: ['122300000x', '122300000X'],
      }),
    ).toMatchObject({ taxonomyCode: '207Q00000X', secondaryTaxonomyCodes: ['122300000X'] });
    expect(messages(providerApplicationSchema, { ...complete(), taxonomyCode: 'family doctor' })).toEqual({
      taxonomyCode: M.taxonomyCode,
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `2084N04${String(i).padStart(2, '0')}X`);
    expect(messages(providerApplicationSchema, { ...complete(), secondaryTaxonomyCodes: eleven })).toEqual({
      secondaryTaxonomyCodes: M.secondaryTaxonomyCodes,
    });
  });

  it('takes at most 5 uploaded images and a web address only when it is one', () => {
    const ids = Array.from({ length: 6 }, () => crypto.randomUUID());
    expect(messages(providerApplicationSchema, { ...complete(), imageIds: ids.slice(0, 5) })).toEqual({});
    expect(messages(providerApplicationSchema, { ...complete(), imageIds: ids })).toHaveProperty('imageIds');
    expect(
      messages(providerApplicationSchema, { ...complete(), website: 'https://morales.example' }),
    ).toEqual({});
    expect(messages(providerApplicationSchema, { ...complete(), website: 'morales' })).toEqual({
      website: M.website,
    });
  });

  it('gives the step shown, kept within 1 to 6, with the percent complete', () => {
    expect(stepProgress(1)).toEqual({ step: 1, percent: 17 });
    expect(stepProgress(3)).toEqual({ step: 3, percent: 50 });
    expect(stepProgress(6)).toEqual({ step: 6, percent: 100 });
    expect(stepProgress(9)).toEqual({ step: 6, percent: 100 });
    expect(stepProgress(0)).toEqual({ step: 1, percent: 17 });
  });
});
