import { describe, expect, it } from 'vitest';
import { presenceLabel, responseTimeLabel } from './presence.ts';

describe('responseTimeLabel', () => {
  it('rounds up to 15-minute steps under an hour', () => {
    expect(responseTimeLabel(1)).toBe('15 minutes');
    expect(responseTimeLabel(15)).toBe('15 minutes');
    expect(responseTimeLabel(16)).toBe('30 minutes');
    expect(responseTimeLabel(44)).toBe('45 minutes');
    expect(responseTimeLabel(46)).toBe('1 hour');
  });

  it('then whole hours under a day, rounded up', () => {
    expect(responseTimeLabel(60)).toBe('1 hour');
    expect(responseTimeLabel(61)).toBe('2 hours');
    expect(responseTimeLabel(120)).toBe('2 hours');
    expect(responseTimeLabel(1439)).toBe('24 hours');
  });

  it('then days, rounded up', () => {
    expect(responseTimeLabel(1440)).toBe('1 day');
    expect(responseTimeLabel(1441)).toBe('2 days');
    expect(responseTimeLabel(3 * 1440)).toBe('3 days');
  });

  it('treats nonsense as the shortest step', () => {
    expect(responseTimeLabel(0)).toBe('15 minutes');
    expect(responseTimeLabel(-5)).toBe('15 minutes');
    expect(responseTimeLabel(Number.NaN)).toBe('15 minutes');
  });
});

describe('presenceLabel', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;

  it('is Active now under 5 minutes', () => {
    expect(presenceLabel(ago(0), now)).toBe('Active now');
    expect(presenceLabel(ago(4 * MIN + 59_000), now)).toBe('Active now');
  });

  it('says minutes, then hours, then days', () => {
    expect(presenceLabel(ago(5 * MIN), now)).toBe('Active 5 minutes ago');
    expect(presenceLabel(ago(59 * MIN), now)).toBe('Active 59 minutes ago');
    expect(presenceLabel(ago(60 * MIN), now)).toBe('Active 1 hour ago');
    expect(presenceLabel(ago(23 * 60 * MIN), now)).toBe('Active 23 hours ago');
    expect(presenceLabel(ago(49 * 60 * MIN), now)).toBe('Active 2 days ago');
  });

  it('is nothing without a time', () => {
    expect(presenceLabel(null, now)).toBeNull();
    expect(presenceLabel('not a date', now)).toBeNull();
  });
});
