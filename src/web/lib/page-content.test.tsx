import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageContentDefaults } from '#shared/page-content/page-content.ts';
import { builtInPageContent as PAGE_CONTENT_SPANISH_DEFAULTS } from '#shared/i18n/locales/es/built-in-page-content.ts';
import { fakeApi, type Answer } from '../test/fake-api.ts';
import { spanish } from '../test/i18n.ts';
import { renderAt } from '../test/render.tsx';
import { pageContentQuery, usePageContent, useSavePageContent } from './page-content.ts';

function Hero() {
  const { content } = usePageContent('hero');
  return <h1>{content.title}</h1>;
}

function SaveSpanish() {
  const save = useSavePageContent();
  return (
    <button
      type="button"
      onClick={() => save.mutate({ section: 'hero', locale: 'es', values: { title: 'Hola' } })}
    >
      Save
    </button>
  );
}

const hero = (locale: 'en' | 'es', title: string) => ({
  section: 'hero',
  locale,
  values: { ...pageContentDefaults('hero', locale), title },
  updatedAt: null,
  updatedBy: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

describe('managed content in the page language', () => {
  it('a Spanish page shows the built-in Spanish until the words arrive, and asks in Spanish', async () => {
    document.documentElement.lang = 'es';
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'GET /api/page-content': () => new Promise<Answer>(() => {}),
    });
    renderAt(<Hero />, '/', undefined, { translator: spanish });
    expect(screen.getByRole('heading')).toHaveTextContent(PAGE_CONTENT_SPANISH_DEFAULTS.hero.title!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/page-content')).toBe(true));
    expect(calls.find((c) => c.path === '/api/page-content')!.headers['x-locale']).toBe('es');
  });

  it("an editor's Spanish save never replaces an English page's words", async () => {
    document.documentElement.lang = 'en';
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'GET /api/page-content': () => ({
        status: 200,
        body: { sections: [hero('en', 'Care close to home')] },
      }),
      'PUT /api/admin/page-content': () => ({ status: 200, body: hero('es', 'Hola') }),
    });
    const { queryClient } = renderAt(
      <>
        <Hero />
        <SaveSpanish />
      </>,
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Care close to home' })).toBeInTheDocument();
    const put = vi.spyOn(queryClient, 'setQueryData');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        queryClient
          .getMutationCache()
          .getAll()
          .map((m) => m.state.status),
      ).toEqual(['success']),
    );
    // The editor's Spanish answer went to the editor's cache alone, never to the English page's.
    expect(put.mock.calls.map(([key]) => key)).toEqual([['page-content', 'hero', 'editor', 'es']]);
    expect(screen.getByRole('heading')).toHaveTextContent('Care close to home');
    expect(queryClient.getQueryData(pageContentQuery('hero').queryKey)?.values.title).toBe(
      'Care close to home',
    );
  });
});
