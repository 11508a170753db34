import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../i18n/catalogue.ts';
import { createTranslator } from '../i18n/translate.ts';
import enCommon from '../i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../i18n/locales/es/common.json' with { type: 'json' };
import { practiceDate, practiceDateTime, practiceLongDateTime, practiceShortDate } from './instants.ts';

const english = createTranslator('en', [compileCatalogue(enCommon)]).t;
const spanish = createTranslator('es', [compileCatalogue(esCommon)]).t;

describe('moments in Florida time', () => {
  it('writes each format', () => {
    expect(practiceDate('2026-03-05T15:30:00Z', 'en')).toBe('March 5, 2026');
    expect(practiceShortDate('2026-03-05T15:30:00Z', 'en')).toBe('Mar 5, 2026');
    expect(practiceDateTime('2026-03-05T15:30:00Z', 'en')).toBe('Mar 5, 2026, 10:30 AM');
    expect(practiceLongDateTime('2026-03-02T15:00:00Z', 'en', english)).toBe('March 2, 2026 at 10:00 AM');
  });

  it('writes each in Spanish, in Florida time too', () => {
    expect(practiceDate('2026-03-05T15:30:00Z', 'es')).toBe('5 de marzo de 2026');
    expect(practiceDateTime('2026-03-06T04:59:00Z', 'es')).toBe('5 mar 2026, 11:59 p.m.');
    expect(practiceLongDateTime('2026-03-06T04:59:00Z', 'es', spanish)).toBe(
      '5 de marzo de 2026 a las 11:59 p.m.',
    );
  });

  it('says "a la" before one o\'clock in Spanish and "a las" before any other hour; "at" in English', () => {
    // 18:05 UTC is 1:05 PM in Florida (EST); 01:30 EDT is 05:30 UTC in summer.
    expect(practiceLongDateTime('2026-03-02T18:05:00Z', 'es', spanish)).toBe(
      '2 de marzo de 2026 a la 1:05 p.m.',
    );
    expect(practiceLongDateTime('2026-07-01T05:30:00Z', 'es', spanish)).toBe(
      '1 de julio de 2026 a la 1:30 a.m.',
    );
    expect(practiceLongDateTime('2026-03-02T19:05:00Z', 'es', spanish)).toBe(
      '2 de marzo de 2026 a las 2:05 p.m.',
    );
    expect(practiceLongDateTime('2026-03-02T18:05:00Z', 'en', english)).toBe('March 2, 2026 at 1:05 PM');
    expect(practiceLongDateTime('2026-03-02T19:05:00Z', 'en', english)).toBe('March 2, 2026 at 2:05 PM');
    // Florida's midnight and noon.
    expect(practiceLongDateTime('2026-03-06T05:00:00Z', 'en', english)).toBe('March 6, 2026 at 12:00 AM');
    expect(practiceLongDateTime('2026-07-01T16:00:00Z', 'es', spanish)).toBe(
      '1 de julio de 2026 a las 12:00 p.m.',
    );
  });

  it('turns the day at Florida midnight, not UTC midnight', () => {
    expect(practiceDateTime('2026-03-06T04:59:00Z', 'en')).toBe('Mar 5, 2026, 11:59 PM');
    expect(practiceDateTime('2026-03-06T05:00:00Z', 'en')).toBe('Mar 6, 2026, 12:00 AM');
    expect(practiceDate('2026-03-06T02:00:00Z', 'en')).toBe('March 5, 2026');
    expect(practiceShortDate('2026-03-06T05:00:00Z', 'en')).toBe('Mar 6, 2026');
  });

  it('writes noon as 12 PM', () => {
    expect(practiceDateTime('2026-07-01T16:00:00Z', 'en')).toBe('Jul 1, 2026, 12:00 PM');
  });

  it('follows the daylight-saving changes', () => {
    // March 8, 2026: 1:59 AM EST is followed by 3:00 AM EDT.
    expect(practiceDateTime('2026-03-08T06:59:00Z', 'en')).toBe('Mar 8, 2026, 1:59 AM');
    expect(practiceDateTime('2026-03-08T07:00:00Z', 'en')).toBe('Mar 8, 2026, 3:00 AM');
    // November 1, 2026: 1:30 AM comes twice, first EDT then EST.
    expect(practiceDateTime('2026-11-01T05:30:00Z', 'en')).toBe('Nov 1, 2026, 1:30 AM');
    expect(practiceDateTime('2026-11-01T06:30:00Z', 'en')).toBe('Nov 1, 2026, 1:30 AM');
    // In summer midnight is 04:00 UTC, in winter 05:00 UTC.
    expect(practiceDate('2026-07-01T03:59:00Z', 'en')).toBe('June 30, 2026');
    expect(practiceDate('2026-07-01T04:00:00Z', 'en')).toBe('July 1, 2026');
  });
});
