/**
 * The profile's online and response-time badges (presence.test.ts, docs/product.md#profiles).
 * Pure: the caller passes the clock.
 */

const MINUTE_MS = 60_000;
/** Seen less than this long ago reads 'Active now'. */
export const ACTIVE_NOW_MINUTES = 5;
/** Shown while a provider has no replies yet (docs/product.md#profiles). */
export const DEFAULT_RESPONSE_MINUTES = 120;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * How long a provider usually takes to answer: rounded up to 15-minute steps under an hour,
 * whole hours (rounded up) under a day, then whole days (rounded up).
 */
export function responseTimeLabel(minutes: number): string {
  const m = Number.isFinite(minutes) && minutes > 0 ? minutes : 1;
  if (m < 60) {
    const stepped = Math.ceil(m / 15) * 15;
    return stepped === 60 ? '1 hour' : plural(stepped, 'minute');
  }
  if (m < 1440) return plural(Math.ceil(m / 60), 'hour');
  return plural(Math.ceil(m / 1440), 'day');
}

/** 'Active now' under 5 minutes, else how long ago in minutes, hours or days; null when never seen. */
export function presenceLabel(lastSeenAt: string | Date | null, now: Date): string | null {
  if (!lastSeenAt) return null;
  const seen = new Date(lastSeenAt).getTime();
  if (Number.isNaN(seen)) return null;
  const minutes = Math.max(0, Math.floor((now.getTime() - seen) / MINUTE_MS));
  if (minutes < ACTIVE_NOW_MINUTES) return 'Active now';
  if (minutes < 60) return `Active ${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Active ${plural(hours, 'hour')} ago`;
  return `Active ${plural(Math.floor(hours / 24), 'day')} ago`;
}

/** True while the provider counts as online (the green dot). */
export const isActiveNow = (lastSeenAt: string | null, now: Date) =>
  presenceLabel(lastSeenAt, now) === 'Active now';
