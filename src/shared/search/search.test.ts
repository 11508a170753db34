import { describe, expect, it } from 'vitest';
import { slotWindow } from './availability.ts';
import { classifyLocation, DEFAULT_RADIUS_MILES, formatDistance, parseCoordinates } from './location.ts';
import {
  AVAILABILITY_OPTIONS,
  GENDERS,
  providerSearchSchema,
  RATING_OPTIONS,
  SEARCH_PARAMS_MESSAGES,
  SORTS,
} from './search-params.ts';
import { MAX_RADIUS_MILES } from './location.ts';
import { issueText } from '../i18n/issues.ts';
import { activeFilterCount, searchBanner } from './filter-count.ts';
import { compileCatalogue } from '../i18n/catalogue.ts';
import { createTranslator } from '../i18n/translate.ts';
import enLists from '../i18n/locales/en/lists.json' with { type: 'json' };
import enSearch from '../i18n/locales/en/search.json' with { type: 'json' };
import enCommon from '../i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../i18n/locales/es/common.json' with { type: 'json' };
import esLists from '../i18n/locales/es/lists.json' with { type: 'json' };
import esSearch from '../i18n/locales/es/search.json' with { type: 'json' };

const english = createTranslator('en', [compileCatalogue(enSearch), compileCatalogue(enLists)]).t;
const spanish = createTranslator('es', [compileCatalogue(esSearch), compileCatalogue(esLists)]).t;
/** The search's validation messages are in `common` (search-params.ts). */
const englishCommon = createTranslator('en', [compileCatalogue(enCommon)]).t;
const spanishCommon = createTranslator('es', [compileCatalogue(esCommon)]).t;

describe('location text', () => {
  it.each([
    ['33101', 'zip'],
    ['33101-1234', 'zip'],
    ['Miami, FL', 'city_state'],
    ['Fort Lauderdale, fl', 'city_state'],
    ['Miami, FL 33101', 'city_state_zip'],
    ['Orlando', 'city'],
    ['25.77,-80.19', 'coordinates'],
    ['123 Main St, Miami, FL', 'text'],
    ['FL', 'text'],
    ['3310', 'text'],
  ])('%s is a %s', (text, kind) => {
    expect(classifyLocation(text)).toBe(kind);
  });

  it('gives each kind of place its default radius', () => {
    expect(DEFAULT_RADIUS_MILES.zip).toBe(5);
    expect(DEFAULT_RADIUS_MILES.city_state).toBe(25);
    expect(DEFAULT_RADIUS_MILES.text).toBe(15);
  });

  it('reads coordinates only when both are in range', () => {
    expect(parseCoordinates('25.5, -80.25')).toEqual({ lat: 25.5, lng: -80.25 });
    expect(parseCoordinates('95,10')).toBeNull();
  });

  it('shows miles with one decimal', () => {
    expect(formatDistance(3.24)).toBe('3.2 mi');
    expect(formatDistance(null)).toBe('');
  });
});

