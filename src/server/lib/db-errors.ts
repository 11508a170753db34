type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The driver's own error inside whatever wrapped it (drizzle puts it in `cause`). */
function driverError(err: unknown): DriverError | undefined {
  for (let e = err as DriverError | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as DriverError | undefined;
  }
  return undefined;
}

/** The SQLSTATE of a database error ('23505', '40001' …), on PGlite and on PostgreSQL alike. */
export const sqlState = (err: unknown): string | undefined => driverError(err)?.code as string | undefined;

/**
 * For a unique violation, the constraint it broke ('' when the driver does not name it); null for
 * any other error.
 */
export function uniqueViolation(err: unknown): string | null {
  const e = driverError(err);
  if (e?.code !== '23505') return null;
  return typeof e.constraint === 'string' ? e.constraint : '';
}

export const isUniqueViolation = (err: unknown) => uniqueViolation(err) !== null;

/** A deadlock (40P01) or serialization failure (40001): PostgreSQL rolled the transaction back. */
const isTransientConflict = (err: unknown) => ['40P01', '40001'].includes(sqlState(err) ?? '');

/**
 * Runs a whole transaction again when PostgreSQL chose it as a deadlock's victim, as PostgreSQL asks
 * of its clients: nothing of the failed attempt was kept, so the retry starts clean.
 */
export async function retryTransientConflicts<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !isTransientConflict(err)) throw err;
    }
  }
}
