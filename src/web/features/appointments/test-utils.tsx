import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { CurrentUser } from '#shared/dto.ts';
import type { AppointmentDto } from '#shared/scheduling/booking.ts';
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

/** Renders `element` at `path`, with /auth and a catch-all that say where the router went. */
export function renderAt(element: ReactNode, path = '/here', state?: unknown) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/auth', element: <h1>Sign in page</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

export const appointment = (over: Partial<AppointmentDto> = {}): AppointmentDto => ({
  id: 'a1',
  providerProfileId: '11111111-1111-4111-8111-111111111111',
  providerName: 'Dr. Elena Morales, MD',
  providerSpecialty: 'Primary Care',
  providerPhone: '(305) 555-0100',
  providerAddress: '1450 Coral Way, Miami, FL 33145',
  patientName: 'Rosa Delgado',
  patientEmail: null,
  patientPhone: null,
  date: '2026-11-30',
  time: '09:30',
  durationMinutes: 30,
  appointmentTypeName: 'New patient visit',
  status: 'scheduled',
  reason: 'Knee pain',
  notes: 'Coming with my daughter',
  cancellationReason: null,
  cancelledAt: null,
  cancelledByMe: false,
  createdAt: '2026-11-20T10:00:00Z',
  ...over,
});
