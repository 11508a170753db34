/** What the admin console's routes and repositories share. */

export const refusals = {
  401: { description: 'Not signed in' },
  403: { description: 'Not a super admin' },
} as const;

/** Escapes LIKE's wildcards, so a search for '50%' finds exactly that. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A timestamp for the answer: ISO text whichever driver read it. */
export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
