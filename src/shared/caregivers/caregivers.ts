/**
 * Caregiver (proxy) access: a patient lets a family member or friend act for them, with the
 * permissions the patient chooses for that person (docs/decisions/0018-caregiver-access.md). Constants,
 * words and the one permission rule, without zod, so a page that only shows them loads none; the
 * schemas are in caregiver-schemas.ts.
 */

import type { MessageKey } from '../i18n/translate.ts';

/** What a patient may let one caregiver do. A caregiver never touches the sign-in, reviews or other caregivers. */
export const CAREGIVER_PERMISSIONS = [
  'view_appointments',
  'manage_appointments',
  'message_providers',
  'manage_saved',
] as const;
export type CaregiverPermission = (typeof CAREGIVER_PERMISSIONS)[number];

/** Booking and cancelling a visit means seeing it too: the one permission that includes another. */
const INCLUDED: Partial<Record<CaregiverPermission, CaregiverPermission[]>> = {
  manage_appointments: ['view_appointments'],
};

/**
 * Whether a set of granted permissions allows `wanted` (caregivers.test.ts). Both sides use it: the
 * server to allow or refuse, the screens to show only what a caregiver may do.
 */
export function allows(granted: readonly CaregiverPermission[], wanted: CaregiverPermission): boolean {
  return granted.some((p) => p === wanted || INCLUDED[p]?.includes(wanted));
}

/** The permissions as stored: known ones only, each once, in a fixed order, with what they include. */
export function normalizePermissions(chosen: readonly string[]): CaregiverPermission[] {
  const set = new Set(chosen);
  for (const p of CAREGIVER_PERMISSIONS) if (set.has(p)) for (const i of INCLUDED[p] ?? []) set.add(i);
  return CAREGIVER_PERMISSIONS.filter((p) => set.has(p));
}

/**
 * The request header that names the patient a caregiver acts for (a patient's user id). Without it a
 * request acts for the signed-in user; with it, the server asks the one rule whether this user may
 * (ADR 18). The routes that read it say so in the API document.
 */
export const ACTING_FOR_HEADER = 'x-acting-for';

/** An invitation link works for 7 days, and once. */
export const INVITATION_DAYS = 7;

/** Invitations and requests one person may send per hour: enough for a family, too few for spam. */
export const CAREGIVER_INVITATIONS_PER_HOUR = 10;

/**
 * The answer to a request made for a patient the user may not act for (ADR 18). Any page may meet it,
 * and the app knows it by this code (web/lib/acting-for.ts), so its words are in the catalogue every
 * page loads. The other words of caregiver access are in caregiver-messages.ts, apart from this file,
 * which every page imports (the acting-for header): a page loads those words only when it shows them.
 */
export const ACTING_FOR_REFUSED = 'common.caregiver.notAllowedFor' satisfies MessageKey;
