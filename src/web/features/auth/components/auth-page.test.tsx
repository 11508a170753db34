import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '#shared/auth/auth.ts';
import { TranslatorProvider } from '../../../lib/i18n.tsx';
import { pageLoad } from '../../../lib/page-language.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { english, spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { PATIENT } from '../../../test/users.ts';
import { AuthPage } from './auth-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const guest = () => ({ status: 200, body: { user: null } });

describe('the sign-in page', () => {
  it('speaks Spanish on a Spanish page: the headings, the labels and a field’s problem', async () => {
    const calls = fakeApi({ 'GET /api/me': guest });
    renderAt(<AuthPage />, '/auth', undefined, { translator: spanish });
    expect(await screen.findByRole('heading', { level: 1, name: 'Qué gusto verle de nuevo' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Iniciar sesión' });
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Por favor, escriba un correo electrónico válido')).toBeVisible();
    expect(form).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '¿No tiene una cuenta? Regístrese' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cree su cuenta' })).toBeVisible();
    expect(screen.getByLabelText('Teléfono (opcional)')).toBeVisible();
  });

  it('keeps its English words, and says a wrong password plainly', async () => {
    fakeApi({
      'GET /api/me': guest,
      'POST /api/auth/sign-in/email': () => ({
        status: 401,
        body: {
          code: 'INVALID_EMAIL_OR_PASSWORD',
          message: 'Incorrect email or password. Please try again.',
        },
      }),
    });
    renderAt(<AuthPage />, '/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(english.t(AUTH_MESSAGES.email))).toBeVisible();
    await userEvent.type(screen.getByLabelText('Email'), 'rosa@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'not-it-at-all');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Incorrect email or password. Please try again.')).toBeVisible();
  });

  it('says how long the server asks to wait after too many wrong passwords on the account', async () => {
    const words = 'Too many wrong passwords for this account. Please wait 8 seconds and try again.';
    fakeApi({
      'GET /api/me': guest,
      'POST /api/auth/sign-in/email': () => ({
        status: 429,
        body: { code: 'account.auth.accountSlowedDown', message: words, detail: words },
      }),
    });
    renderAt(<AuthPage />, '/auth');
    await userEvent.type(await screen.findByLabelText('Email'), 'rosa@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'not-it-at-all');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(words)).toBeVisible();
  });

  it("after signing in, moves to the account's language when the site offers it", async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    let signedIn = false;
    fakeApi({
      'GET /api/me': () => ({
        status: 200,
        body: { user: signedIn ? { ...PATIENT, locale: 'es' } : null },
      }),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { status: 200, body: {} };
      },
    });
    renderAt(
      <TranslatorProvider translator={english} offered={['en', 'es']}>
        <AuthPage />
      </TranslatorProvider>,
      '/auth',
    );
    await userEvent.type(await screen.findByLabelText('Email'), 'rosa@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/patient-dashboard?lang=es'));
  });
});
