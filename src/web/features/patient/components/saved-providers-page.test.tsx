import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedProviderDto, SavedProvidersPageDto } from '#shared/patient/patient-schemas.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { PATIENT } from '../../../test/users.ts';
import { SavedProvidersPage } from './saved-providers-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const provider = (i: number): SavedProviderDto => ({
  id: `p${i}`,
  name: `Dr. Provider ${i}`,
  specialty: 'dental',
  category: 'dentist',
  specialtyLabel: 'Dental',
  city: 'Tampa',
  state: 'FL',
  imageUrl: null,
  acceptingNewPatients: i % 2 === 0,
});

describe('saved providers', () => {
  it('lists them with book, message and profile links, pages, and removes one', async () => {
    let all = Array.from({ length: 14 }, (_, i) => provider(i + 1));
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
      'GET /api/patient/saved-providers': (url) => {
        const page = Number(url.searchParams.get('page'));
        const body: SavedProvidersPageDto = {
          providers: all.slice((page - 1) * 12, page * 12),
          total: all.length,
          page,
          pageSize: 12,
        };
        return { status: 200, body };
      },
      'DELETE /api/favorites/p1': () => {
        all = all.filter((p) => p.id !== 'p1');
        return { status: 204 };
      },
    });
    renderAt(<SavedProvidersPage />, '/patient-dashboard/saved');
    expect(await screen.findByText('14 saved providers')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dr. Provider 1' })).toHaveAttribute('href', '/providers/p1');
    expect(screen.getByRole('link', { name: 'Book a visit with Dr. Provider 1' })).toHaveAttribute(
      'href',
      '/providers/p1',
    );
    expect(screen.getByRole('link', { name: 'Message Dr. Provider 1' })).toHaveAttribute(
      'href',
      '/patient-dashboard/messages',
    );
    const pager = screen.getByRole('navigation', { name: 'Saved provider pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Dr. Provider 13' })).toBeVisible();
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));

    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Dr. Provider 1 from saved providers' }),
    );
    expect(await screen.findByText('Dr. Provider 1 removed from saved providers')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Dr. Provider 1' })).toBeNull());
    expect(screen.getByText('13 saved providers')).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('says how to save one when there are none', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
      'GET /api/patient/saved-providers': () => ({
        status: 200,
        body: { providers: [], total: 0, page: 1, pageSize: 12 },
      }),
    });
    renderAt(<SavedProvidersPage />, '/patient-dashboard/saved');
    expect(await screen.findByText('You have not saved any providers yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a Provider' })).toHaveAttribute('href', '/providers');
  });

  it('keeps the provider and says so when removing fails', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
      'GET /api/patient/saved-providers': () => ({
        status: 200,
        body: { providers: [provider(1)], total: 1, page: 1, pageSize: 12 },
      }),
      'DELETE /api/favorites/p1': () => ({ status: 500, body: { detail: 'Server error' } }),
    });
    renderAt(<SavedProvidersPage />, '/patient-dashboard/saved');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Dr. Provider 1 from saved providers' }),
    );
    expect(await screen.findByText('Failed to remove provider. Please try again.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dr. Provider 1' })).toBeVisible();
  });
});
