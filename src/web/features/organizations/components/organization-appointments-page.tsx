import { careName, careNameLang } from '#shared/taxonomy/listing-words.ts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SUMMARY_STATUSES, type SummaryStatus } from '#shared/organizations/organizations.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import type { AppointmentCountsDto } from '#shared/organizations/organization-schemas.ts';
import { shortWeekdayAndDay } from '#shared/format/dates.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { appointmentSummaryQuery, type Scope } from '../api/organizations.ts';
import { NoOrganizationYet } from './organization-profile-page.tsx';
import { errorWords } from '../../../lib/api-client.ts';
import { T, useLocale, useT } from '../../../lib/i18n.tsx';
import { ManagedOrganization, Pager } from './parts.tsx';

const STATUS_KEYS: Record<SummaryStatus, MessageKey> = {
  scheduled: 'practice.orgAppointments.scheduled',
  confirmed: 'practice.orgAppointments.confirmed',
  pending_approval: 'practice.orgAppointments.pendingApproval',
  completed: 'practice.orgAppointments.completed',
  cancelled: 'practice.orgAppointments.cancelled',
  no_show: 'practice.orgAppointments.noShow',
};

/**
 * /organization-dashboard/appointments: how busy the organization's providers are. Counts only: the
 * organization never sees who the patients are.
 */
export function OrganizationAppointmentsPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.overview.organizationAppointments'));
  return (
    <PageHeading
      title={t('dashboard.overview.organizationAppointments')}
      intro={t('practice.orgAppointments.intro')}
    >
      <BackToDashboard to={paths.organizationAdminDashboard} />
      <div className="mt-6">
        <ManagedOrganization noOrganization={<NoOrganizationYet />}>
          {(_org, scope) => <Summary scope={scope} />}
        </ManagedOrganization>
      </div>
    </PageHeading>
  );
}

function Summary({ scope }: { scope: Scope }) {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const query = useQuery(appointmentSummaryQuery(scope, page));
  const heading = useId();
  if (query.isPending) return <Spinner label={t('practice.orgAppointments.loading')} />;
  if (query.isError) return <Alert tone="error">{errorWords(query.error, t(M.loadFailed))}</Alert>;
  const s = query.data;
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 lg:grid-cols-3">
        <Period title={t('practice.orgAppointments.thisWeek')} counts={s.thisWeek} />
        <Period title={t('practice.orgAppointments.next7Days')} counts={s.next7Days} />
        <Period title={t('practice.orgAppointments.last30Days')} counts={s.last30Days} />
      </div>
      <section aria-labelledby={heading}>
        <Card>
          <h2 id={heading} className="text-2xl">
            {t('practice.orgAppointments.byProvider')}
          </h2>
          <p className="mt-2">{t('practice.orgAppointments.byProviderText')}</p>
          {s.providers.length === 0 ? (
            <p className="mt-4 text-lg">{t('practice.orgProviders.emptyApproved')}</p>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full min-w-[36rem] border-collapse text-left text-lg">
                <caption className="sr-only">{t('practice.orgAppointments.caption')}</caption>
                <thead>
                  <tr className="border-b-2 border-stone-400">
                    <th scope="col" className="py-3 pr-4">
                      {t('practice.orgAppointments.provider')}
                    </th>
                    <th scope="col" className="px-3 py-3 text-right">
                      {t('practice.orgAppointments.upcoming')}
                    </th>
                    <th scope="col" className="px-3 py-3 text-right">
                      {t('practice.orgAppointments.completed')}
                    </th>
                    <th scope="col" className="px-3 py-3 text-right">
                      {t('practice.orgAppointments.cancelled')}
                    </th>
                    <th scope="col" className="px-3 py-3 text-right">
                      {t('practice.orgAppointments.noShow')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {s.providers.map((p) => (
                    <tr key={p.providerId} className="border-b border-stone-300 dark:border-stone-700">
                      <th scope="row" className="py-3 pr-4 font-normal">
                        <span className="block font-bold">{p.name}</span>
                        <span lang={careNameLang(p, locale)}>{careName(p, locale)}</span>
                      </th>
                      <td className="px-3 py-3 text-right">{p.upcoming}</td>
                      <td className="px-3 py-3 text-right">{p.completed}</td>
                      <td className="px-3 py-3 text-right">{p.cancelled}</td>
                      <td className="px-3 py-3 text-right">{p.noShow}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="mt-4">
            <Pager
              page={page}
              total={s.total}
              pageSize={s.pageSize}
              onPage={setPage}
              label={t('practice.orgCommon.providerPages')}
            />
          </div>
        </Card>
      </section>
    </div>
  );
}

function Period({ title, counts }: { title: string; counts: AppointmentCountsDto }) {
  const t = useT();
  const locale = useLocale();
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <Card className="h-full">
        <h2 id={heading} className="text-2xl">
          {title}
        </h2>
        <p className="text-ink-muted dark:text-stone-300">
          {t('practice.orgAppointments.range', {
            from: shortWeekdayAndDay(counts.from, locale),
            to: shortWeekdayAndDay(counts.to, locale),
          })}
        </p>
        <p className="mt-3 text-4xl font-bold">
          <T
            k="practice.orgAppointments.count"
            values={{ count: counts.total }}
            components={[<span className="text-xl font-normal" />]}
          />
        </p>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-lg">
          {SUMMARY_STATUSES.map((status) => (
            <div key={status} className="contents">
              <dt>{t(STATUS_KEYS[status])}</dt>
              <dd className="text-right font-bold">{counts[status]}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
