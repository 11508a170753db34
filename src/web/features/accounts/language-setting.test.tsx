import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Translator } from '#shared/i18n/translate.ts';
import { TranslatorProvider } from '../../lib/i18n.tsx';
import { pageLoad } from '../../lib/page-language.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { english, spanish } from '../../test/i18n.ts';
import { renderAt } from '../../test/render.tsx';
import { PATIENT } from '../../test/users.ts';
import { LanguageSetting } from './language-setting.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const me = () => ({ status: 200, body: { user: PATIENT } });

/** The setting on a site that offers English and Spanish, its page in `translator`'s language. */
const renderSetting = (translator: Translator, path = '/patient-dashboard/settings') =>
  renderAt(
    <TranslatorProvider translator={translator} offered={['en', 'es']}>
      <LanguageSetting />
    </TranslatorProvider>,
    path,
    undefined,
    { translator },
  );

describe('the language setting', () => {
  it('names each language in itself, saves the choice and loads this page in it', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    const calls = fakeApi({ 'GET /api/me': me, 'PUT /api/me/locale': () => ({ status: 204 }) });
    renderSetting(english);
    const form = await screen.findByRole('form', { name: 'Language' });
    expect(form).toBeVisible();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Español' }));
    await userEvent.click(screen.getByRole('button', { name: english.t('account.language.save') }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/es/patient-dashboard/settings'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ locale: 'es' });
  });

  it('speaks Spanish on a Spanish page, goes back to English, and says a refusal in the server’s words', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    let refuse = true;
    fakeApi({
      'GET /api/me': me,
      'PUT /api/me/locale': () =>
        refuse ? { status: 400, body: { detail: spanish.t('account.language.invalid') } } : { status: 204 },
    });
    renderSetting(spanish);
    expect(await screen.findByRole('form', { name: 'Idioma' })).toBeVisible();
    expect(screen.getByText('Elija su idioma')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar el idioma' }));
    expect(await screen.findByText('Por favor, elija uno de los idiomas que ofrecemos')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Guardar el idioma' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/patient-dashboard/settings'));
  });

  it('shows nothing while the site offers one language', () => {
    fakeApi({ 'GET /api/me': me });
    renderAt(<LanguageSetting />);
    expect(screen.queryByRole('form')).toBeNull();
  });
});
