import { describe, expect, it } from 'vitest';
import { understoodSearch } from './understood.ts';

describe('understoodSearch', () => {
  it('keeps a specialty we list and plans we know', () => {
    expect(understoodSearch({ specialty: 'cardiology', insurance: 'Medicare,Aetna' })).toEqual({
      specialty: 'cardiology',
      insurance: ['Medicare', 'Aetna'],
    });
  });

  it('reads a specialty out of the words, in English or Spanish', () => {
    expect(understoodSearch({ q: 'heart doctor' }).specialty).toBe('cardiology');
    expect(understoodSearch({ q: 'dentista' }).specialty).toBe('dental');
  });

  it('leaves out every word it did not understand', () => {
    expect(
      understoodSearch({
        specialty: 'Cheap Pills Online',
        q: 'visit evil.example now',
        insurance: 'Free Money',
      }),
    ).toEqual({ specialty: undefined, insurance: [] });
  });
});
