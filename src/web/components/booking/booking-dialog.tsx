import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarPlus, Clock, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  APPOINTMENT_STATUS_LABELS,
  BOOKING_MESSAGES,
  type AppointmentDto,
  type BookingInput,
  type ProviderSlotsDto,
  type SlotDto,
} from '#shared/scheduling/booking.ts';
import { canActAsPatient } from '#shared/roles.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { api, paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { saveIntendedRoute } from '../../lib/auth/intended-route.ts';
import { addPendingAppointment } from '../../lib/pending-actions.ts';
import {
  bookAppointment,
  myAppointmentsQuery,
  nextSlotsKey,
  providerSlotsQuery,
  slotsKey,
} from '../../lib/booking/api.ts';
import { useLiveSlots } from '../../lib/booking/live-slots.ts';
import { bookingWindow, whenInWords } from '../../lib/booking/dates.ts';
import { BookingForm } from './booking-form.tsx';
import { SlotPicker, slotsByDay, type SlotsState } from './slot-picker.tsx';

/** Who is being booked: enough to say so and to call them. */
export type BookingProvider = { id: string; name: string; specialty?: string; phone?: string | null };
/** A time chosen before the dialog opened (a next-available time, the weekly view, a pending booking). */
export type ChosenSlot = { id: string; date: string; time: string };

export type BookingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  provider: BookingProvider;
  /** The profile's 'Schedule a Visit' opens the extended view (profile-page.test.tsx). */
  extended?: boolean;
  initialSlot?: ChosenSlot | null;
};

/**
 * The booking dialog (booking-dialog.test.tsx, docs/product.md#booking): choose a day and a time, confirm
 * with the booking form, then the confirmation with Add to calendar. A bottom sheet at 95% height on phones.
 * Closing forgets the chosen time; the content is remounted on each opening.
 */
export function BookingDialog({
  open,
  onOpenChange,
  provider,
  extended = false,
  initialSlot = null,
}: BookingDialogProps) {
  const queryClient = useQueryClient();
  const change = (next: boolean) => {
    // The slot list is read again when the dialog closes (docs/product.md#booking).
    if (!next) {
      void queryClient.invalidateQueries({ queryKey: slotsKey(provider.id) });
      void queryClient.invalidateQueries({ queryKey: nextSlotsKey(provider.id) });
    }
    onOpenChange(next);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={change}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby="booking-dialog-description"
          className={
            'text-ink fixed z-50 flex flex-col overflow-hidden bg-white shadow-xl dark:bg-stone-900 dark:text-stone-100 ' +
            // Phones: a sheet from the bottom, 95% of the screen high. Larger: a centred dialog.
            'inset-x-0 bottom-0 h-[95dvh] rounded-t-2xl ' +
            'min-[769px]:inset-x-auto min-[769px]:bottom-auto min-[769px]:top-1/2 min-[769px]:left-1/2 min-[769px]:h-auto ' +
            'min-[769px]:max-h-[92vh] min-[769px]:w-[calc(100%-2rem)] min-[769px]:max-w-4xl min-[769px]:-translate-x-1/2 ' +
            'min-[769px]:-translate-y-1/2 min-[769px]:rounded-2xl'
          }
          data-testid="booking-dialog"
        >
          {open && (
            <BookingContent
              provider={provider}
              extended={extended}
              initialSlot={initialSlot}
              close={() => change(false)}
            />
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

type View =
  { name: 'pick' } | { name: 'confirm'; slot: ChosenSlot } | { name: 'done'; appointment: AppointmentDto };

function BookingContent({
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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
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
  const shownNotice = gone ? BOOKING_MESSAGES.slotGone : notice;
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
      const appointment = await bookAppointment(values);
      toast.success(`${BOOKING_MESSAGES.booking}${provider.name}`);
      setView({ name: 'done', appointment });
      void queryClient.invalidateQueries({ queryKey: myAppointmentsQuery.queryKey });
    } catch (err) {
      for (const [queryKey, data] of before) queryClient.setQueryData(queryKey, data);
      if (err instanceof ApiError && err.status === 409) {
        // Someone else got the time first: say so and show the times as they are now.
        const known: string[] = [BOOKING_MESSAGES.slotGone, BOOKING_MESSAGES.slotTaken];
        const message = known.includes(err.message) ? err.message : BOOKING_MESSAGES.slotTaken;
        toast.error(message);
        setNotice(message);
        setChosenDate(values.date);
        setDraft(values);
        setView({ name: 'pick' });
      } else if (err instanceof ApiError && err.status === 401) {
        toast.error(BOOKING_MESSAGES.notAuthenticated);
        setNotice(BOOKING_MESSAGES.notAuthenticated);
      } else if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length) {
        setServerErrors(err.fields);
      } else {
        toast.error(BOOKING_MESSAGES.bookFailed);
        setNotice(BOOKING_MESSAGES.bookFailed);
      }
    } finally {
      setSubmitting(false);
      void queryClient.invalidateQueries({ queryKey: slotsKey(provider.id) });
      void queryClient.invalidateQueries({ queryKey: nextSlotsKey(provider.id) });
    }
  };

  const signUpToBook = (slot: ChosenSlot) => {
    addPendingAppointment(
      { providerId: provider.id, providerName: provider.name },
      { slotId: slot.id, date: slot.date, time: slot.time, fullDate: `${slot.date}T${slot.time}` },
    );
    // The return path outlives the e-mail verification link, which opens a fresh page.
    saveIntendedRoute(`${location.pathname}${location.search}`);
    toast('Sign up to book an appointment');
    navigate(paths.auth, {
      state: {
        redirectMessage: 'Sign up to book an appointment',
        fromAction: 'appointment',
        returnToAppointment: location.pathname,
      },
    });
    close();
  };

  const title =
    view.name === 'done'
      ? 'Appointment Booked'
      : view.name === 'confirm'
        ? BOOKING_MESSAGES.confirmTitle
        : extended
          ? BOOKING_MESSAGES.chooseTime
          : BOOKING_MESSAGES.scheduleTitle;

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
    firstName: draft.firstName ?? user?.firstName ?? '',
    lastName: draft.lastName ?? user?.lastName ?? '',
    email: user?.email ?? '',
    phone: draft.phone ?? '',
    dateOfBirth: draft.dateOfBirth ?? '',
    reason: draft.reason ?? '',
    notes: draft.notes ?? '',
  };

  return (
    <>
      <header className="flex items-start justify-between gap-4 border-b border-stone-300 p-4 sm:px-6 dark:border-stone-700">
        <div className="min-w-0">
          <RadixDialog.Title
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold outline-none sm:text-2xl"
          >
            {title}
          </RadixDialog.Title>
          <RadixDialog.Description
            id="booking-dialog-description"
            className="text-ink-muted mt-1 dark:text-stone-300"
          >
            {provider.name}
            {provider.specialty && ` · ${provider.specialty}`}
          </RadixDialog.Description>
        </div>
        <RadixDialog.Close asChild>
          <Button variant="ghost" aria-label="Close">
            <X aria-hidden className="size-6" />
          </Button>
        </RadixDialog.Close>
      </header>
      <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto p-4 sm:px-6">
        {shownNotice && (
          <Alert tone="error" className="mb-4">
            {shownNotice}
          </Alert>
        )}
        {view.name === 'pick' && (
          <>
            {!user && (
              <p className="mb-4">
                Choose a time. You will then create a free account to book it; we keep your choice.
              </p>
            )}
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
                {BOOKING_MESSAGES.timesLoadFailed}{' '}
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
                <p className="text-lg">
                  Sign up to book an appointment. It is free and takes a minute; we keep this time selected
                  for you.
                </p>
                <Button size="lg" onClick={() => signUpToBook(view.slot)}>
                  Sign Up to Book
                </Button>
                <Button variant="secondary" size="lg" onClick={close}>
                  Cancel
                </Button>
              </div>
            ) : !canActAsPatient(userRole) ? (
              <Alert tone="info">
                Appointments are booked from a patient account. Please sign in as a patient to book.
              </Alert>
            ) : (
              <BookingForm
                key={view.slot.id}
                providerId={provider.id}
                defaults={defaults}
                submitting={submitting}
                serverErrors={serverErrors}
                onSubmit={(values) => void submit(values)}
                onCancel={close}
                onDraft={setDraft}
              />
            )}
          </div>
        )}
        {view.name === 'done' && <Booked appointment={view.appointment} onClose={close} />}
      </div>
    </>
  );
}

