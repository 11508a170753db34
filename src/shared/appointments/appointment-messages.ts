import type { MessageKey } from '../i18n/translate.ts';

/** What the appointment lists and their changes say (appointments.test.ts). */
/**
 * The API's own refusals around appointments (our own, beyond the catalogue the messages above
 * follow word for word).
 */
export const APPOINTMENT_MESSAGES = {
  patientsOnly: 'booking.appointment.patientsOnly',
  notFound: 'booking.appointment.notFound',
  notYours: 'booking.appointment.notYours',
  notYourPractice: 'booking.appointment.notYourPractice',
  noProfile: 'booking.appointment.noProfile',
  typeUnavailable: 'booking.appointment.typeUnavailable',
  notCancellable: 'booking.appointment.notCancellable',
  cannotConfirm: 'booking.appointment.cannotConfirm',
  notStarted: 'booking.appointment.notStarted',
  notChangeable: 'booking.appointment.notChangeable',
} as const satisfies Record<string, MessageKey>;
