import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  type AppointmentDto,
  type BookingInput,
  type ProviderSlotsDto,
  type SlotDto,
} from '#shared/appointments/booking.ts';
import { BOOKING_MESSAGES } from '#shared/appointments/booking-messages.ts';
import { allows } from '#shared/caregivers/caregivers.ts';
import { canActAsPatient } from '#shared/roles.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { useActingForState } from '../../../lib/acting-for.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { choiceOf, useCaringFor } from '../../../lib/use-acting-for.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useT } from '../../../lib/i18n.tsx';
import {
  bookAppointment,
  myAppointmentsQuery,
  nextSlotsKey,
  providerSlotsQuery,
  slotsKey,
} from '../../../lib/booking/api.ts';
import { useLiveSlots } from '../../../lib/booking/live-slots.ts';
import { bookingWindow } from '../../../lib/booking/dates.ts';
import { BookingForm } from '../booking-form.tsx';
import { SlotPicker, slotsByDay, type SlotsState } from '../slot-picker.tsx';
import { BookingHeader } from './booking-header.tsx';
import { ChosenTime } from './chosen-time.tsx';
import { useSignUpToBook } from './use-sign-up-to-book.ts';
import { Booked } from './booked.tsx';
import type { BookingProvider, ChosenSlot } from './types.ts';
import { WhoFor } from './who-for.tsx';

type View =
  | { name: 'pick' }
  | { name: 'confirm'; slot: ChosenSlot }
  | { name: 'done'; appointment: AppointmentDto; forName: string | null; forId: string | null };

/** The details a caregiver types about the patient: never carried over to another person. */
const PERSONAL: (keyof BookingInput)[] = ['firstName', 'lastName', 'phone', 'dateOfBirth'];

/**
 * Whom the visit is for (ADR 18): the people who let the user book for them, and the one chosen,
 * first the person the screens act for (when they allow booking), else the user themselves.
 */
function useWhoFor() {
  const acting = useActingForState();
  const people = useCaringFor()
    .filter((p) => allows(p.permissions, 'manage_appointments'))
    .map(choiceOf);
  const [chosen, choose] = useState<string | null | undefined>(undefined);
  const fallback = acting && people.some((p) => p.patientId === acting.patientId) ? acting.patientId : null;
  // A choice stays even if that access ends meanwhile: the server then refuses, and says why.
  const forId = chosen === undefined ? fallback : chosen;
  const forName = forId ? (people.find((p) => p.patientId === forId)?.name ?? acting?.name ?? null) : null;
  return { people, forId, forName, choose };
}

