import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROVIDER_OVERVIEW_MESSAGES,
  type OverviewAppointmentDto,
  type ProviderOverviewDto,
} from '#shared/provider-dashboard/provider-overview.ts';
import { APPOINTMENT_STATUSES } from '#shared/appointments/booking.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { PROVIDER_USER } from '../../test/users.ts';
import { englishWords, spanish } from '../../test/i18n.ts';
import { ProviderOverviewPage } from './overview-page.tsx';

const M = englishWords(PROVIDER_OVERVIEW_MESSAGES);

afterEach(() => vi.unstubAllGlobals());

const me = () => ({ status: 200, body: { user: PROVIDER_USER } });

const appointment = (over: Partial<OverviewAppointmentDto>): OverviewAppointmentDto => ({
  id: 'a1',
  date: '2026-03-04',
  time: '09:30',
  durationMinutes: 30,
  patientName: 'Ruth Goldberg',
  appointmentTypeName: 'Follow-up Visit',
  bookedByCaregiver: null,
  status: 'confirmed',
  ...over,
});

const MONTHS = [
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
];
const WEEKS = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2025, 11, 15 + 7 * i)).toISOString().slice(0, 10),
);

const statusCounts = (counts: Partial<Record<string, number>>) =>
  APPOINTMENT_STATUSES.map((status) => ({ status, count: counts[status] ?? 0 }));

const busy: ProviderOverviewDto = {
  today: {
    date: '2026-03-04',
    total: 2,
    appointments: [
      appointment({ id: 'a1' }),
      appointment({
        id: 'a2',
        time: '14:00',
        patientName: 'Walter Brooks',
        appointmentTypeName: 'New Patient Visit',
        bookedByCaregiver: 'Linda Brooks',
        status: 'pending_approval',
      }),
    ],
  },
  week: {
    from: '2026-03-02',
    to: '2026-03-08',
    total: 5,
    byStatus: statusCounts({ scheduled: 2, confirmed: 2, cancelled: 1 }),
    upcoming: [appointment({ id: 'a3', date: '2026-03-05', time: '11:00', patientName: 'Ann Lee' })],
  },
  reviews: {
    newCount: 4,
    newest: [
      {
        id: 'r1',
        rating: 5,
        title: 'Kind and patient',
        excerpt: 'Dr. Morales took the time to explain everything…',
        createdAt: '2026-03-03T15:00:00.000Z',
        responded: true,
      },
      {
        id: 'r2',
        rating: 3,
        title: 'Long wait',
        excerpt: null,
        createdAt: '2026-02-20T15:00:00.000Z',
        responded: false,
      },
    ],
  },
  rating: {
    average: 4.37,
    count: 38,
    months: MONTHS.map((month, i) =>
      i === 3 ? { month, average: null, count: 0 } : { month, average: 4 + (i % 2) / 2, count: 2 },
    ),
  },
  views: {
    weeks: WEEKS.map((weekStart, i) => ({ weekStart, count: i * 3 })),
    last30Days: 120,
    previous30Days: 108,
  },
  profile: { completionPercentage: 72, status: 'approved', pendingChanges: true },
  subscription: { status: 'pending' },
  unreadMessages: 3,
};

const empty: ProviderOverviewDto = {
  today: { date: '2026-03-04', total: 0, appointments: [] },
  week: { from: '2026-03-02', to: '2026-03-08', total: 0, byStatus: statusCounts({}), upcoming: [] },
  reviews: { newCount: 0, newest: [] },
  rating: { average: 0, count: 0, months: MONTHS.map((month) => ({ month, average: null, count: 0 })) },
  views: { weeks: WEEKS.map((weekStart) => ({ weekStart, count: 0 })), last30Days: 0, previous30Days: 0 },
  profile: { completionPercentage: 20, status: 'draft', pendingChanges: false },
  subscription: { status: 'none' },
  unreadMessages: 0,
};

const card = (name: string) => screen.getByRole('region', { name });

