import { queryOptions } from '@tanstack/react-query';
import type { AppointmentDto, ProviderAppointmentsDto } from '#shared/appointments/booking.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const providerAppointmentsQuery = queryOptions({
  queryKey: ['appointments', 'provider'],
  queryFn: ({ signal }) => apiFetch<ProviderAppointmentsDto>(api.providerAppointments, { signal }),
  staleTime: 10_000,
  refetchOnWindowFocus: true,
  // New bookings arrive while the office has the page open all day.
  refetchInterval: 60_000,
});

export const cancelMyAppointment = (id: string, reason: string) =>
  apiFetch<AppointmentDto>(api.cancelAppointment(id), { method: 'POST', body: { reason } });

export const cancelProviderAppointment = (id: string, reason: string) =>
  apiFetch<AppointmentDto>(api.providerCancelAppointment(id), { method: 'POST', body: { reason } });

export const setAppointmentStatus = (id: string, status: 'confirmed' | 'completed' | 'no_show') =>
  apiFetch<AppointmentDto>(api.providerAppointmentStatus(id), { method: 'POST', body: { status } });
