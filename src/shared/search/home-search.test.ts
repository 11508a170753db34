import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../i18n/catalogue.ts';
import { createTranslator } from '../i18n/translate.ts';
import enHome from '../i18n/locales/en/home.json' with { type: 'json' };
import enLists from '../i18n/locales/en/lists.json' with { type: 'json' };
import esHome from '../i18n/locales/es/home.json' with { type: 'json' };
import esLists from '../i18n/locales/es/lists.json' with { type: 'json' };
import { homeCardSearch, homeSearchParams } from './home-search.ts';
import { describeSearch, FILTER_PRESETS } from './quick-searches.ts';
import { parseSearchText } from './natural-language.ts';
import { providerSearchSchema } from './search-params.ts';

const toRecord = (p: URLSearchParams) => Object.fromEntries(p);

describe('homeSearchParams', () => {
  it('gives a ZIP 5 miles and a city 25, as the spec', () => {
    expect(toRecord(homeSearchParams({ location: '33133', specialty: '' }))).toEqual({
      location: '33133',
      radius: '5',
    });
    expect(toRecord(homeSearchParams({ location: 'Miami, FL', specialty: 'dental' }))).toEqual({
      location: 'Miami, FL',
      radius: '25',
      specialty: 'dental',
    });
  });

  it('uses Near Me coordinates while the box shows their place', () => {
    const coordinates = { lat: 25.76171, lng: -80.19179 };
    expect(toRecord(homeSearchParams({ location: 'Miami, FL', coordinates, specialty: '' }))).toEqual({
      lat: '25.7617',
      lng: '-80.1918',
      radius: '15',
    });
    expect(toRecord(homeSearchParams({ location: '', coordinates, specialty: '' }))).toEqual({});
  });

  it('carries what the free text said, with the chosen specialty winning', () => {
    const parsed = parseSearchText(
      'Spanish or Korean speaking cardiologist online with 5+ years, accepting new',
    );
    const params = homeSearchParams({ location: '', specialty: 'dental', parsed });
    expect(toRecord(params)).toEqual({
      specialty: 'dental',
      telehealth: 'true',
      accepting_new: 'true',
      languages: 'Spanish,Korean',
      years_min: '5',
    });
    // Every address the card makes is one the search accepts.
    expect(providerSearchSchema.safeParse(toRecord(params)).success).toBe(true);
  });

  it('carries a plan and a place read from Spanish words', () => {
    const parsed = parseSearchText('oculista que hable español y acepte Medicare cerca de Miami');
    const params = homeSearchParams({ location: '', specialty: '', parsed });
    expect(toRecord(params)).toEqual({
      location: 'Miami',
      radius: '25',
      specialty: 'optometry',
      languages: 'Spanish',
      insurance: 'Medicare',
    });
    expect(providerSearchSchema.safeParse(toRecord(params)).success).toBe(true);
    // The location box wins over a place in the words.
    expect(homeSearchParams({ location: '33133', specialty: '', parsed }).get('location')).toBe('33133');
  });

  it('uses a ZIP from the text when the location box is empty', () => {
    const parsed = parseSearchText('dentist 33101');
    expect(toRecord(homeSearchParams({ location: '', specialty: '', parsed }))).toEqual({
      location: '33101',
      radius: '5',
      specialty: 'dental',
    });
  });

  it('applies presets', () => {
    const params = homeSearchParams({ location: '', specialty: '', presets: FILTER_PRESETS });
    expect(toRecord(params)).toEqual({
      accepting_new: 'true',
      telehealth: 'true',
      specialty: 'primary-care',
    });
  });
});

describe('describeSearch', () => {
  const english = createTranslator('en', [compileCatalogue(enHome), compileCatalogue(enLists)]).t;
  const spanish = createTranslator('es', [compileCatalogue(esHome), compileCatalogue(esLists)]).t;

  it('names the search in plain words, in the reader’s language', () => {
    expect(describeSearch(english, { location: 'Miami, FL', specialty: 'dental' })).toBe(
      'Dental near Miami, FL',
    );
    expect(describeSearch(english, { location: '', specialty: 'podiatrist' })).toBe('Podiatry');
    expect(describeSearch(english, { location: '33133', specialty: '' })).toBe('33133');
    expect(describeSearch(english, { location: '', specialty: '' })).toBe('All providers');
    expect(describeSearch(spanish, { location: 'Miami, FL', specialty: 'dental' })).toBe(
      'Odontología cerca de Miami, FL',
    );
    expect(describeSearch(spanish, { location: '', specialty: '' })).toBe('Todos los proveedores');
  });
});

describe('homeCardSearch', () => {
  it('reads the card sent as a plain form into the search the card makes', () => {
    const sent = new URLSearchParams({
      words: 'Spanish speaking dentist',
      location: 'Miami, FL',
      specialty: '',
    });
    expect(toRecord(homeCardSearch(sent)!)).toEqual({
      location: 'Miami, FL',
      radius: '25',
      specialty: 'dental',
      languages: 'Spanish',
    });
    // A specialty chosen in the list wins over one read from the words.
    sent.set('specialty', 'podiatrist');
    expect(homeCardSearch(sent)!.get('specialty')).toBe('podiatrist');
    expect(toRecord(homeCardSearch(new URLSearchParams({ words: '', location: '' }))!)).toEqual({});
  });

  it('leaves any other search address alone', () => {
    expect(homeCardSearch(new URLSearchParams({ location: '33133', q: 'heart' }))).toBeNull();
  });
});
