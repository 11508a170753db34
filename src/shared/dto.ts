import { z } from 'zod';
import { ROLES } from './roles.ts';

// The web imports only types from here, so zod stays out of its bundle.

/** The signed-in user as the screens need it (GET /api/me). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  avatarUrl: z.string().nullable(),
  practiceName: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const meResponseSchema = z.object({ user: currentUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /api/accounts/password-reset/{token}: whether the link can still set a password. */
export const resetLinkDtoSchema = z.object({ valid: z.boolean() });
export type ResetLinkDto = z.infer<typeof resetLinkDtoSchema>;
