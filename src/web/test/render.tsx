import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { TranslatorProvider } from '../lib/i18n.tsx';
import type { Translator } from '#shared/i18n/translate.ts';
import { english } from './i18n.ts';

type Router = ReturnType<typeof createMemoryRouter>;
/** How to render: in English unless a test gives another language's translator (`spanish`). */
type RenderOptions = { translator?: Translator };

/** Renders the router as the app does: a fresh query client, signed in through /api/me, toasts. */
export function renderWithApp(router: Router, { translator = english }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  render(
    <TranslatorProvider translator={translator}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </TranslatorProvider>,
  );
  return { router, queryClient };
}

/**
 * Renders `element` at `path` (which may carry a search), with a navigation state; /auth and a
 * catch-all say where the router went.
 */
export function renderAt(element: ReactNode, path = '/here', state?: unknown, options?: RenderOptions) {
  const [pathname, search = ''] = path.split('?');
  return renderWithApp(
    createMemoryRouter(
      [
        { path: pathname, element },
        { path: '/auth', element: <h1>Sign in page</h1> },
        { path: '*', element: <h1>Elsewhere</h1> },
      ],
      { initialEntries: [{ pathname, search: search ? `?${search}` : '', state }] },
    ),
    options,
  );
}

/**
 * Renders `element` above every page, as the header is; `page` is shown at `path`, and any other
 * path says only 'Elsewhere'.
 */
export function renderAbovePage(
  element: ReactNode,
  path = '/here',
  page: ReactNode = null,
  options?: RenderOptions,
) {
  return renderWithApp(
    createMemoryRouter(
      [
        {
          element: (
            <>
              {element}
              <Outlet />
            </>
          ),
          children: [
            { path, element: page },
            { path: '*', element: <h1>Elsewhere</h1> },
          ],
        },
      ],
      { initialEntries: [path] },
    ),
    options,
  );
}
