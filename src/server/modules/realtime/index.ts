/** What other modules may use of the event streams: a signal to some people's open browsers (ADR 8). */
export { publishToUsers } from './user-streams.ts';
