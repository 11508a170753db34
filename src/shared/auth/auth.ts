import { z } from 'zod';
import { singleLine } from '../validation/single-line.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { SIGN_UP_ROLES } from '../roles.ts';
import { isSitePath } from '../site/site-path.ts';

export const AUTH_MESSAGES = {
  email: 'account.auth.email',
  password6: 'account.auth.password6',
  password8: 'account.auth.password8',
  /** The server's word for a password on the list of the most common breached ones. */
  passwordCommon: 'account.auth.passwordCommon',
  passwordMax: 'account.auth.passwordMax',
  firstName: 'account.auth.firstName',
  lastName: 'account.auth.lastName',
  phone: 'account.auth.phone',
  mismatch: 'account.auth.mismatch',
  alreadyRegistered: 'account.auth.alreadyRegistered',
  unexpected: 'account.auth.unexpected',
  registered: 'account.auth.registered',
  passwordUpdated: 'account.auth.passwordUpdated',
  /** With `reason`: why the sign-in service refused, in the reader's words. */
  passwordUpdateFailed: 'account.auth.passwordUpdateFailed',
  invalidResetLink: 'account.auth.invalidResetLink',
  invalidVerificationLink: 'account.auth.invalidVerificationLink',
  returnAddress: 'account.auth.returnAddress',
  resetLinkError: 'account.auth.resetLinkError',
} as const satisfies Record<string, MessageKey>;

const email = z.string().trim().toLowerCase().pipe(z.email(AUTH_MESSAGES.email));
/**
 * What a sign-in accepts: any password an account may have, including the 6-character ones sign-up
 * allowed before the one rule below.
 */
const password = z.string().min(6, AUTH_MESSAGES.password6).max(128, AUTH_MESSAGES.passwordMax);

/**
 * The one rule for every new password: sign-up, reset, change, `npm run user:create` and the forms
 * all use it. The server adds one check the browser cannot make cheaply: not one of the most
 * common breached passwords (server/lib/password-rules.ts; the forms show its message).
 */
export const newPasswordSchema = z
  .string()
  .min(8, AUTH_MESSAGES.password8)
  .max(128, AUTH_MESSAGES.passwordMax);

/** Keeps only digits, at most 10, and shows them as (###) ###-####. */
export function formatPhone(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length < 4) return `(${d}`;
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

const phone = singleLine()
  .refine((v) => v === '' || v.replace(/\D/g, '').length === 10, AUTH_MESSAGES.phone)
  .optional();

export const signInSchema = z.object({ email, password });
export type SignInInput = z.infer<typeof signInSchema>;

/** What the server accepts at sign-up (the confirmation is a client-side check). */
export const signUpRequestSchema = z.object({
  email,
  password: newPasswordSchema,
  firstName: singleLine().min(1, AUTH_MESSAGES.firstName).max(100),
  lastName: singleLine().min(1, AUTH_MESSAGES.lastName).max(100),
  phone,
  role: z.enum(SIGN_UP_ROLES),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signUpSchema = signUpRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * A signed-in user's password change as the settings forms check it (the sign-in service's
 * change-password does the change); each form says a missing current password in its own words.
 */
export const changePasswordFormSchema = (currentPasswordRequired: string) =>
  z
    .object({
      currentPassword: z.string().min(1, currentPasswordRequired),
      newPassword: newPasswordSchema,
      confirmPassword: z.string(),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      message: AUTH_MESSAGES.mismatch,
      path: ['confirmPassword'],
    });

// What each sign-in service endpoint accepts from a browser, field for field. Anything else a request
// carries (a picture address, a role, a name) is dropped before the sign-in service reads it
// (auth.test.ts, "what the sign-in service exposes").

/**
 * Where a mail's link lands afterwards: a page of this site, as a path (`isSitePath`). The sign-in
 * service fails (500) on anything that is neither a path nor a whole address, and the app only ever
 * sends paths.
 */
const callbackURL = z
  .string()
  .max(500, AUTH_MESSAGES.returnAddress)
  .refine(isSitePath, AUTH_MESSAGES.returnAddress)
  .optional();

export const signUpBodySchema = signUpRequestSchema.extend({ callbackURL });

export const signInBodySchema = signInSchema.extend({ rememberMe: z.boolean().optional(), callbackURL });

export const signOutBodySchema = z.object({});

export const verifyEmailQuerySchema = z.object({
  token: z.string().regex(/^[\w.-]{1,2000}$/, AUTH_MESSAGES.invalidVerificationLink),
  callbackURL,
});

export const resendVerificationBodySchema = forgotPasswordSchema.extend({ callbackURL });

export const requestPasswordResetBodySchema = forgotPasswordSchema.extend({ redirectTo: callbackURL });

export const resetPasswordBodySchema = z.object({
  newPassword: newPasswordSchema,
  // The letters, digits and dashes of our reset links; anything else cannot be one.
  token: z.string().regex(/^[\w-]{1,200}$/, AUTH_MESSAGES.invalidResetLink),
});

export const changePasswordBodySchema = z.object({
  newPassword: newPasswordSchema,
  currentPassword: z.string().max(128, AUTH_MESSAGES.passwordMax),
  revokeOtherSessions: z.boolean().optional(),
});
