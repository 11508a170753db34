import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_MESSAGES } from '#shared/organizations/organization-messages.ts';
import type { AffiliationDto } from '#shared/organizations/organization-schemas.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { englishWords, spanish } from '../../../test/i18n.ts';
import { practiceShortDate } from '#shared/format/instants.ts';
import { renderAt } from '../../../test/render.tsx';
import { ORG_ADMIN, affiliation, affiliationList, organization } from '../test/fixtures.ts';
import { OrganizationProvidersPage } from './organization-providers-page.tsx';

const M = englishWords(ORGANIZATION_MESSAGES);

afterEach(() => vi.unstubAllGlobals());

const me = () => ({ status: 200, body: { user: ORG_ADMIN } });
const noInvitations = () => ({ status: 200, body: { invitations: [], total: 0, page: 1, pageSize: 20 } });

/** The affiliation routes over a list that changes as the admin acts. */
function affiliationRoutes(items: AffiliationDto[]) {
  return {
    'GET /api/organization-admin/affiliations': (url: URL) => {
      const status = url.searchParams.get('status');
      const list = affiliationList(items);
      return {
        status: 200,
        body: { ...list, affiliations: list.affiliations.filter((a) => !status || a.status === status) },
      };
    },
    'PATCH /api/organization-admin/affiliations/a1': (_url: URL, body: unknown) => {
      const { action, affiliationRole, locationName } = body as Record<string, string>;
      const status = action === 'approve' || action === 'update' ? 'approved' : 'ended';
      items[0] = {
        ...items[0]!,
        status,
        affiliationRole: affiliationRole ?? items[0]!.affiliationRole,
        locationName: locationName ?? items[0]!.locationName,
      };
      return { status: 200, body: items[0] };
    },
  };
}

