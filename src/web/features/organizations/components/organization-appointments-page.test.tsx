import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AppointmentCountsDto,
  AppointmentSummaryDto,
} from '#shared/organizations/organization-schemas.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { spanish } from '../../../test/i18n.ts';
import { ORG_ADMIN, organization } from '../test/fixtures.ts';
import { OrganizationAppointmentsPage } from './organization-appointments-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const counts = (
  from: string,
  to: string,
  over: Partial<AppointmentCountsDto> = {},
): AppointmentCountsDto => ({
  from,
  to,
  total: 0,
  scheduled: 0,
  confirmed: 0,
  pending_approval: 0,
  completed: 0,
  cancelled: 0,
  no_show: 0,
  ...over,
});

const summary = (page: number): AppointmentSummaryDto => ({
  today: '2026-03-04',
  thisWeek: counts('2026-03-02', '2026-03-08', {
    total: 9,
    scheduled: 4,
    confirmed: 2,
    pending_approval: 2,
    cancelled: 1,
  }),
  next7Days: counts('2026-03-04', '2026-03-10', { total: 5, scheduled: 5 }),
  last30Days: counts('2026-02-02', '2026-03-03', { total: 20, completed: 17, no_show: 3 }),
  providers: [
    {
      providerId: page === 1 ? 'p1' : 'p21',
      name: page === 1 ? 'Dr. Elena Morales, MD' : 'Dr. Zoe Zimmer',
      specialty: 'Cardiovascular Disease Physician',
      category: 'heart',
      upcoming: 5,
      completed: 17,
      cancelled: 1,
      noShow: 3,
    },
  ],
  total: 21,
  page,
  pageSize: 20,
});

describe('the organization appointment summary', () => {
  it('shows counts by period and status, and a paged table by provider', async () => {
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: ORG_ADMIN } }),
      'GET /api/organization-admin/organization': () => ({
        status: 200,
        body: { organization: organization() },
      }),
      'GET /api/organization-admin/appointments': (url) => ({
        status: 200,
        body: summary(Number(url.searchParams.get('page') ?? 1)),
      }),
    });
    renderAt(<OrganizationAppointmentsPage />);
    const week = await screen.findByRole('region', { name: 'This week' });
    expect(week).toHaveTextContent('Mon, Mar 2 to Sun, Mar 8');
    expect(week).toHaveTextContent('9 appointments');
    expect(week).toHaveTextContent('Scheduled4');
    expect(week).toHaveTextContent('Waiting for approval2');
    expect(week).toHaveTextContent('Cancelled1');
    expect(screen.getByRole('region', { name: 'Last 30 days' })).toHaveTextContent('No-show3');

    const table = screen.getByRole('table', { name: 'Appointments by provider' });
    const row = within(table).getByRole('row', { name: /Dr. Elena Morales/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '17', '1', '3']);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByText('Dr. Zoe Zimmer')).toBeVisible();
    await waitFor(() => expect(calls.at(-1)!.search).toContain('page=2'));
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
  });

  it('speaks Spanish, with dates in Spanish', async () => {
    const es = spanish.t;
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: ORG_ADMIN } }),
      'GET /api/organization-admin/organization': () => ({
        status: 200,
        body: { organization: organization() },
      }),
      'GET /api/organization-admin/appointments': () => ({ status: 200, body: summary(1) }),
    });
    renderAt(<OrganizationAppointmentsPage />, '/here', undefined, { translator: spanish });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: es('dashboard.overview.organizationAppointments'),
      }),
    ).toBeVisible();
    const week = await screen.findByRole('region', { name: es('practice.orgAppointments.thisWeek') });
    expect(week).toHaveTextContent('Del lun, 2 de mar al dom, 8 de mar');
    expect(week).toHaveTextContent('9 citas');
    expect(week).toHaveTextContent('Programadas4');
    // Visits waiting for the practice's approval, not a membership's state.
    expect(week).toHaveTextContent('Pendientes de aprobación2');
    expect(week).toHaveTextContent('Canceladas1');
    expect(screen.getByRole('region', { name: es('practice.orgAppointments.next7Days') })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Últimos 30 días' })).toHaveTextContent('Ausencias3');
    const table = screen.getByRole('table', { name: es('practice.orgAppointments.caption') });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Proveedor', 'Próximas', 'Completadas', 'Canceladas', 'Ausencias']);
  });
});
