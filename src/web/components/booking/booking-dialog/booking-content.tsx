import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type AppointmentDto,
  type BookingInput,
  type ProviderSlotsDto,
  type SlotDto,
} from '#shared/appointments/booking.ts';
import { BOOKING_MESSAGES } from '#shared/appointments/booking-messages.ts';
import { allows } from '#shared/caregivers/caregivers.ts';
import { canActAsPatient } from '#shared/roles.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { useActingForState } from '../../../lib/acting-for.ts';
import { choiceOf, useCaringFor } from '../../../lib/use-acting-for.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { providerSlotsQuery } from '../../../lib/booking/api.ts';
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
import { useBookTime } from './use-book-time.ts';

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

/** The dialog's title for each view. */
function dialogTitle(t: Translate, view: View['name'], extended: boolean) {
  return view === 'done'
    ? t('booking.dialog.bookedTitle')
    : view === 'confirm'
      ? t(BOOKING_MESSAGES.confirmTitle)
      : extended
        ? t(BOOKING_MESSAGES.chooseTime)
        : t(BOOKING_MESSAGES.scheduleTitle);
}

/** The list of times as the picker shows it: loading, failed (with a retry), or the times. */
function slotsStateOf(slotsQuery: UseQueryResult<ProviderSlotsDto>): SlotsState {
  return slotsQuery.isPending
    ? { status: 'pending' }
    : slotsQuery.isError && !slotsQuery.data
      ? { status: 'error', retry: () => void slotsQuery.refetch() }
      : { status: 'success', slots: slotsQuery.data?.slots ?? [] };
}

/** The confirm form's first values: the chosen time, what was typed, and the user's own details. */
function bookingDefaults(
  providerId: string,
  confirmSlot: ChosenSlot | null,
  draft: Partial<BookingInput>,
  forId: string | null,
  user: ReturnType<typeof useAuth>['user'],
): BookingInput {
  return {
    providerProfileId: providerId,
    slotId: confirmSlot?.id ?? '',
    date: confirmSlot?.date ?? '',
    time: confirmSlot?.time ?? '',
    appointmentTypeId: draft.appointmentTypeId ?? '',
    // Prefilled from the account only for the user's own visit, never with a caregiver's details.
    firstName: draft.firstName ?? (forId ? '' : (user?.firstName ?? '')),
    lastName: draft.lastName ?? (forId ? '' : (user?.lastName ?? '')),
    // Shown for the user's own visit only: for someone else the caregiver's own address is not sent
    // (the server mails the patient account's address either way).
    ...(forId ? {} : { email: user?.email ?? '' }),
    phone: draft.phone ?? '',
    dateOfBirth: draft.dateOfBirth ?? '',
    reason: draft.reason ?? '',
    notes: draft.notes ?? '',
  };
}

/** The list of times to choose from, and the practice's phone when the times did not load. */
function PickTime({
  provider,
  range,
  date,
  onDateChange,
  state,
  guest,
  loadFailed,
  onPick,
}: {
  provider: BookingProvider;
  range: { from: string; to: string };
  date: string;
  onDateChange: (date: string) => void;
  state: SlotsState;
  guest: boolean;
  loadFailed: boolean;
  onPick: (slot: SlotDto) => void;
}) {
  const t = useT();
  return (
    <>
      {guest && <p className="mb-4">{t('booking.dialog.guestChoose')}</p>}
      <SlotPicker
        from={range.from}
        to={range.to}
        date={date}
        onDateChange={onDateChange}
        state={state}
        onPick={onPick}
      />
      {loadFailed && provider.phone && (
        <p className="mt-4">
          {t(BOOKING_MESSAGES.timesLoadFailed)}{' '}
          <a href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`} className="text-primary font-bold">
            {provider.phone}
          </a>
        </p>
      )}
    </>
  );
}

/** A guest who chose a time signs up to book it. */
function GuestSignUp({ onSignUp, onCancel }: { onSignUp: () => void; onCancel: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-lg">{t('booking.dialog.guestSignUp')}</p>
      <Button size="lg" onClick={onSignUp}>
        {t('booking.dialog.signUpButton')}
      </Button>
      <Button variant="secondary" size="lg" onClick={onCancel}>
        {t('booking.dialog.cancel')}
      </Button>
    </div>
  );
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
  const live = useLiveSlots(provider.id);
  // The window is fixed for one opening: a dialog left open past midnight still shows whole days.
  const [range] = useState(() => bookingWindow());
  const slotsQuery = useQuery(providerSlotsQuery(provider.id, range.from, range.to, live));
  const [chosenView, setView] = useState<View>(
    initialSlot ? { name: 'confirm', slot: initialSlot } : { name: 'pick' },
  );
  const [chosenDate, setChosenDate] = useState<string | null>(initialSlot?.date ?? null);
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
  const { submit, submitting, notice, setNotice, serverErrors, setServerErrors } = useBookTime(
    provider,
    who,
    {
      booked: (appointment) => setView({ name: 'done', appointment, forName: who.forName, forId: who.forId }),
      backToDay: (day) => {
        setChosenDate(day);
        setView({ name: 'pick' });
      },
      keep: setDraft,
    },
  );

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

  const signUpToBook = useSignUpToBook(provider, close);

  const title = dialogTitle(t, view.name, extended);

  const slotsState = slotsStateOf(slotsQuery);

  const defaults = bookingDefaults(provider.id, confirmSlot, draft, who.forId, user);

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
          <PickTime
            provider={provider}
            range={range}
            date={date}
            onDateChange={setChosenDate}
            state={slotsState}
            guest={!user}
            loadFailed={slotsQuery.isError}
            onPick={pick}
          />
        )}
        {view.name === 'confirm' && (
          <div className="flex flex-col gap-5">
            <ChosenTime slot={view.slot} onChange={backToList} />
            {!user ? (
              <GuestSignUp onSignUp={() => signUpToBook(view.slot)} onCancel={close} />
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
