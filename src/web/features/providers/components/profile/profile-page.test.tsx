import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import type { ProviderReviewsDto, ReviewDto } from '#shared/reviews/review-schemas.ts';
import type { CurrentUser } from '#shared/dto.ts';
import { PATIENT } from '../../../../test/users.ts';
import { longDay } from '#shared/format/dates.ts';
import { addDaysTo, mondayOf, practiceToday } from '../../../../lib/booking/dates.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { spanish } from '../../../../test/i18n.ts';
import type { Translator } from '#shared/i18n/translate.ts';
import { ProviderProfilePage } from './profile-page.tsx';

// Leaflet needs a real browser; the map itself is checked in the e2e tests.
vi.mock('./provider-map.tsx', () => ({
  default: ({ name }: { name: string }) => (
    <div role="region" aria-label={`Map showing the office of ${name}`} />
  ),
}));

const ID = '11111111-1111-4111-8111-111111111111';

const profile = (over: Partial<ProviderProfileDto> = {}): ProviderProfileDto => ({
  id: ID,
  firstName: 'Elena',
  lastName: 'Morales',
  initials: 'EM',
  title: 'Doctor',
  professionalTitle: 'md',
  specialty: 'Family Medicine Physician',
  taxonomyCode: '207Q00000X',
  category: 'primary-care',
  listingKind: 'clinician' as const,
  secondaryTaxonomyCodes: [],
  categories: ['primary-care'],
  hospital: null,
  hospitalAffiliations: [],
  practiceName: 'Coral Way Family Medicine',
  imageUrl: null,
  logoUrl: null,
  about: null,
  rating: 4.5,
  reviewCount: 2,
  acceptingNewPatients: true,
  telehealthAvailable: false,
  location: '1450 Coral Way, Miami, FL',
  fullAddress: '1450 Coral Way, Miami, FL 33145',
  city: 'Miami',
  state: 'FL',
  zipCode: '33145',
  phone: '(305) 555-0100',
  email: null,
  languages: ['English', 'Spanish'],
  insurances: ['Medicare', 'Aetna', 'Cigna', 'Humana', 'Molina Healthcare', 'CarePlus'],
  officeHours: {
    monday: { open: '08:00', close: '17:00', closed: false },
    sunday: { open: '', close: '', closed: true },
  },
  officePhotos: [],
  boardCertifications: [],
  educationTraining: null,
  professionalMemberships: [],
  gender: null,
  npiNumber: '1234567890',
  yearsInPractice: 12,
  accessibilityFeatures: [],
  lat: null,
  lng: null,
  distanceMiles: null,
  organization: null,
  lastSeenAt: null,
  averageResponseMinutes: 120,
  verified: true,
  claimed: true,
  listingSource: null,
  lastVerified: { at: '2026-02-10T15:00:00.000Z', source: 'provider' },
  correctedAt: null,
  ...over,
});

const review = (n: number, over: Partial<ReviewDto> = {}): ReviewDto => ({
  id: `r${n}`,
  providerProfileId: ID,
  rating: 4,
  content: `Review number ${n}`,
  recommend: true,
  isAnonymous: false,
  reviewerName: `Person ${n}.`,
  reviewerAvatarUrl: null,
  isVerified: false,
  edited: false,
  createdAt: '2026-01-0' + n + 'T10:00:00Z',
  updatedAt: '2026-01-0' + n + 'T10:00:00Z',
  likeCount: 0,
  likedByMe: false,
  isMine: false,
  response: null,
  ...over,
});

type Handler = (init: RequestInit | undefined, url: URL) => { status: number; body?: unknown };
let routes: Record<string, Handler>;
let calls: { method: string; path: string; body: unknown }[];

