import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderSearchResult } from '#shared/search/search-params.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { PATIENT, PROVIDER_USER } from '../../../test/users.ts';
import { ProviderSearchPage } from './search-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const result = (label: string | null): ProviderSearchResult => ({
  providers: [],
  total: 0,
  totalCapped: false,
  wordsCategory: null,
  page: 1,
  pageSize: 12,
  location: label ? { label, lat: 25.75, lng: -80.23, radiusMiles: 10 } : null,
});

const searches = (calls: { path: string; search: string }[]) =>
  calls.filter((c) => c.path === '/api/providers/search').map((c) => new URLSearchParams(c.search));

describe('the search starts from a patient’s home address', () => {
  it('uses the saved home as the place when the address names none, and says so', async () => {
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
      'GET /api/patient/home-location': () => ({
        status: 200,
        body: { location: '33145', label: 'Miami, FL 33145' },
      }),
      'GET /api/providers/search': (url) => ({
        status: 200,
        body: result(url.searchParams.get('location') ? 'Miami, FL 33145' : null),
      }),
    });
    renderAt(<ProviderSearchPage />, '/providers?specialty=dental');
    expect(await screen.findByText(/Showing providers near your home address/)).toHaveTextContent(
      'Miami, FL 33145',
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Healthcare Providers in Miami, FL 33145',
    );
    const made = searches(calls);
    expect(made.at(-1)!.get('location')).toBe('33145');
    expect(made.at(-1)!.get('specialty')).toBe('dental');
    // No search ever ran without the home once the patient was known.
    expect(made.filter((p) => !p.get('location')).length).toBeLessThanOrEqual(1);
  });

  it('keeps a place the address names, and never asks for the home then', async () => {
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
      'GET /api/patient/home-location': () => ({ status: 200, body: { location: '33145', label: 'Miami' } }),
      'GET /api/providers/search': () => ({ status: 200, body: result('Tampa, FL') }),
    });
    renderAt(<ProviderSearchPage />, '/providers?location=Tampa%2C+FL');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Tampa, FL');
    await waitFor(() => expect(searches(calls).length).toBeGreaterThan(0));
    expect(searches(calls).every((p) => p.get('location') === 'Tampa, FL')).toBe(true);
    expect(calls.some((c) => c.path === '/api/patient/home-location')).toBe(false);
    expect(screen.queryByText(/your home address/)).toBeNull();
  });

  it('does nothing of the kind for a provider, or for a patient without a placed address', async () => {
    for (const [user, home] of [
      [PROVIDER_USER, { location: '33145', label: 'Miami' }],
      [PATIENT, { location: null, label: null }],
    ] as const) {
      const calls = fakeApi({
        'GET /api/me': () => ({ status: 200, body: { user } }),
        'GET /api/patient/home-location': () => ({ status: 200, body: home }),
        'GET /api/providers/search': () => ({ status: 200, body: result(null) }),
      });
      const view = renderAt(<ProviderSearchPage />, '/providers');
      expect(await screen.findByText(/providers matching your search criteria/)).toBeVisible();
      expect(searches(calls).every((p) => !p.get('location'))).toBe(true);
      expect(screen.queryByText(/your home address/)).toBeNull();
      view.router.dispose();
      document.body.innerHTML = '';
    }
  });
});
