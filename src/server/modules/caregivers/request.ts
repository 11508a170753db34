import type { Context } from 'hono';
import { CAREGIVER_MESSAGES } from '#shared/caregivers/caregiver-messages.ts';
import { ACTING_FOR_HEADER, type CaregiverPermission } from '#shared/caregivers/caregivers.ts';
import { actingForHeaders } from '#shared/caregivers/caregiver-schemas.ts';
import type { AppEnv, SessionUser } from '../../app-env.ts';
import { requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { actingFor, actingForAny, type Acting } from './service.ts';

/**
 * The signed-in user and who their request acts for, from the acting-for header (ADR 18): what every
 * appointment, messaging, saved-provider and search-history route starts with.
 */
export async function actingForRequest(
  c: Context<AppEnv>,
  permission: CaregiverPermission,
): Promise<{ user: SessionUser; acting: Acting }> {
  const user = requireUser(c);
  const acting = await actingFor(c.var.deps.database.db, user, c.req.header(ACTING_FOR_HEADER), permission);
  return { user, acting };
}

/** The same for a page that shows several kinds of a patient's matters: which kinds it may show. */
export async function actingForAnyRequest(c: Context<AppEnv>) {
  const user = requireUser(c);
  return { user, ...(await actingForAny(c.var.deps.database.db, user, c.req.header(ACTING_FOR_HEADER))) };
}

/** What a route that acts for a patient adds to its API document: the header, and its refusal. */
export const actingForDoc = {
  headers: actingForHeaders,
  refusal: { description: `'${inEnglish(CAREGIVER_MESSAGES.notAllowedFor)}'` },
} as const;
