import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProviderDto } from '#shared/admin/console-schemas.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { AdminProvidersPage } from './providers-page.tsx';

const provider = (over: Partial<AdminProviderDto> = {}): AdminProviderDto => ({
  id: 'p1',
  name: 'Grace Hopper',
  practiceName: 'Hopper Family Care',
  specialty: 'Cardiology',
  city: 'Miami',
  npiNumber: '1234567893',
  status: 'active',
  profileStatus: 'approved',
  featured: false,
  listed: true,
  createdAt: '2026-03-03T15:00:00.000Z',
  ...over,
});

function setup(first: Partial<AdminProviderDto> = {}) {
  let current = provider(first);
  return fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: null } }),
    'GET /api/admin/providers': () => ({
      status: 200,
      body: { providers: [current], total: 1, page: 1, pageSize: 25 },
    }),
    'PUT /api/admin/providers/p1/status': (_url, body) => {
      const status = (body as { status: AdminProviderDto['status'] }).status;
      current = { ...current, status, listed: status === 'active' };
      return { status: 200, body: current };
    },
    'PUT /api/admin/providers/p1/featured': (_url, body) => {
      current = { ...current, featured: (body as { featured: boolean }).featured };
      return { status: 200, body: current };
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminProvidersPage', () => {
  it('shows each provider with whether search lists them, and filters', async () => {
    const calls = setup();
    renderAt(<AdminProvidersPage />);
    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(card).getByText('Listed in search')).toBeInTheDocument();
    expect(within(card).getByText('1234567893')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Featured'), 'yes');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'suspended');
    expect(calls.at(-1)?.search).toBe('?status=suspended&featured=yes');
  });

  it("names a profile without a name in the reader's language", async () => {
    setup({ name: '' });
    renderAt(<AdminProvidersPage />, undefined, undefined, { translator: spanish });
    expect(await screen.findByRole('article', { name: 'Proveedor sin nombre' })).toBeVisible();
  });

  it('suspends after a confirmation, and the card says it is no longer listed', async () => {
    const calls = setup();
    renderAt(<AdminProvidersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change status of Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Change status' });
    await userEvent.selectOptions(within(dialog).getByLabelText('New status'), 'suspended');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Not listed')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'suspended' });
  });

  it('features and unfeatures after a confirmation', async () => {
    setup();
    renderAt(<AdminProvidersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Feature Grace Hopper' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Feature this provider?' })).getByRole('button', {
        name: 'Feature',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Unfeature Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('Featured', { selector: 'span' })).toBeInTheDocument();
  });
});

describe('AdminProvidersPage in Spanish', () => {
  it('shows the provider and changes their status in Spanish', async () => {
    setup();
    renderAt(<AdminProvidersPage />, '/here', undefined, { translator: spanish });
    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(card).getByText(spanish.t('admin.providers.status.active'))).toBeInTheDocument();
    expect(within(card).getByText(spanish.t('admin.providers.listed'))).toBeInTheDocument();
    expect(within(card).getByText(spanish.t('lists.specialty.cardiology'))).toBeInTheDocument();
    expect(within(card).getByText(spanish.t('admin.providers.profileStatus.approved'))).toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole('button', {
        name: spanish.t('admin.providers.changeStatusOf', { name: 'Grace Hopper' }),
      }),
    );
    const dialog = screen.getByRole('dialog', { name: spanish.t('admin.providers.changeStatus') });
    expect(
      within(dialog).getByText(
        spanish.t('admin.providers.statusText', { name: 'Grace Hopper', status: 'active' }),
      ),
    ).toHaveTextContent('Ahora el estado de Grace Hopper es: activo.');
    await userEvent.selectOptions(
      within(dialog).getByLabelText(spanish.t('admin.providers.newStatus')),
      'suspended',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: spanish.t('admin.providers.changeStatus') }),
    );
    expect(await screen.findByText('Nuevo estado de Grace Hopper: suspendido')).toBeInTheDocument();
    expect(await screen.findByText(spanish.t('admin.providers.notListed'))).toBeInTheDocument();
  });
});
