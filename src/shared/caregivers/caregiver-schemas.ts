import { z } from 'zod';
import { CAREGIVER_MESSAGES as M } from './caregiver-messages.ts';
import { ACTING_FOR_HEADER, CAREGIVER_PERMISSIONS } from './caregivers.ts';

/** One input schema per caregiver operation; the settings screen and the API validate with the same objects. */

const email = z.string().trim().toLowerCase().pipe(z.email(M.email).max(254, M.email));

const permissions = z
  .array(z.enum(CAREGIVER_PERMISSIONS, M.choosePermission))
  .min(1, M.choosePermission)
  .max(CAREGIVER_PERMISSIONS.length * 2, M.choosePermission);

/** A patient invites someone by email, choosing what they may do. */
export const caregiverInvitationSchema = z.object({ email, permissions });
export type CaregiverInvitationInput = z.input<typeof caregiverInvitationSchema>;

/** The secret of an invitation link: 32 random bytes in URL-safe base64. */
export const invitationTokenSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, M.invitationInvalid),
});

/** Someone asks a patient, by the patient's email, to let them help. */
export const caregiverRequestSchema = z.object({ patientEmail: email });

/** What a caregiver may do, chosen by the patient when approving a request or changing an access. */
export const caregiverPermissionsSchema = z.object({ permissions });

/**
 * The header of a request a caregiver makes for a patient. Any text is let through to the one rule,
 * which refuses what is not a live access with one answer, so a malformed id and a stranger's id look
 * the same.
 */
export const actingForHeaders = z.object({
  [ACTING_FOR_HEADER]: z.string().max(100).optional().meta({
    description: "The patient this request acts for (their user id); without it, the signed-in user's own",
  }),
});

// The answers.

const permissionList = z.array(z.enum(CAREGIVER_PERMISSIONS));
const person = z.object({ name: z.string(), email: z.string() });

/** Something a caregiver did for the patient: a visit booked or cancelled, a message, a saved provider. */
const caregiverActionDto = z.object({
  kind: z.enum(['booked', 'cancelled', 'messaged', 'saved']),
  providerName: z.string(),
  /** The visit's date ('YYYY-MM-DD', Florida) for a booking or a cancellation. */
  visitDate: z.string().nullable(),
  at: z.string(),
});
export type CaregiverActionDto = z.infer<typeof caregiverActionDto>;

/** Someone who may act for the signed-in patient, and the newest things they did for them. */
const caregiverAccessDto = z.object({
  id: z.string(),
  caregiver: person,
  permissions: permissionList,
  since: z.string(),
  recentActions: z.array(caregiverActionDto),
});
export type CaregiverAccessDto = z.infer<typeof caregiverAccessDto>;

/** Someone the signed-in user may act for. Their email stays theirs: a caregiver never sees the sign-in. */
const caringForDto = z.object({
  id: z.string(),
  patient: z.object({ id: z.string(), name: z.string() }),
  permissions: permissionList,
  since: z.string(),
});
export type CaringForDto = z.infer<typeof caringForDto>;

/** An invitation the patient sent that is still waiting. */
export const sentCaregiverInvitationDto = z.object({
  id: z.string(),
  email: z.string(),
  permissions: permissionList,
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type SentCaregiverInvitationDto = z.infer<typeof sentCaregiverInvitationDto>;

/** Someone who asked the signed-in patient to let them help, waiting for the patient's answer. */
const caregiverRequestToMeDto = z.object({ id: z.string(), from: person, sentAt: z.string() });
export type CaregiverRequestToMeDto = z.infer<typeof caregiverRequestToMeDto>;

/** Everything the Family and caregivers settings show, from both sides. */
export const caregiversDto = z.object({
  caregivers: z.array(caregiverAccessDto),
  caringFor: z.array(caringForDto),
  invitations: z.array(sentCaregiverInvitationDto),
  requests: z.array(caregiverRequestToMeDto),
});
export type CaregiversDto = z.infer<typeof caregiversDto>;

/** What an invitation link shows before it is accepted: who asks, and for what. */
export const caregiverInvitationPreviewDto = z.object({
  patientName: z.string(),
  email: z.string(),
  permissions: permissionList,
  expiresAt: z.string(),
});
export type CaregiverInvitationPreviewDto = z.infer<typeof caregiverInvitationPreviewDto>;
