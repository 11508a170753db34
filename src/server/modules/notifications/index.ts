/**
 * What other modules may use of notifications: telling a person something (in the app, by push, in
 * their language), announcing it once the change has committed, and the words of each kind of notice.
 */
export {
  announce,
  forgetNoticesAbout,
  notify,
  type Notice,
  type NotifyInput,
  type WriteNotice,
} from './notify.ts';
export {
  appointmentBookedNotice,
  appointmentReminderNotice,
  applicationStepNotice,
  caregiverAppointmentNotice,
  caregiverAppointmentsPath,
  newReviewNotice,
  profileReviewNotice,
  scheduleConflictNotice,
  type ApplicationStepNews,
  type CaregiverNews,
  type ScheduleChange,
} from './texts.ts';
