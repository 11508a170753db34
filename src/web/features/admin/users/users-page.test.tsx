import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CONSOLE_MESSAGES } from '#shared/admin/console.ts';
import type { AdminUserDto } from '#shared/admin/console-schemas.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { practiceDateTime } from '#shared/format/instants.ts';
import { englishWords, spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { AdminUsersPage } from './users-page.tsx';

const M = englishWords(ADMIN_CONSOLE_MESSAGES);

const me = {
  id: 'me',
  email: 'boss@example.test',
  firstName: 'Boss',
  lastName: 'Admin',
  role: 'super_admin',
};
const user = (over: Partial<AdminUserDto> = {}): AdminUserDto => ({
  id: 'u1',
  email: 'rosa@example.test',
  firstName: 'Rosa',
  lastName: 'Parks',
  role: 'provider',
  emailVerified: true,
  disabledAt: null,
  createdAt: '2026-03-03T15:00:00.000Z',
  ...over,
});

function setup(rows: AdminUserDto[], answers: { role?: number; disabled?: number } = {}) {
  let current = rows;
  return fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: { ...me, avatarUrl: null, practiceName: null } } }),
    'GET /api/admin/users': () => ({
      status: 200,
      body: { users: current, total: current.length, page: 1, pageSize: 25 },
    }),
    'PUT /api/admin/users/u1/role': (_url, body) => {
      if (answers.role) return { status: answers.role, body: { detail: M.ownRole } };
      current = current.map((u) => (u.id === 'u1' ? { ...u, role: (body as { role: 'patient' }).role } : u));
      return { status: 200, body: current[0] };
    },
    'PUT /api/admin/users/u1/disabled': (_url, body) => {
      const disabled = (body as { disabled: boolean }).disabled;
      current = current.map((u) =>
        u.id === 'u1' ? { ...u, disabledAt: disabled ? '2026-03-04T15:00:00.000Z' : null } : u,
      );
      return { status: 200, body: current[0] };
    },
    'POST /api/admin/users/u1/password-reset': () => ({ status: 200, body: { email: 'rosa@example.test' } }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminUsersPage', () => {
  it('lists accounts and searches with the filters in the address', async () => {
    const calls = setup([
      user(),
      user({ id: 'me', email: me.email, firstName: 'Boss', lastName: 'Admin', role: 'super_admin' }),
    ]);
    renderAt(<AdminUsersPage />);
    expect(await screen.findByRole('heading', { name: 'Rosa Parks' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    // The admin's own card offers no role change and no disabling.
    const mine = screen.getByRole('article', { name: /Boss Admin/ });
    expect(within(mine).queryByRole('button', { name: /Change role/ })).not.toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /Disable account/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search by name or email'), 'rosa');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'provider');
    expect(calls.at(-1)?.search).toBe('?q=rosa&role=provider');
  });

  it('changes a role after a confirmation that warns about a provider', async () => {
    const calls = setup([user()]);
    renderAt(<AdminUsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change role of Rosa Parks' }));
    const dialog = screen.getByRole('dialog', { name: 'Change role' });
    expect(within(dialog).queryByText(/This account is a provider/)).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('New role'), 'patient');
    expect(within(dialog).getByText(/This account is a provider/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Rosa Parks is now: Patient')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ role: 'patient' });
  });

  it('shows the server refusal inside the dialog', async () => {
    setup([user()], { role: 409 });
    renderAt(<AdminUsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change role of Rosa Parks' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('New role'), 'patient');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByText(M.ownRole)).toBeInTheDocument();
  });

  it('disables and enables an account, and sends a reset email, each after a confirmation', async () => {
    const calls = setup([user()]);
    renderAt(<AdminUsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable account of Rosa Parks' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Disable this account?' })).getByRole('button', {
        name: 'Disable account',
      }),
    );
    expect(await screen.findByText('Disabled', { selector: 'span' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Enable account of Rosa Parks' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enable account' }));
    expect(await screen.findByText('Can sign in', { selector: 'span' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send password-reset email to Rosa Parks' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('Password-reset email sent to rosa@example.test')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/api/admin/users/u1/disabled', { disabled: true }],
      ['PUT', '/api/admin/users/u1/disabled', { disabled: false }],
      ['POST', '/api/admin/users/u1/password-reset', undefined],
    ]);
  });
});

describe('AdminUsersPage in Spanish', () => {
  it('shows the accounts and asks before disabling one, in Spanish', async () => {
    setup([user({ emailVerified: false })]);
    renderAt(<AdminUsersPage />, '/here', undefined, { translator: spanish });
    const card = await screen.findByRole('article', { name: 'Rosa Parks' });
    expect(within(card).getByText(spanish.t('common.role.provider'))).toBeInTheDocument();
    expect(within(card).getByText(spanish.t('admin.users.state.active'))).toBeInTheDocument();
    expect(
      within(card).getByText(`rosa@example.test ${spanish.t('admin.users.notConfirmed')}`),
    ).toBeInTheDocument();
    expect(within(card).getByText(practiceDateTime('2026-03-03T15:00:00.000Z', 'es'))).toBeInTheDocument();
    expect(
      screen.getByText(spanish.t('common.listFilters.showing', { first: 1, last: 1, total: 1 })),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: spanish.t('admin.users.allRoles') })).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: spanish.t('admin.users.disableAccountOf', { name: 'Rosa Parks' }) }),
    );
    const dialog = screen.getByRole('dialog', { name: spanish.t('admin.users.disableTitle') });
    expect(
      within(dialog).getByRole('button', { name: spanish.t('admin.confirm.cancel') }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: spanish.t('admin.users.disableAccount') }),
    );
    expect(
      await screen.findByText(spanish.t('admin.users.accountDisabled', { name: 'Rosa Parks' })),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(spanish.t('admin.users.state.disabled'), { selector: 'span' }),
    ).toBeInTheDocument();
  });
});
