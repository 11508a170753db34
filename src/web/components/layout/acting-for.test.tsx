import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaringForDto } from '#shared/caregivers/caregiver-schemas.ts';
import type { CurrentUser } from '#shared/dto.ts';
import { ACTING_FOR_HEADER } from '#shared/caregivers/caregivers.ts';
import { actingFor, setActingFor } from '../../lib/acting-for.ts';
import { PreferencesProvider } from '../../lib/preferences.tsx';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { caregiversAnswer, caringFor, ROSA } from '../../test/caregivers.ts';
import { fakeApi, type Call } from '../../test/fake-api.ts';
import { renderAbovePage } from '../../test/render.tsx';
import { CAREGIVER, PATIENT, PROVIDER_USER } from '../../test/users.ts';
import { spanish } from '../../test/i18n.ts';
import { ActingForHeaderBar, OwnPageWhileActing } from './acting-for.tsx';
import { Header } from './header.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  setActingFor(null);
  toast.dismiss();
  vi.unstubAllGlobals();
});

function serve(user: CurrentUser, people: CaringForDto[]) {
  return fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user } }),
    'GET /api/caregivers': () => ({ status: 200, body: caregiversAnswer(people) }),
  });
}

const showHeader = () =>
  renderAbovePage(
    <PreferencesProvider>
      <Header />
    </PreferencesProvider>,
    '/here',
    <h1>Here</h1>,
  );
const caregiverReads = (calls: Call[]) => calls.filter((c) => c.path === '/api/caregivers');

describe('the header’s acting-for control', () => {
  it('is not offered to a patient who helps nobody, nor asked for by other roles', async () => {
    const calls = serve(PATIENT, []);
    showHeader();
    await waitFor(() => expect(caregiverReads(calls)).toHaveLength(1));
    await screen.findByRole('button', { name: /Account menu for/ });
    expect(screen.queryByRole('button', { name: 'Act for someone' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Acting for' })).toBeNull();

    document.body.innerHTML = '';
    const providerCalls = serve(PROVIDER_USER, [caringFor(['view_appointments'])]);
    showHeader();
    await screen.findByRole('button', { name: /Account menu for/ });
    expect(caregiverReads(providerCalls)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Act for someone' })).toBeNull();
  });

  it('acts for a person chosen from its menu: the banner, the dashboard, the header on every call; and back', async () => {
    const calls = serve(CAREGIVER, [caringFor(['view_appointments'])]);
    showHeader();
    const chooser = await screen.findByRole('button', { name: 'Act for someone' });
    chooser.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Act for Rosa Delgado' }));

    const bar = await screen.findByRole('region', { name: 'Acting for' });
    expect(bar).toHaveTextContent('Acting for: Rosa Delgado');
    // Went to the patient dashboard (here, the test's other page).
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Act for someone' })).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.actingFor)!)).toEqual({
      patientId: ROSA.id,
      name: ROSA.name,
      caregiverId: CAREGIVER.id,
    });
    // Everything is read again, for her.
    await waitFor(() => expect(caregiverReads(calls).at(-1)?.headers[ACTING_FOR_HEADER]).toBe(ROSA.id));

    await userEvent.click(within(bar).getByRole('button', { name: 'Back to my own account' }));
    expect(screen.queryByRole('region', { name: 'Acting for' })).toBeNull();
    expect(actingFor()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.actingFor)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Act for someone' })).toBeVisible();
    await waitFor(() => expect(caregiverReads(calls).at(-1)?.headers[ACTING_FOR_HEADER]).toBeUndefined());
  });

  it('offers each person in the phone menu with a big button', async () => {
    serve(CAREGIVER, [
      caringFor(['view_appointments']),
      caringFor(['manage_saved'], { id: 'u-luis', name: 'Luis Delgado' }),
    ]);
    showHeader();
    await screen.findByRole('button', { name: 'Act for someone' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const group = await within(menu).findByRole('group', { name: 'Act for someone' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Act for Rosa Delgado', 'Act for Luis Delgado']);
    await userEvent.click(within(group).getByRole('button', { name: 'Act for Luis Delgado' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Acting for' })).toHaveTextContent(
      'Acting for: Luis Delgado',
    );
  });

  it('shows the banner after a reload while acting', async () => {
    setActingFor({ patientId: ROSA.id, name: ROSA.name, caregiverId: CAREGIVER.id });
    serve(CAREGIVER, [caringFor(['message_providers'])]);
    showHeader();
    const bar = await screen.findByRole('region', { name: 'Acting for' });
    expect(bar).toHaveTextContent('Acting for: Rosa Delgado');
    expect(within(bar).getByRole('button', { name: 'Back to my own account' })).toBeVisible();
  });
});

describe('pages that stay the user’s own', () => {
  it('say so while acting, and nothing otherwise', async () => {
    serve(CAREGIVER, [caringFor(['view_appointments'])]);
    renderAbovePage(<OwnPageWhileActing what="settings" />, '/here', <h1>Settings</h1>);
    await screen.findByRole('heading', { name: 'Settings' });
    expect(screen.queryByRole('status')).toBeNull();

    document.body.innerHTML = '';
    setActingFor({ patientId: ROSA.id, name: ROSA.name, caregiverId: CAREGIVER.id });
    renderAbovePage(<OwnPageWhileActing what="settings" />, '/here');
    expect(await screen.findByRole('status')).toHaveTextContent(
      "You are acting for Rosa Delgado. This page shows your own settings, not Rosa Delgado's.",
    );
  });

  it('say so in Spanish on a Spanish page, as the bar does', async () => {
    serve(CAREGIVER, [caringFor(['view_appointments'])]);
    setActingFor({ patientId: ROSA.id, name: ROSA.name, caregiverId: CAREGIVER.id });
    renderAbovePage(
      <>
        <ActingForHeaderBar />
        <OwnPageWhileActing what="reviews" />
      </>,
      '/here',
      null,
      { translator: spanish },
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Está actuando en nombre de Rosa Delgado. Esta página muestra sus propias reseñas, no las de Rosa Delgado.',
    );
    const bar = screen.getByRole('region', { name: 'Actuando en nombre de otra persona' });
    expect(bar).toHaveTextContent('Actuando en nombre de: Rosa Delgado');
    expect(within(bar).getByRole('button', { name: 'Volver a mi propia cuenta' })).toBeVisible();
  });
});
