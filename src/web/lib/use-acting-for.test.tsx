import { act, screen, waitFor } from '@testing-library/react';
import { Outlet, createMemoryRouter, useLocation } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaringForDto } from '#shared/caregivers/caregiver-schemas.ts';
import { ACTING_FOR_HEADER, ACTING_FOR_REFUSED } from '#shared/caregivers/caregivers.ts';
import { caregiversAnswer, caringFor, ROSA } from '../test/caregivers.ts';
import { fakeApi, type Call } from '../test/fake-api.ts';
import { FakeEventSource, fakeEventSourceEachTest } from '../test/fake-event-source.ts';
import { english, spanish } from '../test/i18n.ts';
import { renderWithApp } from '../test/render.tsx';
import { CAREGIVER, PATIENT } from '../test/users.ts';
import { actingFor, setActingFor, useActingForState } from './acting-for.ts';
import { apiFetch } from './api-client.ts';
import { startRealtime } from './realtime.ts';
import { runSignOutTasks } from './sign-out-tasks.ts';
import { STORAGE_KEYS } from './storage.ts';
import { useActingForGuard } from './use-acting-for.ts';

const ACTING_FOR_ROSA = { patientId: ROSA.id, name: ROSA.name, caregiverId: CAREGIVER.id };

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  setActingFor(null);
  // Toasts live in a store of their own, which outlasts each test's screen.
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('the acting-for state', () => {
  it('names the patient on every API call while acting; a caller’s own header wins, an empty one sends none', async () => {
    const calls = fakeApi({ 'GET /api/thing': () => ({ status: 200, body: {} }) });
    await apiFetch('/api/thing');
    setActingFor(ACTING_FOR_ROSA);
    await apiFetch('/api/thing');
    await apiFetch('/api/thing', { headers: { [ACTING_FOR_HEADER]: 'u-luis' } });
    await apiFetch('/api/thing', { headers: { [ACTING_FOR_HEADER]: '' } });
    setActingFor(null);
    await apiFetch('/api/thing');
    expect(calls.map((c) => c.headers[ACTING_FOR_HEADER])).toEqual([
      undefined,
      ROSA.id,
      'u-luis',
      undefined,
      undefined,
    ]);
  });

  it('is kept in this tab through a reload, and forgotten on sign-out', async () => {
    setActingFor(ACTING_FOR_ROSA);
    vi.resetModules();
    const reloaded = await import('./acting-for.ts');
    expect(reloaded.actingFor()).toEqual(ACTING_FOR_ROSA);

    await runSignOutTasks();
    expect(actingFor()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.actingFor)).toBeNull();
  });
});

function Probe() {
  useActingForGuard();
  const acting = useActingForState();
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="acting">{acting ? `Acting for ${acting.name}` : 'Own account'}</p>
      <p data-testid="address">{`${pathname}${search}`}</p>
    </>
  );
}

/** Ana signed in at `path`, with the guard mounted above every page, as the header has it. */
function renderGuard(
  path = '/patient-dashboard/messages',
  people: () => CaringForDto[],
  user = CAREGIVER,
  translator = english,
) {
  const calls = fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user } }),
    'GET /api/caregivers': () => ({ status: 200, body: caregiversAnswer(people()) }),
    'GET /api/appointments/mine': () => ({
      status: 403,
      // Known by its code, whatever language its words are in.
      body: { detail: 'No puede hacer esto por esta persona.', code: ACTING_FOR_REFUSED },
    }),
  });
  renderWithApp(
    createMemoryRouter(
      [
        {
          element: (
            <>
              <Probe />
              <Outlet />
            </>
          ),
          children: [{ path: '*', element: null }],
        },
      ],
      { initialEntries: [path] },
    ),
    { translator },
  );
  return calls;
}

const caregiverReads = (calls: Call[]) => calls.filter((c) => c.path === '/api/caregivers').length;

