import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_MESSAGES } from '#shared/organizations/organization-messages.ts';
import type { ProviderOrganizationsDto } from '#shared/organizations/organization-schemas.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { englishWords, spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { PROVIDER_USER } from '../../../test/users.ts';
import { ORG_ID } from '../test/fixtures.ts';
import { ProviderOrganizationsPage } from './provider-organizations-page.tsx';

const M = englishWords(ORGANIZATION_MESSAGES);

afterEach(() => vi.unstubAllGlobals());

const me = () => ({ status: 200, body: { user: PROVIDER_USER } });
const coralWay = { id: ORG_ID, name: 'Coral Way Health Partners', logoUrl: null };
const invited: ProviderOrganizationsDto = {
  invitations: [
    {
      id: 'i1',
      organization: coralWay,
      affiliationRole: 'Cardiologist',
      locationName: 'Coral Gables Clinic',
      invitedBy: 'Olivia Organizer',
      createdAt: '2026-03-01T15:00:00.000Z',
    },
  ],
  affiliations: [],
};
const member: ProviderOrganizationsDto = {
  invitations: [],
  affiliations: [
    {
      id: 'a1',
      status: 'approved',
      affiliationRole: 'Cardiologist',
      locationName: 'Coral Gables Clinic',
      organization: coralWay,
      updatedAt: '2026-03-02T15:00:00.000Z',
    },
  ],
};

describe("the provider's organizations page", () => {
  it('accepts an invitation, which makes them part of the organization', async () => {
    let current = invited;
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/provider/organizations': () => ({ status: 200, body: current }),
      'POST /api/provider/organization-invitations/i1/accept': () => {
        current = member;
        return { status: 200, body: current };
      },
    });
    renderAt(<ProviderOrganizationsPage />);
    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    expect(invitations).toHaveTextContent(
      'Olivia Organizer invites you to join. Role: Cardiologist · Location: Coral Gables Clinic',
    );
    expect(within(invitations).getByRole('link', { name: 'Coral Way Health Partners' })).toHaveAttribute(
      'href',
      `/organization/${ORG_ID}`,
    );
    const mine = screen.getByRole('region', { name: 'Your organizations' });
    expect(mine).toHaveTextContent('You are not part of any organization yet.');

    await userEvent.click(
      within(invitations).getByRole('button', {
        name: 'Accept the invitation from Coral Way Health Partners',
      }),
    );
    expect(await screen.findByText('You are now part of Coral Way Health Partners.')).toBeVisible();
    expect(invitations).toHaveTextContent('You have no invitations waiting.');
    expect(within(mine).getByText('Approved')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('declines an invitation, and says so when it was already answered', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/provider/organizations': () => ({ status: 200, body: invited }),
      'POST /api/provider/organization-invitations/i1/decline': () => ({
        status: 409,
        body: { detail: M.invitationAnswered },
      }),
    });
    renderAt(<ProviderOrganizationsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Decline the invitation from Coral Way Health Partners' }),
    );
    expect(await screen.findByText(M.invitationAnswered)).toBeVisible();
  });

  it('finds an organization by name and asks to join it', async () => {
    let current: ProviderOrganizationsDto = { invitations: [], affiliations: [] };
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/provider/organizations': () => ({ status: 200, body: current }),
      'GET /api/organizations/search': () => ({
        status: 200,
        body: { organizations: [{ ...coralWay, city: 'Miami', state: 'FL' }] },
      }),
      'POST /api/provider/affiliations': () => {
        current = {
          invitations: [],
          affiliations: [
            { ...member.affiliations[0]!, status: 'pending', affiliationRole: null, locationName: null },
          ],
        };
        return { status: 201, body: current };
      },
    });
    renderAt(<ProviderOrganizationsPage />);
    const join = await screen.findByRole('region', { name: 'Request to join an organization' });
    await userEvent.type(within(join).getByLabelText('Organization name'), 'coral way');
    await userEvent.click(within(join).getByRole('button', { name: 'Search' }));
    await userEvent.click(
      await within(join).findByRole('button', { name: 'Ask to join Coral Way Health Partners' }),
    );
    expect(await screen.findByText('Your request to join Coral Way Health Partners is sent.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ organizationId: ORG_ID });
    expect(calls.find((c) => c.path === '/api/organizations/search')!.search).toBe('?q=coral+way');
    // Now waiting: no second request is offered.
    await waitFor(() =>
      expect(
        within(join).queryByRole('button', { name: 'Ask to join Coral Way Health Partners' }),
      ).toBeNull(),
    );
    expect(within(join).getByText('Waiting for approval')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Withdraw your request to join Coral Way Health Partners' }),
    ).toBeVisible();
  });

  it('leaves an organization after saying yes', async () => {
    let current = member;
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/provider/organizations': () => ({ status: 200, body: current }),
      'POST /api/provider/affiliations/a1/end': () => {
        current = { invitations: [], affiliations: [{ ...member.affiliations[0]!, status: 'ended' }] };
        return { status: 200, body: current };
      },
    });
    renderAt(<ProviderOrganizationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Coral Way Health Partners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Coral Way Health Partners?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, leave' }));
    expect(await screen.findByText('You left Coral Way Health Partners.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    const ended = screen.getByRole('list', { name: 'Ended affiliations' });
    expect(within(ended).getByText('Ended')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your organizations' })).toHaveTextContent(
      'You are not part of any organization yet.',
    );
  });

  it('speaks Spanish on a Spanish page; the names people typed stay as written', async () => {
    const es = spanish.t;
    let current = invited;
    fakeApi({
      'GET /api/me': me,
      'GET /api/provider/organizations': () => ({ status: 200, body: current }),
      'POST /api/provider/organization-invitations/i1/accept': () => {
        current = member;
        return { status: 200, body: current };
      },
    });
    renderAt(<ProviderOrganizationsPage />, '/here', undefined, { translator: spanish });
    expect(
      await screen.findByRole('heading', { level: 1, name: es('dashboard.overview.providerOrganizations') }),
    ).toBeVisible();
    const invitations = await screen.findByRole('region', { name: es('practice.orgMembership.invitations') });
    expect(invitations).toHaveTextContent(
      `${es('practice.orgMembership.invitedBy', { name: 'Olivia Organizer' })} ${es(
        'practice.orgMembership.details',
        { which: 'both', role: 'Cardiologist', location: 'Coral Gables Clinic' },
      )}`,
    );
    expect(invitations).toHaveTextContent('Olivia Organizer le invita a unirse. Cargo: Cardiologist · Sede:');
    const mine = screen.getByRole('region', { name: es('practice.orgMembership.mine') });
    expect(mine).toHaveTextContent(es('practice.orgMembership.noneMine'));
    expect(screen.getByRole('region', { name: es('practice.orgMembership.joinTitle') })).toHaveTextContent(
      es('practice.orgMembership.joinText'),
    );

    await userEvent.click(
      within(invitations).getByRole('button', {
        name: es('practice.orgMembership.acceptFrom', { name: 'Coral Way Health Partners' }),
      }),
    );
    expect(
      await screen.findByText(es('practice.orgMembership.accepted', { name: 'Coral Way Health Partners' })),
    ).toBeVisible();
    expect(within(mine).getByText(es('practice.orgStatus.approved'))).toBeVisible();
    expect(
      within(mine).getByRole('button', {
        name: es('practice.orgMembership.leaveName', { name: 'Coral Way Health Partners' }),
      }),
    ).toHaveTextContent('Salir de la organización');
  });
});
