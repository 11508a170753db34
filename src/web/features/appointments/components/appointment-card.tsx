import { CalendarPlus, HeartHandshake } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { careName, careNameLang } from '#shared/taxonomy/listing-words.ts';
import { longDay } from '#shared/format/dates.ts';
import { clockForm, timeOfDay } from '#shared/format/times.ts';
import {
  cancelAppointmentSchema,
  type AppointmentDto,
  type AppointmentStatus,
} from '#shared/appointments/booking.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldError, inputClass } from '../../../components/ui/field.tsx';
import { api, paths } from '../../../config/paths.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';

/** Status words on a tinted badge; the word itself carries the meaning, never the colour alone. */
const STATUS_TONE: Record<AppointmentStatus, string> = {
  scheduled: 'bg-primary-soft text-primary-strong border-primary',
  confirmed: 'bg-success-soft text-success border-success',
  pending_approval: 'bg-amber-50 text-warning border-warning',
  completed: 'bg-stone-100 text-ink border-stone-500',
  cancelled: 'bg-danger-soft text-danger border-danger',
  no_show: 'bg-stone-100 text-ink border-stone-500',
};

const STATUS_KEYS: Record<AppointmentStatus, MessageKey> = {
  scheduled: 'appointments.status.scheduled',
  confirmed: 'appointments.status.confirmed',
  pending_approval: 'appointments.status.pendingApproval',
  completed: 'appointments.status.completed',
  cancelled: 'appointments.status.cancelled',
  no_show: 'appointments.status.noShow',
};

/** 'Monday, November 30 at 9:30 AM', in the page's language. */
function useWhenInWords() {
  const t = useT();
  const locale = useLocale();
  return (date: string, time: string) =>
    t('appointments.card.when', {
      day: longDay(date, locale),
      time: timeOfDay(time, locale),
      clock: clockForm(time, locale),
    });
}

function StatusBadge({ status }: { status: AppointmentStatus }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-block rounded-full border-2 px-3 py-0.5 text-base font-bold',
        STATUS_TONE[status],
      )}
    >
      {t(STATUS_KEYS[status])}
    </span>
  );
}

/**
 * One appointment in plain words: who, 'Monday, November 30 at 9:30 AM', the kind of visit and its
 * status. The patient sees the provider and the office; the provider sees the patient and why they come.
 */
