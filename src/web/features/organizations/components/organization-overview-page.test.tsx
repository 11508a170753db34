import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_MESSAGES } from '#shared/organizations/organization-messages.ts';
import { LOCATIONS_MAX } from '#shared/organizations/organizations.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { englishWords, spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { ORG_ADMIN, ORG_ID, SUPER_ADMIN, organization } from '../test/fixtures.ts';
import { OrganizationOverviewPage } from './organization-overview-page.tsx';

const M = englishWords(ORGANIZATION_MESSAGES);

/** The organization as the super admin's list names it. */
const CORAL_WAY_LISTED = {
  id: ORG_ID,
  name: 'Coral Way Health Partners',
  city: 'Miami',
  state: 'FL',
  logoUrl: null,
  adminEmail: 'olivia@example.test',
  providersApproved: 3,
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const figures = {
  providersApproved: 3,
  providersPending: 1,
  invitationsPending: 2,
  appointmentsThisWeek: 14,
};

describe('the organization overview', () => {
  it('asks a new organization admin to create their organization, checks the form, then shows the overview', async () => {
    let current: ReturnType<typeof organization> | null = null;
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: ORG_ADMIN } }),
      'GET /api/organization-admin/organization': () => ({ status: 200, body: { organization: current } }),
      'POST /api/organization-admin/organization': (_url, body) => {
        current = organization({ name: (body as { name: string }).name, locations: [] });
        return { status: 201, body: current };
      },
      'GET /api/organization-admin/overview': () => ({ status: 200, body: figures }),
    });
    renderAt(<OrganizationOverviewPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Dashboard' })).toBeVisible();
    expect(await screen.findByText('Welcome, Olivia!')).toBeVisible();
    const create = await screen.findByRole('region', { name: 'Create your organization' });

    // Nothing is sent while the form is wrong.
    await userEvent.click(within(create).getByRole('button', { name: 'Create organization' }));
    expect(await within(create).findByText(M.name)).toBeVisible();
    expect(within(create).getByLabelText('Organization name')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(within(create).getByLabelText('Website (optional)'), 'nowhere');
    await userEvent.type(within(create).getByLabelText('Organization name'), 'Palm Medical Group');
    await userEvent.click(within(create).getByRole('button', { name: 'Create organization' }));
    expect(await within(create).findByText(M.website)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(within(create).getByLabelText('Website (optional)'));
    await userEvent.click(within(create).getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Palm Medical Group' })).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Palm Medical Group',
      locations: [],
    });
    const stats = screen.getByText('Appointments this week').closest('div')!;
    expect(stats).toHaveTextContent('14');
    expect(screen.getByText('Requests to join').closest('div')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'See your public page' })).toHaveAttribute(
      'href',
      `/organization/${ORG_ID}`,
    );
    const sections = screen.getByRole('navigation', { name: 'Organization Dashboard sections' });
    expect(within(sections).getByRole('link', { name: /Providers/ })).toHaveAttribute(
      'href',
      '/organization-dashboard/providers',
    );
    expect(screen.queryByRole('region', { name: 'Create your organization' })).toBeNull();
  });

  it('keeps what was typed and shows the server refusal on its field', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: ORG_ADMIN } }),
      'GET /api/organization-admin/organization': () => ({ status: 200, body: { organization: null } }),
      'POST /api/organization-admin/organization': () => ({
        status: 400,
        body: { detail: M.phone, errors: { phone: M.phone } },
      }),
    });
    renderAt(<OrganizationOverviewPage />);
    const create = await screen.findByRole('region', { name: 'Create your organization' });
    await userEvent.type(within(create).getByLabelText('Organization name'), 'Palm Medical Group');
    await userEvent.click(within(create).getByRole('button', { name: 'Create organization' }));
    await waitFor(() => expect(within(create).getAllByText(M.phone)).toHaveLength(2));
    expect(within(create).getByLabelText('Organization name')).toHaveValue('Palm Medical Group');
    expect(within(create).getByLabelText('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a super admin choose the organization to manage, and sends its id on every call', async () => {
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: SUPER_ADMIN } }),
      'GET /api/admin/organizations': () => ({
        status: 200,
        body: {
          organizations: [CORAL_WAY_LISTED],
          total: 1,
          page: 1,
          pageSize: 20,
        },
      }),
      'GET /api/organization-admin/organization': () => ({
        status: 200,
        body: { organization: organization() },
      }),
      'GET /api/organization-admin/overview': () => ({ status: 200, body: figures }),
    });
    renderAt(<OrganizationOverviewPage />);
    const chooser = await screen.findByRole('region', { name: 'Choose an organization to manage' });
    await userEvent.type(within(chooser).getByLabelText('Organization name'), 'coral');
    await userEvent.click(within(chooser).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.some((c) => c.search.includes('q=coral'))).toBe(true));
    await userEvent.click(
      await within(chooser).findByRole('button', { name: 'Manage Coral Way Health Partners' }),
    );
    expect(await screen.findByTestId('managing')).toHaveTextContent('Managing Coral Way Health Partners');
    await screen.findByText('Appointments this week');
    const scoped = calls.filter((c) => c.path.startsWith('/api/organization-admin/'));
    expect(scoped.length).toBeGreaterThan(1);
    for (const c of scoped) expect(c.search).toContain(`organizationId=${ORG_ID}`);

    await userEvent.click(screen.getByRole('button', { name: 'Choose another organization' }));
    expect(await screen.findByRole('region', { name: 'Choose an organization to manage' })).toBeVisible();
  });

  it('speaks Spanish: the create form, its checks, the chooser and the figures', async () => {
    const es = spanish.t;
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: ORG_ADMIN } }),
      'GET /api/organization-admin/organization': () => ({ status: 200, body: { organization: null } }),
    });
    renderAt(<OrganizationOverviewPage />, '/here', undefined, { translator: spanish });
    const create = await screen.findByRole('region', { name: es('practice.orgOverview.create') });
    expect(create).toHaveTextContent(es('practice.orgOverview.createText'));
    expect(within(create).getByLabelText(es('practice.orgForm.website'))).toHaveAttribute(
      'placeholder',
      'https://www.ejemplo.com',
    );
    expect(within(create).getByRole('group', { name: es('practice.orgForm.mainAddress') })).toBeVisible();
    expect(within(create).getByText(es('practice.orgForm.noLocations'))).toBeVisible();
    expect(
      within(create).getByText(es('practice.orgForm.locationsHint', { maximum: LOCATIONS_MAX })),
    ).toBeVisible();
    await userEvent.click(within(create).getByRole('button', { name: es('practice.orgForm.addLocation') }));
    expect(
      within(create).getByRole('group', { name: es('practice.orgForm.location', { number: 1 }) }),
    ).toBeVisible();
    await userEvent.click(
      within(create).getByRole('button', { name: es('practice.orgOverview.createButton') }),
    );
    expect(await within(create).findByText(es(ORGANIZATION_MESSAGES.name))).toBeVisible();
    expect(within(create).getByLabelText(es('practice.orgForm.name'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    cleanup();

    vi.unstubAllGlobals();
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: SUPER_ADMIN } }),
      'GET /api/admin/organizations': () => ({
        status: 200,
        body: {
          organizations: [
            CORAL_WAY_LISTED,
            {
              id: '3f2b8a1e-1111-4222-8333-944455556667',
              name: 'Palm Medical Group',
              city: null,
              state: null,
              logoUrl: null,
              adminEmail: null,
              providersApproved: 1,
            },
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      }),
      'GET /api/organization-admin/organization': () => ({
        status: 200,
        body: { organization: organization() },
      }),
      'GET /api/organization-admin/overview': () => ({ status: 200, body: figures }),
    });
    renderAt(<OrganizationOverviewPage />, '/here', undefined, { translator: spanish });
    const chooser = await screen.findByRole('region', { name: es('practice.orgChooser.title') });
    expect(chooser).toHaveTextContent(es('practice.orgChooser.auditNote'));
    const list = await within(chooser).findByRole('list', { name: es('practice.orgCommon.organizations') });
    expect(list).toHaveTextContent('Miami, FL · 3 proveedores · Administrada por olivia@example.test');
    expect(list).toHaveTextContent(
      'Todavía sin dirección · 1 proveedor · Sin administrador de la organización',
    );
    await userEvent.click(
      within(chooser).getByRole('button', {
        name: es('practice.orgChooser.manageName', { name: 'Coral Way Health Partners' }),
      }),
    );
    expect(await screen.findByTestId('managing')).toHaveTextContent(
      'Está administrando Coral Way Health Partners como administrador del sitio.',
    );
    const week = (await screen.findByText(es('practice.orgOverview.appointmentsWeek'))).closest('div')!;
    expect(week).toHaveTextContent('14');
    expect(screen.getByRole('link', { name: es('practice.orgOverview.publicPage') })).toBeVisible();
    expect(screen.getByRole('button', { name: es('practice.orgManage.chooseAnother') })).toBeVisible();
  });
});
