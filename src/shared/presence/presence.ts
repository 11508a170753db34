/**
 * The profile's online and response-time badges (presence.test.ts, docs/product.md#profiles).
 * Pure: the caller passes the clock.
 */

const MINUTE_MS = 60_000;
/** Seen less than this long ago reads 'Active now'. */
export const ACTIVE_NOW_MINUTES = 5;
/** Shown while a provider has no replies yet (docs/product.md#profiles). */
export const DEFAULT_RESPONSE_MINUTES = 120;

/** A span of time in one unit, for a message to put into words in the reader's language. */
export type TimeSpan = { unit: 'minute' | 'hour' | 'day'; count: number };

/**
 * How long a provider usually takes to answer: rounded up to 15-minute steps under an hour,
 * whole hours (rounded up) under a day, then whole days (rounded up).
 */
export function responseTime(minutes: number): TimeSpan {
  const m = Number.isFinite(minutes) && minutes > 0 ? minutes : 1;
  if (m < 60) {
    const stepped = Math.ceil(m / 15) * 15;
    return stepped === 60 ? { unit: 'hour', count: 1 } : { unit: 'minute', count: stepped };
  }
  if (m < 1440) return { unit: 'hour', count: Math.ceil(m / 60) };
  return { unit: 'day', count: Math.ceil(m / 1440) };
}

/**
 * How long ago a provider was last seen: 'now' under 5 minutes, else in minutes, hours or days;
 * null when never seen.
 */
export function lastSeen(lastSeenAt: string | Date | null, now: Date): TimeSpan | 'now' | null {
  if (!lastSeenAt) return null;
  const seen = new Date(lastSeenAt).getTime();
  if (Number.isNaN(seen)) return null;
  const minutes = Math.max(0, Math.floor((now.getTime() - seen) / MINUTE_MS));
  if (minutes < ACTIVE_NOW_MINUTES) return 'now';
  if (minutes < 60) return { unit: 'minute', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hour', count: hours };
  return { unit: 'day', count: Math.floor(hours / 24) };
}
