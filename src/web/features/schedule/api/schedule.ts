import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AppointmentTypeDto } from '#shared/appointments/booking.ts';
import {
  SCHEDULE_MESSAGES,
  type AppointmentTypeInput,
  type AppointmentTypeUpdateInput,
  type AvailabilityInput,
  type GenerateSlotsResultDto,
  type OfficeHoursInput,
  type ScheduleCalendarDto,
  type ScheduleDto,
  type SlotChangeResultDto,
  type SlotSelectionInput,
} from '#shared/schedule/schedule.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * The provider's own schedule. A super_admin opens a provider's schedule with
 * ?providerProfileId= on the page; every call then names that provider.
 */
const withProvider = (url: string, providerId?: string) =>
  providerId
    ? `${url}${url.includes('?') ? '&' : '?'}providerProfileId=${encodeURIComponent(providerId)}`
    : url;

const KEY = ['schedule'] as const;

export const scheduleQuery = (providerId?: string) =>
  queryOptions({
    queryKey: [...KEY, 'settings', providerId ?? 'mine'],
    queryFn: ({ signal }) =>
      apiFetch<ScheduleDto>(withProvider(api.providerSchedule, providerId), { signal }),
    // Forms are filled from it: no refetch behind the provider's back while they type.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

export const calendarQuery = (from: string, to: string, providerId?: string) =>
  queryOptions({
    queryKey: [...KEY, 'calendar', providerId ?? 'mine', from, to],
    queryFn: ({ signal }) =>
      apiFetch<ScheduleCalendarDto>(withProvider(api.providerScheduleCalendar(from, to), providerId), {
        signal,
      }),
    // Patients book while the provider looks: 5 s stale, 15 s poll (docs/product.md#profiles).
    staleTime: 5_000,
    refetchInterval: 15_000,
  });

function useScheduleMutation<TInput, TResult>(
  request: (input: TInput) => Promise<TResult>,
  opts: {
    success?: (result: TResult, input: TInput) => string | null;
    refresh: 'settings' | 'calendar' | 'both';
  },
) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: request,
    onSuccess: (result, input) => {
      const message = opts.success?.(result, input);
      if (message) toast.success(message);
      if (opts.refresh !== 'calendar') void queryClient.invalidateQueries({ queryKey: [...KEY, 'settings'] });
      if (opts.refresh !== 'settings') void queryClient.invalidateQueries({ queryKey: [...KEY, 'calendar'] });
    },
    // The server's own words: they say what to change ('The closing time must be later...').
    onError: (err) => toast.error(err.message || t(SCHEDULE_MESSAGES.saveFailed)),
  });
}

export function useSaveAvailability(providerId?: string) {
  const t = useT();
  return useScheduleMutation(
    (input: AvailabilityInput) =>
      apiFetch<ScheduleDto>(withProvider(api.providerScheduleAvailability, providerId), {
        method: 'PUT',
        body: input,
      }),
    { success: () => t(SCHEDULE_MESSAGES.availabilitySaved), refresh: 'settings' },
  );
}

export function useSaveOfficeHours(providerId?: string) {
  const t = useT();
  return useScheduleMutation(
    (input: OfficeHoursInput) =>
      apiFetch<ScheduleDto>(withProvider(api.providerScheduleOfficeHours, providerId), {
        method: 'PUT',
        body: input,
      }),
    { success: () => t(SCHEDULE_MESSAGES.officeHoursSaved), refresh: 'settings' },
  );
}

export function useGenerateSlots(providerId?: string) {
  const t = useT();
  return useScheduleMutation(
    (input: { stepMinutes: number }) =>
      apiFetch<GenerateSlotsResultDto>(withProvider(api.providerScheduleGenerate, providerId), {
        method: 'POST',
        body: input,
      }),
    { success: (r) => t('provider.schedule.slotsMade', { added: r.added }), refresh: 'calendar' },
  );
}

/** '2 times blocked.', with the booked times left as they were: one message, in the page's language. */
export function useChangeSlots(action: 'block' | 'unblock', providerId?: string) {
  const t = useT();
  return useScheduleMutation(
    (input: SlotSelectionInput) =>
      apiFetch<SlotChangeResultDto>(
        withProvider(
          action === 'block' ? api.providerScheduleBlock : api.providerScheduleUnblock,
          providerId,
        ),
        { method: 'POST', body: input },
      ),
    {
      success: (r) =>
        t('provider.scheduleToasts.slotsChanged', {
          action,
          changed: r.changed,
          skippedBooked: r.skippedBooked,
        }),
      refresh: 'calendar',
    },
  );
}

export function useAddAppointmentType(providerId?: string) {
  const t = useT();
  return useScheduleMutation(
    (input: AppointmentTypeInput) =>
      apiFetch<AppointmentTypeDto>(withProvider(api.providerScheduleTypes, providerId), {
        method: 'POST',
        body: input,
      }),
    { success: () => t(SCHEDULE_MESSAGES.typeAdded), refresh: 'settings' },
  );
}

export function useEditAppointmentType() {
  const t = useT();
  return useScheduleMutation(
    ({ id, input }: { id: string; input: AppointmentTypeUpdateInput }) =>
      apiFetch<AppointmentTypeDto>(api.providerScheduleType(id), { method: 'PATCH', body: input }),
    { success: () => t(SCHEDULE_MESSAGES.typeUpdated), refresh: 'settings' },
  );
}

export function useRemoveAppointmentType() {
  const t = useT();
  return useScheduleMutation(
    (id: string) => apiFetch<void>(api.providerScheduleType(id), { method: 'DELETE' }),
    { success: () => t(SCHEDULE_MESSAGES.typeRemoved), refresh: 'settings' },
  );
}
