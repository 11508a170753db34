import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, testServices } from '../../test/harness.ts';
import type { App } from '../../app.ts';
import { autocomplete, geocode, reverseGeocode } from '../../lib/geo.ts';
import { GEOCODE_MESSAGES } from '#shared/search/geocode-schemas.ts';

let app: App;
beforeAll(async () => {
  ({ app } = await testServices());
});

describe('offline geocoding', () => {
  it('finds a ZIP, a city with its state, a Florida city alone, and coordinates', () => {
    expect(geocode('33145')).toMatchObject({ label: 'Miami, FL 33145', zip: '33145', kind: 'zip' });
    expect(geocode('Orlando, FL')).toMatchObject({ city: 'Orlando', state: 'FL', kind: 'city_state' });
    expect(geocode('Miami, FL 33145')).toMatchObject({ zip: '33145', kind: 'city_state_zip' });
    expect(geocode('Tampa')).toMatchObject({ state: 'FL', kind: 'city' });
    expect(geocode('25.7617,-80.1918')).toMatchObject({
      lat: 25.7617,
      lng: -80.1918,
      state: 'FL',
      kind: 'coordinates',
    });
    expect(geocode('1450 Coral Way, Miami, FL')).toMatchObject({ city: 'Miami', state: 'FL' });
    expect(geocode('Nowhere Land, ZZ')).toBeNull();
  });

  it('reads St., Ft. and Mt. as Saint, Fort and Mount', () => {
    for (const text of [
      'St. Petersburg, FL',
      'st petersburg, fl',
      'Saint Petersburg, FL',
      'St. Petersburg',
    ]) {
      expect(geocode(text)).toMatchObject({ label: 'Saint Petersburg, FL' });
    }
    expect(geocode('Ft. Myers, FL')).toMatchObject({ label: 'Fort Myers, FL' });
    expect(geocode('Ft Lauderdale')).toMatchObject({ label: 'Fort Lauderdale, FL' });
    expect(autocomplete('St. Pete').map((p) => p.label)).toContain('Saint Petersburg, FL');
    expect(autocomplete('Stu').map((p) => p.label)).toContain('Stuart, FL');
  });

  it('reverse: the nearest ZIP as "City, ST"', () => {
    expect(reverseGeocode(27.9506, -82.4572)).toMatchObject({ label: 'Tampa, FL', state: 'FL' });
  });

  it('autocomplete: from 2 characters, at most 5, Florida first', () => {
    expect(autocomplete('M')).toEqual([]);
    const places = autocomplete('Mia');
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(5);
    expect(places[0]!.label).toBe('Miami, FL');
    expect(autocomplete('331').every((p) => p.zip!.startsWith('331'))).toBe(true);
  });
});

describe('POST /api/geocode', () => {
  const call = (body: unknown) =>
    app.request('/api/geocode', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify(body),
    });

  it('answers forward, reverse and autocomplete in the spec shape', async () => {
    const forward = await (await call({ type: 'forward', query: '32801' })).json();
    expect(forward).toMatchObject({ location: 'Orlando, FL 32801', zipCode: '32801' });
    expect(forward.features[0].center).toEqual([forward.coordinates.longitude, forward.coordinates.latitude]);
    const reverse = await (
      await call({ type: 'reverse', query: { latitude: 30.4383, longitude: -84.2807 } })
    ).json();
    expect(reverse.location).toBe('Tallahassee, FL');
    const suggestions = await (await call({ type: 'autocomplete', query: 'Fort' })).json();
    expect(suggestions.features.length).toBe(5);
    const unknown = await (await call({ type: 'forward', query: 'Atlantis, ZZ' })).json();
    expect(unknown).toMatchObject({ coordinates: null, features: [] });
  });

  it('asks for a place in the language of the page', async () => {
    const ask = (locale: string) =>
      app.request('/api/geocode', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-locale': locale },
        body: JSON.stringify({ type: 'forward', query: '  ' }),
      });
    const english = await ask('en');
    expect(english.status).toBe(400);
    expect((await english.json()).errors).toEqual({ query: 'Please enter a location' });
    const spanish = await (await ask('es')).json();
    expect(spanish.errors).toEqual({ query: 'Por favor, escriba un lugar' });
    expect(spanish.codes).toEqual({ query: GEOCODE_MESSAGES.enterLocation });
  });

  it('refuses a request of the wrong shape with a 400', async () => {
    expect((await call({ type: 'sideways', query: 'x' })).status).toBe(400);
    expect((await call({ type: 'reverse', query: { latitude: 200, longitude: 0 } })).status).toBe(400);
  });
});
