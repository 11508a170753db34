import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_MESSAGES } from '#shared/organizations/organization-messages.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { englishWords, spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { ORG_ADMIN, organization } from '../test/fixtures.ts';
import { OrganizationProfilePage } from './organization-profile-page.tsx';

const M = englishWords(ORGANIZATION_MESSAGES);

afterEach(() => vi.unstubAllGlobals());

const me = () => ({ status: 200, body: { user: ORG_ADMIN } });

describe('the organization profile page', () => {
  it('edits the details, adds and removes locations, and saves', async () => {
    let current = organization();
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/organization-admin/organization': () => ({ status: 200, body: { organization: current } }),
      'PATCH /api/organization-admin/organization': (_url, body) => {
        current = { ...current, ...(body as object), updatedAt: '2026-03-02T15:00:00.000Z' };
        return { status: 200, body: current };
      },
    });
    renderAt(<OrganizationProfilePage />);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByLabelText('Organization name')).toHaveValue('Coral Way Health Partners');
    expect(within(details).getByRole('group', { name: 'Location 1' })).toBeVisible();

    await userEvent.clear(within(details).getByLabelText('Organization name'));
    await userEvent.type(within(details).getByLabelText('Organization name'), 'Coral Way Health');
    await userEvent.click(within(details).getByRole('button', { name: 'Remove location 1' }));
    expect(within(details).getByText('No locations yet.')).toBeVisible();
    await userEvent.click(within(details).getByRole('button', { name: 'Add a location' }));
    const added = within(details).getByRole('group', { name: 'Location 1' });
    // An incomplete location is refused before anything is sent.
    await userEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await within(added).findByText(M.locationName)).toBeVisible();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await userEvent.type(within(added).getByLabelText('Location name'), 'Kendall Office');
    await userEvent.type(within(added).getByLabelText('Street address'), '8900 N Kendall Dr');
    await userEvent.type(within(added).getByLabelText('City'), 'Miami');
    await userEvent.type(within(added).getByLabelText('Zip code'), '33176');
    await userEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeVisible();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toMatchObject({
      name: 'Coral Way Health',
      locations: [
        {
          name: 'Kendall Office',
          streetAddress: '8900 N Kendall Dr',
          city: 'Miami',
          state: 'FL',
          zipCode: '33176',
        },
      ],
    });
    expect(patch.body).not.toHaveProperty('logoUploadId');
  });

  it('uploads a logo to the logos folder and saves it at once; removes it', async () => {
    let current = organization();
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/organization-admin/organization': () => ({ status: 200, body: { organization: current } }),
      'POST /api/uploads/organization-logos': () => ({
        status: 201,
        body: {
          id: 'up1',
          area: 'organization-logos',
          key: 'organization-logos/logos/x.png',
          url: '/uploads/x.png',
        },
      }),
      'PATCH /api/organization-admin/organization': (_url, body) => {
        const id = (body as { logoUploadId: string | null }).logoUploadId;
        current = { ...current, logoUrl: id ? '/uploads/organization-logos/logos/x.png' : null };
        return { status: 200, body: current };
      },
    });
    renderAt(<OrganizationProfilePage />);
    const logo = await screen.findByRole('region', { name: 'Logo' });
    expect(within(logo).getByText('No logo yet.')).toBeVisible();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(within(logo).getByLabelText('Upload a logo'), file);
    expect(await within(logo).findByRole('img', { name: 'Coral Way Health Partners logo' })).toHaveAttribute(
      'src',
      '/uploads/organization-logos/logos/x.png',
    );
    const upload = calls.find((c) => c.path === '/api/uploads/organization-logos')!;
    expect((upload.body as FormData).get('folder')).toBe('logos');
    expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({
      logoUploadId: 'up1',
      name: 'Coral Way Health Partners',
    });

    await userEvent.click(within(logo).getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(within(logo).getByText('No logo yet.')).toBeVisible());
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)!.body).toMatchObject({ logoUploadId: null });
  });

  it('says why a logo upload failed', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/organization-admin/organization': () => ({
        status: 200,
        body: { organization: organization() },
      }),
    });
    renderAt(<OrganizationProfilePage />);
    const logo = await screen.findByRole('region', { name: 'Logo' });
    const wrong = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(within(logo).getByLabelText('Upload a logo'), wrong, { applyAccept: false });
    expect(
      await within(logo).findByText('Failed to upload organization logo: Please select a valid image file'),
    ).toBeVisible();
  });

  it('sends an organization admin without an organization to create it', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/organization-admin/organization': () => ({ status: 200, body: { organization: null } }),
    });
    renderAt(<OrganizationProfilePage />);
    expect(await screen.findByText(M.noOrganization)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create your organization' })).toHaveAttribute(
      'href',
      '/organization-admin-dashboard',
    );
  });

  it('speaks Spanish: the logo, the details form and what saving says', async () => {
    const es = spanish.t;
    let current = organization();
    fakeApi({
      'GET /api/me': me,
      'GET /api/organization-admin/organization': () => ({ status: 200, body: { organization: current } }),
      'PATCH /api/organization-admin/organization': (_url, body) => {
        current = { ...current, ...(body as object), updatedAt: '2026-03-02T15:00:00.000Z' };
        return { status: 200, body: current };
      },
    });
    renderAt(<OrganizationProfilePage />, '/here', undefined, { translator: spanish });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: es('dashboard.overview.organizationOrganizationProfile'),
      }),
    ).toBeVisible();
    const logo = await screen.findByRole('region', { name: es('practice.orgProfile.logo') });
    expect(logo).toHaveTextContent(es('practice.orgProfile.logoHint'));
    expect(within(logo).getByText(es('practice.orgProfile.noLogo'))).toBeVisible();
    expect(within(logo).getByLabelText(es('practice.orgProfile.upload'))).toBeInTheDocument();

    const details = screen.getByRole('region', { name: es('practice.orgProfile.details') });
    expect(within(details).getByLabelText(es('practice.orgForm.name'))).toHaveValue(
      'Coral Way Health Partners',
    );
    const first = within(details).getByRole('group', {
      name: es('practice.orgForm.location', { number: 1 }),
    });
    expect(within(first).getByLabelText(es('practice.orgForm.locationName'))).toHaveValue(
      'Coral Gables Clinic',
    );
    expect(within(first).getByLabelText(es('practice.orgForm.zip'))).toHaveValue('33134');
    expect(
      within(details).getByRole('button', { name: es('practice.orgForm.removeLocation', { number: 1 }) }),
    ).toBeVisible();
    await userEvent.click(
      within(details).getByRole('button', { name: es('practice.orgCommon.saveChanges') }),
    );
    expect(await screen.findByText(es('practice.orgProfile.saved'))).toBeVisible();
  });

  it('sends an organization admin without an organization to create it, in Spanish', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/organization-admin/organization': () => ({ status: 200, body: { organization: null } }),
    });
    renderAt(<OrganizationProfilePage />, '/here', undefined, { translator: spanish });
    expect(await screen.findByText(spanish.t(ORGANIZATION_MESSAGES.noOrganization))).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cree su organización' })).toHaveAttribute(
      'href',
      '/organization-admin-dashboard',
    );
  });
});
