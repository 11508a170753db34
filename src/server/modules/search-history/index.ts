/** What other modules may use of the search history: a person's recent searches. */
export { listRecentSearches } from './repository.ts';
