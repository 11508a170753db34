import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/i18n/locales.ts';
import { loadTranslator } from '../../lib/i18n.tsx';
import { fakeApi } from '../../test/fake-api.ts';
import { spanish } from '../../test/i18n.ts';
import { renderAt } from '../../test/render.tsx';
import { ErrorCard } from './error-fallback.tsx';
import { ERROR_KEYS, ERROR_WORDS } from './error-words.ts';

const signedOut = () => fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: null } }) });

afterEach(() => {
  document.documentElement.lang = '';
});

describe('the error card', () => {
  it('says what happened in English', () => {
    signedOut();
    renderAt(<ErrorCard />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it('says it in Spanish with the Spanish translator', () => {
    signedOut();
    renderAt(<ErrorCard message="" />, '/here', undefined, { translator: spanish });
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByText('Ocurrió un error inesperado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a cargar la página' })).toBeInTheDocument();
  });

  it("speaks the page's language where there is no translator (the app could not start)", () => {
    document.documentElement.lang = 'es';
    render(<ErrorCard />);
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  it('holds, for that case, the same words as the catalogue in every language', async () => {
    for (const locale of LOCALES) {
      const { t } = await loadTranslator(locale, ['common']);
      const fromCatalogue = Object.fromEntries(
        Object.entries(ERROR_KEYS).map(([name, key]) => [name, t(key)]),
      );
      expect(ERROR_WORDS[locale], locale).toEqual(fromCatalogue);
    }
  });
});
