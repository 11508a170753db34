import { afterEach, beforeEach, vi } from 'vitest';

/** The clock the tests run at: Tuesday, March 3, 2026, 3:00 PM (UTC, the tests' time zone). */
export const NOW = new Date('2026-03-03T15:00:00.000Z');
export const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

/** In each test of the enclosing suite Date stands at NOW; timers stay real. */
export function dateAtNowEachTest() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());
}
