import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { longDay } from '#shared/format/dates.ts';
import { addDaysTo, practiceToday } from '../../../../lib/booking/dates.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { deepLinkedSlot } from '../../booking-deep-link.ts';
import { ProviderProfilePage } from './profile-page.tsx';

// Leaflet needs a real browser; the map itself is checked in the e2e tests.
vi.mock('./provider-map.tsx', () => ({ default: () => <div /> }));

const ID = '11111111-1111-4111-8111-111111111111';
const SLOT = '33333333-3333-4333-8333-333333333333';

/** What the profile endpoint sends, as far as this page reads it. */
const PROFILE = {
  id: ID,
  firstName: 'Elena',
  lastName: 'Morales',
  initials: 'EM',
  title: 'Doctor',
  professionalTitle: 'MD',
  specialty: 'Family Medicine Physician',
  taxonomyCode: '207Q00000X',
  secondaryTaxonomyCodes: [],
  category: 'primary-care',
  categories: ['primary-care'],
  listingKind: 'clinician',
  hospital: null,
  hospitalAffiliations: [],
  practiceName: 'Coral Way Family Medicine',
  imageUrl: null,
  logoUrl: null,
  about: null,
  rating: 0,
  reviewCount: 0,
  acceptingNewPatients: true,
  telehealthAvailable: false,
  location: '1450 Coral Way, Miami, FL',
  fullAddress: '1450 Coral Way, Miami, FL 33145',
  city: 'Miami',
  state: 'FL',
  zipCode: '33145',
  phone: '(305) 555-0100',
  email: null,
  languages: ['English'],
  insurances: ['Medicare'],
  officeHours: {},
  officePhotos: [],
  boardCertifications: [],
  educationTraining: null,
  professionalMemberships: [],
  gender: null,
  npiNumber: null,
  yearsInPractice: null,
  accessibilityFeatures: [],
  lat: null,
  lng: null,
  distanceMiles: null,
  organization: null,
  lastSeenAt: null,
  averageResponseMinutes: null,
  verified: true,
  claimed: true,
  listingSource: null,
  lastVerified: { at: '2026-02-10T15:00:00.000Z', source: 'provider' },
  correctedAt: null,
};

let routes: Record<string, () => { status: number; body?: unknown }>;
const date = addDaysTo(practiceToday(), 1);

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  localStorage.clear();
  routes = {
    'GET /api/me': () => ({ status: 200, body: { user: null } }),
    [`GET /api/providers/${ID}`]: () => ({ status: 200, body: PROFILE }),
    [`GET /api/providers/${ID}/similar`]: () => ({ status: 200, body: { providers: [] } }),
    [`GET /api/providers/${ID}/next-slots`]: () => ({ status: 200, body: { slots: [] } }),
    [`POST /api/providers/${ID}/views`]: () => ({ status: 204 }),
    [`GET /api/providers/${ID}/reviews`]: () => ({
      status: 200,
      body: { own: null, reviews: [], total: 0, rating: 0, reviewCount: 0, canRespond: false },
    }),
    [`GET /api/providers/${ID}/slots`]: () => ({
      status: 200,
      body: {
        slots: [
          { id: SLOT, date, time: '10:00', isAvailable: true },
          { id: '44444444-4444-4444-8444-444444444444', date, time: '10:30', isAvailable: true },
        ],
      },
    }),
    [`GET /api/providers/${ID}/appointment-types`]: () => ({ status: 200, body: { types: [] } }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const res = routes[`${init?.method ?? 'GET'} ${url.pathname}`]?.() ?? { status: 404, body: {} };
      return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
        status: res.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show(entry: string) {
  const router = createMemoryRouter([{ path: '/providers/:slug', element: <ProviderProfilePage /> }], {
    initialEntries: [entry],
  });
  renderWithApp(router);
  return router;
}

describe('a booking deep link', () => {
  it('opens the booking dialog on the linked time, then leaves the address clean', async () => {
    const router = show(`/providers/${ID}?slot=${SLOT}&date=${date}&time=10:00`);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Appointment' });
    expect(within(dialog).getByTestId('chosen-time')).toHaveTextContent(`${longDay(date, 'en')} at 10:00 AM`);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a time that has been taken opens that day’s list instead', async () => {
    show(`/providers/${ID}?slot=55555555-5555-4555-8555-555555555555&date=${date}&time=11:00`);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).queryByTestId('chosen-time')).toBeNull());
    expect(await within(dialog).findByRole('button', { name: /10:30/ })).toBeInTheDocument();
  });

  it('a malformed link opens nothing', async () => {
    show(`/providers/${ID}?slot=nope&date=${date}&time=10:00`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('needs all three parts, well formed', () => {
    const q = (s: string) => deepLinkedSlot(new URLSearchParams(s));
    expect(q(`slot=${SLOT}&date=2026-03-03&time=09:30`)).toEqual({
      id: SLOT,
      date: '2026-03-03',
      time: '09:30',
    });
    expect(q(`slot=${SLOT.toUpperCase()}&date=2026-03-03&time=09:30`)?.id).toBe(SLOT);
    expect(q(`slot=${SLOT}&date=2026-03-03`)).toBeNull();
    expect(q(`slot=${SLOT}&date=03/03/2026&time=09:30`)).toBeNull();
    expect(q(`slot=${SLOT}&date=2026-03-03&time=25:00`)).toBeNull();
  });
});
