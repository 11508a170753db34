/** What other modules may use of subscriptions: a provider's latest one. */
export { findLatest } from './repository.ts';
