import { describe, expect, it } from 'vitest';
import { lastSeen, responseTime } from './presence.ts';

describe('responseTime', () => {
  const minutes = (count: number) => ({ unit: 'minute', count });
  const hours = (count: number) => ({ unit: 'hour', count });
  const days = (count: number) => ({ unit: 'day', count });

  it('rounds up to 15-minute steps under an hour', () => {
    expect(responseTime(1)).toEqual(minutes(15));
    expect(responseTime(15)).toEqual(minutes(15));
    expect(responseTime(16)).toEqual(minutes(30));
    expect(responseTime(44)).toEqual(minutes(45));
    expect(responseTime(46)).toEqual(hours(1));
  });

  it('then whole hours under a day, rounded up', () => {
    expect(responseTime(60)).toEqual(hours(1));
    expect(responseTime(61)).toEqual(hours(2));
    expect(responseTime(120)).toEqual(hours(2));
    expect(responseTime(1439)).toEqual(hours(24));
  });

  it('then days, rounded up', () => {
    expect(responseTime(1440)).toEqual(days(1));
    expect(responseTime(1441)).toEqual(days(2));
    expect(responseTime(3 * 1440)).toEqual(days(3));
  });

  it('treats nonsense as the shortest step', () => {
    expect(responseTime(0)).toEqual(minutes(15));
    expect(responseTime(-5)).toEqual(minutes(15));
    expect(responseTime(Number.NaN)).toEqual(minutes(15));
  });
});

describe('lastSeen', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;

  it('is now under 5 minutes', () => {
    expect(lastSeen(ago(0), now)).toBe('now');
    expect(lastSeen(ago(4 * MIN + 59_000), now)).toBe('now');
  });

  it('says minutes, then hours, then days', () => {
    expect(lastSeen(ago(5 * MIN), now)).toEqual({ unit: 'minute', count: 5 });
    expect(lastSeen(ago(59 * MIN), now)).toEqual({ unit: 'minute', count: 59 });
    expect(lastSeen(ago(60 * MIN), now)).toEqual({ unit: 'hour', count: 1 });
    expect(lastSeen(ago(23 * 60 * MIN), now)).toEqual({ unit: 'hour', count: 23 });
    expect(lastSeen(ago(49 * 60 * MIN), now)).toEqual({ unit: 'day', count: 2 });
  });

  it('is nothing without a time', () => {
    expect(lastSeen(null, now)).toBeNull();
    expect(lastSeen('not a date', now)).toBeNull();
  });
});
