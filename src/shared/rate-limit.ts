import type { MessageKey } from './i18n/translate.ts';

/** What a person sees when they (or a script using their account) send writes faster than anyone types. */
export const TOO_MANY_REQUESTS_MESSAGE = 'common.apiError.tooManyRequests' satisfies MessageKey;
