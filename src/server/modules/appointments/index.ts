/** What other modules may use of appointments' data: a listed provider's schedule and one visit. */
export { findAppointment, findListedProvider, loadSchedule } from './repository.ts';
