import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { CAREGIVER, PATIENT, PROVIDER_USER } from '../../../test/users.ts';
import { caregiversAnswer, caringFor, ROSA } from '../../../test/caregivers.ts';
import { ACTING_FOR_HEADER } from '#shared/caregivers/caregivers.ts';
import { setActingFor } from '../../../lib/acting-for.ts';
import { appointment } from '../../../test/appointments.ts';
import { addDaysTo, practiceToday } from '../../../lib/booking/dates.ts';
import { PatientAppointmentsPage } from './patient-appointments-page.tsx';
import { ProviderAppointmentsPage } from './provider-appointments-page.tsx';

afterEach(() => {
  setActingFor(null);
  vi.unstubAllGlobals();
});

describe('patient appointments page', () => {
  it('lists upcoming and past in plain words; cancelling asks why and frees the time', async () => {
    let cancelled = false;
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
      'GET /api/appointments/mine': () => ({
        status: 200,
        body: {
          upcoming: cancelled ? [] : [appointment()],
          past: [
            appointment({ id: 'a0', date: '2026-10-05', time: '14:00', status: 'completed' }),
            ...(cancelled
              ? [
                  appointment({
                    status: 'cancelled',
                    cancelledByMe: true,
                    cancellationReason: 'Feeling better',
                  }),
                ]
              : []),
          ],
        },
      }),
      'POST /api/appointments/a1/cancel': () => {
        cancelled = true;
        return { status: 200, body: appointment({ status: 'cancelled' }) };
      },
    });
    renderAt(<PatientAppointmentsPage />);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const card = await within(upcoming).findByRole('article', { name: 'Dr. Elena Morales, MD' });
    expect(card).toHaveTextContent('Monday, November 30 at 9:30 AM');
    expect(card).toHaveTextContent('New patient visit, 30 minutes');
    expect(card).toHaveTextContent('Scheduled');
    expect(within(card).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/appointments/a1/calendar.ics',
    );
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(past).getByRole('article')).toHaveTextContent('Monday, October 5 at 2:00 PM');
    expect(within(past).getByRole('article')).toHaveTextContent('Completed');
    expect(within(past).queryByRole('button', { name: 'Cancel Appointment' })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Appointment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await within(dialog).findByText('Please tell us why you are cancelling')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Reason for cancelling'), 'Feeling better');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Your appointment is cancelled.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Feeling better' });
    expect(await within(upcoming).findByText('You have no upcoming appointments.')).toBeVisible();
    expect(await within(past).findByText(/By you: Feeling better/)).toBeVisible();
  });

  it('speaks Spanish on a Spanish page: headings, the card, its dates and the cancel dialog', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
      'GET /api/appointments/mine': () => ({
        status: 200,
        body: {
          upcoming: [appointment()],
          past: [
            appointment({
              id: 'a0',
              date: '2026-10-05',
              time: '14:00',
              status: 'cancelled',
              cancelledByMe: true,
              cancellationReason: 'Feeling better',
            }),
          ],
        },
      }),
    });
    renderAt(<PatientAppointmentsPage />, '/here', undefined, { translator: spanish });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis citas' })).toBeVisible();
    const upcoming = await screen.findByRole('region', { name: 'Próximas' });
    const card = await within(upcoming).findByRole('article', { name: 'Dr. Elena Morales, MD' });
    expect(card).toHaveTextContent('lunes, 30 de noviembre a las 9:30 a.m.');
    expect(card).toHaveTextContent('New patient visit, 30 minutos');
    expect(card).toHaveTextContent('Reservada');
    expect(within(card).getByRole('link', { name: 'Agregar al calendario' })).toBeVisible();
    const past = screen.getByRole('region', { name: 'Pasadas' });
    expect(within(past).getByRole('article')).toHaveTextContent('Por usted: Feeling better');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancelar la cita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar la cita' });
    expect(dialog).toHaveTextContent(
      'Una vez cancelada la cita del lunes, 30 de noviembre a las 9:30 a.m., otras personas',
    );
    expect(within(dialog).getByRole('button', { name: 'Conservar la cita' })).toBeVisible();
  });

  it('a failed cancellation says why and keeps the reason', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
      'GET /api/appointments/mine': () => ({ status: 200, body: { upcoming: [appointment()], past: [] } }),
      'POST /api/appointments/a1/cancel': () => ({
        status: 409,
        body: { detail: 'This appointment can no longer be cancelled.' },
      }),
    });
    renderAt(<PatientAppointmentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Appointment' });
    await userEvent.type(within(dialog).getByLabelText('Reason for cancelling'), 'Travel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(
      await screen.findByText('Failed to cancel appointment: This appointment can no longer be cancelled.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Reason for cancelling')).toHaveValue('Travel');
  });

  it('Quick View’s Book Appointment arrives with the provider and opens the booking dialog', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
      'GET /api/appointments/mine': () => ({ status: 200, body: { upcoming: [], past: [] } }),
      'GET /api/providers/p9/slots': () => ({ status: 200, body: { slots: [] } }),
    });
    renderAt(<PatientAppointmentsPage />, '/here', {
      bookAppointmentWith: { id: 'p9', name: 'Dr. Ana Ruiz', specialty: 'Dental', location: 'Tampa, FL' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Appointment' });
    expect(dialog).toHaveTextContent('Dr. Ana Ruiz · Dental');
  });
});

