/** What other modules may use of the activity log: recording what people do. */
export { recordActivity, recordProfileView } from './repository.ts';
