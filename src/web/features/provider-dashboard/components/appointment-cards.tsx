import { CalendarCheck, CalendarRange } from 'lucide-react';
import { caregiverWords } from '#shared/caregivers/caregivers.ts';
import type { OverviewAppointmentDto, ProviderOverviewDto } from '#shared/providers/provider-overview.ts';
import { paths } from '../../../config/paths.ts';
import { longDay, shortDay } from '#shared/format/dates.ts';
import { timeOfDay } from '#shared/format/times.ts';
import { plural } from './format.ts';
import { AppointmentStatusBadge, BigFigure, OverviewCard } from './overview-card.tsx';

function AppointmentLine({
  appointment: a,
  withDay,
}: {
  appointment: OverviewAppointmentDto;
  withDay?: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-stone-300 pt-3 first:border-t-0 first:pt-0 dark:border-stone-700">
      <span className="font-bold">
        {withDay ? `${longDay(a.date)}, ` : ''}
        {timeOfDay(a.time)}
      </span>
      <span>{a.patientName}</span>
      {a.appointmentTypeName && (
        <span className="text-ink-muted dark:text-stone-300">{a.appointmentTypeName}</span>
      )}
      <AppointmentStatusBadge status={a.status} label={a.statusLabel} />
      {a.bookedByCaregiver && (
        <span className="basis-full">
          {caregiverWords('Booked', a.bookedByCaregiver, 'provider', a.patientName)}
        </span>
      )}
    </li>
  );
}

/** Today's appointments, every status, by time. */
export function TodayCard({ today }: { today: ProviderOverviewDto['today'] }) {
  const more = today.total - today.appointments.length;
  return (
    <OverviewCard
      title="Today"
      icon={CalendarCheck}
      link={{ to: paths.providerAppointments, label: 'See all appointments' }}
    >
      <p className="text-ink-muted dark:text-stone-300">{longDay(today.date)}</p>
      {today.appointments.length === 0 ? (
        <p>No appointments today.</p>
      ) : (
        <>
          <p>{plural(today.total, 'appointment')} today.</p>
          <ul className="flex flex-col gap-3">
            {today.appointments.map((a) => (
              <AppointmentLine key={a.id} appointment={a} />
            ))}
          </ul>
          {more > 0 && <p>And {plural(more, 'more appointment')} on the appointments page.</p>}
        </>
      )}
    </OverviewCard>
  );
}

/** This week's appointments by status, and the next few still to come. */
export function WeekCard({ week }: { week: ProviderOverviewDto['week'] }) {
  const counted = week.byStatus.filter((s) => s.count > 0);
  return (
    <OverviewCard
      title="This week"
      icon={CalendarRange}
      link={{ to: paths.providerSchedule, label: 'Open your schedule' }}
    >
      <p className="text-ink-muted dark:text-stone-300">
        Monday, {shortDay(week.from)} to Sunday, {shortDay(week.to)}
      </p>
      <BigFigure value={week.total}>{week.total === 1 ? 'appointment' : 'appointments'} this week</BigFigure>
      {counted.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {counted.map((s) => (
            <div key={s.status} className="contents">
              <dt>{s.label}</dt>
              <dd className="font-bold">{s.count}</dd>
            </div>
          ))}
        </dl>
      )}
      <h3 className="mt-2 text-xl">Coming up</h3>
      {week.upcoming.length === 0 ? (
        <p>Nothing booked from now on.</p>
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