describe('slot window for the availability filters (America/New_York)', () => {
  // Wednesday 2026-03-11 at 10:00 in Florida (14:00 UTC, daylight saving time).
  const wednesday = new Date('2026-03-11T14:00:00Z');

  it('today: only today, from 15 minutes from now', () => {
    expect(slotWindow('today', undefined, wednesday)).toMatchObject({
      fromDate: '2026-03-11',
      toDate: '2026-03-11',
      earliestTimeToday: '10:15',
    });
  });

  it('this week runs to Saturday; next week is Sunday to Saturday', () => {
    expect(slotWindow('this_week', undefined, wednesday)).toMatchObject({
      fromDate: '2026-03-11',
      toDate: '2026-03-14',
    });
    expect(slotWindow('next_week', undefined, wednesday)).toMatchObject({
      fromDate: '2026-03-15',
      toDate: '2026-03-21',
    });
  });

  it('a time of day alone looks over the 30-day booking window', () => {
    expect(slotWindow(undefined, 'evening', wednesday)).toMatchObject({
      fromDate: '2026-03-11',
      toDate: '2026-04-09',
      fromTime: '17:00',
      toTime: '21:00',
      dayParts: [3],
    });
    expect(slotWindow('today', undefined, wednesday)?.dayParts).toEqual([0, 1, 2, 3]);
  });

  it('any and flexible filter nothing', () => {
    expect(slotWindow('any', undefined, wednesday)).toBeNull();
    expect(slotWindow('flexible', undefined, wednesday)).toBeNull();
  });

  it('uses the Florida date, not the server date, late in the evening', () => {
    // 23:30 in Florida is already tomorrow in UTC.
    const late = new Date('2026-03-12T03:30:00Z');
    expect(slotWindow('today', undefined, late)).toMatchObject({
      today: '2026-03-11',
      earliestTimeToday: '23:45',
    });
  });
});

describe('search parameters', () => {
  it('reads lists, flags and numbers from the query string, with defaults', () => {
    const parsed = providerSearchSchema.parse({
      languages: 'Spanish, Haitian Creole',
      accepting_new: 'true',
      rating: '4',
      years_min: '5',
    });
    expect(parsed).toMatchObject({
      languages: ['Spanish', 'Haitian Creole'],
      accepting_new: true,
      rating: 4,
      years_min: 5,
      sort: 'relevance',
      page: 1,
    });
  });

  it.each([
    [{ radius: '80' }, 'Distance must be at most 50 miles'],
    [{ radius: '-1' }, 'Distance must be at least 0 miles'],
    [{ lat: '91', lng: '0' }, 'Latitude must be between -90 and 90'],
    [{ lat: '0', lng: '-180.5' }, 'Longitude must be between -180 and 180'],
    [{ rating: '3.5' }, 'Rating must be All ratings, 2, 3 or 4 stars and up, or 5 stars'],
    [{ sort: 'price' }, 'Sort by must be Best match'],
    [{ page: '0' }, 'Page must be at least 1'],
    [{ lat: '25.7' }, 'Latitude and longitude go together'],
    [
      { years_min: '20', years_max: '10' },
      'The fewest years in practice must not be more than the most years in practice',
    ],
    [{ accessibility: 'Moat' }, 'Unknown accessibility feature'],
  ])('refuses %o with a clear message', (input, message) => {
    const result = providerSearchSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => issueText(i, englishCommon)).join(' ')).toContain(message);
  });

  it('says what is wrong in Spanish too, with the bound it found', () => {
    const result = providerSearchSchema.safeParse({ radius: '80', years_min: '81', page: '0' });
    const words = result.error!.issues.map((i) => issueText(i, spanishCommon));
    expect(words).toEqual(
      expect.arrayContaining([
        'La distancia debe ser como máximo 50 millas',
        'Los años de experiencia deben ser como máximo 80',
        'La página debe ser al menos 1',
      ]),
    );
    const outside = providerSearchSchema.safeParse({ lat: '-90.5', lng: '181', radius: '-2' });
    expect(outside.error!.issues.map((i) => issueText(i, spanishCommon))).toEqual(
      expect.arrayContaining([
        spanishCommon(SEARCH_PARAMS_MESSAGES.latRange),
        spanishCommon(SEARCH_PARAMS_MESSAGES.lngRange),
        spanishCommon(SEARCH_PARAMS_MESSAGES.radiusAtLeast, { minimum: 0 }),
      ]),
    );
    expect(spanishCommon(SEARCH_PARAMS_MESSAGES.radiusAtLeast, { minimum: 0 })).toContain('0');
  });

  it('names in its words exactly the values each parameter takes', () => {
    const M = SEARCH_PARAMS_MESSAGES;
    // The field as the filters label it and each choice in words, not the address's values.
    expect(AVAILABILITY_OPTIONS).toHaveLength(5);
    expect(englishCommon(M.availability)).toBe(
      'Availability must be Any time, Today, This week, Next week or Flexible',
    );
    expect(SORTS).toHaveLength(4);
    expect(englishCommon(M.sort)).toBe(
      'Sort by must be Best match, Nearest first, Highest rated or Name (A to Z)',
    );
    expect(GENDERS).toHaveLength(3);
    expect(englishCommon(M.gender)).toBe('Gender must be Any, Female or Male');
    expect(RATING_OPTIONS).toEqual([0, 2, 3, 4, 5]);
    expect(englishCommon(M.rating)).toBe('Rating must be All ratings, 2, 3 or 4 stars and up, or 5 stars');
    expect(englishCommon(M.radiusAtMost, { maximum: MAX_RADIUS_MILES })).toBe(
      `Distance must be at most ${MAX_RADIUS_MILES} miles`,
    );
  });
});

