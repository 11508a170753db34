import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { renderAbovePage } from '../test/render.tsx';
import { PATIENT, PROVIDER_USER } from '../test/users.ts';
import { PatientSettingsPage, ProviderSettingsPage } from './settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('settings pages', () => {
  it.each([
    ['provider', <ProviderSettingsPage key="p" />, '/provider-dashboard'],
    ['patient', <PatientSettingsPage key="p" />, '/patient-dashboard'],
  ])('the %s page has a Notifications section and a way back to its dashboard', async (_who, page, back) => {
    fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: PROVIDER_USER } }) });
    renderAbovePage(null, `${back}/settings`, page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(document.title).toBe('Settings | CareConnect');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', back);
    const section = screen.getByRole('region', { name: 'Notifications' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Browser notifications' })).toBeVisible();
    // This test browser has no push: the section says so instead of offering a button.
    expect(within(section).getByText(/This browser cannot show notifications\./)).toBeVisible();
  });

  it('gives the patient Profile, Password, Notifications, Family and caregivers and Delete Account, and the provider no profile or deletion', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
      'GET /api/patient/profile': () => ({
        status: 200,
        body: {
          email: 'rosa@example.test',
          firstName: 'Rosa',
          lastName: 'Delgado',
          phone: '',
          streetAddress: '',
          addressLine2: '',
          city: '',
          state: '',
          zipCode: '',
          avatarUrl: null,
          located: false,
          home: { location: null, label: null },
        },
      }),
    });
    const view = renderAbovePage(null, '/patient-dashboard/settings', <PatientSettingsPage />);
    expect(await screen.findByLabelText('First name')).toHaveValue('Rosa');
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual([
      'Profile',
      'Password',
      'Notifications',
      'Family and caregivers',
      'Delete Account',
    ]);
    view.router.dispose();
    document.body.innerHTML = '';

    fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: PROVIDER_USER } }) });
    renderAbovePage(null, '/provider-dashboard/settings', <ProviderSettingsPage />);
    expect(await screen.findByRole('region', { name: 'Password' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Password',
      'Notifications',
    ]);
  });
});