function serve(opts: {
  user?: CurrentUser | null;
  provider?: ProviderProfileDto | null;
  reviews?: Partial<ProviderReviewsDto>;
}) {
  const p = opts.provider === undefined ? profile() : opts.provider;
  routes = {
    'GET /api/me': () => ({ status: 200, body: { user: opts.user ?? null } }),
    [`GET /api/providers/${ID}`]: () =>
      p ? { status: 200, body: p } : { status: 404, body: { detail: 'Provider not found or not available' } },
    [`GET /api/providers/${ID}/similar`]: () => ({ status: 200, body: { providers: [] } }),
    [`GET /api/providers/${ID}/next-slots`]: () => ({
      status: 200,
      body: { slots: [{ id: 's1', date: '2026-03-03', time: '09:30' }] },
    }),
    [`POST /api/providers/${ID}/views`]: () => ({ status: 204 }),
    [`GET /api/providers/${ID}/reviews`]: () => ({
      status: 200,
      body: {
        own: null,
        reviews: [],
        total: 0,
        rating: 0,
        reviewCount: 0,
        canRespond: false,
        ...opts.reviews,
      },
    }),
  };
}

// Radix measures its switches; jsdom has no layout.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  calls = [];
  sessionStorage.clear();
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const handler = routes[`${method} ${url.pathname}`];
      const res = handler ? handler(init, url) : { status: 404, body: { detail: 'Not found' } };
      return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
        status: res.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show(id = ID, translator?: Translator) {
  const router = createMemoryRouter(
    [
      { path: '/providers/:slug', element: <ProviderProfilePage /> },
      { path: '/auth', element: <h1>Sign in page</h1> },
      { path: '/providers', element: <h1>Search page</h1> },
    ],
    { initialEntries: [`/providers/${id}`] },
  );
  renderWithApp(router, { translator });
  return router;
}

