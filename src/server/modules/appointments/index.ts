/**
 * What other modules may use of appointments' data: a listed provider's schedule, one visit, and who
 * booked a visit for its patient.
 */
export { bookedByCaregiver, findAppointment, findListedProvider, loadSchedule } from './repository.ts';
/** The reason the visits of a deleted account are cancelled with, for each reader in their language. */
export { ACCOUNT_DELETED_REASON } from './cancellation-reason.ts';