describe('provider appointments page', () => {
  const today = practiceToday();
  it('today, upcoming and past; confirm, and the spec message when an update fails', async () => {
    let fail = false;
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PROVIDER_USER } }),
      'GET /api/provider/appointments': () => ({
        status: 200,
        body: {
          today: [appointment({ id: 't1', date: today, time: '00:00', patientPhone: '(305) 555-0123' })],
          upcoming: [appointment({ id: 'u1', date: addDaysTo(today, 3), patientEmail: 'rosa@example.test' })],
          past: [],
        },
      }),
      'POST /api/provider/appointments/u1/status': () =>
        fail
          ? { status: 409, body: { detail: 'Only a scheduled appointment can be confirmed.' } }
          : { status: 200, body: appointment({ id: 'u1', status: 'confirmed' }) },
      'POST /api/provider/appointments/t1/status': () => ({
        status: 200,
        body: appointment({ id: 't1', status: 'completed' }),
      }),
    });
    renderAt(<ProviderAppointmentsPage />);
    const todays = await screen.findByRole('region', { name: 'Today' });
    const first = await within(todays).findByRole('article', { name: 'Rosa Delgado' });
    expect(first).toHaveTextContent('(305) 555-0123');
    expect(first).toHaveTextContent('Knee pain');
    expect(within(first).getByRole('button', { name: 'Mark completed' })).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Mark no-show' })).toBeVisible();
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    const next = within(upcoming).getByRole('article');
    expect(within(next).queryByRole('button', { name: 'Mark completed' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Past' })).toHaveTextContent('No past appointments yet.');

    await userEvent.click(within(next).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Appointment confirmed')).toBeVisible();
    expect(calls.find((c) => c.path.endsWith('/u1/status'))!.body).toEqual({ status: 'confirmed' });

    fail = true;
    await userEvent.click(within(next).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Failed to update appointment: Only a scheduled appointment can be confirmed.'),
    ).toBeVisible();

    await userEvent.click(within(first).getByRole('button', { name: 'Mark completed' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/t1/status'))?.body).toEqual({ status: 'completed' }),
    );
  });

  it('cancels with a reason; a failure uses the spec words', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PROVIDER_USER } }),
      'GET /api/provider/appointments': () => ({
        status: 200,
        body: { today: [], upcoming: [appointment({ id: 'u1', date: addDaysTo(today, 3) })], past: [] },
      }),
      'POST /api/provider/appointments/u1/cancel': () => ({
        status: 500,
        body: { detail: 'Database unavailable' },
      }),
    });
    renderAt(<ProviderAppointmentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Appointment' });
    await userEvent.type(within(dialog).getByLabelText('Reason for cancelling'), 'The doctor is ill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Failed to cancel appointment: Database unavailable')).toBeVisible();
  });
});

