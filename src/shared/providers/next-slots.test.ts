import { describe, expect, it } from 'vitest';
import { isNextSlotEligible, nextSlotsCutoff } from './next-slots.ts';

// Unit tests run with TZ=UTC; the rule must give Florida's clock whatever the machine's zone.
describe('next available times: 30 minutes ahead in America/New_York', () => {
  it('takes the lead in Florida time (EDT, UTC-4)', () => {
    // 14:10 UTC on 15 July is 10:10 in Miami.
    const cutoff = nextSlotsCutoff(new Date('2026-07-15T14:10:00Z'));
    expect(cutoff).toEqual({ date: '2026-07-15', time: '10:40', until: '2026-08-13' });
    expect(isNextSlotEligible({ date: '2026-07-15', time: '10:30:00' }, cutoff)).toBe(false);
    expect(isNextSlotEligible({ date: '2026-07-15', time: '10:40:00' }, cutoff)).toBe(true);
    expect(isNextSlotEligible({ date: '2026-07-16', time: '08:00' }, cutoff)).toBe(true);
    expect(isNextSlotEligible({ date: '2026-07-14', time: '23:00' }, cutoff)).toBe(false);
  });

  it('uses EST (UTC-5) in winter', () => {
    expect(nextSlotsCutoff(new Date('2026-01-10T15:00:00Z')).time).toBe('10:30');
  });

  it('spills into tomorrow late in the evening, when nothing is left today', () => {
    // 03:45 UTC on 16 July is 23:45 on 15 July in Miami; the earliest is 00:15 on the 16th.
    const cutoff = nextSlotsCutoff(new Date('2026-07-16T03:45:00Z'));
    expect(cutoff.date).toBe('2026-07-16');
    expect(cutoff.time).toBe('00:15');
    expect(isNextSlotEligible({ date: '2026-07-15', time: '23:59' }, cutoff)).toBe(false);
    expect(isNextSlotEligible({ date: '2026-07-16', time: '09:00' }, cutoff)).toBe(true);
  });

  it('stops at the end of the 30-day booking window', () => {
    const cutoff = nextSlotsCutoff(new Date('2026-07-15T14:10:00Z'));
    expect(isNextSlotEligible({ date: '2026-08-13', time: '09:00' }, cutoff)).toBe(true);
    expect(isNextSlotEligible({ date: '2026-08-14', time: '09:00' }, cutoff)).toBe(false);
  });
});
