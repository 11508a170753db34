import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PatientOverviewDto, SavedProviderDto } from '#shared/patient/patient-schemas.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { CAREGIVER, PATIENT } from '../../../test/users.ts';
import { caregiversAnswer, caringFor, ROSA } from '../../../test/caregivers.ts';
import { ACTING_FOR_HEADER } from '#shared/caregivers/caregivers.ts';
import { actingFor, setActingFor } from '../../../lib/acting-for.ts';
import { PatientOverviewPage } from './overview-page.tsx';

afterEach(() => {
  setActingFor(null);
  vi.unstubAllGlobals();
});

const me = () => ({ status: 200, body: { user: PATIENT } });

export const savedProvider = (over: Partial<SavedProviderDto> = {}): SavedProviderDto => ({
  id: 'p1',
  name: 'Dr. Elena Morales',
  specialty: 'primary-care',
  category: 'primary-care',
  specialtyLabel: 'Primary Care',
  city: 'Miami',
  state: 'FL',
  imageUrl: null,
  acceptingNewPatients: true,
  ...over,
});

const empty: PatientOverviewDto = {
  nextAppointment: null,
  unreadMessages: 0,
  saved: { providers: [], total: 0 },
  recentSearches: [],
};

describe('the patient overview', () => {
  it('shows the next visit, unread messages, saved providers and searches that run again', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/patient/overview': () => ({
        status: 200,
        body: {
          nextAppointment: {
            id: 'a1',
            providerId: 'p1',
            providerName: 'Dr. Elena Morales',
            date: '2026-03-09',
            time: '14:30',
            typeName: 'Follow-up Visit',
            status: 'scheduled',
          },
          unreadMessages: 3,
          saved: { providers: [savedProvider()], total: 7 },
          recentSearches: [
            {
              id: 's1',
              location: 'Miami, FL',
              category: '',
              specialty: 'dental',
              label: 'Dental near Miami, FL',
              updatedAt: '2026-03-01T10:00:00.000Z',
            },
            {
              id: 's2',
              location: 'Tampa, FL',
              category: 'foot-care',
              specialty: '',
              label: 'Foot care (podiatrist) near Tampa, FL',
              updatedAt: '2026-02-01T10:00:00.000Z',
            },
          ],
        } satisfies PatientOverviewDto,
      }),
    });
    const { router } = renderAt(<PatientOverviewPage />, '/patient-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient Dashboard' })).toBeVisible();
    expect(screen.getByText('Your appointments, messages and saved providers.')).toBeVisible();
    expect(await screen.findByText('Welcome, Rosa!')).toBeVisible();

    const next = await screen.findByRole('region', { name: 'Next Appointment' });
    expect(next).toHaveTextContent('Monday, March 9, 2026 at 2:30 PM');
    expect(next).toHaveTextContent('Follow-up Visit');
    expect(within(next).getByRole('link', { name: 'View Appointment' })).toHaveAttribute(
      'href',
      '/patient-dashboard/appointments',
    );
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(messages).toHaveTextContent('3 unread messages');
    expect(within(messages).getByRole('link', { name: 'Read Messages' })).toHaveAttribute(
      'href',
      '/patient-dashboard/messages',
    );
    const saved = screen.getByRole('region', { name: 'Saved Providers' });
    expect(within(saved).getByRole('link', { name: 'Dr. Elena Morales' })).toHaveAttribute(
      'href',
      '/providers/p1',
    );
    expect(within(saved).getByRole('link', { name: 'All Saved Providers (7)' })).toHaveAttribute(
      'href',
      '/patient-dashboard/saved',
    );
    const searches = screen.getByRole('region', { name: 'Recent Searches' });
    // A search made with a category runs with it again.
    expect(
      within(searches).getByRole('link', { name: 'Search again: Foot care (podiatrist) near Tampa, FL' }),
    ).toHaveAttribute('href', '/providers?location=Tampa%2C+FL&radius=25&category=foot-care');
    await userEvent.click(
      within(searches).getByRole('link', { name: 'Search again: Dental near Miami, FL' }),
    );
    expect(router.state.location.pathname).toBe('/providers');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('location')).toBe('Miami, FL');
    expect(params.get('specialty')).toBe('dental');
  });

  it('speaks Spanish on a Spanish page: heading, greeting, cards, dates and sections', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/patient/overview': () => ({
        status: 200,
        body: {
          ...empty,
          nextAppointment: {
            id: 'a1',
            providerId: 'p1',
            providerName: 'Dr. Elena Morales',
            date: '2026-03-09',
            time: '14:30',
            typeName: 'Follow-up Visit',
            status: 'scheduled',
          },
          unreadMessages: 1,
          saved: { providers: [savedProvider()], total: 7 },
        } satisfies PatientOverviewDto,
      }),
    });
    renderAt(<PatientOverviewPage />, '/patient-dashboard', undefined, { translator: spanish });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel del paciente' })).toBeVisible();
    expect(screen.getByText('Sus citas, mensajes y proveedores guardados.')).toBeVisible();
    expect(await screen.findByText('¡Le damos la bienvenida, Rosa!')).toBeVisible();
    const next = await screen.findByRole('region', { name: 'Próxima cita' });
    expect(next).toHaveTextContent('lunes, 9 de marzo de 2026 a las 2:30 p.m.');
    expect(within(next).getByRole('link', { name: 'Ver la cita' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Mensajes' })).toHaveTextContent('1 mensaje sin leer');
    const saved = screen.getByRole('region', { name: 'Proveedores guardados' });
    expect(within(saved).getByRole('link', { name: 'Todos los proveedores guardados (7)' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Búsquedas recientes' })).toHaveTextContent(
      'Sus búsquedas aparecerán aquí',
    );
    const sections = screen.getByRole('navigation', { name: 'Secciones: Panel del paciente' });
    for (const name of [
      'Mis citas',
      'Mensajes',
      'Proveedores guardados',
      'Mis reseñas',
      'Perfil y configuración',
    ])
      expect(within(sections).getByRole('link', { name: new RegExp(name) })).toBeVisible();
  });

  it('says plainly there is nothing yet, with a way to find a provider, and still lists every section', async () => {
    fakeApi({ 'GET /api/me': me, 'GET /api/patient/overview': () => ({ status: 200, body: empty }) });
    renderAt(<PatientOverviewPage />, '/patient-dashboard');
    const next = await screen.findByRole('region', { name: 'Next Appointment' });
    expect(within(next).getByText('No upcoming appointments')).toBeVisible();
    expect(within(next).getByRole('link', { name: 'Find a Provider' })).toHaveAttribute('href', '/providers');
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveTextContent('No unread messages');
    const sections = screen.getByRole('navigation', { name: 'Patient Dashboard sections' });
    for (const name of [
      'My Appointments',
      'Messages',
      'Saved Providers',
      'My Reviews',
      'Profile and Settings',
    ])
      expect(within(sections).getByRole('link', { name: new RegExp(name) })).toBeVisible();
  });

  it('says when the overview cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/me': me,
      'GET /api/patient/overview': () =>
        fail ? { status: 500, body: { detail: 'Something went wrong' } } : { status: 200, body: empty },
    });
    renderAt(<PatientOverviewPage />, '/patient-dashboard');
    expect(
      await screen.findByText('We could not load your overview.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No upcoming appointments')).toBeVisible();
  });

  it('acting for a patient: the banner, and only the parts she allows; reviews and settings stay hers', async () => {
    setActingFor({ patientId: ROSA.id, name: ROSA.name, caregiverId: CAREGIVER.id });
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: CAREGIVER } }),
      'GET /api/caregivers': () => ({
        status: 200,
        body: caregiversAnswer([caringFor(['manage_appointments', 'view_appointments'])]),
      }),
      'GET /api/patient/overview': () => ({ status: 200, body: empty }),
    });
    renderAt(<PatientOverviewPage />, '/patient-dashboard');
    expect(
      await screen.findByText("Rosa Delgado's appointments, messages and saved providers."),
    ).toBeVisible();
    expect(screen.getByText('Acting for:').closest('p')).toHaveTextContent('Acting for: Rosa Delgado');
    expect(screen.getByText(/Reviews and account settings are Rosa Delgado.s own\./)).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Next Appointment' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Saved Providers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent Searches' })).toBeNull();
    const sections = screen.getByRole('navigation', { name: 'Patient Dashboard sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((l) => l.querySelector('span span')?.textContent),
    ).toEqual(['My Appointments']);
    expect(calls.find((c) => c.path === '/api/patient/overview')!.headers[ACTING_FOR_HEADER]).toBe(ROSA.id);

    await userEvent.click(screen.getByRole('button', { name: 'Back to my own account' }));
    expect(actingFor()).toBeNull();
  });
});
