import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '#shared/i18n/locales.ts';
import { fakeApi } from '../test/fake-api.ts';
import { ApiError, apiFetch } from './api-client.ts';
import { loadTranslator } from './i18n.tsx';
import { inPageLanguage, REQUEST_FAILED, UNREACHABLE, unreachableWords } from './unreachable.ts';

afterEach(() => {
  document.documentElement.lang = '';
  vi.unstubAllGlobals();
});

describe("the API client's own words", () => {
  it('are the catalogue’s in every language', async () => {
    for (const locale of LOCALES) {
      const { t } = await loadTranslator(locale, ['common']);
      for (const message of [UNREACHABLE, REQUEST_FAILED]) {
        expect(message.words[locale], `${locale} ${message.key}`).toBe(t(message.key));
      }
    }
  });

  it("follow the page's language, English where it names none", () => {
    expect(unreachableWords()).toBe(
      'We could not reach CareConnect. Please check your connection and try again.',
    );
    expect(inPageLanguage(REQUEST_FAILED)).toBe('Request failed');
    document.documentElement.lang = 'es';
    expect(unreachableWords()).toBe(
      'No pudimos comunicarnos con CareConnect. Revise su conexión e inténtelo de nuevo.',
    );
    expect(inPageLanguage(REQUEST_FAILED)).toBe('La solicitud no se pudo completar');
  });

  it('are what a refusal without words says, in the page’s language', async () => {
    fakeApi({ 'GET /api/thing': () => ({ status: 502 }) });
    document.documentElement.lang = 'es';
    const err = await apiFetch('/api/thing').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 502, message: 'La solicitud no se pudo completar' });
  });
});
