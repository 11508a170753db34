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

  it('reads Spanish: specialties by their everyday names, accents optional', () => {
    expect(parseSearchText('dentista').specialty).toBe('dental');
    expect(parseSearchText('médico de cabecera').specialty).toBe('primary-care');
    expect(parseSearchText('medico de cabecera').specialty).toBe('primary-care');
    expect(parseSearchText('cardiólogo').specialty).toBe('cardiology');
    expect(parseSearchText('cardiologo').specialty).toBe('cardiology');
    expect(parseSearchText('oculista').specialty).toBe('optometry');
    expect(parseSearchText('Atención primaria').specialty).toBe('primary-care');
    for (const text of ['dentista', 'médico de cabecera', 'oculista']) {
      expect(parseSearchText(text).name, text).toBeUndefined();
    }
  });

  it('reads Spanish: language, new patients, telehealth, years', () => {
    expect(parseSearchText('dentista que habla español')).toEqual({
      specialty: 'dental',
      languages: ['Spanish'],
    });
    expect(parseSearchText('un médico que hable espanol')).toEqual({ languages: ['Spanish'] });
    expect(
      parseSearchText('cardióloga que acepta pacientes nuevos, en línea, al menos 10 años de experiencia'),
    ).toEqual({
      specialty: 'cardiology',
      acceptingNew: true,
      telehealth: true,
      yearsMin: 10,
      languages: [],
    });
  });

  it('takes a plan and a place, in either language', () => {
    expect(parseSearchText('oculista que acepta Medicare cerca de Miami')).toEqual({
      specialty: 'optometry',
      insurance: ['Medicare'],
      location: 'Miami',
      languages: [],
    });
    expect(parseSearchText('busco un dentista que hable español cerca de miami beach')).toEqual({
      specialty: 'dental',
      location: 'Miami Beach',
      languages: ['Spanish'],
    });
    expect(parseSearchText('heart doctor near Coral Gables that takes Humana')).toMatchObject({
      specialty: 'cardiology',
      insurance: ['Humana'],
      location: 'Coral Gables',
    });
    // Near me, or my home, is no place to search by name.
    expect(parseSearchText('dentista cerca de mi casa')).toEqual({ specialty: 'dental', languages: [] });
    expect(parseSearchText('dentist near me')).toEqual({ specialty: 'dental', languages: [] });
    // 'In network' or 'in person' says how, not where.
    expect(parseSearchText('dentist in network')).toEqual({ specialty: 'dental', languages: [] });
    expect(parseSearchText('cardiologist seen in person in Hialeah')).toMatchObject({
      specialty: 'cardiology',
      location: 'Hialeah',
    });
  });

  it('keeps the accents of a name left over', () => {
    expect(parseSearchText('Dra. José Gómez cardiólogo').name).toBe('José Gómez');
  });
});
