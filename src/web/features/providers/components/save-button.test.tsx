import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { CaregiverPermission } from '#shared/caregivers/caregivers.ts';
import { setActingFor } from '../../../lib/acting-for.ts';
import { caregiversAnswer, caringFor, ROSA } from '../../../test/caregivers.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { spanish } from '../../../test/i18n.ts';
import { CAREGIVER, PATIENT } from '../../../test/users.ts';
import { SaveButton } from './save-button.tsx';

afterEach(() => setActingFor(null));

/** The caregiver acting for Rosa, who lets her do `permissions`, on a page with one Save button. */
function showWhileActing(permissions: CaregiverPermission[]) {
  setActingFor({ patientId: ROSA.id, name: ROSA.name, caregiverId: CAREGIVER.id });
  const calls = fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: CAREGIVER } }),
    'GET /api/caregivers': () => ({ status: 200, body: caregiversAnswer([caringFor(permissions)]) }),
    'GET /api/favorites': () => ({ status: 200, body: { providerIds: [] } }),
  });
  renderAt(
    <>
      <h1>Dr. Elena Morales</h1>
      <SaveButton providerId="p1" name="Dr. Elena Morales" saved={false} />
    </>,
  );
  return calls;
}

it('offers Save while acting for a patient who lets the caregiver manage saved providers', async () => {
  showWhileActing(['manage_saved']);
  expect(await screen.findByRole('button', { name: /save/i })).toBeVisible();
});

it('offers nothing to save while acting for a patient who keeps saved providers to themselves', async () => {
  const calls = showWhileActing(['view_appointments']);
  await waitFor(() => expect(calls.some((c) => c.path === '/api/caregivers')).toBe(true));
  await screen.findByRole('heading', { name: 'Dr. Elena Morales' });
  // Once what Rosa allows is known, there is still no button, and her list was never asked for.
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  expect(calls.some((c) => c.path === '/api/favorites')).toBe(false);
});

it('says in Spanish that the provider was saved', async () => {
  const calls = fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
    'PUT /api/favorites/p1': () => ({ status: 204 }),
  });
  renderAt(<SaveButton providerId="p1" name="Dra. Elena Morales" saved={false} />, '/here', undefined, {
    translator: spanish,
  });
  // Once the patient is known (a guest is sent to sign up instead).
  await waitFor(() => expect(calls.some((c) => c.path === '/api/me')).toBe(true));
  await new Promise((r) => setTimeout(r, 50));
  fireEvent.click(await screen.findByRole('button', { name: 'Guardar a Dra. Elena Morales' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(await screen.findByText('Dra. Elena Morales se guardó en sus proveedores')).toBeInTheDocument();
});
