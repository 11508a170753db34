import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories.ts';
import { careName, careNameLang, categoryName, schemaTypeOf } from './listing-words.ts';

describe('a listing’s care in words (ADR 23)', () => {
  it('is its category’s plain name in the reader’s language', () => {
    const heart = { category: 'heart', specialty: 'Cardiovascular Disease Physician' };
    const heartCategory = CATEGORIES.find((c) => c.slug === 'heart')!;
    expect(careName(heart, 'en')).toBe(heartCategory.name.en);
    expect(careName(heart, 'es')).toBe(heartCategory.name.es);
    expect(careName(heart, undefined)).toBe(heartCategory.name.en);
    expect(careNameLang(heart, 'es')).toBeUndefined();
  });

  it('falls back to the NUCC name, English, for a listing without a category', () => {
    const hidden = { category: null, specialty: ' Pathology Physician ' };
    expect(careName(hidden, 'es')).toBe('Pathology Physician');
    expect(careNameLang(hidden, 'es')).toBe('en');
    expect(careNameLang(hidden, 'en')).toBeUndefined();
    // A slug that is no category (an old value, a typing error) is not shown as one.
    expect(careName({ category: 'cardiology', specialty: 'Cardiology' }, 'en')).toBe('Cardiology');
    expect(categoryName('no-such-care', 'en')).toBe('');
    expect(careName({}, 'en')).toBe('');
  });

  it('publishes each category’s schema.org type; a hidden code’s listing by its kind', () => {
    expect(schemaTypeOf({ category: 'dentist', listingKind: 'clinician' })).toBe('Dentist');
    expect(schemaTypeOf({ category: 'hospitals', listingKind: 'hospital' })).toBe('Hospital');
    expect(schemaTypeOf({ category: null, listingKind: 'clinician' })).toBe('Physician');
    expect(schemaTypeOf({ category: null, listingKind: 'organization' })).toBe('MedicalOrganization');
    for (const c of CATEGORIES) expect(schemaTypeOf({ category: c.slug })).toBe(c.schemaType);
  });

  it('loads without the lay words or the 883 codes, so every first download can name care', () => {
    const imports = (file: string) =>
      [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/from '([\w./-]+)'/g)].map(
        (m) => m[1],
      );
    expect(imports('listing-words.ts')).toEqual(['./category-list.ts', '../i18n/locales.ts']);
    expect(imports('category-list.ts')).toEqual([]);
  });
});
