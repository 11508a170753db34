/**
 * What other modules may use of appointments' data: a listed provider's schedule, one visit, and who
 * booked a visit for its patient.
 */
export { bookedByCaregiver, findAppointment, findListedProvider, loadSchedule } from './repository.ts';