describe('the provider overview', () => {
  it('shows the day, the week, reviews, rating, views, profile, subscription and messages', async () => {
    fakeApi({ 'GET /api/me': me, 'GET /api/provider/overview': () => ({ status: 200, body: busy }) });
    renderAt(<ProviderOverviewPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Provider Dashboard' })).toBeVisible();
    expect(await screen.findByText('Welcome, Elena!')).toBeVisible();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(today).toHaveTextContent('Wednesday, March 4');
    const items = within(today).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '9:30 AMRuth GoldbergFollow-up VisitConfirmed',
      '2:00 PMWalter BrooksNew Patient VisitWaiting for approvalBooked by Linda Brooks (caregiver) for Walter Brooks',
    ]);
    expect(within(today).getByRole('link', { name: 'See all appointments' })).toHaveAttribute(
      'href',
      '/provider-dashboard/appointments',
    );

    const week = card('This week');
    expect(week).toHaveTextContent('Monday, Mar 2 to Sunday, Mar 8');
    expect(week).toHaveTextContent('5appointments this week');
    expect(week).toHaveTextContent('Scheduled2Confirmed2Cancelled1');
    expect(week).not.toHaveTextContent('Missed');
    expect(week).toHaveTextContent('Thursday, March 5, 11:00 AMAnn Lee');
    expect(within(week).getByRole('link', { name: 'Open your schedule' })).toHaveAttribute(
      'href',
      '/provider-dashboard/schedule',
    );

    const reviews = card('New reviews');
    expect(reviews).toHaveTextContent('4new reviews in the last 30 days');
    expect(reviews).toHaveTextContent('5 out of 5');
    expect(reviews).toHaveTextContent('Kind and patient');
    expect(reviews).toHaveTextContent('Dr. Morales took the time to explain everything…');
    expect(within(reviews).getByText('You answered this review.')).toBeVisible();
    expect(within(reviews).getByText('Not answered yet.')).toBeVisible();
    expect(within(reviews).getByRole('link', { name: 'Read and answer reviews' })).toHaveAttribute(
      'href',
      '/provider-dashboard/reviews',
    );

    // The chart's numbers are in a table for screen readers, a month without reviews included.
    const rating = card('Rating over time');
    expect(rating).toHaveTextContent('4.4out of 5, your average from 38 reviews');
    const ratingTable = within(rating).getByRole('table', {
      name: 'Average rating by month, April 2025 to March 2026',
    });
    const ratingRows = within(ratingTable).getAllByRole('row');
    expect(ratingRows).toHaveLength(13);
    expect(ratingRows[1]).toHaveTextContent('April 20254.0 out of 52');
    expect(ratingRows[4]).toHaveTextContent('July 2025No reviews0');
    expect(within(rating).getByRole('figure')).toBeInTheDocument();

    const views = card('Profile views');
    expect(views).toHaveTextContent('120views in the last 30 days');
    expect(views).toHaveTextContent('12 more than the 30 days before.');
    const viewRows = within(within(views).getByRole('table')).getAllByRole('row');
    expect(viewRows).toHaveLength(13);
    expect(viewRows[12]).toHaveTextContent('Week of March 2, 202633');

    const profile = card('Profile completion');
    expect(
      within(profile).getByRole('progressbar', { name: 'Your profile is 72% complete.' }),
    ).toHaveAttribute('aria-valuenow', '72');
    expect(profile).toHaveTextContent('Approved: patients can find and book you.');
    expect(profile).toHaveTextContent("Your latest changes are waiting for our team's review.");
    expect(within(profile).getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/provider-dashboard/profile',
    );

    expect(card('Subscription')).toHaveTextContent('Pending: our team will contact you to arrange billing.');
    expect(within(card('Subscription')).getByRole('link', { name: 'See your subscription' })).toHaveAttribute(
      'href',
      '/provider-dashboard/subscription',
    );
    expect(card('Messages')).toHaveTextContent('3unread messages');
    expect(within(card('Messages')).getByRole('link', { name: 'Open your messages' })).toHaveAttribute(
      'href',
      '/provider-dashboard/messages',
    );

    // Then every tool of the area.
    expect(screen.getByRole('navigation', { name: 'Provider Dashboard sections' })).toBeVisible();
  });

  it('speaks Spanish, statuses and dates included', async () => {
    fakeApi({ 'GET /api/me': me, 'GET /api/provider/overview': () => ({ status: 200, body: busy }) });
    renderAt(<ProviderOverviewPage />, '/here', undefined, { translator: spanish });
    const today = await screen.findByRole('region', { name: spanish.t('provider.dashboard.todayTitle') });
    expect(today).toHaveTextContent('miércoles, 4 de marzo');
    expect(today).toHaveTextContent(spanish.t('provider.dashboard.appointmentsToday', { count: 2 }));
    expect(
      within(today)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '9:30 a.m.Ruth GoldbergFollow-up VisitConfirmada',
      '2:00 p.m.Walter BrooksNew Patient VisitEsperando aprobaciónReservada por Linda Brooks en nombre de Walter Brooks',
    ]);
    const week = card(spanish.t('provider.dashboard.weekTitle'));
    expect(week).toHaveTextContent(spanish.t('provider.dashboard.statusScheduled'));
    expect(week).toHaveTextContent('5citas esta semana');
    expect(week).toHaveTextContent('jueves, 5 de marzo, 11:00 a.m.Ann Lee');
    const rating = card(spanish.t('provider.dashboard.ratingTitle'));
    expect(rating).toHaveTextContent('4.4de 5, su promedio de 38 reseñas');
    expect(
      within(rating).getByRole('table', {
        name: 'Calificación promedio por mes, de abril de 2025 a marzo de 2026',
      }),
    ).toBeInTheDocument();
    expect(card(spanish.t('provider.dashboard.viewsTitle'))).toHaveTextContent(
      spanish.t('provider.dashboard.viewTrend', { trend: 'more', difference: 12, days: 30 }),
    );
    const profile = card(spanish.t('provider.dashboard.profileTitle'));
    expect(
      within(profile).getByRole('progressbar', { name: 'Su perfil está completo en un 72%.' }),
    ).toBeVisible();
    expect(profile).toHaveTextContent('Estado: Aprobado: los pacientes pueden encontrarle');
    expect(card(spanish.t('provider.dashboard.subscriptionTitle'))).toHaveTextContent(
      spanish.t('provider.dashboard.subscriptionStatus', { status: 'pending' }),
    );
    expect(card(spanish.t('provider.dashboard.messagesTitle'))).toHaveTextContent('3mensajes sin leer');
    expect(screen.getByRole('heading', { name: spanish.t('provider.dashboard.allTools') })).toBeVisible();
  });

  it('says plainly when there is nothing yet', async () => {
    fakeApi({ 'GET /api/me': me, 'GET /api/provider/overview': () => ({ status: 200, body: empty }) });
    renderAt(<ProviderOverviewPage />);
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(today).toHaveTextContent('No appointments today.');
    expect(within(today).queryByRole('list')).toBeNull();
    expect(card('This week')).toHaveTextContent('0appointments this week');
    expect(card('This week')).toHaveTextContent('Nothing booked from now on.');
    expect(card('New reviews')).toHaveTextContent('No reviews yet.');
    expect(card('Rating over time')).toHaveTextContent('No ratings yet.');
    expect(card('Rating over time')).toHaveTextContent('No reviews in the last 12 months.');
    expect(card('Profile views')).toHaveTextContent('The same as the 30 days before.');
    expect(card('Profile completion')).toHaveTextContent('Draft: not yet sent to our team for review.');
    expect(card('Profile completion')).not.toHaveTextContent('waiting for our team');
    expect(card('Subscription')).toHaveTextContent('You have not subscribed yet.');
    expect(card('Messages')).toHaveTextContent('No unread messages.');
  });

  it('sends a provider without a profile to the application, with the server’s words', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/provider/overview': () => ({ status: 404, body: { detail: M.noProfile } }),
    });
    renderAt(<ProviderOverviewPage />);
    expect(await screen.findByText(M.noProfile)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Apply to join CareConnect' })).toHaveAttribute(
      'href',
      '/provider-application',
    );
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Provider Dashboard sections' })).toBeVisible();
  });

  it('shows a loading state, then a failure with a way to try again', async () => {
    let fail = true;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeApi({
      'GET /api/me': me,
      'GET /api/provider/overview': async () => {
        await held;
        return fail ? { status: 500, body: { detail: 'boom' } } : { status: 200, body: empty };
      },
    });
    renderAt(<ProviderOverviewPage />);
    expect(await screen.findByText('Loading your overview...')).toBeVisible();
    release();
    expect(await screen.findByText(M.loadFailed)).toBeVisible();
    expect(screen.queryByText('boom')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Today' })).toBeVisible();
  });
});