export function AppointmentCard({
  appointment: a,
  audience,
  children,
}: {
  appointment: AppointmentDto;
  audience: 'patient' | 'provider';
  children?: ReactNode;
}) {
  const id = useId();
  const t = useT();
  const locale = useLocale();
  const whenInWords = useWhenInWords();
  const who = audience === 'patient' ? a.providerName : a.patientName;
  const care = { category: a.providerCategory, specialty: a.providerSpecialty };
  // Who booked or cancelled for the patient, when a caregiver did (ADR 18): the patient's side names
  // the caregiver, the practice also whom they acted for.
  const byCaregiver = (done: 'booked' | 'cancelled', caregiver: string) =>
    done === 'booked'
      ? audience === 'provider'
        ? t('appointments.card.bookedByFor', { caregiver, patient: a.patientName })
        : t('appointments.card.bookedBy', { caregiver })
      : audience === 'provider'
        ? t('appointments.card.cancelledByFor', { caregiver, patient: a.patientName })
        : t('appointments.card.cancelledBy', { caregiver });
  return (
    <article
      aria-labelledby={`${id}-who`}
      className="rounded-2xl border border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-who`} className="text-xl">
            {audience === 'patient' ? (
              <Link to={paths.provider(a.providerProfileId)} className="text-primary dark:text-sky-300">
                {who}
              </Link>
            ) : (
              who
            )}
          </h3>
          {audience === 'patient' && (
            <p className="text-ink-muted dark:text-stone-300" lang={careNameLang(care, locale)}>
              {careName(care, locale)}
            </p>
          )}
        </div>
        <StatusBadge status={a.status} />
      </div>
      <p className="mt-3 text-lg font-bold">{whenInWords(a.date, a.time)}</p>
      <p>
        {a.appointmentTypeName
          ? t('appointments.card.kind', { type: a.appointmentTypeName, minutes: a.durationMinutes })
          : t('appointments.card.kindDefault', { minutes: a.durationMinutes })}
      </p>
      {[
        a.bookedByCaregiver && byCaregiver('booked', a.bookedByCaregiver),
        a.status === 'cancelled' &&
          a.cancelledByCaregiver &&
          byCaregiver('cancelled', a.cancelledByCaregiver),
      ]
        .filter(Boolean)
        .map((words) => (
          <p key={String(words)} className="mt-1 flex items-start gap-2 font-bold">
            <HeartHandshake aria-hidden className="text-primary mt-1 size-5 shrink-0 dark:text-sky-300" />
            {words}
          </p>
        ))}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {audience === 'patient' ? (
          <>
            <dt className="font-bold">{t('appointments.card.where')}</dt>
            <dd>{a.providerAddress}</dd>
            {a.providerPhone && (
              <>
                <dt className="font-bold">{t('appointments.card.phone')}</dt>
                <dd>
                  <a
                    href={`tel:${a.providerPhone.replace(/[^\d+]/g, '')}`}
                    className="text-primary dark:text-sky-300"
                  >
                    {a.providerPhone}
                  </a>
                </dd>
              </>
            )}
          </>
        ) : (
          <>
            {a.patientPhone && (
              <>
                <dt className="font-bold">{t('appointments.card.phone')}</dt>
                <dd>
                  <a
                    href={`tel:${a.patientPhone.replace(/[^\d+]/g, '')}`}
                    className="text-primary dark:text-sky-300"
                  >
                    {a.patientPhone}
                  </a>
                </dd>
              </>
            )}
            {a.patientEmail && (
              <>
                <dt className="font-bold">{t('appointments.card.email')}</dt>
                <dd className="break-all">{a.patientEmail}</dd>
              </>
            )}
          </>
        )}
        {a.reason && (
          <>
            <dt className="font-bold">{t('appointments.card.reason')}</dt>
            <dd>{a.reason}</dd>
          </>
        )}
        {a.notes && (
          <>
            <dt className="font-bold">{t('appointments.card.notes')}</dt>
            <dd>{a.notes}</dd>
          </>
        )}
        {a.status === 'cancelled' && (
          <>
            <dt className="font-bold">{t('appointments.card.cancelled')}</dt>
            <dd>
              {a.cancelledByCaregiver
                ? // Who cancelled is said above, in the caregiver's words.
                  a.cancellationReason
                : t('appointments.card.cancelledByWhom', {
                    who: a.cancelledByMe ? 'me' : audience === 'patient' ? 'office' : 'patient',
                    withReason: a.cancellationReason ? 'yes' : 'no',
                    reason: a.cancellationReason ?? '',
                  })}
            </dd>
          </>
        )}
      </dl>
      {children && <div className="mt-4 flex flex-wrap gap-3">{children}</div>}
    </article>
  );
}

/** 'Add to calendar': the appointment as an .ics file any calendar program opens. */
export function AddToCalendar({ appointmentId }: { appointmentId: string }) {
  const t = useT();
  return (
    <Button asChild variant="secondary">
      <a href={api.appointmentCalendar(appointmentId)} download>
        <CalendarPlus aria-hidden className="size-5" />
        {t('appointments.card.addToCalendar')}
      </a>
    </Button>
  );
}

type CancelValues = { reason: string };

/** Cancelling asks why (appointments.test.ts); the reason is kept and the time is free again. */
export function CancelAppointmentDialog({
  appointment,
  onOpenChange,
  onCancel,
  pending,
}: {
  appointment: AppointmentDto | null;
  onOpenChange: (open: boolean) => void;
  onCancel: (reason: string) => void;
  pending: boolean;
}) {
  const t = useT();
  const whenInWords = useWhenInWords();
  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={onOpenChange}
      title={t('appointments.cancel.title')}
      description={
        appointment
          ? t('appointments.cancel.description', { when: whenInWords(appointment.date, appointment.time) })
          : undefined
      }
    >
      {appointment && <CancelForm onCancel={onCancel} onKeep={() => onOpenChange(false)} pending={pending} />}
    </Dialog>
  );
}

function CancelForm({
  onCancel,
  onKeep,
  pending,
}: {
  onCancel: (reason: string) => void;
  onKeep: () => void;
  pending: boolean;
}) {
  const id = useId();
  const t = useT();
  const form = useForm<CancelValues>({
    resolver: useSchemaResolver(cancelAppointmentSchema),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => onCancel(v.reason))} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-reason`} className="font-bold">
          {t('appointments.cancel.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputClass, error ? 'border-danger' : 'border-stone-500')}
          {...form.register('reason')}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onKeep} disabled={pending}>
          {t('appointments.cancel.keep')}
        </Button>
        <Button type="submit" variant="danger" size="lg" disabled={pending}>
          {pending ? t('appointments.cancel.cancelling') : t('appointments.cancel.title')}
        </Button>
      </div>
    </form>
  );
}
