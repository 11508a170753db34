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

  it('names the category the words were understood as, unless the address asks for one', () => {
    expect(understoodSearch({}, 'dentist').category).toBe('dentist');
    expect(understoodSearch({ category: 'skin' }, 'dentist').category).toBe('skin');
    expect(understoodSearch({ specialty: 'cardiology' }, 'dentist').category).toBeUndefined();
  });

  it('leaves out every word it did not understand', () => {
    expect(
      understoodSearch(
        {
          category: 'cheap-pills',
          specialty: 'Cheap Pills Online',
          insurance: 'Free Money',
        },
        'evil.example',
      ),
    ).toEqual({ category: undefined, specialty: undefined, insurance: [] });
  });
});
