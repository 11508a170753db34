import { describe, expect, it } from 'vitest';
import { hasControlCharacters, isCalendarDate, plainText } from './query-values.ts';

describe('isCalendarDate', () => {
  it('takes days that exist, leap days included', () => {
    for (const d of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31'])
      expect(isCalendarDate(d), d).toBe(true);
  });

  it('refuses impossible months and days and other shapes, without throwing', () => {
    for (const d of [
      '2025-13-45',
      '2026-00-01',
      '2026-02-31',
      '2025-02-29',
      '1900-02-29',
      '2026-1-1',
      '2026-01-01T00:00',
      '',
    ])
      expect(isCalendarDate(d), d).toBe(false);
  });
});

describe('plainText', () => {
  it('refuses a NUL byte and other control characters, keeps ordinary text trimmed', () => {
    for (const v of ['\u0000', 'gulf\u0000', 'a\u001fb', 'a\u007fb']) {
      expect(hasControlCharacters(v)).toBe(true);
      expect(plainText(50).safeParse(v).success, JSON.stringify(v)).toBe(false);
    }
    expect(plainText(50).parse('  Gulf Health — Niño  ')).toBe('Gulf Health — Niño');
  });
});
