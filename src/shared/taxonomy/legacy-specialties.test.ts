import { describe, expect, it } from 'vitest';
import { SPECIALTIES } from '../providers/directory-lists.ts';
import { LEGACY_SPECIALTIES, legacySpecialtyCodes } from './legacy-specialties.ts';
import { categoryBySlug, codesOfCategory } from './taxonomy.ts';

describe('the first catalogue’s 24 specialty values', () => {
  it('are all mapped, and nothing else is', () => {
    expect(Object.keys(LEGACY_SPECIALTIES).sort()).toEqual(SPECIALTIES.map((s) => s.value).sort());
    expect(SPECIALTIES).toHaveLength(24);
  });

  it.each(SPECIALTIES.map((s) => [s.value] as const))(
    '%s maps to a category and codes inside it',
    (value) => {
      const { category, only } = LEGACY_SPECIALTIES[value];
      expect(categoryBySlug(category)).toBeDefined();
      const codes = legacySpecialtyCodes(value);
      expect(codes.length).toBeGreaterThan(0);
      const inCategory = new Set(codesOfCategory(category));
      expect(codes.filter((code) => !inCategory.has(code))).toEqual([]);
      // A narrowing that narrows nothing should be left out.
      if (only) expect(codes.length).toBeLessThan(inCategory.size);
    },
  );

  it('keeps the narrower old values narrow', () => {
    expect(legacySpecialtyCodes('internal-medicine')).toContain('207R00000X');
    expect(legacySpecialtyCodes('internal-medicine')).not.toContain('207Q00000X');
    expect(legacySpecialtyCodes('family-medicine')).toEqual(
      expect.arrayContaining(['207Q00000X', '207QA0505X']),
    );
    expect(legacySpecialtyCodes('general-practice')).toEqual(['208D00000X']);
    expect(legacySpecialtyCodes('primary-care')).toEqual(
      expect.arrayContaining(['207R00000X', '207Q00000X', '208D00000X', '363L00000X']),
    );
    expect(legacySpecialtyCodes('cardiology')).not.toContain('208G00000X');
    expect(legacySpecialtyCodes('audiology')).toEqual(['231H00000X', '231HA2400X', '231HA2500X']);
  });
});
