import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SUMMARY_STATUSES, SUMMARY_STATUS_LABELS } from '#shared/organizations/organizations.ts';
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
import { useT } from '../../../lib/i18n.tsx';
import { ManagedOrganization, Pager } from './parts.tsx';

/**
 * /organization-dashboard/appointments: how busy the organization's providers are. Counts only: the
 * organization never sees who the patients are.
 */
export function OrganizationAppointmentsPage() {
  useDocumentTitle('Appointments');
  return (
    <PageHeading
      title="Appointments"
      intro="A summary of your providers' appointments. To protect patients' privacy, it shows counts only."
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
  const [page, setPage] = useState(1);
  const query = useQuery(appointmentSummaryQuery(scope, page));
  const heading = useId();
  if (query.isPending) return <Spinner label="Loading the summary..." />;
  if (query.isError) return <Alert tone="error">{errorWords(query.error, t(M.loadFailed))}</Alert>;
  const s = query.data;
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 lg:grid-cols-3">
        <Period title="This week" counts={s.thisWeek} />
        <Period title="Next 7 days" counts={s.next7Days} />
        <Period title="Last 30 days" counts={s.last30Days} />
      </div>
      <section aria-labelledby={heading}>
        <Card>
          <h2 id={heading} className="text-2xl">
            By provider
          </h2>
          <p className="mt-2">
            Upcoming visits from today on; completed, cancelled and no-shows over the last 30 days.
          </p>
          {s.providers.length === 0 ? (
            <p className="mt-4 text-lg">No provider is part of your organization yet.</p>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full min-w-[36rem] border-collapse text-left text-lg">
                <caption className="sr-only">Appointments by provider</caption>
                <thead>
                  <tr className="border-b-2 border-stone-400">
                    <th scope="col" className="py-3 pr-4">
                      Provider
                    </th>
                    <th scope="col" className="px-3 py-3 text-right">
                      Upcoming
                    </th>
                    <th scope="col" className="px-3 py-3 text-right">
                      Completed
                    </th>
                    <th scope="col" className="px-3 py-3 text-right">
                      Cancelled
                    </th>
                    <th scope="col" className="px-3 py-3 text-right">
                      No-show
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {s.providers.map((p) => (
                    <tr key={p.providerId} className="border-b border-stone-300 dark:border-stone-700">
                      <th scope="row" className="py-3 pr-4 font-normal">
                        <span className="block font-bold">{p.name}</span>
                        <span>{p.specialty}</span>
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
              label="Provider pages"
            />
          </div>
        </Card>
      </section>
    </div>
  );
}

function Period({ title, counts }: { title: string; counts: AppointmentCountsDto }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <Card className="h-full">
        <h2 id={heading} className="text-2xl">
          {title}
        </h2>
        <p className="text-ink-muted dark:text-stone-300">
          {shortWeekdayAndDay(counts.from)} to {shortWeekdayAndDay(counts.to)}
        </p>
        <p className="mt-3 text-4xl font-bold">
          {counts.total}{' '}
          <span className="text-xl font-normal">{counts.total === 1 ? 'appointment' : 'appointments'}</span>
        </p>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-lg">
          {SUMMARY_STATUSES.map((status) => (
            <div key={status} className="contents">
              <dt>{SUMMARY_STATUS_LABELS[status]}</dt>
              <dd className="text-right font-bold">{counts[status]}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
