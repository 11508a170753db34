import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CONSOLE_MESSAGES } from '#shared/admin/console.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { englishWords, spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { AdminProfilePage } from './admin-profile-page.tsx';

const M = englishWords(ADMIN_CONSOLE_MESSAGES);

function setup(password: { status: number; body?: unknown } = { status: 200, body: {} }) {
  return fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: null } }),
    'GET /api/admin/profile': () => ({
      status: 200,
      body: { firstName: 'Ada', lastName: 'Admin', email: 'ada@example.test' },
    }),
    'PUT /api/admin/profile': (_url, body) => ({
      status: 200,
      body: { ...(body as object), email: 'ada@example.test' },
    }),
    'POST /api/auth/change-password': () => password,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminProfilePage', () => {
  it('saves the name; the email is shown and cannot be changed', async () => {
    const calls = setup();
    renderAt(<AdminProfilePage />);
    const first = await screen.findByLabelText('First name');
    expect(first).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(M.firstName)).toBeInTheDocument();
    await userEvent.type(first, 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(M.nameSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ firstName: 'Grace', lastName: 'Admin' });
  });

  it("checks the new password's length and confirmation before sending it", async () => {
    const calls = setup();
    renderAt(<AdminProfilePage />);
    await userEvent.type(await screen.findByLabelText('Current password'), 'old-password-1');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/change-password')).toBe(false);
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-2');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(M.passwordChanged)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/change-password')?.body).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'new-password-2',
      revokeOtherSessions: true,
    });
  });

  it('says when the current password is wrong', async () => {
    setup({ status: 400, body: { code: 'INVALID_PASSWORD', message: 'Invalid password' } });
    renderAt(<AdminProfilePage />);
    await userEvent.type(await screen.findByLabelText('Current password'), 'wrong-password');
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-2');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(M.wrongPassword)).toBeInTheDocument();
  });
});

describe('AdminProfilePage in Spanish', () => {
  const { t } = spanish;

  it('shows the name and password forms in Spanish', async () => {
    setup();
    renderAt(<AdminProfilePage />, '/here', undefined, { translator: spanish });
    expect(
      await screen.findByRole('heading', { level: 1, name: t('common.userMenu.profileSettings') }),
    ).toBeVisible();
    expect(await screen.findByLabelText(t('account.fields.firstName'))).toHaveValue('Ada');
    expect(screen.getByLabelText(t('account.fields.email'))).toHaveAccessibleDescription(
      t('admin.adminProfile.emailHint'),
    );
    expect(screen.getByRole('form', { name: t('admin.adminProfile.yourName') })).toBeVisible();
    expect(screen.getByRole('button', { name: t('admin.adminProfile.saveName') })).toBeVisible();
    expect(screen.getByLabelText(t('account.password.new'))).toHaveAccessibleDescription(
      t('account.resetPassword.hint'),
    );
    await userEvent.click(screen.getByRole('button', { name: t('account.password.formLabel') }));
    expect(await screen.findByText(t('admin.console.currentPassword'))).toBeInTheDocument();
  });
});