/** One opening of the dialog: the list of times, then the confirm form, then the booking made. */
export function BookingContent({
  provider,
  extended,
  initialSlot,
  close,
}: {
  provider: BookingProvider;
  extended: boolean;
  initialSlot: ChosenSlot | null;
  close: () => void;
}) {
  const { user, userRole } = useAuth();
  const t = useT();
  const queryClient = useQueryClient();
  const live = useLiveSlots(provider.id);
  // The window is fixed for one opening: a dialog left open past midnight still shows whole days.
  const [range] = useState(() => bookingWindow());
  const slotsQuery = useQuery(providerSlotsQuery(provider.id, range.from, range.to, live));
  const [chosenView, setView] = useState<View>(
    initialSlot ? { name: 'confirm', slot: initialSlot } : { name: 'pick' },
  );
  const [chosenDate, setChosenDate] = useState<string | null>(initialSlot?.date ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // What was typed, kept across a refused booking and a change of time.
  const [draft, setDraft] = useState<Partial<BookingInput>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const who = useWhoFor();
  const chooseWho = (patientId: string | null) => {
    if (patientId === who.forId) return;
    // One person's name, phone and birth date are not another's.
    setDraft((d) =>
      Object.fromEntries(Object.entries(d).filter(([k]) => !PERSONAL.includes(k as keyof BookingInput))),
    );
    who.choose(patientId);
  };

  const byDay = useMemo(() => slotsByDay(slotsQuery.data?.slots ?? []), [slotsQuery.data]);
  // Until the visitor picks a day: the first day with times, else today.
  const firstOpenDay = [...byDay.keys()].sort()[0];
  const date = chosenDate ?? firstOpenDay ?? range.from;

  // A time chosen earlier (before signing up, say) that has since been taken: back to the list of
  // that day, with the product's message (booking-dialog.test.tsx). (Not while booking it: our own booking
  // takes it too.)
  const gone =
    chosenView.name === 'confirm' &&
    !submitting &&
    slotsQuery.data !== undefined &&
    !slotsQuery.data.slots.some((s) => s.id === chosenView.slot.id && s.isAvailable);
  const view: View = gone ? { name: 'pick' } : chosenView;
  const shownNotice = gone ? t(BOOKING_MESSAGES.slotGone) : notice;
  const confirmSlot = view.name === 'confirm' ? view.slot : null;

  // Each change of view moves focus to its heading, so a screen reader says where the visitor is.
  // The new view starts at its top, not where the last one was scrolled to.
  useEffect(() => {
    headingRef.current?.focus();
    if (bodyRef.current) bodyRef.current.scrollTop = 0;
  }, [view.name]);

  const pick = (slot: SlotDto) => {
    setNotice(null);
    setServerErrors({});
    setChosenDate(slot.date);
    setView({ name: 'confirm', slot: { id: slot.id, date: slot.date, time: slot.time } });
  };
  const backToList = () => {
    setServerErrors({});
    if (confirmSlot) setChosenDate(confirmSlot.date);
    setView({ name: 'pick' });
  };

  const submit = async (values: BookingInput) => {
    setSubmitting(true);
    setNotice(null);
    setServerErrors({});
    // The time is taken off every list in this tab at once (docs/product.md#booking)
    // and put back exactly as it was if the booking fails; the server has the last word either way.
    const key = slotsKey(provider.id);
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueriesData<ProviderSlotsDto>({ queryKey: key });
    queryClient.setQueriesData<ProviderSlotsDto>({ queryKey: key }, (old) =>
      old ? { slots: old.slots.filter((s) => s.id !== values.slotId) } : old,
    );
    try {
      const appointment = await bookAppointment(values, who.forId);
      toast.success(t(BOOKING_MESSAGES.booking, { name: provider.name }));
      setView({ name: 'done', appointment, forName: who.forName, forId: who.forId });
      void queryClient.invalidateQueries({ queryKey: myAppointmentsQuery.queryKey });
    } catch (err) {
      for (const [queryKey, data] of before) queryClient.setQueryData(queryKey, data);
      if (err instanceof ApiError && err.status === 409) {
        // Someone else got the time first: say so and show the times as they are now. The answer's
        // code tells which refusal it is; anything else reads as the time taken.
        const message = t(
          err.code === BOOKING_MESSAGES.slotGone ? BOOKING_MESSAGES.slotGone : BOOKING_MESSAGES.slotTaken,
        );
        toast.error(message);
        setNotice(message);
        setChosenDate(values.date);
        setDraft(values);
        setView({ name: 'pick' });
      } else if (err instanceof ApiError && err.status === 401) {
        toast.error(t(BOOKING_MESSAGES.notAuthenticated));
        setNotice(t(BOOKING_MESSAGES.notAuthenticated));
      } else if (err instanceof ApiError && err.status === 403) {
        // Not (or no longer) allowed to book for this person: the server's words say what to do.
        toast.error(err.message);
        setNotice(err.message);
        setDraft(values);
      } else if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length) {
        setServerErrors(err.fields);
      } else {
        toast.error(t(BOOKING_MESSAGES.bookFailed));
        setNotice(t(BOOKING_MESSAGES.bookFailed));
      }
    } finally {
      setSubmitting(false);
      void queryClient.invalidateQueries({ queryKey: slotsKey(provider.id) });
      void queryClient.invalidateQueries({ queryKey: nextSlotsKey(provider.id) });
    }
  };

  const signUpToBook = useSignUpToBook(provider, close);

  const title =
    view.name === 'done'
      ? t('booking.dialog.bookedTitle')
      : view.name === 'confirm'
        ? t(BOOKING_MESSAGES.confirmTitle)
        : extended
          ? t(BOOKING_MESSAGES.chooseTime)
          : t(BOOKING_MESSAGES.scheduleTitle);

  const slotsState: SlotsState = slotsQuery.isPending
    ? { status: 'pending' }
    : slotsQuery.isError && !slotsQuery.data
      ? { status: 'error', retry: () => void slotsQuery.refetch() }
      : { status: 'success', slots: slotsQuery.data?.slots ?? [] };

  const defaults: BookingInput = {
    providerProfileId: provider.id,
    slotId: confirmSlot?.id ?? '',
    date: confirmSlot?.date ?? '',
    time: confirmSlot?.time ?? '',
    appointmentTypeId: draft.appointmentTypeId ?? '',
    // Prefilled from the account only for the user's own visit, never with a caregiver's details.
    firstName: draft.firstName ?? (who.forId ? '' : (user?.firstName ?? '')),
    lastName: draft.lastName ?? (who.forId ? '' : (user?.lastName ?? '')),
    // Shown for the user's own visit only: for someone else the caregiver's own address is not sent
    // (the server mails the patient account's address either way).
    ...(who.forId ? {} : { email: user?.email ?? '' }),
    phone: draft.phone ?? '',
    dateOfBirth: draft.dateOfBirth ?? '',
    reason: draft.reason ?? '',
    notes: draft.notes ?? '',
  };

  return (
    <>
      <BookingHeader title={title} provider={provider} headingRef={headingRef} />
      <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto p-4 sm:px-6">
        {shownNotice && (
          <Alert tone="error" className="mb-4">
            {shownNotice}
          </Alert>
        )}
        {view.name === 'pick' && (
          <>
            {!user && <p className="mb-4">{t('booking.dialog.guestChoose')}</p>}
            <SlotPicker
              from={range.from}
              to={range.to}
              date={date}
              onDateChange={setChosenDate}
              state={slotsState}
              onPick={pick}
            />
            {slotsQuery.isError && provider.phone && (
              <p className="mt-4">
                {t(BOOKING_MESSAGES.timesLoadFailed)}{' '}
                <a href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`} className="text-primary font-bold">
                  {provider.phone}
                </a>
              </p>
            )}
          </>
        )}
        {view.name === 'confirm' && (
          <div className="flex flex-col gap-5">
            <ChosenTime slot={view.slot} onChange={backToList} />
            {!user ? (
              <div className="flex flex-col gap-3">
                <p className="text-lg">{t('booking.dialog.guestSignUp')}</p>
                <Button size="lg" onClick={() => signUpToBook(view.slot)}>
                  {t('booking.dialog.signUpButton')}
                </Button>
                <Button variant="secondary" size="lg" onClick={close}>
                  {t('booking.dialog.cancel')}
                </Button>
              </div>
            ) : !canActAsPatient(userRole) ? (
              <Alert tone="info">{t('booking.dialog.patientsOnly')}</Alert>
            ) : (
              <>
                {who.people.length > 0 && (
                  <WhoFor people={who.people} value={who.forId} onChange={chooseWho} />
                )}
                <BookingForm
                  key={`${view.slot.id}:${who.forId ?? 'me'}`}
                  forName={who.forName}
                  providerId={provider.id}
                  defaults={defaults}
                  submitting={submitting}
                  serverErrors={serverErrors}
                  onSubmit={(values) => void submit(values)}
                  onCancel={close}
                  onDraft={setDraft}
                />
              </>
            )}
          </div>
        )}
        {view.name === 'done' && (
          <Booked
            appointment={view.appointment}
            forPerson={view.forId && view.forName ? { id: view.forId, name: view.forName } : null}
            onClose={close}
          />
        )}
      </div>
    </>
  );
}
