import type { MessageKey } from '../i18n/translate.ts';
import { ACTING_FOR_REFUSED, type CaregiverPermission } from './caregivers.ts';

/**
 * The words of caregiver access (docs/decisions/0018-caregiver-access.md), as catalogue keys: the
 * schemas, the server's refusals and the caregiver screens share them.
 */
export const CAREGIVER_MESSAGES = {
  email: 'account.caregiver.email',
  choosePermission: 'account.caregiver.choosePermission',
  notYourself: 'account.caregiver.notYourself',
  alreadyCaregiver: 'account.caregiver.alreadyCaregiver',
  alreadyInvited: 'account.caregiver.alreadyInvited',
  tooManyInvitations: 'account.caregiver.tooManyInvitations',
  patientsOnly: 'account.caregiver.patientsOnly',
  invitationInvalid: 'account.caregiver.invitationInvalid',
  invitationOtherEmail: 'account.caregiver.invitationOtherEmail',
  ownInvitation: 'account.caregiver.ownInvitation',
  alreadyHelping: 'account.caregiver.alreadyHelping',
  requestSent: 'account.caregiver.requestSent',
  requestNotFound: 'account.caregiver.requestNotFound',
  accessNotFound: 'account.caregiver.accessNotFound',
  invitationNotFound: 'account.caregiver.invitationNotFound',
  notAllowedFor: ACTING_FOR_REFUSED,
} as const satisfies Record<string, MessageKey>;

/** What each permission lets a caregiver do, as the screens name it. */
export const CAREGIVER_PERMISSION_KEYS = {
  view_appointments: 'account.permissions.viewAppointments',
  manage_appointments: 'account.permissions.manageAppointments',
  message_providers: 'account.permissions.messageProviders',
  manage_saved: 'account.permissions.manageSaved',
} as const satisfies Record<CaregiverPermission, MessageKey>;
