import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../i18n/catalogue.ts';
import { createTranslator } from '../i18n/translate.ts';
import enHome from '../i18n/locales/en/home.json' with { type: 'json' };
import enLists from '../i18n/locales/en/lists.json' with { type: 'json' };
import esHome from '../i18n/locales/es/home.json' with { type: 'json' };
import esLists from '../i18n/locales/es/lists.json' with { type: 'json' };
import { homeCardSearch } from './home-card-search.ts';
import { homeSearchParams } from './home-search.ts';
import { categoryName } from '../taxonomy/listing-words.ts';
import {
  describeSearch,
  FILTER_PRESETS,
  POPULAR_PICKS,
  quickSearchName,
  TRENDING_FALLBACK,
  trendingSearch,
} from './quick-searches.ts';
import { parseSearchText } from './natural-language.ts';
import { providerSearchSchema } from './search-params.ts';

const toRecord = (p: URLSearchParams) => Object.fromEntries(p);

describe('homeSearchParams', () => {
  it('gives a ZIP 5 miles and a city 25, as the spec', () => {
    expect(toRecord(homeSearchParams({ location: '33133' }))).toEqual({
      location: '33133',
      radius: '5',
    });
    expect(toRecord(homeSearchParams({ location: 'Miami, FL', category: 'dentist' }))).toEqual({
      location: 'Miami, FL',
      radius: '25',
      category: 'dentist',
    });
  });

  it('uses Near Me coordinates while the box shows their place', () => {
    const coordinates = { lat: 25.76171, lng: -80.19179 };
    expect(toRecord(homeSearchParams({ location: 'Miami, FL', coordinates }))).toEqual({
      lat: '25.7617',
      lng: '-80.1918',
      radius: '15',
    });
    expect(toRecord(homeSearchParams({ location: '', coordinates }))).toEqual({});
  });

  it('carries what the free text said, with the chosen category winning', () => {
    const parsed = parseSearchText(
      'Spanish or Korean speaking cardiologist online with 5+ years, accepting new',
    );
    expect(homeSearchParams({ location: '', parsed }).get('category')).toBe('heart');
    const params = homeSearchParams({ location: '', category: 'dentist', parsed });
    expect(toRecord(params)).toEqual({
      category: 'dentist',
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
    const params = homeSearchParams({ location: '', parsed });
    expect(toRecord(params)).toEqual({
      location: 'Miami',
      radius: '25',
      category: 'eye-doctor',
      languages: 'Spanish',
      insurance: 'Medicare',
    });
    expect(providerSearchSchema.safeParse(toRecord(params)).success).toBe(true);
    // The location box wins over a place in the words.
    expect(homeSearchParams({ location: '33133', parsed }).get('location')).toBe('33133');
  });

  it('uses a ZIP from the text when the location box is empty', () => {
    const parsed = parseSearchText('dentist 33101');
    expect(toRecord(homeSearchParams({ location: '', parsed }))).toEqual({
      location: '33101',
      radius: '5',
      category: 'dentist',
    });
  });

  it('runs a search remembered before categories with its specialty as stored (ADR 23)', () => {
    expect(toRecord(homeSearchParams({ location: '33133', specialty: 'cardiology' }))).toEqual({
      location: '33133',
      radius: '5',
      specialty: 'cardiology',
    });
    // The old value is the search's own choice: words read beside it do not replace it.
    const parsed = parseSearchText('dentist near Miami');
    expect(homeSearchParams({ location: '', specialty: 'cardiology', parsed }).get('category')).toBeNull();
  });

  it('applies presets', () => {
    const params = homeSearchParams({ location: '', presets: FILTER_PRESETS });
    expect(toRecord(params)).toEqual({
      accepting_new: 'true',
      telehealth: 'true',
      category: 'primary-care',
    });
    // Words naming a kind of care replace a preset's.
    const words = parseSearchText('foot doctor');
    expect(homeSearchParams({ location: '', parsed: words, presets: FILTER_PRESETS }).get('category')).toBe(
      'foot-care',
    );
  });
});

describe('describeSearch', () => {
  const english = createTranslator('en', [compileCatalogue(enHome), compileCatalogue(enLists)]).t;
  const spanish = createTranslator('es', [compileCatalogue(esHome), compileCatalogue(esLists)]).t;

  it('names the search in plain words, in the reader’s language', () => {
    expect(describeSearch(english, 'en', { location: 'Miami, FL', specialty: '', category: 'heart' })).toBe(
      'Heart (cardiology) near Miami, FL',
    );
    expect(describeSearch(spanish, 'es', { location: 'Miami, FL', specialty: '', category: 'heart' })).toBe(
      'Corazón (cardiología) cerca de Miami, FL',
    );
    // An old search, labelled by its category by the server, or by its old name in a guest's list.
    expect(
      describeSearch(english, 'en', { location: '', specialty: 'podiatrist', category: 'foot-care' }),
    ).toBe(categoryName('foot-care', 'en'));
    expect(describeSearch(english, 'en', { location: '', specialty: 'podiatrist' })).toBe('Podiatry');
    expect(describeSearch(english, 'en', { location: '33133', specialty: '' })).toBe('33133');
    expect(describeSearch(english, 'en', { location: '', specialty: '' })).toBe('All providers');
    expect(describeSearch(spanish, 'es', { location: '', specialty: '' })).toBe('Todos los proveedores');
  });
});

describe('the ready-made searches', () => {
  const english = createTranslator('en', [compileCatalogue(enHome), compileCatalogue(enLists)]).t;
  const spanish = createTranslator('es', [compileCatalogue(esHome), compileCatalogue(esLists)]).t;

  it('search by category, named in the reader’s language', () => {
    expect(POPULAR_PICKS.map((p) => p.params)).toEqual([
      { category: 'primary-care' },
      { category: 'dentist' },
      { category: 'skin' },
    ]);
    expect(quickSearchName(spanish, 'es', POPULAR_PICKS[1]!)).toBe(categoryName('dentist', 'es'));
    expect(quickSearchName(english, 'en', FILTER_PRESETS[0]!)).toBe('Accepting New Patients');
    for (const item of [...FILTER_PRESETS, ...POPULAR_PICKS, ...TRENDING_FALLBACK])
      expect(providerSearchSchema.safeParse(item.params).success, item.id).toBe(true);
  });

  it('name a trending category in the reader’s language, and keep an unknown one’s label', () => {
    const heart = trendingSearch({ category: 'heart', label: 'Heart (cardiology)', count: 4 });
    expect(heart.params).toEqual({ category: 'heart' });
    expect(quickSearchName(spanish, 'es', heart)).toBe('Corazón (cardiología)');
    expect(
      quickSearchName(spanish, 'es', trendingSearch({ category: 'gone', label: 'Gone', count: 1 })),
    ).toBe('Gone');
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
      category: 'dentist',
      languages: 'Spanish',
    });
    // A category chosen in the list wins over one read from the words.
    sent.set('category', 'foot-care');
    expect(homeCardSearch(sent)!.get('category')).toBe('foot-care');
    // An older form's specialty is sent on as it was.
    expect(toRecord(homeCardSearch(new URLSearchParams({ words: '', specialty: 'podiatrist' }))!)).toEqual({
      specialty: 'podiatrist',
    });
    expect(toRecord(homeCardSearch(new URLSearchParams({ words: '', location: '' }))!)).toEqual({});
  });

  it('leaves any other search address alone', () => {
    expect(homeCardSearch(new URLSearchParams({ location: '33133', q: 'heart' }))).toBeNull();
  });
});
