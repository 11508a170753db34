import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { CurrentUser } from '#shared/dto.ts';
import type { ConversationSummaryDto, MessageDto, ThreadDto } from '#shared/messaging/messaging.ts';
import type { UserEvent } from '#shared/realtime/events.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { AuthProvider } from '../auth/auth-context.tsx';

/** A fake API for component tests: 'METHOD /path' → answer (a promise holds the answer back). */
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

export const PATIENT: CurrentUser = {
  id: 'u1',
  email: 'rosa@example.test',
  firstName: 'Rosa',
  lastName: 'Delgado',
  role: 'patient',
  avatarUrl: null,
  practiceName: null,
};

export const PROVIDER_USER: CurrentUser = {
  id: 'u2',
  email: 'office@example.test',
  firstName: 'Elena',
  lastName: 'Morales',
  role: 'provider',
  avatarUrl: null,
  practiceName: 'Coral Way Family Medicine',
};

export const PROVIDER_PROFILE_ID = '11111111-1111-4111-8111-111111111111';

/** The clock the tests run at: Tuesday, March 3, 2026, 3:00 PM (UTC, the tests' time zone). */
export const NOW = new Date('2026-03-03T15:00:00.000Z');
export const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

/** The patient's conversation with Dr. Morales, as the patient sees it. */
export const conversation = (over: Partial<ConversationSummaryDto> = {}): ConversationSummaryDto => ({
  id: 'c1',
  providerProfileId: PROVIDER_PROFILE_ID,
  patientId: PATIENT.id,
  myRole: 'patient',
  counterpart: {
    userId: PROVIDER_USER.id,
    name: 'Dr. Elena Morales, MD',
    providerProfileId: PROVIDER_PROFILE_ID,
    specialty: 'Primary Care',
    imageUrl: null,
    lastSeenAt: minutesAgo(2),
  },
  lastMessage: { body: 'See you on Monday.', senderId: PROVIDER_USER.id, createdAt: minutesAgo(30) },
  unreadCount: 0,
  lastMessageAt: minutesAgo(30),
  ...over,
});

export const msg = (id: string, senderId: string, body: string, createdAt: string): MessageDto => ({
  id,
  conversationId: 'c1',
  senderId,
  body,
  createdAt,
});

export const thread = (over: Partial<ThreadDto> = {}): ThreadDto => ({
  conversation: conversation(),
  messages: [],
  otherLastReadAt: null,
  olderCursor: null,
  ...over,
});

/** Renders `element` at `path` (with a search and navigation state), signed in through /api/me. */
export function renderAt(element: ReactNode, path = '/patient-dashboard/messages', state?: unknown) {
  const [pathname, search = ''] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: pathname, element },
      { path: '/auth', element: <h1>Sign in page</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [{ pathname, search: search ? `?${search}` : '', state }] },
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
  emit(data: UserEvent) {
    act(() =>
      this.listeners
        .get(data.type)
        ?.forEach((fn) => fn(new MessageEvent(data.type, { data: JSON.stringify(data) }))),
    );
  }
}