describe('provider profile page', () => {
  it('shows the provider with the spec texts for what is missing, and records one view', async () => {
    serve({});
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Elena Morales, MD' })).toBeVisible();
    expect(screen.getByText('Email not available')).toBeVisible();
    expect(screen.getAllByRole('link', { name: '(305) 555-0100' })[0]).toHaveAttribute(
      'href',
      'tel:3055550100',
    );
    expect(screen.getByText('Verified')).toBeVisible();
    expect(screen.getByText('Usually responds within 2 hours')).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Primary care (family doctor)' })).toHaveAttribute(
      'href',
      '/providers?category=primary-care',
    );
    // The category's plain name, then NUCC's exact one.
    expect(screen.getByText('Specialty (official name):')).toHaveTextContent(
      'Specialty (official name): Family Medicine Physician',
    );
    // The main column is a part of its own, drawn once its code is here.
    expect(await screen.findByRole('heading', { name: 'About Morales' })).toBeVisible();
    expect(
      screen.getByText(/is listed under Primary care \(family doctor\)\. Your main doctor/),
    ).toBeVisible();
    // No coordinates: the address and phone instead of a map.
    expect(screen.getByRole('heading', { name: 'Location Unavailable' })).toBeVisible();
    expect(screen.getByText('Unable to determine provider location')).toBeVisible();
    expect(await screen.findByText('No reviews yet. Be the first to review!')).toBeVisible();
    expect(screen.getByText('This office has not added photos yet.')).toBeVisible();
    expect((await screen.findByText(/Tuesday, March 3/)).closest('li')).toHaveTextContent(
      'Tuesday, March 3 at 9:30 AM',
    );
    // 4 plans inline, all 6 in the dialog.
    const insurance = screen.getByRole('region', { name: 'Insurance Accepted' });
    expect(within(insurance).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(within(insurance).getByRole('button', { name: 'View all 6 plans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insurance Plans Accepted' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    // The provider's name, without the degree before the possessive.
    expect(dialog).toHaveAccessibleDescription(
      "Plans Dr. Elena Morales's office accepts. Please confirm your plan when you book.",
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('Closed')).toBeVisible();
    expect(screen.getByText('8:00 AM – 5:00 PM')).toBeVisible();
    expect(screen.getByText('Found incorrect information? Help us keep profiles accurate.')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Book an Appointment' })).getByRole('button', {
        name: 'Sign Up to Book',
      }),
    ).toBeVisible();

    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/views'))).toHaveLength(1));
    const view = calls.find((c) => c.path.endsWith('/views'))!.body as Record<string, unknown>;
    expect(view).toMatchObject({ referrerSource: 'direct', deviceType: 'desktop' });
    expect(view.sessionId).toBe(sessionStorage.getItem('careconnect_session_id'));
  });

  it('says Provider Not Found with the id and the reason', async () => {
    serve({ provider: null });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider Not Found' })).toBeVisible();
    expect(
      screen.getByText("The provider you're looking for doesn't exist or is no longer available."),
    ).toBeVisible();
    expect(screen.getByText(ID)).toBeVisible();
    expect(screen.getByText('Provider not found or not available')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Providers' })).toHaveAttribute('href', '/providers');
  });

  it('without a phone: Call Now is replaced by the disabled Phone Number Not Available', async () => {
    serve({ provider: profile({ phone: null }) });
    show();
    expect(await screen.findByRole('button', { name: 'Phone Number Not Available' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Call Now' })).toBeNull();
  });

  it('asks a guest to sign in to review, like, report, message and book', async () => {
    serve({ reviews: { reviews: [review(1)], total: 1, rating: 4, reviewCount: 1 } });
    const router = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Write a Review' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In Required' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Like (0)' }));
    expect(await screen.findByText('Please log in to like reviews')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Report Profile Issue' }));
    expect(await screen.findByText('You must be logged in to submit a report')).toBeVisible();
    await userEvent.keyboard('{Escape}');

    const booking = screen.getByRole('region', { name: 'Book an Appointment' });
    await userEvent.click(within(booking).getByRole('button', { name: 'Sign Up to Message' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toMatchObject({
      redirectMessage: 'Sign in to message Dr. Elena Morales, MD',
      fromAction: 'message',
    });
    expect(JSON.parse(localStorage.getItem('careconnect_pending_actions')!)).toEqual([
      expect.objectContaining({ type: 'message', providerId: ID }),
    ]);
  });

  it('shows the own review first with Edit and Delete, then 3 others and See all', async () => {
    const own = review(9, { isMine: true, reviewerName: 'Rosa D.', edited: true });
    const others = [1, 2, 3, 4, 5].map((n) =>
      review(n, { isAnonymous: n === 2, reviewerName: n === 2 ? 'Anonymous User' : `Person ${n}.` }),
    );
    others[0].isVerified = true;
    others[0].response = {
      id: 'resp',
      content: 'Thank you!',
      isTeamMemberResponse: true,
      createdAt: '2026-01-02T10:00:00Z',
      updatedAt: '2026-01-02T10:00:00Z',
      providerName: 'Dr. Elena Morales',
      practiceName: null,
      logoUrl: null,
    };
    serve({ user: PATIENT, reviews: { own, reviews: others, total: 6, rating: 4, reviewCount: 6 } });
    show();
    const section = await screen.findByRole('region', { name: 'Patient Reviews' });
    const articles = await within(section).findAllByRole('article');
    expect(articles).toHaveLength(4);
    expect(articles[0]).toHaveTextContent('Your review');
    expect(articles[0]).toHaveTextContent('edited');
    expect(within(articles[0]).getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(within(articles[0]).getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(articles[1]).toHaveTextContent('Verified');
    expect(articles[1]).toHaveTextContent('Response from Dr. Elena Morales');
    expect(articles[1]).toHaveTextContent('office staff');
    expect(articles[2]).toHaveTextContent('Anonymous User');
    expect(within(section).queryByRole('button', { name: 'Write a Review' })).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'See all 6 reviews' }));
    expect(within(section).getAllByRole('article')).toHaveLength(6);

    routes['DELETE /api/reviews/r9'] = () => ({ status: 204 });
    await userEvent.click(within(articles[0]).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Review' }));
    expect(await screen.findByText('Review deleted successfully')).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/reviews/r9')).toBe(true);
  });

  it('a patient writes a review: rating 5 to start, a counted comment, the spec toasts', async () => {
    serve({ user: PATIENT });
    let status = 201;
    routes[`POST /api/providers/${ID}/reviews`] = () =>
      status === 201
        ? { status: 201, body: review(7, { isMine: true }) }
        : { status: 409, body: { detail: 'dup' } };
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Write a Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a Review' });
    expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(dialog).getByLabelText('Your comments (optional)'), '  Kind and patient.  ');
    expect(within(dialog).getByText('21/500')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Post anonymously' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted successfully!')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/reviews'))!.body).toEqual({
      rating: 4,
      content: 'Kind and patient.',
      recommend: true,
      isAnonymous: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Write a Review' })).toBeNull());

    status = 409;
    await userEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('You have already reviewed this provider')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Write a Review' })).toBeVisible();
  });

  it('a patient reports a problem: the spec messages, then the success view closes itself', async () => {
    serve({ user: PATIENT });
    routes[`POST /api/providers/${ID}/reports`] = () => ({ status: 201, body: { id: 'rep' } });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Report Profile Issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Profile Issue' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await within(dialog).findByText('Please select a report category')).toBeVisible();
    expect(within(dialog).getByText('Please provide at least 10 characters of description')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Phone number is wrong' }));
    await userEvent.type(
      within(dialog).getByLabelText('Please describe the problem'),
      'The number rings a fax machine.',
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
      expect(await within(dialog).findByText('Report Submitted Successfully')).toBeVisible();
      expect(calls.find((c) => c.path.endsWith('/reports'))!.body).toEqual({
        category: 'phone_number_wrong',
        description: 'The number rings a fax machine.',
      });
      await act(() => vi.advanceTimersByTimeAsync(2100));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report Profile Issue' })).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed report says so and keeps what was typed', async () => {
    serve({ user: PATIENT });
    routes[`POST /api/providers/${ID}/reports`] = () => ({ status: 500, body: { detail: 'boom' } });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Report Profile Issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Profile Issue' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await userEvent.type(
      within(dialog).getByLabelText('Please describe the problem'),
      'The photo is of someone else.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await within(dialog).findByText('Failed to submit report. Please try again.')).toBeVisible();
    expect(within(dialog).getByLabelText('Please describe the problem')).toHaveValue(
      'The photo is of someone else.',
    );
  });

  it('Schedule a Visit opens the booking dialog; View more times shows the week and opens the time chosen', async () => {
    serve({ user: PATIENT });
    const today = practiceToday();
    routes[`GET /api/providers/${ID}/slots`] = () => ({
      status: 200,
      body: { slots: [{ id: 'late', date: today, time: '23:45', isAvailable: true }] },
    });
    routes[`GET /api/providers/${ID}/appointment-types`] = () => ({ status: 200, body: { types: [] } });
    show();
    const card = await screen.findByRole('region', { name: 'Book an Appointment' });
    await userEvent.click(within(card).getByRole('button', { name: 'Schedule a Visit' }));
    const booking = await screen.findByRole('dialog', { name: 'Choose Appointment Time' });
    expect(
      await within(booking).findByRole('button', { name: `11:45 PM, ${longDay(today, 'en')}` }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'View more times' }));
    const week = await screen.findByRole('dialog', { name: 'Available Times' });
    expect(within(week).getByRole('button', { name: 'Previous week' })).toBeDisabled();
    for (let i = 0; i < 3; i++)
      await userEvent.click(within(week).getByRole('button', { name: 'Next week' }));
    expect(within(week).getByRole('button', { name: 'Next week' })).toBeDisabled();
    for (let i = 0; i < 3; i++)
      await userEvent.click(within(week).getByRole('button', { name: 'Previous week' }));
    await userEvent.click(within(week).getByRole('button', { name: `11:45 PM, ${longDay(today, 'en')}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Appointment' });
    expect(within(confirm).getByTestId('chosen-time')).toHaveTextContent(
      `${longDay(today, 'en')} at 11:45 PM`,
    );
  });

  it('a week with no open time offers the next one, and goes to its week', async () => {
    serve({ user: PATIENT });
    const later = addDaysTo(mondayOf(practiceToday()), 15);
    routes[`GET /api/providers/${ID}/slots`] = () => ({
      status: 200,
      body: { slots: [{ id: 'later', date: later, time: '09:30', isAvailable: true }] },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'View more times' }));
    const week = await screen.findByRole('dialog', { name: 'Available Times' });
    expect(await within(week).findByText('No open times this week.')).toBeVisible();
    await userEvent.click(
      within(week).getByRole('button', { name: `See the next open time: ${longDay(later, 'en')}` }),
    );
    expect(
      within(week).getByRole('heading', { name: `Week of ${longDay(addDaysTo(later, -1), 'en')}` }),
    ).toBeVisible();
    expect(within(week).getByRole('button', { name: `9:30 AM, ${longDay(later, 'en')}` })).toBeVisible();
    expect(within(week).queryByText('No open times this week.')).toBeNull();
  });

  it('a patient back from signing up finds the booking dialog open on the time they chose', async () => {
    serve({ user: PATIENT });
    const date = addDaysTo(practiceToday(), 1);
    routes[`GET /api/providers/${ID}/slots`] = () => ({
      status: 200,
      body: { slots: [{ id: 'chosen', date, time: '10:00', isAvailable: true }] },
    });
    routes[`GET /api/providers/${ID}/appointment-types`] = () => ({ status: 200, body: { types: [] } });
    localStorage.setItem(
      'careconnect_pending_actions',
      JSON.stringify([
        {
          type: 'appointment',
          providerId: ID,
          providerName: 'Dr. Elena Morales, MD',
          selectedSlot: { slotId: 'chosen', date, time: '10:00', fullDate: `${date}T10:00` },
          timestamp: Date.now(),
        },
      ]),
    );
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Appointment' });
    expect(within(dialog).getByTestId('chosen-time')).toHaveTextContent(`${longDay(date, 'en')} at 10:00 AM`);
    expect(localStorage.getItem('careconnect_pending_actions')).toBeNull();
  });
});

describe('directory trust on the profile page', () => {
  it('shows when the profile was last verified, and a correction made after a report', async () => {
    serve({ provider: profile({ correctedAt: '2026-02-12T15:00:00.000Z' }) });
    show();
    expect(await screen.findByText('Last verified February 10, 2026 by the provider')).toBeVisible();
    expect(
      screen.getByText('Corrected on February 12, 2026 after a report of wrong information'),
    ).toBeVisible();
  });

  it('an unclaimed imported listing shows the note and the phone, and no booking, times or messages', async () => {
    serve({
      provider: profile({
        claimed: false,
        verified: false,
        listingSource: 'cms',
        lastVerified: { at: '2026-01-05T15:00:00.000Z', source: 'cms' },
      }),
    });
    show();
    expect(
      await screen.findByText(
        'This listing comes from public Medicare data and has not been claimed by the provider.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Last verified January 5, 2026 from public Medicare data')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call (305) 555-0100' })).toHaveAttribute(
      'href',
      'tel:3055550100',
    );
    expect(screen.queryByRole('button', { name: /Schedule a Visit|Sign Up to Book|^Book$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Message/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Next Available Times' })).toBeNull();
    expect(screen.queryByText(/Usually responds within/)).toBeNull();
    // Nothing asks the server for open times of a listing that cannot be booked.
    expect(calls.some((c) => c.path.endsWith('/next-slots'))).toBe(false);
  });

  it('speaks Spanish on a Spanish page: the words, the specialty, the languages, the dates and times', async () => {
    serve({ provider: profile({ npiNumber: null, lastSeenAt: new Date().toISOString() }) });
    show(ID, spanish);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Elena Morales, MD' })).toBeVisible();
    expect(document.title).toMatch(
      /^Dr\. Elena Morales, MD, Atención primaria \(médico de familia\) en Miami, FL \| /,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(
      within(crumbs).getByRole('link', { name: 'Atención primaria (médico de familia)' }),
    ).toHaveAttribute('href', '/providers?category=primary-care');
    // NUCC's exact name is English, and said to be.
    expect(screen.getByText('Family Medicine Physician')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('En línea ahora')).toBeVisible();
    expect(screen.getByText('Suele responder en menos de 2 horas')).toBeVisible();
    expect(
      screen.getByText('Verificado por última vez el 10 de febrero de 2026 por el proveedor'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sobre Morales' })).toBeVisible();
    expect(screen.getByText(/figura en la categoría Atención primaria/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Reserve una cita' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ubicación y cómo llegar' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Información profesional' })).toBeVisible();
    expect(screen.getByText('Inglés, Español')).toBeVisible();
    expect(await screen.findByText('Todavía no hay reseñas. ¡Escriba la primera!')).toBeVisible();
    expect((await screen.findByText(/martes, 3 de marzo/)).closest('button')).toHaveTextContent(
      /^Reservar: martes, 3 de marzo, 9:30 a\.\s?m\.$/,
    );
    expect(screen.getByText('Lunes')).toBeVisible();
    expect(screen.getByText('Cerrado')).toBeVisible();
    expect(screen.getByText(/^8:00 a\.\s?m\. – 5:00 p\.\s?m\.$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ver los 6 planes' })).toBeVisible();
    expect(screen.queryByText(/Book an Appointment|Office Hours|Insurance Accepted/)).toBeNull();

    // The booking dialog opens in Spanish too.
    await userEvent.click(screen.getAllByRole('button', { name: 'Regístrese para reservar' })[0]!);
    const dialog = await screen.findByTestId('booking-dialog');
    expect(within(dialog).getByText('Elija la hora de su cita')).toBeVisible();
    expect(
      within(dialog).getByText(/^Dr\. Elena Morales, MD · Atención primaria \(médico de familia\)$/),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });
});

describe('a listing that leaves things out', () => {
  /** What the API gives for a listing with no specialty, place or plans (search-service.ts). */
  const bare = () =>
    profile({
      specialty: 'General Practice Physician',
      taxonomyCode: '208D00000X',
      location: 'Location not specified',
      fullAddress: '',
      city: 'Unknown',
      state: 'Unknown',
      zipCode: null,
      insurances: ['Various Insurance Plans'],
    });

  it('shows the API’s words in English as they come, with no map to search for nowhere', async () => {
    serve({ provider: bare() });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Elena Morales, MD' })).toBeVisible();
    expect(screen.getAllByText('Location not specified')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Location not specified/ })).toBeNull();
    // Neither map link searches for the page's words for no place.
    expect(screen.queryByRole('link', { name: /Get Directions/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /View in Maps/ })).toBeNull();
    const insurance = screen.getByRole('region', { name: 'Insurance Accepted' });
    expect(within(insurance).getByRole('listitem')).toHaveTextContent('Various Insurance Plans');
    expect(document.title).toMatch(/^Dr\. Elena Morales, MD, Primary care \(family doctor\) \| /);
  });

  it('words them in Spanish on a Spanish page, and leaves the unknown place out of the title', async () => {
    serve({ provider: bare() });
    show(ID, spanish);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Elena Morales, MD' })).toBeVisible();
    expect(document.title.startsWith('Dr. Elena Morales, MD, Atención primaria (médico de familia) | ')).toBe(
      true,
    );
    expect(screen.getAllByText(spanish.t('search.defaults.noLocation'))).toHaveLength(2);
    expect(
      screen.queryByRole('link', { name: new RegExp(spanish.t('public.profile.directions')) }),
    ).toBeNull();
    expect(
      screen.queryByRole('link', { name: new RegExp(spanish.t('public.profile.viewInMaps')) }),
    ).toBeNull();
    const insurance = screen.getByRole('region', { name: spanish.t('public.profile.insuranceHeading') });
    expect(within(insurance).getByRole('listitem')).toHaveTextContent(
      spanish.t('search.defaults.variousInsurances'),
    );
    expect(screen.getByText(new RegExp(spanish.t('public.profile.fillerWelcome')))).toBeVisible();
    expect(screen.queryByText(/Location not specified|Various Insurance Plans|Unknown/)).toBeNull();
    // NUCC's name is shown as NUCC gives it, in English, marked so.
    expect(screen.getByText('General Practice Physician')).toHaveAttribute('lang', 'en');
  });

  it('leaves an unknown state beside a known city out of the words about the practice', async () => {
    serve({ provider: { ...bare(), city: 'Pierre', location: 'Pierre, Unknown', fullAddress: 'Pierre' } });
    show(ID, spanish);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Elena Morales, MD' })).toBeVisible();
    const about = screen.getByRole('region', {
      name: spanish.t('public.profile.aboutHeading', { name: 'Morales' }),
    });
    expect(about).toHaveTextContent(spanish.t('public.profile.fillerWelcomeIn', { place: 'Pierre' }));
    expect(about).not.toHaveTextContent(spanish.t('search.defaults.unknownPlace'));
    expect(document.title).toMatch(/ en Pierre \| /);
  });

  it('searches a map for the listing’s own place, never for the page’s word for what it leaves out', async () => {
    serve({ provider: { ...bare(), city: 'Pierre', location: 'Pierre, Unknown', fullAddress: '' } });
    show(ID, spanish);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Elena Morales, MD' })).toBeVisible();
    const search = 'https://www.openstreetmap.org/search?query=Pierre';
    for (const key of ['public.profile.directions', 'public.profile.viewInMaps'] as const)
      expect(screen.getByRole('link', { name: new RegExp(spanish.t(key)) })).toHaveAttribute('href', search);
  });
});

describe('organisations, hospitals and affiliations on the profile (ADR 23)', () => {
  const HOSPITAL_ID = '22222222-2222-4222-8222-222222222222';
  const hospital = (over: Partial<ProviderProfileDto> = {}) =>
    profile({
      listingKind: 'hospital',
      title: '',
      firstName: '',
      lastName: '',
      professionalTitle: null,
      initials: 'JM',
      practiceName: 'Jackson Memorial Hospital',
      specialty: 'General Acute Care Hospital',
      taxonomyCode: '282N00000X',
      category: 'hospitals',
      categories: ['hospitals'],
      hospital: { type: 'Acute Care Hospitals', emergencyServices: true, starRating: 4 },
      ...over,
    });

  it('names a hospital by its name, never Dr., with its type, emergency room and Medicare’s rating', async () => {
    serve({ provider: hospital() });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jackson Memorial Hospital' })).toBeVisible();
    expect(screen.getAllByText('Jackson Memorial Hospital')).toHaveLength(1);
    expect(screen.queryByText(/Dr\./)).toBeNull();
    const facts = screen.getByRole('region', { name: 'About this hospital' });
    expect(facts).toHaveTextContent('Acute care hospital');
    expect(facts).toHaveTextContent('Yes, this hospital has emergency services');
    expect(facts).toHaveTextContent('CMS overall rating: 4 of 5 stars');
    expect(facts).toHaveTextContent(
      "This is Medicare's rating of the hospital's quality, not a rating from our reviews.",
    );
  });

  it('says so in Spanish, and when Medicare has not rated it or the type is not one we word', async () => {
    serve({
      provider: hospital({ hospital: { type: 'Some New Type', emergencyServices: false, starRating: null } }),
    });
    show(ID, spanish);
    const facts = await screen.findByRole('region', { name: 'Sobre este hospital' });
    expect(facts).toHaveTextContent('No tiene servicios de emergencia');
    expect(facts).toHaveTextContent('Medicare no ha calificado este hospital');
    expect(within(facts).getByText('Some New Type')).toHaveAttribute('lang', 'en');
  });

  it('a clinician shows the hospitals they work at, each a link, and other kinds of care they give', async () => {
    serve({
      provider: profile({
        secondaryTaxonomyCodes: ['207RG0300X'],
        categories: ['primary-care', 'geriatrics'],
        hospitalAffiliations: [{ id: HOSPITAL_ID, name: 'Jackson Memorial Hospital' }],
      }),
    });
    show();
    const hospitals = await screen.findByRole('region', { name: 'Hospitals' });
    expect(within(hospitals).getByRole('link', { name: 'Jackson Memorial Hospital' })).toHaveAttribute(
      'href',
      `/providers/${HOSPITAL_ID}`,
    );
    expect(screen.getByText(/^Also offers:/)).toHaveTextContent(
      'Also offers: Doctors for older adults (geriatrics)',
    );
    expect(screen.queryByRole('region', { name: 'About this hospital' })).toBeNull();
  });

  it('shows no hospital sections for a clinician without affiliations', async () => {
    serve({});
    show();
    await screen.findByRole('heading', { level: 1, name: 'Dr. Elena Morales, MD' });
    expect(screen.queryByRole('region', { name: 'Hospitals' })).toBeNull();
    expect(screen.queryByText(/^Also offers/)).toBeNull();
  });
});
