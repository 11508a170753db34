import { queryOptions } from '@tanstack/react-query';
import type {
  AppointmentDto,
  AppointmentTypesDto,
  BookingInput,
  PatientAppointmentsDto,
  ProviderSlotsDto,
} from '#shared/appointments/booking.ts';
import { ACTING_FOR_HEADER } from '#shared/caregivers/caregivers.ts';
import { api } from '../../config/paths.ts';
import { ApiError, apiFetch } from '../api-client.ts';

/**
 * Slot queries do not retry a refusal and otherwise retry fewer than 2 times;
 * they are fresh for 5 seconds, read again when the window regains focus and polled every 15 seconds
 * unless the live stream is telling us about changes (live-slots.test.tsx, docs/product.md#booking).
 */
const retryOnce = (count: number, err: Error) =>
  count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500);
const SLOT_POLL_MS = 15_000;

/** Every slot query of one provider starts with this key, so one invalidation reaches them all. */
export const slotsKey = (providerId: string) => ['providers', 'slots', providerId] as const;
/** The profile's next-available list (providers feature) lives under this key. */
export const nextSlotsKey = (providerId: string) => ['providers', 'next-slots', providerId] as const;

export const providerSlotsQuery = (providerId: string, from: string, to: string, live = false) =>
  queryOptions({
    queryKey: [...slotsKey(providerId), from, to],
    queryFn: ({ signal }) => apiFetch<ProviderSlotsDto>(api.providerSlots(providerId, from, to), { signal }),
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    refetchInterval: live ? false : SLOT_POLL_MS,
    retry: retryOnce,
  });

/** Types change rarely: kept 5 minutes like the rest of the office's set-up (docs/product.md#booking). */
export const appointmentTypesQuery = (providerId: string) =>
  queryOptions({
    queryKey: ['providers', 'appointment-types', providerId],
    queryFn: ({ signal }) => apiFetch<AppointmentTypesDto>(api.appointmentTypes(providerId), { signal }),
    staleTime: 5 * 60_000,
    retry: retryOnce,
  });

/**
 * Books for the person the dialog was told: a patient the user may book for (their user id), or the
 * user themselves (null), whomever the screens act for (ADR 18, booking-dialog.test.tsx).
 */
export const bookAppointment = (input: BookingInput, forPatientId: string | null) =>
  apiFetch<AppointmentDto>(api.appointments, {
    method: 'POST',
    body: input,
    headers: { [ACTING_FOR_HEADER]: forPatientId ?? '' },
  });

export const myAppointmentsQuery = queryOptions({
  queryKey: ['appointments', 'mine'],
  queryFn: ({ signal }) => apiFetch<PatientAppointmentsDto>(api.myAppointments, { signal }),
  // A dashboard shows what is true now: a booking made in another tab shows on return.
  staleTime: 10_000,
  refetchOnWindowFocus: true,
});
