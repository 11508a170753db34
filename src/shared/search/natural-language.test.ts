import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../taxonomy/categories.ts';
import { phraseIndex, plainWords } from '../taxonomy/lay-words.ts';
import { CARE_WORDS, CATEGORY_PHRASES, hasParsedFilters, parseSearchText } from './natural-language.ts';

describe('parseSearchText', () => {
  it('reads the kind of care, language, new patients and telehealth from plain words', () => {
    expect(parseSearchText('Spanish speaking dentist accepting new patients, online visits')).toEqual({
      category: 'dentist',
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
    expect(parseSearchText('physical therapy for my knee').category).toBe('physical-therapy');
    expect(parseSearchText('annual physical').category).toBe('primary-care');
    expect(parseSearchText('eye doctor').category).toBe('eye-doctor');
    expect(parseSearchText('Home Health').category).toBe('home-health-care');
  });

  it('takes a ZIP and years of experience', () => {
    expect(parseSearchText('podiatrist near 33133 with at least 10 years experience')).toMatchObject({
      category: 'foot-care',
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
    expect(parseSearchText('skinner').category).toBeUndefined();
    expect(parseSearchText('onlineshop').telehealth).toBeUndefined();
  });

  it('reads Spanish: kinds of care by their everyday names, accents optional', () => {
    expect(parseSearchText('dentista').category).toBe('dentist');
    expect(parseSearchText('médico de cabecera').category).toBe('primary-care');
    expect(parseSearchText('medico de cabecera').category).toBe('primary-care');
    expect(parseSearchText('cardiólogo').category).toBe('heart');
    expect(parseSearchText('cardiologo').category).toBe('heart');
    expect(parseSearchText('oculista').category).toBe('eye-doctor');
    expect(parseSearchText('Atención primaria').category).toBe('primary-care');
    for (const text of ['dentista', 'médico de cabecera', 'oculista']) {
      expect(parseSearchText(text).name, text).toBeUndefined();
    }
  });

  it('reads Spanish: language, new patients, telehealth, years', () => {
    expect(parseSearchText('dentista que habla español')).toEqual({
      category: 'dentist',
      languages: ['Spanish'],
    });
    expect(parseSearchText('un médico que hable espanol')).toEqual({ languages: ['Spanish'] });
    expect(
      parseSearchText('cardióloga que acepta pacientes nuevos, en línea, al menos 10 años de experiencia'),
    ).toEqual({
      category: 'heart',
      acceptingNew: true,
      telehealth: true,
      yearsMin: 10,
      languages: [],
    });
  });

  it('takes a plan and a place, in either language', () => {
    expect(parseSearchText('oculista que acepta Medicare cerca de Miami')).toEqual({
      category: 'eye-doctor',
      insurance: ['Medicare'],
      location: 'Miami',
      languages: [],
    });
    expect(parseSearchText('busco un dentista que hable español cerca de miami beach')).toEqual({
      category: 'dentist',
      location: 'Miami Beach',
      languages: ['Spanish'],
    });
    expect(parseSearchText('heart doctor near Coral Gables that takes Humana')).toMatchObject({
      category: 'heart',
      insurance: ['Humana'],
      location: 'Coral Gables',
    });
    // Near me, or my home, is no place to search by name.
    expect(parseSearchText('dentista cerca de mi casa')).toEqual({ category: 'dentist', languages: [] });
    expect(parseSearchText('dentist near me')).toEqual({ category: 'dentist', languages: [] });
    // 'In network' or 'in person' says how, not where.
    expect(parseSearchText('dentist in network')).toEqual({ category: 'dentist', languages: [] });
    expect(parseSearchText('cardiologist seen in person in Hialeah')).toMatchObject({
      category: 'heart',
      location: 'Hialeah',
    });
  });

  it('keeps the accents of a name left over', () => {
    expect(parseSearchText('Dra. José Gómez cardiólogo').name).toBe('José Gómez');
  });
});

describe('parseSearchText and the categories (ADR 23)', () => {
  it.each([
    ['heart doctor', 'heart'],
    ['médico del corazón', 'heart'],
    ['quiropráctico', 'chiropractor'],
    ['skin doctor', 'skin'],
    ['hearing aids', 'hearing'],
    ['foot doctor', 'foot-care'],
    ['memory problems', 'memory-and-brain'],
    ['médico de los pies', 'foot-care'],
    ['medico de los pies', 'foot-care'],
  ])('reads the words the issue names: %s → %s', (words, slug) => {
    expect(parseSearchText(words)).toEqual({ category: slug, languages: [] });
  });

  it('finds a category inside longer words, the longest phrase first, with the other filters', () => {
    expect(parseSearchText('physical therapy near 33139')).toEqual({
      category: 'physical-therapy',
      zip: '33139',
      languages: [],
    });
    expect(parseSearchText('I need a heart doctor who speaks Spanish near Coral Gables')).toEqual({
      category: 'heart',
      location: 'Coral Gables',
      languages: ['Spanish'],
    });
    expect(parseSearchText('busco un médico de los pies que acepte Humana en Hialeah')).toEqual({
      category: 'foot-care',
      insurance: ['Humana'],
      location: 'Hialeah',
      languages: [],
    });
    // 'Hearing aids' is one phrase.
    expect(parseSearchText('where can my mother get hearing aids 33101')).toMatchObject({
      category: 'hearing',
      zip: '33101',
    });
    // A category's words before a language's: Chinese medicine is care, not a language spoken.
    expect(parseSearchText('chinese medicine que hable chino')).toEqual({
      category: 'acupuncture-and-natural-medicine',
      languages: ['Chinese (Mandarin)'],
    });
    // Punctuation and apostrophes as people type them.
    expect(parseSearchText("Alzheimer's doctor").category).toBe('memory-and-brain');
    expect(parseSearchText('OB/GYN near 33133').category).toBe('womens-health');
  });

  it('reads every name and synonym of every category, in English and Spanish, as that category', () => {
    const missed: string[] = [];
    for (const category of CATEGORIES)
      for (const phrase of [
        category.name.en,
        category.name.es,
        ...category.synonyms.en,
        ...category.synonyms.es,
      ]) {
        const parsed = parseSearchText(phrase);
        if (parsed.category !== category.slug)
          missed.push(`${phrase} → ${parsed.category} (${category.slug})`);
      }
    expect(missed).toEqual([]);
  });

  it('knows everyday words besides, each naming its category and no other', () => {
    const owners = phraseIndex().bySlug;
    for (const { phrase, category } of CARE_WORDS) {
      expect(parseSearchText(phrase).category, phrase).toBe(category);
      expect([undefined, category], phrase).toContain(owners.get(plainWords(phrase)));
    }
    expect(parseSearchText('a knee doctor in Miami')).toMatchObject({
      category: 'bones-and-joints',
      location: 'Miami',
    });
    expect(parseSearchText('problemas de memoria').category).toBe('memory-and-brain');
    // Longest first, across both lists.
    const lengths = CATEGORY_PHRASES.map((p) => p.phrase.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
  });
});

describe('parseSearchText never throws', () => {
  it('reads a place after a gap left by a phrase taken out (a TypeError before)', () => {
    expect(() => parseSearchText('12 patients cerca menos mandarin heart mandarin')).not.toThrow();
    expect(parseSearchText('12 patients cerca menos mandarin heart mandarin')).toMatchObject({
      category: 'heart',
      languages: ['Chinese (Mandarin)'],
      location: 'Menos',
    });
    expect(parseSearchText('cerca de   Miami    Beach').location).toBe('Miami Beach');
  });

  /** A small seeded generator, so a failing mix can be run again. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
  }

  it('on random mixes of the words it knows', () => {
    const vocabulary = [
      ...CATEGORY_PHRASES.filter((_, i) => i % 7 === 0).map((p) => p.phrase),
      ...CATEGORIES.slice(0, 10).flatMap((c) => [c.name.en, c.name.es]),
      ...`near in en cerca de me mi casa 12 33133 10 years años al menos at least accepting new patients pacientes nuevos online virtual en línea medicare humana blue cross spanish mandarin chino español speaks habla dr. dra. smith josé gómez , . - / ( ) ' o'brien ñ ü   ¿ ? ! 5+ yrs`.split(
        ' ',
      ),
    ];
    const next = random(20261129);
    for (let i = 0; i < 3000; i++) {
      const words = Array.from(
        { length: 1 + Math.floor(next() * 9) },
        () => vocabulary[Math.floor(next() * vocabulary.length)]!,
      );
      const text = words.join(next() < 0.2 ? '' : ' ');
      let parsed: ReturnType<typeof parseSearchText> | undefined;
      expect(() => (parsed = parseSearchText(text)), text).not.toThrow();
      if (parsed?.category)
        expect(
          CATEGORIES.some((c) => c.slug === parsed!.category),
          text,
        ).toBe(true);
      for (const value of [parsed?.location, parsed?.name])
        if (value !== undefined) expect(value, text).toMatch(/^\S(.*\S)?$/u);
    }
  });
});
