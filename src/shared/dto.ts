import { z } from 'zod';
import { ROLES } from './roles.ts';
import { LOCALES } from './i18n/locales.ts';

// The web imports only types from here, so zod stays out of its bundle.

/** The signed-in user as the screens need it (GET /api/me). */
const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  /**
   * The account's language (ADR 19): after signing in, the app moves to it. Always answered; a
   * test's user may leave it out.
   */
  locale: z.enum(LOCALES).optional(),
  avatarUrl: z.string().nullable(),
  practiceName: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const meResponseSchema = z.object({ user: currentUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /api/accounts/password-reset/{token}: whether the link can still set a password. */
export const resetLinkDtoSchema = z.object({ valid: z.boolean() });
export type ResetLinkDto = z.infer<typeof resetLinkDtoSchema>;

/** GET /api/accounts/password-reset/{token}: the token of the link. */
export const resetLinkParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** What a call that makes a record answers: the new record's id. */
export const createdDtoSchema = z.object({ id: z.string() });

/** What a form's call answers: the product's words to show (a contact message, a waiting list entry). */
export const confirmationDtoSchema = z.object({ message: z.string() });
export type ConfirmationDto = z.infer<typeof confirmationDtoSchema>;

/** GET /api/health: the server and its database answer, or the database does not. */
export const healthDtoSchema = z.object({ status: z.literal('ok') });
export const healthDownDtoSchema = z.object({ status: z.literal('unavailable') });