describe('active filters and the banner', () => {
  it('counts one per filter away from its default', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ rating: '0', availability: 'any', sort: 'rating', gender: 'any' })).toBe(0);
    expect(activeFilterCount({ gender: 'female', years_min: '5', years_max: '20' })).toBe(2);
    expect(
      activeFilterCount({
        specialty: 'dental',
        insurance: 'Medicare,Aetna',
        location: '33101',
        telehealth: 'true',
      }),
    ).toBe(4);
  });

  it('says what is being searched', () => {
    expect(searchBanner(english, { nearUser: false, filters: 0 })).toBe('All Healthcare Providers');
    expect(
      searchBanner(english, { specialty: 'primary-care', place: 'Miami, FL', nearUser: false, filters: 2 }),
    ).toBe('Primary Care Providers in Miami, FL (2 filters applied)');
    expect(searchBanner(english, { specialty: 'dental', nearUser: true, filters: 1 })).toBe(
      'Dental Providers near your location (1 filter applied)',
    );
  });

  it('counts a category and its exact specialty as one filter', () => {
    expect(activeFilterCount({ category: 'heart' })).toBe(1);
    expect(activeFilterCount({ category: 'heart', specialty: '207RC0000X' })).toBe(1);
  });

  it("names a category by its plain name in the reader's language, an old specialty by its old name", () => {
    expect(
      searchBanner(english, { category: 'foot-care', specialty: '213E00000X', nearUser: false, filters: 1 }),
    ).toBe('Foot care (podiatrist) Providers (1 filter applied)');
    expect(searchBanner(spanish, { category: 'heart', locale: 'es', nearUser: false, filters: 1 })).toMatch(
      /^Corazón.*: proveedores de salud/,
    );
    expect(searchBanner(english, { specialty: 'Cardiology', nearUser: false, filters: 1 })).toBe(
      'Cardiology Providers (1 filter applied)',
    );
    // A code alone is named on the cards, in NUCC's words; the banner does not guess.
    expect(searchBanner(english, { specialty: '207RC0000X', nearUser: false, filters: 1 })).toBe(
      'All Healthcare Providers (1 filter applied)',
    );
    expect(searchBanner(english, { category: 'no-such-kind', nearUser: false, filters: 1 })).toBe(
      'All Healthcare Providers (1 filter applied)',
    );
  });

  it('says it in Spanish, with the specialty in Spanish', () => {
    expect(searchBanner(spanish, { nearUser: false, filters: 0 })).toBe('Todos los proveedores de salud');
    expect(
      searchBanner(spanish, { specialty: 'cardiology', place: 'Miami, FL', nearUser: false, filters: 2 }),
    ).toBe('Cardiología: proveedores de salud en Miami, FL (2 filtros aplicados)');
    expect(searchBanner(spanish, { specialty: 'dental', nearUser: true, filters: 1 })).toBe(
      'Odontología: proveedores de salud cerca de su ubicación (1 filtro aplicado)',
    );
  });
});
