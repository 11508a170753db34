import type { MessageKey } from '#shared/i18n/translate.ts';
import { AUTH_MESSAGES } from '#shared/auth/auth.ts';
import type { AUTH_RATE_LIMITS } from '../../lib/auth.ts';

/**
 * The sign-in service's own refusals a person may meet, by its codes, as our messages (ADR 19 point
 * 6): better-auth writes them in English, and we answer them in the request's language. A code not
 * listed keeps better-auth's words (a refusal only a broken client meets).
 */
const BETTER_AUTH_MESSAGES: Partial<Record<string, MessageKey>> = {
  EMAIL_NOT_VERIFIED: 'account.auth.notVerified',
  INVALID_EMAIL_OR_PASSWORD: 'account.auth.wrongCredentials',
  INVALID_PASSWORD: 'account.password.wrongCurrent',
  INVALID_EMAIL: AUTH_MESSAGES.email,
  INVALID_TOKEN: AUTH_MESSAGES.invalidResetLink,
  TOKEN_EXPIRED: AUTH_MESSAGES.invalidVerificationLink,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.password8,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.passwordMax,
  USER_ALREADY_EXISTS: AUTH_MESSAGES.alreadyRegistered,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.alreadyRegistered,
  EMAIL_ALREADY_VERIFIED: 'account.auth.alreadyVerified',
  FAILED_TO_CREATE_USER: AUTH_MESSAGES.unexpected,
  FAILED_TO_CREATE_SESSION: AUTH_MESSAGES.unexpected,
  FAILED_TO_UPDATE_USER: AUTH_MESSAGES.unexpected,
};

/** Too many tries (429, which better-auth sends without a code): how long to wait depends on the endpoint. */
const TOO_MANY_TRIES: Record<keyof typeof AUTH_RATE_LIMITS, MessageKey> = {
  '/sign-in/email': 'account.auth.tooManySignIns',
  '/sign-up/email': 'account.auth.tooManyAttempts',
  '/request-password-reset': 'account.auth.tooManyRequests',
  '/reset-password': 'account.auth.tooManyAttempts',
  '/send-verification-email': 'account.auth.tooManyRequests',
};

/** The message for one of the sign-in service's refusals, where it is one a person may meet. */
export function betterAuthMessage(status: number, path: string, code: string | undefined): MessageKey | null {
  if (code && BETTER_AUTH_MESSAGES[code]) return BETTER_AUTH_MESSAGES[code];
  if (status === 429)
    return TOO_MANY_TRIES[path as keyof typeof TOO_MANY_TRIES] ?? 'account.auth.tooManyAttempts';
  return null;
}