function ChosenTime({ slot, onChange }: { slot: ChosenSlot; onChange: () => void }) {
  return (
    <div className="bg-primary-soft flex flex-col gap-3 rounded-xl p-4 sm:flex-row sm:items-center sm:justify-between dark:bg-stone-800">
      <p className="flex items-start gap-3 text-lg">
        <Clock aria-hidden className="text-primary mt-1 size-6 shrink-0 dark:text-sky-300" />
        <span>
          <span className="block font-bold" data-testid="chosen-time">
            {whenInWords(slot.date, slot.time)}
          </span>
          <span className="text-ink-muted text-base dark:text-stone-300">Eastern Time</span>
        </span>
      </p>
      <Button variant="secondary" onClick={onChange}>
        Choose another time
      </Button>
    </div>
  );
}

function Booked({ appointment, onClose }: { appointment: AppointmentDto; onClose: () => void }) {
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="success">
        <p className="text-lg font-bold">Your appointment is booked.</p>
        <p>We have sent the details to your email.</p>
      </Alert>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-lg">
        <dt className="font-bold">With</dt>
        <dd>{appointment.providerName}</dd>
        <dt className="font-bold">When</dt>
        <dd>{whenInWords(appointment.date, appointment.time)} (Eastern Time)</dd>
        {appointment.appointmentTypeName && (
          <>
            <dt className="font-bold">Visit</dt>
            <dd>
              {appointment.appointmentTypeName}, {appointment.durationMinutes} minutes
            </dd>
          </>
        )}
        <dt className="font-bold">Where</dt>
        <dd>{appointment.providerAddress}</dd>
        <dt className="font-bold">Status</dt>
        <dd>{APPOINTMENT_STATUS_LABELS[appointment.status]}</dd>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <a href={api.appointmentCalendar(appointment.id)} download>
            <CalendarPlus aria-hidden className="size-6" />
            Add to calendar
          </a>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.patientAppointments} onClick={onClose}>
            <CalendarCheck aria-hidden className="size-6" />
            View My Appointments
          </Link>
        </Button>
        <Button size="lg" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