describe('the organization providers page', () => {
  it('invites a provider by email, with the role and one of the locations; refuses a bad address first', async () => {
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/organization-admin/organization': () => ({
        status: 200,
        body: { organization: organization() },
      }),
      ...affiliationRoutes([]),
      'GET /api/organization-admin/invitations': noInvitations,
      'POST /api/organization-admin/invitations': (_url, body) => ({
        status: 201,
        body: { id: 'i1', status: 'pending', createdAt: '2026-03-01T15:00:00.000Z', ...(body as object) },
      }),
    });
    renderAt(<OrganizationProvidersPage />);
    const form = await screen.findByRole('region', { name: 'Invite a provider' });
    expect(within(form).getByLabelText('Location')).toHaveAccessibleDescription(
      'One of your locations (Coral Gables Clinic) or another place. Optional.',
    );
    await userEvent.type(within(form).getByLabelText("Provider's email"), 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(M.email)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText("Provider's email"));
    await userEvent.type(within(form).getByLabelText("Provider's email"), 'Elena@Example.test');
    await userEvent.type(within(form).getByLabelText('Role (optional)'), 'Cardiologist');
    await userEvent.type(within(form).getByLabelText('Location'), 'Coral Gables Clinic');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to elena@example.test.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      email: 'elena@example.test',
      affiliationRole: 'Cardiologist',
      locationName: 'Coral Gables Clinic',
    });
    await waitFor(() => expect(within(form).getByLabelText("Provider's email")).toHaveValue(''));
  });

  it('shows a refused invitation in words and keeps the form', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/organization-admin/organization': () => ({
        status: 200,
        body: { organization: organization() },
      }),
      ...affiliationRoutes([]),
      'GET /api/organization-admin/invitations': noInvitations,
      'POST /api/organization-admin/invitations': () => ({
        status: 409,
        body: { detail: M.invitationPending },
      }),
    });
    renderAt(<OrganizationProvidersPage />);
    const form = await screen.findByRole('region', { name: 'Invite a provider' });
    await userEvent.type(within(form).getByLabelText("Provider's email"), 'elena@example.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(M.invitationPending)).toBeVisible();
    expect(within(form).getByLabelText("Provider's email")).toHaveValue('elena@example.test');
  });

  it('lists the invitations waiting and revokes one', async () => {
    let invitations = [
      {
        id: 'i1',
        email: 'elena@example.test',
        affiliationRole: 'Cardiologist',
        locationName: null,
        status: 'pending',
        createdAt: '2026-03-01T15:00:00.000Z',
      },
    ];
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/organization-admin/organization': () => ({
        status: 200,
        body: { organization: organization() },
      }),
      ...affiliationRoutes([]),
      'GET /api/organization-admin/invitations': () => ({
        status: 200,
        body: { invitations, total: invitations.length, page: 1, pageSize: 20 },
      }),
      'DELETE /api/organization-admin/invitations/i1': () => {
        const revoked = { ...invitations[0], status: 'revoked' };
        invitations = [];
        return { status: 200, body: revoked };
      },
    });
    renderAt(<OrganizationProvidersPage />);
    const waiting = await screen.findByRole('region', { name: 'Invitations waiting' });
    expect(await within(waiting).findByText('elena@example.test')).toBeVisible();
    expect(waiting).toHaveTextContent('Cardiologist · sent Mar 1, 2026');
    await userEvent.click(
      within(waiting).getByRole('button', { name: 'Revoke the invitation to elena@example.test' }),
    );
    expect(await within(waiting).findByText('No invitations are waiting for an answer.')).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('approves a request with a role and location, then ends the affiliation after asking', async () => {
    const items = [affiliation({ status: 'pending', affiliationRole: null, locationName: null })];
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/organization-admin/organization': () => ({
        status: 200,
        body: { organization: organization() },
      }),
      ...affiliationRoutes(items),
      'GET /api/organization-admin/invitations': noInvitations,
    });
    renderAt(<OrganizationProvidersPage />);
    const providers = await screen.findByRole('region', { name: 'Your providers' });
    await userEvent.click(await within(providers).findByRole('button', { name: 'Requests to join (1)' }));
    await userEvent.click(
      await within(providers).findByRole('button', { name: 'Approve Dr. Elena Morales, MD' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve Dr. Elena Morales, MD?' });
    await userEvent.type(within(dialog).getByLabelText('Role (optional)'), 'Cardiologist');
    await userEvent.type(within(dialog).getByLabelText('Location'), 'Coral Gables Clinic');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Dr. Elena Morales, MD is approved.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      action: 'approve',
      affiliationRole: 'Cardiologist',
      locationName: 'Coral Gables Clinic',
    });

    await userEvent.click(within(providers).getByRole('button', { name: /^Approved/ }));
    const item = await within(providers).findByRole('link', { name: 'Dr. Elena Morales, MD' });
    expect(item).toHaveAttribute('href', '/providers/p1');
    expect(providers).toHaveTextContent('Role: Cardiologist · Location: Coral Gables Clinic');
    await userEvent.click(
      within(providers).getByRole('button', { name: 'End affiliation with Dr. Elena Morales, MD' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'End the affiliation with Dr. Elena Morales, MD?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);

    await userEvent.click(
      within(providers).getByRole('button', { name: 'End affiliation with Dr. Elena Morales, MD' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, end affiliation' }),
    );
    expect(await screen.findByText('The affiliation has ended.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)!.body).toEqual({ action: 'end' });
    expect(await within(providers).findByText('No provider is part of your organization yet.')).toBeVisible();
  });

  it('keeps the dialog open with the reason when the answer is refused', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/organization-admin/organization': () => ({
        status: 200,
        body: { organization: organization() },
      }),
      'GET /api/organization-admin/affiliations': () => ({
        status: 200,
        body: affiliationList([affiliation({ status: 'pending' })]),
      }),
      'PATCH /api/organization-admin/affiliations/a1': () => ({
        status: 409,
        body: { detail: M.notPending },
      }),
      'GET /api/organization-admin/invitations': noInvitations,
    });
    renderAt(<OrganizationProvidersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Requests to join (1)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline Dr. Elena Morales, MD' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, decline' }));
    expect(await within(dialog).findByText(M.notPending)).toBeVisible();
  });

  it('speaks Spanish: the invite form, the invitations waiting, the tabs and the dialogs', async () => {
    const es = spanish.t;
    const items = [affiliation({ status: 'pending', affiliationRole: null, locationName: null })];
    fakeApi({
      'GET /api/me': me,
      'GET /api/organization-admin/organization': () => ({
        status: 200,
        body: { organization: organization() },
      }),
      ...affiliationRoutes(items),
      'GET /api/organization-admin/invitations': () => ({
        status: 200,
        body: {
          invitations: [
            {
              id: 'i1',
              email: 'elena@example.test',
              affiliationRole: null,
              locationName: null,
              status: 'pending',
              createdAt: '2026-03-01T15:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        },
      }),
    });
    renderAt(<OrganizationProvidersPage />, '/here', undefined, { translator: spanish });
    expect(
      await screen.findByRole('heading', { level: 1, name: es('dashboard.overview.organizationProviders') }),
    ).toBeVisible();
    const form = await screen.findByRole('region', { name: es('practice.orgProviders.invite') });
    expect(within(form).getByLabelText(es('practice.orgProviders.location'))).toHaveAccessibleDescription(
      'Una de sus sedes (Coral Gables Clinic) u otro lugar. Opcional.',
    );
    expect(within(form).getByLabelText(es('practice.orgProviders.email'))).toBeVisible();
    expect(within(form).getByRole('button', { name: es('practice.orgProviders.send') })).toBeVisible();

    const waiting = screen.getByRole('region', { name: es('practice.orgOverview.invitations') });
    expect(await within(waiting).findByText('elena@example.test')).toBeVisible();
    const sent = practiceShortDate('2026-03-01T15:00:00.000Z', 'es');
    expect(waiting).toHaveTextContent(`Sin cargo ni sede · enviada el ${sent}`);
    expect(
      within(waiting).getByRole('button', {
        name: es('practice.orgProviders.revokeEmail', { email: 'elena@example.test' }),
      }),
    ).toBeVisible();

    const providers = screen.getByRole('region', { name: es('practice.orgProviders.yourProviders') });
    await userEvent.click(
      await within(providers).findByRole('button', {
        name: es('practice.orgProviders.tabPendingCount', { count: 1 }),
      }),
    );
    expect(await within(providers).findByText(es('practice.orgStatus.pending'))).toBeVisible();
    expect(providers).toHaveTextContent('Cargo: Sin indicar · Sede: Sin indicar');
    await userEvent.click(
      within(providers).getByRole('button', {
        name: es('practice.orgProviders.declineName', { name: 'Dr. Elena Morales, MD' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: es('practice.orgProviders.declineTitle', { name: 'Dr. Elena Morales, MD' }),
    });
    expect(dialog).toHaveTextContent(es('practice.orgProviders.declineText'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: es('practice.orgProviders.yesDecline') }),
    );
    expect(await screen.findByText(es('practice.orgProviders.declined'))).toBeVisible();
  });
});
