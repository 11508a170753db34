import { z } from 'zod';
import { VERIFICATION_SOURCES } from './directory-trust.ts';

/** The verification answer, apart from directory-trust.ts, which the profile page imports without zod. */

/** GET /api/provider/verification (and what confirming answers with). */
export const verificationDtoSchema = z.object({
  lastVerifiedAt: z.string(),
  source: z.enum(VERIFICATION_SOURCES),
  /** Older than the reconfirmation period: the dashboard asks the provider to confirm. */
  due: z.boolean(),
  periodDays: z.number(),
});
export type VerificationDto = z.infer<typeof verificationDtoSchema>;
