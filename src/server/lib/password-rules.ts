import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES, newPasswordSchema } from '#shared/auth/auth.ts';

/**
 * The 10,000 most common breached passwords that the length rule lets through, from the list
 * zxcvbn ranks (most common first). Read on the server only: the list would add 46 KB gzipped to
 * the sign-up page's script, so the forms show the server's message instead.
 */
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].filter((p) => p.length >= 8).slice(0, 10_000),
);

/** Compared without case: "Password1" is guessed as soon as "password1" is. */
const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

/**
 * The one rule for a new password, as the server checks it: the shared schema's length, and not a
 * commonly breached password. Sign-up, reset and change pass through it in the sign-in service's
 * own hook (lib/auth.ts), so no way into that service goes around it; `npm run user:create` too.
 */
export const acceptedPasswordSchema = newPasswordSchema.refine(
  (password) => !isCommonPassword(password),
  AUTH_MESSAGES.passwordCommon,
);
