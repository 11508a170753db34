import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTION_CODES } from '#shared/admin/audit-actions.ts';
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
              targetType: 'provider_application',
              targetId: 'x9',
              targetLabel: null,
              before: { status: 'submitted' },
              after: { status: 'under_review', photoshootDate: null },
            }),
            entry({
              id: 'a3',
              action: 'legacy.import',
              targetType: 'application',
              targetId: 'x8',
              targetLabel: null,
              before: null,
              after: null,
            }),
          ],
          total: 3,
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
    const moved = screen.getByRole('article', {
      name: 'boss@example.test changed the status of provider application x9',
    });
    expect(within(moved).getByRole('rowheader', { name: 'Photoshoot date' })).toBeInTheDocument();
    // An action no longer written keeps its code, in a sentence.
    expect(
      screen.getByRole('article', { name: 'boss@example.test legacy import on application x8' }),
    ).toBeInTheDocument();
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
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'User account disabled');
    await userEvent.type(screen.getByLabelText("Admin's email"), 'boss@example.test');
    await userEvent.type(screen.getByLabelText('From day'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(await screen.findByText('No entries match.')).toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe('?action=user.disable&actor=boss%40example.test&from=2026-03-01');
  });

  it('offers every action in words, and keeps an old code asked for by the address', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'GET /api/admin/audit-log': () => ({
        status: 200,
        body: { entries: [], total: 0, page: 1, pageSize: 25 },
      }),
    });
    renderAt(<AuditLogPage />, '/here?action=legacy.import');
    expect(await screen.findByText('No entries match.')).toBeInTheDocument();
    const action = screen.getByLabelText('Action');
    const options = within(action)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toHaveLength(AUDIT_ACTION_CODES.length + 2);
    expect(options).toEqual(
      expect.arrayContaining(['All actions', 'Appointment cancelled', 'Waiting list downloaded']),
    );
    expect(action).toHaveValue('legacy.import');
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
    expect(
      within(screen.getByLabelText(spanish.t('admin.auditLog.action'))).getByRole('option', {
        name: 'Cita cancelada',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: spanish.t('admin.auditLog.show') })).toBeInTheDocument();
  });
});
