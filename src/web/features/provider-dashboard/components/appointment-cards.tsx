import { CalendarCheck, CalendarRange } from 'lucide-react';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type {
  OverviewAppointmentDto,
  ProviderOverviewDto,
} from '#shared/provider-dashboard/provider-overview.ts';
import type { AppointmentStatus } from '#shared/appointments/booking.ts';
import { paths } from '../../../config/paths.ts';
import { longDay, shortDay } from '#shared/format/dates.ts';
import { timeOfDay } from '#shared/format/times.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { AppointmentStatusBadge, BigFigure, OverviewCard } from './overview-card.tsx';

/** Each status in words: the server sends the status, the page says it in its language. */
const STATUS_KEYS: Record<AppointmentStatus, MessageKey> = {
  scheduled: 'provider.dashboard.statusScheduled',
  confirmed: 'provider.dashboard.statusConfirmed',
  pending_approval: 'provider.dashboard.statusPendingApproval',
  completed: 'provider.dashboard.statusCompleted',
  cancelled: 'provider.dashboard.statusCancelled',
  no_show: 'provider.dashboard.statusNoShow',
};

function AppointmentLine({
  appointment: a,
  withDay,
}: {
  appointment: OverviewAppointmentDto;
  withDay?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const time = timeOfDay(a.time, locale);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-stone-300 pt-3 first:border-t-0 first:pt-0 dark:border-stone-700">
      <span className="font-bold">
        {withDay ? t('provider.dashboard.dayAndTime', { day: longDay(a.date, locale), time }) : time}
      </span>
      <span>{a.patientName}</span>
      {a.appointmentTypeName && (
        <span className="text-ink-muted dark:text-stone-300">{a.appointmentTypeName}</span>
      )}
      <AppointmentStatusBadge status={a.status} label={t(STATUS_KEYS[a.status])} />
      {/* Who booked for the patient, when a caregiver did (ADR 18). */}
      {a.bookedByCaregiver && (
        <span className="basis-full">
          {t('provider.dashboard.bookedByCaregiver', {
            caregiver: a.bookedByCaregiver,
            patient: a.patientName,
          })}
        </span>
      )}
    </li>
  );
}

/** Today's appointments, every status, by time. */
export function TodayCard({ today }: { today: ProviderOverviewDto['today'] }) {
  const t = useT();
  const locale = useLocale();
  const more = today.total - today.appointments.length;
  return (
    <OverviewCard
      title={t('provider.dashboard.todayTitle')}
      icon={CalendarCheck}
      link={{ to: paths.providerAppointments, label: t('provider.dashboard.seeAllAppointments') }}
    >
      <p className="text-ink-muted dark:text-stone-300">{longDay(today.date, locale)}</p>
      {today.appointments.length === 0 ? (
        <p>{t('provider.dashboard.noAppointmentsToday')}</p>
      ) : (
        <>
          <p>{t('provider.dashboard.appointmentsToday', { count: today.total })}</p>
          <ul className="flex flex-col gap-3">
            {today.appointments.map((a) => (
              <AppointmentLine key={a.id} appointment={a} />
            ))}
          </ul>
          {more > 0 && <p>{t('provider.dashboard.moreAppointments', { count: more })}</p>}
        </>
      )}
    </OverviewCard>
  );
}

/** This week's appointments by status, and the next few still to come. */
export function WeekCard({ week }: { week: ProviderOverviewDto['week'] }) {
  const t = useT();
  const locale = useLocale();
  const counted = week.byStatus.filter((s) => s.count > 0);
  return (
    <OverviewCard
      title={t('provider.dashboard.weekTitle')}
      icon={CalendarRange}
      link={{ to: paths.providerSchedule, label: t('provider.dashboard.openSchedule') }}
    >
      <p className="text-ink-muted dark:text-stone-300">
        {t('provider.dashboard.weekRange', {
          from: shortDay(week.from, locale),
          to: shortDay(week.to, locale),
        })}
      </p>
      <BigFigure value={week.total}>{t('provider.dashboard.weekTotal', { count: week.total })}</BigFigure>
      {counted.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {counted.map((s) => (
            <div key={s.status} className="contents">
              <dt>{t(STATUS_KEYS[s.status])}</dt>
              <dd className="font-bold">{s.count}</dd>
            </div>
          ))}
        </dl>
      )}
      <h3 className="mt-2 text-xl">{t('provider.dashboard.comingUp')}</h3>
      {week.upcoming.length === 0 ? (
        <p>{t('provider.dashboard.nothingBooked')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {week.upcoming.map((a) => (
            <AppointmentLine key={a.id} appointment={a} withDay />
          ))}
        </ul>
      )}
    </OverviewCard>
  );
}
