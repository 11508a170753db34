import { CalendarCheck, CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { longDay } from '#shared/format/dates.ts';
import { timeOfDay } from '#shared/format/times.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { AppointmentDto, AppointmentStatus } from '#shared/appointments/booking.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { api, paths } from '../../../config/paths.ts';
import { useActingForState } from '../../../lib/acting-for.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';

/** An appointment's status, in the dialog's words. */
const STATUS_KEYS: Record<AppointmentStatus, MessageKey> = {
  scheduled: 'booking.dialog.statusScheduled',
  confirmed: 'booking.dialog.statusConfirmed',
  pending_approval: 'booking.dialog.statusPending',
  completed: 'booking.dialog.statusCompleted',
  cancelled: 'booking.dialog.statusCancelled',
  no_show: 'booking.dialog.statusMissed',
};

/** The booking made: what, when and where, for whom, and the ways on. */
export function Booked({
  appointment,
  forPerson,
  onClose,
}: {
  appointment: AppointmentDto;
  /** The patient a caregiver booked for (ADR 18); null for the user's own visit. */
  forPerson: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const t = useT();
  const locale = useLocale();
  const acting = useActingForState();
  // The list opens for the person booked for, whomever the screens acted for (use-acting-for.ts).
  const listFor = forPerson ? forPerson.id : acting ? user?.id : undefined;
  const listTo = listFor
    ? `${paths.patientAppointments}?for=${encodeURIComponent(listFor)}`
    : paths.patientAppointments;
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="success">
        <p className="text-lg font-bold">
          {forPerson ? t('booking.dialog.bookedFor', { name: forPerson.name }) : t('booking.dialog.booked')}
        </p>
        <p>
          {forPerson
            ? t('booking.dialog.detailsSentTo', { name: forPerson.name })
            : t('booking.dialog.detailsSent')}
        </p>
      </Alert>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-lg">
        <dt className="font-bold">{t('booking.dialog.with')}</dt>
        <dd>{appointment.providerName}</dd>
        <dt className="font-bold">{t('booking.dialog.when')}</dt>
        <dd>
          {t('booking.dialog.whenEastern', {
            day: longDay(appointment.date, locale),
            time: timeOfDay(appointment.time, locale),
          })}
        </dd>
        {appointment.appointmentTypeName && (
          <>
            <dt className="font-bold">{t('booking.dialog.visit')}</dt>
            <dd>
              {t('booking.dialog.visitLength', {
                type: appointment.appointmentTypeName,
                minutes: appointment.durationMinutes,
              })}
            </dd>
          </>
        )}
        <dt className="font-bold">{t('booking.dialog.where')}</dt>
        <dd>{appointment.providerAddress}</dd>
        <dt className="font-bold">{t('booking.dialog.status')}</dt>
        <dd>{t(STATUS_KEYS[appointment.status])}</dd>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <a href={api.appointmentCalendar(appointment.id)} download>
            <CalendarPlus aria-hidden className="size-6" />
            {t('booking.dialog.addToCalendar')}
          </a>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={listTo} onClick={onClose}>
            <CalendarCheck aria-hidden className="size-6" />
            {forPerson
              ? t('booking.dialog.viewTheirAppointments', { name: forPerson.name })
              : t('booking.dialog.viewMyAppointments')}
          </Link>
        </Button>
        <Button size="lg" variant="ghost" onClick={onClose}>
          {t('booking.dialog.close')}
        </Button>
      </div>
    </div>
  );
}
