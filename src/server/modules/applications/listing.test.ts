import { describe, expect, it } from 'vitest';
import { insurancesFrom, parseBusinessAddress, splitFullName } from './listing.ts';

describe('a profile from an application', () => {
  it.each([
    ['100 Miracle Mile, Coral Gables, FL 33134', ['100 Miracle Mile', null, 'Coral Gables', 'FL', '33134']],
    [
      '100 Miracle Mile, Suite 2, Coral Gables, FL 33134-1234',
      ['100 Miracle Mile', 'Suite 2', 'Coral Gables', 'FL', '33134'],
    ],
    [
      '100 Miracle Mile\nCoral Gables, fl 33134, USA',
      ['100 Miracle Mile', null, 'Coral Gables', 'FL', '33134'],
    ],
    ['2 Main St, Tampa FL 33602', ['2 Main St', null, 'Tampa', 'FL', '33602']],
    ['Ocala, FL', [null, null, 'Ocala', 'FL', null]],
    ['Somewhere near the beach 33139', [null, null, null, null, '33139']],
    ['Near the old mill', [null, null, null, null, null]],
  ])('reads %j', (text, [street, line2, city, state, zip]) => {
    expect(parseBusinessAddress(text)).toEqual({ street, line2, city, state, zip });
  });

  it('splits a full name, keeping credentials as the professional title', () => {
    expect(splitFullName('Elena Morales')).toEqual({
      firstName: 'Elena',
      lastName: 'Morales',
      professionalTitle: null,
    });
    expect(splitFullName('Dr. Ana María  de la Cruz, MD, FACP')).toEqual({
      firstName: 'Ana María de la',
      lastName: 'Cruz',
      professionalTitle: 'MD, FACP',
    });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '', professionalTitle: null });
  });

  it('turns Medicare participation into accepted insurance, spelled as the filter spells it', () => {
    expect(insurancesFrom('Yes', ['Humana'])).toEqual(['Medicare']);
    expect(insurancesFrom('No', [])).toEqual([]);
    expect(
      insurancesFrom('Medicare Advantage', [
        'Humana',
        'WellCare',
        'Blue Cross Blue Shield',
        'Devoted Health',
      ]),
    ).toEqual(['Medicare', 'Humana', 'Wellcare', 'Blue Cross', 'Devoted Health']);
  });
});
