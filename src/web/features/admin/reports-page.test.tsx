import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileReportDto, ProfileReportListDto } from '#shared/reports/reports.ts';
import { spanish } from '../../test/i18n.ts';
import { renderAt } from '../../test/render.tsx';
import { AdminReportsPage } from './reports-page.tsx';

const report = (over: Partial<ProfileReportDto>): ProfileReportDto => ({
  id: 'a',
  providerProfileId: 'p1',
  providerName: 'Elena Morales, MD',
  reporterId: 'u1',
  reporterName: 'Walter Nguyen',
  category: 'hours_incorrect',
  description: 'Closed on Fridays now.',
  status: 'pending',
  createdAt: '2026-03-01T15:00:00Z',
  reviewedAt: null,
  reviewedBy: null,
  resolvedAt: null,
  ...over,
});

let list: ProfileReportListDto | null;
let patchStatus = 200;
const requests: { method: string; url: string; body?: unknown }[] = [];

beforeEach(() => {
  requests.length = 0;
  patchStatus = 200;
  list = {
    reports: [
      report({}),
      report({
        id: 'b',
        providerProfileId: 'p2',
        providerName: 'Luis Bennett, MD',
        status: 'resolved',
        category: 'other',
      }),
    ],
    counts: { pending: 1, under_review: 0, resolved: 1, dismissed: 0 },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      // The app's sign-in check, which the page does not depend on.
      if (url === '/api/me') return new Response('{"detail":"no"}', { status: 401 });
      requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'PATCH')
        return new Response(patchStatus === 200 ? '{}' : '{"detail":"no"}', { status: patchStatus });
      if (!list) return new Response('{"detail":"down"}', { status: 500 });
      return new Response(JSON.stringify(list), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const show = () => renderAt(<AdminReportsPage />, '/admin/reports');

describe('admin reports', () => {
  it('counts per status, filters by status, provider and reporter, and moves a report on', async () => {
    show();
    const counts = await screen.findByRole('list', { name: 'Reports by status' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Pending Review', '0Under Review', '1Resolved', '0Dismissed']);
    const first = screen.getAllByRole('article')[0];
    expect(first).toHaveTextContent('Office hours are wrong: Elena Morales, MD');
    expect(first).toHaveTextContent('Pending Review');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending Review');
    await userEvent.selectOptions(screen.getByLabelText('Provider'), 'Elena Morales, MD');
    await userEvent.selectOptions(screen.getByLabelText('Reported by'), 'Walter Nguyen');
    await waitFor(() =>
      expect(requests.at(-1)!.url).toBe('/api/admin/reports?providerId=p1&reporterId=u1&status=pending'),
    );

    await userEvent.click(within(first).getByRole('button', { name: 'Mark Under Review' }));
    expect(await screen.findByText('Report marked Under Review')).toBeVisible();
    expect(requests.find((r) => r.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/reports/a',
      body: { status: 'under_review' },
    });
  });

  it('says so when the list or a change fails', async () => {
    patchStatus = 500;
    show();
    const first = (await screen.findAllByRole('article'))[0];
    await userEvent.click(within(first).getByRole('button', { name: 'Mark Dismissed' }));
    expect(await screen.findByText('Failed to update report')).toBeVisible();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    list!.reports[0] = { ...list!.reports[0]!, reviewedAt: '2026-03-02T14:00:00Z' };
    renderAt(<AdminReportsPage />, '/admin/reports', undefined, { translator: spanish });
    expect(
      screen.getByRole('heading', { level: 1, name: spanish.t('dashboard.overview.adminProfileReports') }),
    ).toBeVisible();
    const counts = await screen.findByRole('list', { name: spanish.t('admin.reports.byStatus') });
    expect(within(counts).getAllByRole('listitem')[0]).toHaveTextContent(
      `1${spanish.t('admin.reports.statusPending')}`,
    );
    const first = screen.getAllByRole('article')[0]!;
    expect(first).toHaveTextContent(`${spanish.t('booking.reportDialog.hoursIncorrect')}: Elena Morales, MD`);
    expect(first).toHaveTextContent(/Reportado por Walter Nguyen el 1 mar 2026/);
    expect(first).toHaveTextContent(/Revisión iniciada el 2 mar 2026/);
    expect(screen.getByLabelText(spanish.t('admin.reports.reportedBy'))).toHaveDisplayValue(
      spanish.t('admin.reports.anyone'),
    );
    await userEvent.click(
      within(first).getByRole('button', {
        name: spanish.t('admin.reports.mark', { status: 'under_review' }),
      }),
    );
    expect(
      await screen.findByText(spanish.t('admin.reports.marked', { status: 'under_review' })),
    ).toBeVisible();
  });

  it("words a reporter without a name, or whose account is gone, in the reader's language", async () => {
    list!.reports = [report({ reporterName: '' }), report({ id: 'b', reporterId: null, reporterName: '' })];
    show();
    const [unnamed, deleted] = await screen.findAllByRole('article');
    expect(unnamed).toHaveTextContent(/Reported by Unnamed user on/);
    expect(deleted).toHaveTextContent(/Reported by Deleted account on/);
  });

  it('words a reporter without a name, or whose account is gone, in Spanish', async () => {
    list!.reports = [report({ reporterName: '' }), report({ id: 'b', reporterId: null, reporterName: '' })];
    renderAt(<AdminReportsPage />, '/admin/reports', undefined, { translator: spanish });
    const [unnamed, deleted] = await screen.findAllByRole('article');
    expect(unnamed).toHaveTextContent(/Reportado por Usuario sin nombre el/);
    expect(deleted).toHaveTextContent(/Reportado por Cuenta eliminada el/);
  });

  it('shows Failed to fetch reports', async () => {
    list = null;
    show();
    expect(await screen.findByText('Failed to fetch reports', {}, { timeout: 5000 })).toBeVisible();
  });
});
