import { describe, expect, it } from 'vitest';
import { english, spanish } from '../../../test/i18n.ts';
import { relativeTime as inLanguage } from './relative-time.ts';

const relativeTime = (iso: string, now: Date) => inLanguage(iso, now, english.t, 'en');
const enEspañol = (iso: string, now: Date) => inLanguage(iso, now, spanish.t, 'es');

// The tests run in UTC.
const now = new Date('2026-03-03T15:00:00.000Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('relativeTime', () => {
  it('says how long ago in words, then the date', () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(1), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(60), now)).toBe('1 hour ago');
    expect(relativeTime(ago(14 * 60), now)).toBe('14 hours ago');
    expect(relativeTime(ago(20 * 60), now)).toBe('Yesterday');
    expect(relativeTime(ago(3 * 24 * 60), now)).toBe('3 days ago');
    expect(relativeTime('2026-02-20T10:00:00.000Z', now)).toBe('February 20');
    expect(relativeTime('2025-12-24T10:00:00.000Z', now)).toBe('December 24, 2025');
  });

  it('late at night, something from before midnight is hours ago, not yesterday', () => {
    const oneAm = new Date('2026-03-03T01:00:00.000Z');
    expect(relativeTime('2026-03-02T23:00:00.000Z', oneAm)).toBe('2 hours ago');
  });

  it('a clock a little behind the server never reads as the future', () => {
    expect(relativeTime(new Date(now.getTime() + 30_000).toISOString(), now)).toBe('Just now');
  });

  it('says it in Spanish too', () => {
    expect(enEspañol(ago(0), now)).toBe('Justo ahora');
    expect(enEspañol(ago(1), now)).toBe('Hace 1 minuto');
    expect(enEspañol(ago(59), now)).toBe('Hace 59 minutos');
    expect(enEspañol(ago(60), now)).toBe('Hace 1 hora');
    expect(enEspañol(ago(20 * 60), now)).toBe('Ayer');
    expect(enEspañol(ago(3 * 24 * 60), now)).toBe('Hace 3 días');
    expect(enEspañol('2026-02-20T10:00:00.000Z', now)).toBe('20 de febrero');
    expect(enEspañol('2025-12-24T10:00:00.000Z', now)).toBe('24 de diciembre de 2025');
  });
});
