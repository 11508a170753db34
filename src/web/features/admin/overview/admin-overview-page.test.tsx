import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOverviewDto } from '#shared/admin/console-schemas.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { AdminOverviewPage } from './admin-overview-page.tsx';

const overview: AdminOverviewDto = {
  users: {
    byRole: { patient: 40, provider: 12, organization_admin: 2, super_admin: 1 },
    total: 55,
    newLast7Days: 3,
  },
  providers: { listed: 9 },
  applications: { waiting: 4, byStatus: { submitted: 3, photoshoot_scheduled: 1 } },
  profileReviewsPending: 2,
  reportsOpen: 5,
  subscriptionsPending: 1,
  appointmentsThisWeek: 17,
  mail: { failedLast7Days: 6, queued: 2 },
  waitingList: 120,
  featureSuggestionsNew: 8,
};

afterEach(() => vi.unstubAllGlobals());

describe('AdminOverviewPage', () => {
  it('greets the admin, shows each figure linking to its tool, then every tool', async () => {
    fakeApi({
      'GET /api/me': () => ({
        status: 200,
        body: {
          user: {
            id: 'a',
            email: 'a@x.test',
            firstName: 'Ada',
            lastName: 'A',
            role: 'super_admin',
            avatarUrl: null,
            practiceName: null,
          },
        },
      }),
      'GET /api/admin/overview': () => ({ status: 200, body: overview }),
    });
    renderAt(<AdminOverviewPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome, Ada!')).toBeInTheDocument();
    const figures = await screen.findByRole('list', { name: 'Figures' });
    const accounts = within(figures).getByRole('link', { name: /Accounts/ });
    expect(accounts).toHaveAttribute('href', '/admin/users');
    expect(accounts).toHaveTextContent('55');
    expect(accounts).toHaveTextContent('Patient: 40');
    expect(accounts).toHaveTextContent('3 new accounts in the last 7 days');
    expect(within(figures).getByRole('link', { name: /Applications waiting/ })).toHaveTextContent(
      'Submitted: 3 · Photoshoot scheduled: 1',
    );
    expect(within(figures).getByRole('link', { name: /Emails failed/ })).toHaveAttribute(
      'href',
      '/admin/mail',
    );
    expect(within(figures).getByText('Appointments this week').closest('a')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Admin Dashboard sections' })).toBeInTheDocument();
  });
});

describe('AdminOverviewPage in Spanish', () => {
  it('shows the figures, their counts and the steps in Spanish', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'GET /api/admin/overview': () => ({
        status: 200,
        body: { ...overview, users: { ...overview.users, newLast7Days: 1 } },
      }),
    });
    renderAt(<AdminOverviewPage />, '/here', undefined, { translator: spanish });
    const figures = await screen.findByRole('list', { name: spanish.t('admin.overview.figures') });
    const accounts = within(figures).getByRole('link', {
      name: new RegExp(spanish.t('admin.overview.accounts')),
    });
    expect(accounts).toHaveTextContent(`${spanish.t('common.role.patient')}: 40`);
    expect(accounts).toHaveTextContent(`${spanish.t('admin.users.role.superAdmin')}: 1`);
    expect(accounts).toHaveTextContent('1 cuenta nueva en los últimos 7 días.');
    expect(
      within(figures).getByRole('link', {
        name: new RegExp(spanish.t('admin.overview.applicationsWaiting')),
      }),
    ).toHaveTextContent('Enviada: 3 · Sesión de fotos programada: 1');
    expect(within(figures).getByText('2 correos electrónicos esperan su envío.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: spanish.t('admin.overview.tools') })).toBeInTheDocument();
  });
});
