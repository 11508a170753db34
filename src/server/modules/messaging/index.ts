/** What other modules may use of messaging: unread counts and who talks to whom. */
export { countUnread, listCounterpartIds } from './repository.ts';
