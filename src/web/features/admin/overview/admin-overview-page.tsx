import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminOverviewDto } from '#shared/admin/console-schemas.ts';
import { ROLE_LABELS } from '#shared/admin/console.ts';
import { APPLICATION_STATUS_LABELS, isApplicationStatus } from '#shared/providers/application-status.ts';
import { ROLES } from '#shared/roles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import {
  DashboardGreeting,
  DashboardSections,
  useDashboardTitle,
} from '../../../components/dashboard-sections.tsx';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { errorWords } from '../../../lib/api-client.ts';
import { adminOverviewQuery } from './api.ts';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** One figure: a big number, what it counts, and the details below; the whole card opens its tool. */
function FigureCard({
  to,
  figure,
  label,
  children,
}: {
  to?: string;
  figure: number;
  label: string;
  children?: ReactNode;
}) {
  const body = (
    <>
      <span className="text-primary block text-4xl font-bold dark:text-sky-300">
        {figure.toLocaleString('en-US')}
      </span>
      <span className={`block text-xl font-bold ${to ? 'text-primary underline dark:text-sky-300' : ''}`}>
        {label}
      </span>
      {children && <span className="text-ink mt-2 block text-lg dark:text-stone-200">{children}</span>}
    </>
  );
  const box =
    'flex h-full flex-col rounded-2xl border-2 border-stone-300 bg-white p-5 no-underline dark:border-stone-700 dark:bg-stone-900';
  return (
    <li>
      {to ? (
        <Link to={to} className={`${box} hover:border-primary`}>
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}

function Figures({ data }: { data: AdminOverviewDto }) {
  const roles = ROLES.map((r) => `${ROLE_LABELS[r]}: ${data.users.byRole[r] ?? 0}`).join(' · ');
  const steps = Object.entries(data.applications.byStatus)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${isApplicationStatus(s) ? APPLICATION_STATUS_LABELS[s] : s}: ${n}`)
    .join(' · ');
  return (
    <ul aria-label="Figures" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <FigureCard to={paths.adminUsers} figure={data.users.total} label="Accounts">
        {roles}. {plural(data.users.newLast7Days, 'new account', 'new accounts')} in the last 7 days.
      </FigureCard>
      <FigureCard
        to={paths.adminProviders}
        figure={data.providers.listed}
        label="Providers listed in search"
      />
      <FigureCard
        to={paths.adminApplications}
        figure={data.applications.waiting}
        label="Applications waiting"
      >
        {steps || 'None at any step.'}
      </FigureCard>
      <FigureCard
        to={paths.providerProfileReviews}
        figure={data.profileReviewsPending}
        label="Profile reviews pending"
      />
      <FigureCard to={paths.adminReports} figure={data.reportsOpen} label="Reports open" />
      <FigureCard
        to={paths.adminSubscriptions}
        figure={data.subscriptionsPending}
        label="Subscriptions pending"
      />
      <FigureCard figure={data.appointmentsThisWeek} label="Appointments this week">
        Monday to Sunday, not counting cancelled visits.
      </FigureCard>
      <FigureCard
        to={paths.adminMailOutbox}
        figure={data.mail.failedLast7Days}
        label="Emails failed (7 days)"
      >
        {plural(data.mail.queued, 'email', 'emails')} waiting to be sent.
      </FigureCard>
      <FigureCard to={paths.adminWaitingList} figure={data.waitingList} label="On the waiting list" />
      <FigureCard
        to={paths.adminFeatureSuggestions}
        figure={data.featureSuggestionsNew}
        label="New feature suggestions"
      />
    </ul>
  );
}

/** /admin: the day's figures at a glance, each opening its tool, then every tool of the console. */
export function AdminOverviewPage() {
  const { title, intro } = useDashboardTitle('admin');
  useDocumentTitle(title);
  const query = useQuery(adminOverviewQuery());
  return (
    <PageHeading title={title} intro={intro}>
      <DashboardGreeting />
      <section aria-labelledby="admin-figures" className="mt-6">
        <h2 id="admin-figures" className="text-2xl">
          At a glance
        </h2>
        {query.isPending && <Spinner label="Counting..." />}
        {query.isError && (
          <Alert tone="error" className="mt-4">
            {errorWords(query.error, 'We could not load the figures. Please try again.')}
          </Alert>
        )}
        {query.data && <Figures data={query.data} />}
      </section>
      <h2 className="mt-10 text-2xl">Tools</h2>
      <DashboardSections area="admin" />
    </PageHeading>
  );
}