describe('the acting-for checks', () => {
  const realtime = fakeEventSourceEachTest();

  it('drops back to the own account, saying so, when the person is no longer in the list', async () => {
    setActingFor(ACTING_FOR_ROSA);
    renderGuard('/patient-dashboard/messages', () => []);
    expect(await screen.findByText('You can no longer act for Rosa Delgado.')).toBeVisible();
    expect(screen.getByTestId('acting')).toHaveTextContent('Own account');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/patient-dashboard$/));
    expect(sessionStorage.getItem(STORAGE_KEYS.actingFor)).toBeNull();
  });

  it('says so in the page’s language', async () => {
    setActingFor(ACTING_FOR_ROSA);
    renderGuard('/patient-dashboard', () => [], CAREGIVER, spanish);
    expect(
      await screen.findByText(spanish.t('common.actingFor.noLonger', { name: ROSA.name })),
    ).toBeVisible();
    expect(screen.queryByText('You can no longer act for Rosa Delgado.')).toBeNull();
  });

  it('drops back when the access is narrowed to nothing', async () => {
    setActingFor(ACTING_FOR_ROSA);
    renderGuard('/patient-dashboard', () => [caringFor([])]);
    expect(await screen.findByText('You can no longer act for Rosa Delgado.')).toBeVisible();
    expect(actingFor()).toBeNull();
  });

  it('reads the list again when an access changes (the realtime event), and drops an ended one', async () => {
    setActingFor(ACTING_FOR_ROSA);
    let people = [caringFor(['view_appointments'])];
    const calls = renderGuard('/patient-dashboard', () => people);
    await waitFor(() => expect(caregiverReads(calls)).toBe(1));
    realtime.stop = startRealtime(CAREGIVER.id);
    FakeEventSource.all[0].open();
    expect(screen.getByTestId('acting')).toHaveTextContent('Acting for Rosa Delgado');

    people = [];
    FakeEventSource.all[0].emit({ type: 'caregiver-access' });
    expect(await screen.findByText('You can no longer act for Rosa Delgado.')).toBeVisible();
    expect(screen.getByTestId('acting')).toHaveTextContent('Own account');
  });

  it('reads the list again when the server refuses something for the person', async () => {
    setActingFor(ACTING_FOR_ROSA);
    let people = [caringFor(['message_providers'])];
    const calls = renderGuard('/patient-dashboard', () => people);
    await waitFor(() => expect(caregiverReads(calls)).toBe(1));
    people = [];
    await act(() => apiFetch('/api/appointments/mine').catch(() => undefined));
    await waitFor(() => expect(caregiverReads(calls)).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('You can no longer act for Rosa Delgado.')).toBeVisible();
  });

  it('for= on a patient dashboard address acts for that person and leaves the rest of the address', async () => {
    const calls = renderGuard('/patient-dashboard/messages?conversation=c1&for=u-rosa', () => [
      caringFor(['message_providers']),
    ]);
    await waitFor(() => expect(screen.getByTestId('acting')).toHaveTextContent('Acting for Rosa Delgado'));
    // The address loses `for` in the same pass, drawn a moment later on a busy machine.
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        /^\/patient-dashboard\/messages\?conversation=c1$/,
      ),
    );
    // What was read before is read again, for her.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/caregivers').at(-1)?.headers[ACTING_FOR_HEADER]).toBe(
        ROSA.id,
      ),
    );
  });

  it('for= someone the user may not act for changes nothing but the address', async () => {
    const calls = renderGuard('/patient-dashboard?for=u-stranger', () => [caringFor(['message_providers'])]);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/patient-dashboard$/));
    expect(screen.getByTestId('acting')).toHaveTextContent('Own account');
    expect(calls.every((c) => c.headers[ACTING_FOR_HEADER] === undefined)).toBe(true);
  });

  it('another account signing in on this tab starts as itself', async () => {
    setActingFor(ACTING_FOR_ROSA);
    renderGuard('/patient-dashboard', () => [caringFor(['message_providers'])], PATIENT);
    await waitFor(() => expect(screen.getByTestId('acting')).toHaveTextContent('Own account'));
    expect(screen.queryByText('You can no longer act for Rosa Delgado.')).toBeNull();
  });
});
