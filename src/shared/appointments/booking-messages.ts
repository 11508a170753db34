import type { MessageKey } from '../i18n/translate.ts';

/** What booking says: the booking form's checks and the refusals of a booking (appointments.test.ts). */
export const BOOKING_MESSAGES = {
  providerRequired: 'booking.booking.providerRequired',
  dateRequired: 'booking.booking.dateRequired',
  timeRequired: 'booking.booking.timeRequired',
  typeRequired: 'booking.booking.typeRequired',
  firstNameRequired: 'booking.booking.firstNameRequired',
  lastNameRequired: 'booking.booking.lastNameRequired',
  emailRequired: 'booking.booking.emailRequired',
  invalidEmail: 'booking.booking.invalidEmail',
  phoneRequired: 'booking.booking.phoneRequired',
  dobRequired: 'booking.booking.dobRequired',
  reasonRequired: 'booking.booking.reasonRequired',
  notesRequired: 'booking.booking.notesRequired',
  missingFields: 'booking.booking.missingFields',
  /** `{ errors }`: the field messages, joined with ', '. */
  fixErrors: 'booking.booking.fixErrors',
  bookFailed: 'booking.booking.bookFailed',
  scheduleFailed: 'booking.booking.scheduleFailed',
  notAuthenticated: 'booking.booking.notAuthenticated',
  /** `{ reason }`: the server's words. */
  updateFailed: 'booking.booking.updateFailed',
  /** `{ reason }`: the server's words. */
  cancelFailed: 'booking.booking.cancelFailed',
  /** `{ name }`: the provider's. */
  booking: 'booking.booking.booking',
  slotGone: 'booking.booking.slotGone',
  slotUnverifiable: 'booking.booking.slotUnverifiable',
  slotTaken: 'booking.booking.slotTaken',
  slotsLoadFailed: 'booking.booking.slotsLoadFailed',
  timesLoadFailed: 'booking.booking.timesLoadFailed',
  noTimes: 'booking.booking.noTimes',
  noTimesHint: 'booking.booking.noTimesHint',
  chooseTime: 'booking.booking.chooseTime',
  confirmTitle: 'booking.booking.confirmTitle',
  scheduleTitle: 'booking.booking.scheduleTitle',
  availableTimes: 'booking.booking.availableTimes',
  /** The list of a day's times, for a screen reader: `{ day }` is the day in words. */
  availableTimesOn: 'booking.booking.availableTimesOn',
  submitting: 'booking.booking.submitting',
  invalidDate: 'booking.booking.invalidDate',
  cancelReasonRequired: 'booking.booking.cancelReasonRequired',
} as const satisfies Record<string, MessageKey>;
