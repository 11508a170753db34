import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { practiceDateTime } from '#shared/format/instants.ts';
import type { WaitingListEntry } from '#shared/waiting-list/waiting-list.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { WaitingListPage } from './waiting-list-page.tsx';

const entry = (i: number): WaitingListEntry => ({
  id: `w${i}`,
  email: `person${i}@example.test`,
  source: i % 2 ? 'banner' : 'preview',
  createdAt: '2026-03-01T15:00:00Z',
});

function setup() {
  return fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: null } }),
    'GET /api/admin/waiting-list': (url) => {
      const q = url.searchParams.get('q') ?? '';
      const page = Number(url.searchParams.get('page'));
      const all = Array.from({ length: 120 }, (_, i) => entry(i + 1)).filter((e) => e.email.includes(q));
      return {
        status: 200,
        body: { entries: all.slice((page - 1) * 50, page * 50), total: all.length, page, pageSize: 50 },
      };
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('WaitingListPage', () => {
  it('lists the people with the total, pages through them and offers the CSV', async () => {
    const calls = setup();
    renderAt(<WaitingListPage />);
    expect(await screen.findByText('120 people on the waiting list')).toBeInTheDocument();
    expect(screen.getByText('person1@example.test')).toBeInTheDocument();
    // When they joined, as it was in Florida (15:00 UTC is 10:00 AM there in March), whatever the browser's zone.
    expect(screen.getAllByText('Mar 1, 2026, 10:00 AM').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Coming-soon banner').length).toBeGreaterThan(0);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('person51@example.test')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/waiting-list/export.csv',
    );
  });

  it('searches by email', async () => {
    const calls = setup();
    renderAt(<WaitingListPage />);
    await screen.findByText('120 people on the waiting list');
    await userEvent.type(screen.getByLabelText('Search by email'), 'person11');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('11 people match "person11"')).toBeInTheDocument();
    expect(screen.queryByText('person2@example.test')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe('?page=1&q=person11');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('120 people on the waiting list')).toBeInTheDocument();
  });
});

describe('WaitingListPage in Spanish', () => {
  it('counts and lists the people in Spanish', async () => {
    setup();
    renderAt(<WaitingListPage />, '/here', undefined, { translator: spanish });
    expect(await screen.findByText('120 personas en la lista de espera')).toBeInTheDocument();
    expect(screen.getAllByText(spanish.t('admin.waitingList.sourceName.banner')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(practiceDateTime('2026-03-01T15:00:00Z', 'es')).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('columnheader', { name: spanish.t('admin.waitingList.source') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: spanish.t('admin.waitingList.download') })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(spanish.t('admin.waitingList.searchLabel')), 'person11');
    await userEvent.click(screen.getByRole('button', { name: spanish.t('common.listFilters.search') }));
    expect(await screen.findByText('11 personas coinciden con «person11»')).toBeInTheDocument();
  });
});
