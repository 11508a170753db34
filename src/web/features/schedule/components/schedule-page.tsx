import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { SCHEDULE_MESSAGES } from '#shared/schedule/schedule.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { scheduleQuery } from '../api/schedule.ts';
import { AppointmentTypesSection } from './appointment-types-section.tsx';
import { CalendarSection } from './calendar-section.tsx';
import { MakeSlotsSection } from './make-slots-section.tsx';
import { OfficeHoursSection } from './office-hours-section.tsx';
import { WeeklyHoursSection } from './weekly-hours-section.tsx';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';

const PARTS: readonly (readonly [string, MessageKey])[] = [
  ['weekly-hours', 'provider.schedule.weeklyHoursTitle'],
  ['office-hours', 'provider.schedule.officeHoursTitle'],
  ['appointment-types', 'provider.schedule.typesTitle'],
  ['make-slots', 'provider.schedule.makeSlotsTitle'],
  ['calendar', 'provider.schedule.calendarTitle'],
];

/**
 * /provider-dashboard/schedule: the signed-in provider's weekly hours, office hours, appointment
 * types, time slots and calendar. A super_admin opens a provider's with ?providerProfileId=.
 */
export function ProviderSchedulePage() {
  const t = useT();
  useDocumentTitle(t('provider.schedule.pageTitle'));
  const [params] = useSearchParams();
  const providerId = params.get('providerProfileId') ?? undefined;
  const query = useQuery(scheduleQuery(providerId));
  const schedule = query.data;

  return (
    <PageHeading title={t('provider.schedule.pageTitle')} intro={t('provider.schedule.pageIntro')}>
      <BackToDashboard to={paths.providerDashboard} />
      {query.isPending && <Spinner className="mt-6" label={t('provider.schedule.loading')} />}
      {query.isError && (
        <Alert tone="error" className="mt-6">
          {query.error.message || t(SCHEDULE_MESSAGES.loadFailed)}
        </Alert>
      )}
      {schedule && (
        <>
          {providerId && (
            <p className="mt-4 text-lg font-bold">
              {t('provider.schedule.scheduleOf', { name: schedule.providerName })}
            </p>
          )}
          <nav aria-label={t('provider.schedule.partsLabel')} className="mt-6">
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              {PARTS.map(([id, label]) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="text-primary inline-flex min-h-11 items-center font-bold underline dark:text-sky-300"
                  >
                    {t(label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 flex flex-col gap-8">
            <WeeklyHoursSection windows={schedule.availability} providerId={providerId} />
            <OfficeHoursSection officeHours={schedule.officeHours} providerId={providerId} />
            <AppointmentTypesSection types={schedule.appointmentTypes} providerId={providerId} />
            <MakeSlotsSection providerId={providerId} />
            <CalendarSection providerId={providerId} />
          </div>
        </>
      )}
    </PageHeading>
  );
}
