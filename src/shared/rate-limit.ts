/** What a person sees when they (or a script using their account) send writes faster than anyone types. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';
