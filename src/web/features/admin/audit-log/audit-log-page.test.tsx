import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntryDto } from '#shared/admin/console-schemas.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { AuditLogPage } from './audit-log-page.tsx';

const entry = (over: Partial<AuditEntryDto> = {}): AuditEntryDto => ({
  id: 'a1',
  actorEmail: 'boss@example.test',
  action: 'provider.feature',
  targetType: 'provider',
  targetId: 'p1',
  targetLabel: 'Grace Hopper',
  before: { featured: false },
  after: { featured: true },
  // 3:00 PM UTC is 10:00 AM in Florida in March (before daylight time starts on the 8th).
  createdAt: '2026-03-03T15:00:00.000Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('AuditLogPage', () => {
  it('says who did what and when, with a field table of before and after', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'GET /api/admin/audit-log': () => ({
        status: 200,
        body: {
          entries: [
            entry(),
            entry({
              id: 'a2',
              action: 'application.transition',
              targetType: 'application',
              targetId: 'x9',
              targetLabel: null,
              before: { status: 'submitted' },
              after: { status: 'under_review', photoshootDate: null },
            }),
          ],
          total: 2,
          page: 1,
          pageSize: 25,
        },
      }),
    });
    renderAt(<AuditLogPage />);
    const first = await screen.findByRole('article', {
      name: 'boss@example.test featured provider Grace Hopper',
    });
    expect(within(first).getByText('Mar 3, 2026, 10:00 AM')).toBeInTheDocument();
    const row = within(first).getByRole('row', { name: /Featured/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['No', 'Yes']);
    const other = screen.getByRole('article', {
      name: 'boss@example.test application transition on application x9',
    });
    expect(within(other).getByRole('rowheader', { name: 'Photoshoot date' })).toBeInTheDocument();
  });

  it('filters by action, admin, target and days', async () => {
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'GET /api/admin/audit-log': () => ({
        status: 200,
        body: { entries: [], total: 0, page: 1, pageSize: 25 },
      }),
    });
    renderAt(<AuditLogPage />);
    expect(await screen.findByText('No admin actions yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Action'), 'user.disable');
    await userEvent.type(screen.getByLabelText("Admin's email"), 'boss@example.test');
    await userEvent.type(screen.getByLabelText('From day'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(await screen.findByText('No entries match.')).toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe('?action=user.disable&actor=boss%40example.test&from=2026-03-01');
  });
});

describe('AuditLogPage in Spanish', () => {
  it("says in Spanish who did what, and the fields' names and values", async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'GET /api/admin/audit-log': () => ({
        status: 200,
        body: { entries: [entry()], total: 1, page: 1, pageSize: 25 },
      }),
    });
    renderAt(<AuditLogPage />, '/here', undefined, { translator: spanish });
    const first = await screen.findByRole('article', {
      name: 'boss@example.test destacó al proveedor Grace Hopper',
    });
    const row = within(first).getByRole('row', {
      name: new RegExp(spanish.t('admin.auditLog.fieldName.featured')),
    });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['No', 'Sí']);
    expect(
      within(first).getByRole('columnheader', { name: spanish.t('admin.auditLog.before') }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(spanish.t('admin.auditLog.actor'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: spanish.t('admin.auditLog.show') })).toBeInTheDocument();
  });
});
