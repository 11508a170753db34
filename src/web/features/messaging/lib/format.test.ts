import { describe, expect, it } from 'vitest';
import { english, spanish } from '../../../test/i18n.ts';
import * as inLanguage from './format.ts';

const { initialsOf } = inLanguage;
const dayLabel = (iso: string, at: Date) => inLanguage.dayLabel(iso, at, english.t, 'en');
const listTime = (iso: string, at: Date) => inLanguage.listTime(iso, at, english.t, 'en');
const clockTime = (iso: string) => inLanguage.clockTime(iso, 'en');
const unreadText = (n: number) => inLanguage.unreadText(n, english.t);

// Tests run in UTC: Tuesday, March 3, 2026, 3:00 PM.
const now = new Date('2026-03-03T15:00:00.000Z');

describe('message dates', () => {
  it('a thread’s day separators: Today, Yesterday, then the weekday and date (with the year when not this one)', () => {
    expect(dayLabel('2026-03-03T00:00:00.000Z', now)).toBe('Today');
    expect(dayLabel('2026-03-02T23:59:00.000Z', now)).toBe('Yesterday');
    expect(dayLabel('2026-02-20T16:00:00.000Z', now)).toBe('Friday, February 20');
    expect(dayLabel('2025-12-31T16:00:00.000Z', now)).toBe('Wednesday, December 31, 2025');
  });

  it('the list’s time: the clock today, Yesterday, a weekday within the week, else a short date', () => {
    expect(listTime('2026-03-03T14:30:00.000Z', now)).toBe('2:30 PM');
    expect(listTime('2026-03-02T18:00:00.000Z', now)).toBe('Yesterday');
    expect(listTime('2026-02-26T18:00:00.000Z', now)).toBe('Thursday');
    expect(listTime('2026-02-24T18:00:00.000Z', now)).toBe('Feb 24');
    expect(listTime('2025-11-02T18:00:00.000Z', now)).toBe('Nov 2, 2025');
    expect(clockTime('2026-03-03T09:05:00.000Z')).toBe('9:05 AM');
  });
});

describe('message dates in Spanish', () => {
  it('day separators, list times and counts', () => {
    expect(inLanguage.dayLabel('2026-03-03T00:00:00.000Z', now, spanish.t, 'es')).toBe('Hoy');
    expect(inLanguage.dayLabel('2026-03-02T23:59:00.000Z', now, spanish.t, 'es')).toBe('Ayer');
    expect(inLanguage.dayLabel('2026-02-20T16:00:00.000Z', now, spanish.t, 'es')).toBe(
      'viernes, 20 de febrero',
    );
    expect(inLanguage.listTime('2026-03-03T14:30:00.000Z', now, spanish.t, 'es')).toBe('2:30 p.m.');
    expect(inLanguage.listTime('2026-02-26T18:00:00.000Z', now, spanish.t, 'es')).toBe('jueves');
    expect(inLanguage.unreadText(3, spanish.t)).toBe('3 mensajes sin leer');
  });
});

describe('names and counts', () => {
  it('initials leave out titles and degrees', () => {
    expect(initialsOf('Dr. Elena Morales, MD')).toBe('EM');
    expect(initialsOf('Rosa María Delgado')).toBe('RD');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('?');
  });

  it('unread counts in words', () => {
    expect(unreadText(1)).toBe('1 unread message');
    expect(unreadText(3)).toBe('3 unread messages');
  });
});
