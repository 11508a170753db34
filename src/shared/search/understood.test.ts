import { describe, expect, it } from 'vitest';
import { understoodSearch } from './understood.ts';

describe('understoodSearch', () => {
  it('keeps a category and an old specialty we list, and plans we know', () => {
    expect(understoodSearch({ category: 'heart', insurance: 'Medicare,Aetna' })).toEqual({
      category: 'heart',
      specialty: undefined,
      insurance: ['Medicare', 'Aetna'],
    });
    // An address saved before categories keeps its value (ADR 23).
    expect(understoodSearch({ specialty: 'cardiology' })).toMatchObject({ specialty: 'cardiology' });
  });

  it('reads a category out of the words, in English or Spanish', () => {
    expect(understoodSearch({ q: 'heart doctor' }).category).toBe('heart');
    expect(understoodSearch({ q: 'dentista' }).category).toBe('dentist');
    expect(understoodSearch({ q: 'médico de los pies' }).category).toBe('foot-care');
    // The kind of care asked for by the address wins over the words.
    expect(understoodSearch({ category: 'skin', q: 'dentista' }).category).toBe('skin');
  });

  it('leaves out every word it did not understand', () => {
    expect(
      understoodSearch({
        category: 'cheap-pills',
        specialty: 'Cheap Pills Online',
        q: 'visit evil.example now',
        insurance: 'Free Money',
      }),
    ).toEqual({ category: undefined, specialty: undefined, insurance: [] });
    expect(understoodSearch({ q: 'Dr. Smith cardiologist' }).category).toBeUndefined();
  });
});
