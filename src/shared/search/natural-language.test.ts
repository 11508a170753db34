import { describe, expect, it } from 'vitest';
import { hasParsedFilters, parseSearchText } from './natural-language.ts';

describe('parseSearchText', () => {
  it('reads specialty, language, new patients and telehealth from plain words', () => {
    expect(parseSearchText('Spanish speaking dentist accepting new patients, online visits')).toEqual({
      specialty: 'dental',
      acceptingNew: true,
      telehealth: true,
      languages: ['Spanish'],
    });
  });

  it('knows every language the spec lists, Chinese as Mandarin', () => {
    const parsed = parseSearchText('french chinese russian arabic korean vietnamese spanish');
    expect(parsed.languages.sort()).toEqual(
      ['Arabic', 'Chinese (Mandarin)', 'French', 'Korean', 'Russian', 'Spanish', 'Vietnamese'].sort(),
    );
    expect(parsed.name).toBeUndefined();
  });

  it('hears telehealth as telehealth, virtual or online', () => {
    for (const text of ['telehealth cardiologist', 'virtual visit', 'see a doctor online']) {
      expect(parseSearchText(text).telehealth).toBe(true);
    }
    expect(parseSearchText('heart doctor in Miami').telehealth).toBeUndefined();
  });

  it('prefers the longest phrase: physical therapy is not a physical', () => {
    expect(parseSearchText('physical therapy for my knee').specialty).toBe('physical-therapy');
    expect(parseSearchText('annual physical').specialty).toBe('primary-care');
    expect(parseSearchText('eye doctor').specialty).toBe('optometry');
    expect(parseSearchText('Home Health').specialty).toBe('home-health');
  });

  it('takes a ZIP and years of experience', () => {
    expect(parseSearchText('podiatrist near 33133 with at least 10 years experience')).toMatchObject({
      specialty: 'podiatrist',
      zip: '33133',
      yearsMin: 10,
    });
  });

  it('offers leftover words as a provider name, but not filler', () => {
    expect(parseSearchText('Dr. Maria Gonzalez cardiologist').name).toBe('Maria Gonzalez');
    expect(parseSearchText('find me a good doctor nearby').name).toBeUndefined();
    expect(hasParsedFilters(parseSearchText('find me a good doctor nearby'))).toBe(false);
    expect(parseSearchText('smith').name).toBe('Smith');
  });

  it('does not read words inside other words', () => {
    expect(parseSearchText('skinner').specialty).toBeUndefined();
    expect(parseSearchText('onlineshop').telehealth).toBeUndefined();
  });
});
