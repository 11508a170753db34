import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  forgotPasswordSchema,
  formatPhone,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './auth.ts';
import type { z } from 'zod';
import { compileCatalogue } from '../i18n/catalogue.ts';
import { issueText } from '../i18n/issues.ts';
import account from '../i18n/locales/en/account.json' with { type: 'json' };
import { createTranslator } from '../i18n/translate.ts';

/** The English the browser shows for these messages. */
const { t: inEnglish } = createTranslator('en', [compileCatalogue(account)]);

/** Each field's message, in the English words a person reads. */
const messages = (r: { success: boolean; error?: z.ZodError }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), issueText(i, inEnglish)]));

describe('sign in', () => {
  it('uses the spec messages', () => {
    expect(messages(signInSchema.safeParse({ email: 'nope', password: '12345' }))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(inEnglish(AUTH_MESSAGES.email)).toBe('Please enter a valid email address');
    expect(inEnglish(AUTH_MESSAGES.password6)).toBe('Password must be at least 6 characters');
  });
  it('normalises the email', () => {
    expect(signInSchema.parse({ email: '  Ann@Example.COM ', password: '123456' }).email).toBe(
      'ann@example.com',
    );
  });
});

describe('sign up', () => {
  const valid = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '',
    role: 'patient',
    password: 'secret12',
    confirmPassword: 'secret12',
  };
  it('accepts a valid form, phone optional', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });
  it('requires names and puts the mismatch on the confirmation field', () => {
    const r = signUpSchema.safeParse({ ...valid, firstName: ' ', lastName: '', confirmPassword: 'other12' });
    expect(messages(r)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      confirmPassword: "Passwords don't match",
    });
  });
  it('allows only patient or provider', () => {
    expect(signUpSchema.safeParse({ ...valid, role: 'super_admin' }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...valid, role: 'provider' }).success).toBe(true);
  });
  it('asks for the one password rule of reset and change: 8 characters, where it used to take 6', () => {
    expect(
      messages(signUpSchema.safeParse({ ...valid, password: '123456', confirmPassword: '123456' })),
    ).toEqual({ password: 'Password must be at least 8 characters' });
  });
  it('a phone must have 10 digits when given', () => {
    expect(signUpSchema.safeParse({ ...valid, phone: '(305) 555' }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...valid, phone: '(305) 555-0100' }).success).toBe(true);
  });
});

describe('forgot and reset', () => {
  it('forgot needs a valid email', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: 'x' }))).toEqual({
      email: inEnglish(AUTH_MESSAGES.email),
    });
  });
  it('reset needs 8 characters and a matching confirmation', () => {
    expect(messages(resetPasswordSchema.safeParse({ password: 'short', confirmPassword: 'short' }))).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(
      messages(resetPasswordSchema.safeParse({ password: 'long-enough', confirmPassword: 'long-enougH' })),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
});

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['3', '(3'],
    ['305', '(305'],
    ['3055', '(305) 5'],
    ['305555', '(305) 555'],
    ['3055550100', '(305) 555-0100'],
    ['305-555-0100 ext 9', '(305) 555-0100'],
    ['abc', ''],
  ])('%s → %s', (input, out) => {
    expect(formatPhone(input)).toBe(out);
  });
});
