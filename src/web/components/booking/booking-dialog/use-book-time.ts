import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AppointmentDto, BookingInput, ProviderSlotsDto } from '#shared/appointments/booking.ts';
import { BOOKING_MESSAGES } from '#shared/appointments/booking-messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { bookAppointment, myAppointmentsQuery, nextSlotsKey, slotsKey } from '../../../lib/booking/api.ts';
import type { BookingProvider } from './types.ts';

/** Whom the visit is for: none for the user themselves (ADR 18). */
type ForWhom = { forId: string | null; forName: string | null };

/** What the dialog does once a booking is made or refused. */
type Moves = {
  booked: (appointment: AppointmentDto) => void;
  /** Back to the list of times, at the day of the refused one. */
  backToDay: (date: string) => void;
  /** What was typed, kept for the next try. */
  keep: (values: BookingInput) => void;
};

/**
 * The time is taken off every list in this tab at once (docs/product.md#booking) and put back
 * exactly as it was if the booking fails; the server has the last word either way.
 */
async function withTimeTakenOff<T>(
  queryClient: QueryClient,
  providerId: string,
  slotId: string,
  book: () => Promise<T>,
): Promise<T> {
  const key = slotsKey(providerId);
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueriesData<ProviderSlotsDto>({ queryKey: key });
  queryClient.setQueriesData<ProviderSlotsDto>({ queryKey: key }, (old) =>
    old ? { slots: old.slots.filter((s) => s.id !== slotId) } : old,
  );
  try {
    return await book();
  } catch (err) {
    for (const [queryKey, data] of before) queryClient.setQueryData(queryKey, data);
    throw err;
  }
}

/** Books the chosen time, and says in the dialog and a toast why a booking was refused. */
export function useBookTime(provider: BookingProvider, who: ForWhom, moves: Moves) {
  const t = useT();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const refused = (err: unknown, values: BookingInput) => {
    if (err instanceof ApiError && err.status === 409) {
      // Someone else got the time first: say so and show the times as they are now. The answer's
      // code tells which refusal it is; anything else reads as the time taken.
      const message = t(
        err.code === BOOKING_MESSAGES.slotGone ? BOOKING_MESSAGES.slotGone : BOOKING_MESSAGES.slotTaken,
      );
      toast.error(message);
      setNotice(message);
      moves.backToDay(values.date);
      moves.keep(values);
    } else if (err instanceof ApiError && err.status === 401) {
      toast.error(t(BOOKING_MESSAGES.notAuthenticated));
      setNotice(t(BOOKING_MESSAGES.notAuthenticated));
    } else if (err instanceof ApiError && err.status === 403) {
      // Not (or no longer) allowed to book for this person: the server's words say what to do.
      toast.error(err.message);
      setNotice(err.message);
      moves.keep(values);
    } else if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length) {
      setServerErrors(err.fields);
    } else {
      toast.error(t(BOOKING_MESSAGES.bookFailed));
      setNotice(t(BOOKING_MESSAGES.bookFailed));
    }
  };

  const submit = async (values: BookingInput) => {
    setSubmitting(true);
    setNotice(null);
    setServerErrors({});
    try {
      const appointment = await withTimeTakenOff(queryClient, provider.id, values.slotId, () =>
        bookAppointment(values, who.forId),
      );
      toast.success(t(BOOKING_MESSAGES.booking, { name: provider.name }));
      moves.booked(appointment);
      void queryClient.invalidateQueries({ queryKey: myAppointmentsQuery.queryKey });
    } catch (err) {
      refused(err, values);
    } finally {
      setSubmitting(false);
      void queryClient.invalidateQueries({ queryKey: slotsKey(provider.id) });
      void queryClient.invalidateQueries({ queryKey: nextSlotsKey(provider.id) });
    }
  };

  return { submit, submitting, notice, setNotice, serverErrors, setServerErrors };
}
