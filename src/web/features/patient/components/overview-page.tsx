import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, Heart, History, MessageSquare, Search } from 'lucide-react';
import { Link } from 'react-router';
import { recentSearchParams } from '#shared/search/home-search.ts';
import type { CaregiverPermission } from '#shared/caregivers/caregivers.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { longDateAndTime } from '#shared/format/times.ts';
import {
  DashboardGreeting,
  DashboardSections,
  useDashboardTitle,
} from '../../../components/dashboard-sections.tsx';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { ActingForBanner } from '../../../components/layout/acting-for.tsx';
import { useActing } from '../../../lib/use-acting-for.ts';
import { overviewQuery } from '../api/patient.ts';
import { OverviewCard, SavedProviderSummary } from './parts.tsx';

const iconClass = 'text-primary size-7 shrink-0 dark:text-sky-300';

/**
 * What each of the dashboard's tools needs a caregiver to be allowed (ADR 18). The reviews and the
 * settings are missing on purpose: they stay each person's own, and a caregiver never acts on them.
 */
const SECTION_NEEDS: Record<string, CaregiverPermission> = {
  [paths.patientAppointments]: 'view_appointments',
  [paths.patientMessages]: 'message_providers',
  [paths.patientSaved]: 'manage_saved',
};

/**
 * /patient-dashboard: what is next, what is new, and the way back to saved providers and searches.
 * For a patient the user acts for, only the parts that patient allows (overview-page.test.tsx).
 */
export function PatientOverviewPage() {
  const { title, intro } = useDashboardTitle('patient');
  useDocumentTitle(title);
  const t = useT();
  const locale = useLocale();
  const query = useQuery(overviewQuery());
  const data = query.data;
  const { acting, may } = useActing();
  const showSection = (to: string) => (SECTION_NEEDS[to] ? may(SECTION_NEEDS[to]) : !acting);

  return (
    <PageHeading title={title} intro={acting ? t('patient.overview.introFor', { name: acting.name }) : intro}>
      {acting && (
        <ActingForBanner className="mt-6 rounded-2xl border-4">
          <p className="mt-1">{t('patient.overview.actingNote', { name: acting.name })}</p>
        </ActingForBanner>
      )}
      <DashboardGreeting />
      {query.isPending && (
        <p role="status" className="mt-6 text-lg">
          {t('patient.overview.loading')}
        </p>
      )}
      {query.isError && (
        <Alert tone="error" className="mt-6">
          <p className="font-bold">{t('patient.overview.loadFailed')}</p>
          <p>{query.error.message}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            {t('patient.overview.tryAgain')}
          </Button>
        </Alert>
      )}
      {data && (
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          {may('view_appointments') && (
            <OverviewCard
              id="next-appointment"
              title={t('patient.overview.nextAppointment')}
              icon={<CalendarCheck aria-hidden className={iconClass} />}
            >
              {data.nextAppointment ? (
                <div className="flex flex-col gap-2">
                  <p className="text-xl font-bold">{data.nextAppointment.providerName}</p>
                  <p>{longDateAndTime(data.nextAppointment.date, data.nextAppointment.time, locale, t)}</p>
                  {data.nextAppointment.typeName && <p>{data.nextAppointment.typeName}</p>}
                  <div className="mt-2 flex flex-wrap gap-3">
                    <Button asChild>
                      <Link to={paths.patientAppointments}>{t('patient.overview.viewAppointment')}</Link>
                    </Button>
                    <Button asChild variant="secondary">
                      <Link to={paths.provider(data.nextAppointment.providerId)}>
                        {t('patient.overview.providerProfile')}
                      </Link>
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="flex flex-col items-start gap-3">
                  <p>{t('patient.overview.noUpcoming')}</p>
                  <Button asChild>
                    <Link to={paths.providers}>
                      <Search aria-hidden className="size-5" />
                      {t('patient.overview.findProvider')}
                    </Link>
                  </Button>
                </div>
              )}
            </OverviewCard>
          )}

          {may('message_providers') && (
            <OverviewCard
              id="unread-messages"
              title={t('patient.overview.messages')}
              icon={<MessageSquare aria-hidden className={iconClass} />}
            >
              <p className="text-xl">
                {t('patient.overview.unreadMessages', { count: data.unreadMessages })}
              </p>
              <Button asChild variant={data.unreadMessages ? 'primary' : 'secondary'} className="mt-4">
                <Link to={paths.patientMessages}>
                  {data.unreadMessages
                    ? t('patient.overview.readMessages')
                    : t('patient.overview.openMessages')}
                </Link>
              </Button>
            </OverviewCard>
          )}

          {may('manage_saved') && (
            <>
              <OverviewCard
                id="saved-providers"
                title={t('patient.overview.savedProviders')}
                icon={<Heart aria-hidden className={iconClass} />}
              >
                {data.saved.providers.length === 0 ? (
                  <p>{t('patient.overview.noSaved')}</p>
                ) : (
                  <ul className="flex flex-col gap-4">
                    {data.saved.providers.map((p) => (
                      <li key={p.id}>
                        <SavedProviderSummary provider={p} />
                      </li>
                    ))}
                  </ul>
                )}
                <Button asChild variant="secondary" className="mt-4">
                  <Link to={paths.patientSaved}>
                    {data.saved.total > 0
                      ? t('patient.overview.allSaved', { count: data.saved.total })
                      : t('patient.overview.savedProviders')}
                  </Link>
                </Button>
              </OverviewCard>

              <OverviewCard
                id="recent-searches"
                title={t('patient.overview.recentSearches')}
                icon={<History aria-hidden className={iconClass} />}
              >
                {data.recentSearches.length === 0 ? (
                  <p>{t('patient.overview.noSearches')}</p>
                ) : (
                  <ul className="flex flex-col gap-3">
                    {data.recentSearches.map((s) => (
                      <li key={s.id}>
                        <Button asChild variant="secondary" className="w-full justify-start text-left">
                          <Link
                            to={`${paths.providers}?${recentSearchParams(s).toString()}`}
                            aria-label={t('patient.overview.searchAgain', { label: s.label })}
                          >
                            <Search aria-hidden className="size-5 shrink-0" />
                            <span>{s.label}</span>
                          </Link>
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </OverviewCard>
            </>
          )}
        </div>
      )}
      <DashboardSections area="patient" show={showSection} />
    </PageHeading>
  );
}