describe('who did it, when a caregiver did (ADR 18)', () => {
  const byAna = {
    bookedByCaregiver: 'Ana Delgado',
  };
  const cancelledByAna = {
    status: 'cancelled' as const,
    bookedByCaregiver: 'Ana Delgado',
    cancelledByCaregiver: 'Ana Delgado',
    cancellationReason: 'She is in the hospital',
  };

  it('the patient’s cards name the caregiver who booked and who cancelled', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
      'GET /api/appointments/mine': () => ({
        status: 200,
        body: {
          upcoming: [appointment(byAna)],
          past: [appointment({ id: 'a2', ...cancelledByAna })],
        },
      }),
    });
    renderAt(<PatientAppointmentsPage />);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const booked = await within(upcoming).findByRole('article');
    expect(within(booked).getByText('Booked by Ana Delgado (caregiver)')).toBeVisible();
    expect(booked).not.toHaveTextContent('Cancelled by');

    const cancelled = within(screen.getByRole('region', { name: 'Past' })).getByRole('article');
    expect(within(cancelled).getByText('Booked by Ana Delgado (caregiver)')).toBeVisible();
    expect(within(cancelled).getByText('Cancelled by Ana Delgado (caregiver)')).toBeVisible();
    // Not 'By the office': the office did not cancel it.
    expect(cancelled).not.toHaveTextContent('By the office');
    expect(cancelled).toHaveTextContent('She is in the hospital');
  });

  it('the provider’s lists say the caregiver booked or cancelled for the patient', async () => {
    const today = practiceToday();
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PROVIDER_USER } }),
      'GET /api/provider/appointments': () => ({
        status: 200,
        body: {
          today: [appointment({ id: 't1', date: today, ...byAna })],
          upcoming: [appointment({ id: 'u1', date: addDaysTo(today, 3) })],
          past: [appointment({ id: 'p1', date: addDaysTo(today, -3), ...cancelledByAna })],
        },
      }),
    });
    renderAt(<ProviderAppointmentsPage />);
    const todays = await screen.findByRole('region', { name: 'Today' });
    const card = await within(todays).findByRole('article', { name: 'Rosa Delgado' });
    expect(within(card).getByText('Booked by Ana Delgado (caregiver) for Rosa Delgado')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Upcoming' })).not.toHaveTextContent('caregiver');
    const past = within(screen.getByRole('region', { name: 'Past' })).getByRole('article');
    expect(within(past).getByText('Cancelled by Ana Delgado (caregiver) for Rosa Delgado')).toBeVisible();
    expect(past).not.toHaveTextContent('By the patient');
  });

  it('a caregiver acting for a patient who only lets them see the visits is not offered Cancel', async () => {
    setActingFor({ patientId: ROSA.id, name: ROSA.name, caregiverId: CAREGIVER.id });
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: CAREGIVER } }),
      'GET /api/caregivers': () => ({
        status: 200,
        body: caregiversAnswer([caringFor(['view_appointments'])]),
      }),
      'GET /api/appointments/mine': () => ({ status: 200, body: { upcoming: [appointment()], past: [] } }),
    });
    renderAt(<PatientAppointmentsPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Rosa Delgado's Appointments" }),
    ).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Dr. Elena Morales, MD' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/caregivers')).toBe(true));
    expect(within(card).getByRole('link', { name: 'Add to calendar' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Cancel Appointment' })).toBeNull();
    expect(calls.find((c) => c.path === '/api/appointments/mine')!.headers[ACTING_FOR_HEADER]).toBe(ROSA.id);
  });
});
