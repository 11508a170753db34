import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { CurrentUser } from '#shared/dto.ts';
import type { NotificationDto } from '#shared/notifications/notifications.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { AuthProvider } from '../auth/auth-context.tsx';

/**
 * A fake API for component tests: 'METHOD /path' → answer (a promise holds the answer back). The
 * screens' own fetchers and api-client run against it unchanged.
 */
export type Answer = { status: number; body?: unknown };
export type Handler = (url: URL, body: unknown) => Answer | Promise<Answer>;
export type Call = { method: string; path: string; search: string; body: unknown };

export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, search: url.search, body });
      const handler = routes[`${method} ${url.pathname}`];
      const res = handler ? await handler(url, body) : { status: 404, body: { detail: 'Not found' } };
      return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
        status: res.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const PROVIDER_USER: CurrentUser = {
  id: 'u2',
  email: 'office@example.test',
  firstName: 'Elena',
  lastName: 'Morales',
  role: 'provider',
  avatarUrl: null,
  practiceName: 'Coral Way Family Medicine',
};

/** The clock the tests run at: Tuesday, March 3, 2026, 3:00 PM (UTC, the tests' time zone). */
export const NOW = new Date('2026-03-03T15:00:00.000Z');
export const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

export const notification = (over: Partial<NotificationDto> = {}): NotificationDto => ({
  id: 'n1',
  kind: 'appointment_booked',
  title: 'New appointment booked',
  body: 'Follow-up Visit with Rosa Delgado on Monday, March 9, 2026 at 2:30 PM.',
  url: '/provider-dashboard/appointments',
  data: { appointmentId: 'a1' },
  readAt: null,
  createdAt: minutesAgo(5),
  ...over,
});

/**
 * Renders `element` above every page, as the header is (signed in through /api/me); `page` is shown
 * at `path`, and any other path says only 'Elsewhere'.
 */
export function renderAt(element: ReactNode, path = '/here', page: ReactNode = null) {
  const router = createMemoryRouter(
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
  );
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** An EventSource the test feeds by hand, standing in for the user's event stream. */
export class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, Set<(e: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(fn);
    this.listeners.set(type, set);
  }
  close() {
    this.closed = true;
  }
  open() {
    act(() => this.onopen?.(new Event('open')));
  }
  emit(data: { type: string } & Record<string, unknown>) {
    act(() =>
      this.listeners
        .get(data.type)
        ?.forEach((fn) => fn(new MessageEvent(data.type, { data: JSON.stringify(data) }))),
    );
  }
}
