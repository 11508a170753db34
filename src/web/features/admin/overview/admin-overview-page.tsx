import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminOverviewDto } from '#shared/admin/console-schemas.ts';
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { APPLICATION_STATUS_KEYS, isApplicationStatus } from '#shared/applications/application-status.ts';
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
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { ROLE_KEYS } from '../components/console-words.ts';
import { adminOverviewQuery } from './api.ts';

const number = (n: number, locale: Locale) => n.toLocaleString(INTL_LOCALE[locale]);

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
  const locale = useLocale();
  const body = (
    <>
      <span className="text-primary block text-4xl font-bold dark:text-sky-300">
        {number(figure, locale)}
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
  const t = useT();
  const locale = useLocale();
  const roles = ROLES.map((r) => `${t(ROLE_KEYS[r])}: ${number(data.users.byRole[r] ?? 0, locale)}`).join(
    ' · ',
  );
  const steps = Object.entries(data.applications.byStatus)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${isApplicationStatus(s) ? t(APPLICATION_STATUS_KEYS[s]) : s}: ${number(n, locale)}`)
    .join(' · ');
  return (
    <ul aria-label={t('admin.overview.figures')} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <FigureCard to={paths.adminUsers} figure={data.users.total} label={t('admin.overview.accounts')}>
        {t('admin.overview.accountsDetail', { roles, count: data.users.newLast7Days })}
      </FigureCard>
      <FigureCard
        to={paths.adminProviders}
        figure={data.providers.listed}
        label={t('admin.overview.providersListed')}
      />
      <FigureCard
        to={paths.adminApplications}
        figure={data.applications.waiting}
        label={t('admin.overview.applicationsWaiting')}
      >
        {steps || t('admin.overview.noApplicationSteps')}
      </FigureCard>
      <FigureCard
        to={paths.providerProfileReviews}
        figure={data.profileReviewsPending}
        label={t('admin.overview.profileReviewsPending')}
      />
      <FigureCard to={paths.adminReports} figure={data.reportsOpen} label={t('admin.overview.reportsOpen')} />
      <FigureCard
        to={paths.adminSubscriptions}
        figure={data.subscriptionsPending}
        label={t('admin.overview.subscriptionsPending')}
      />
      <FigureCard figure={data.appointmentsThisWeek} label={t('admin.overview.appointmentsThisWeek')}>
        {t('admin.overview.appointmentsThisWeekDetail')}
      </FigureCard>
      <FigureCard
        to={paths.adminMailOutbox}
        figure={data.mail.failedLast7Days}
        label={t('admin.overview.mailFailed')}
      >
        {t('admin.overview.mailQueued', { count: data.mail.queued })}
      </FigureCard>
      <FigureCard
        to={paths.adminWaitingList}
        figure={data.waitingList}
        label={t('admin.overview.waitingList')}
      />
      <FigureCard
        to={paths.adminFeatureSuggestions}
        figure={data.featureSuggestionsNew}
        label={t('admin.overview.featureSuggestions')}
      />
    </ul>
  );
}

/** /admin: the day's figures at a glance, each opening its tool, then every tool of the console. */
export function AdminOverviewPage() {
  const t = useT();
  const { title, intro } = useDashboardTitle('admin');
  useDocumentTitle(title);
  const query = useQuery(adminOverviewQuery());
  return (
    <PageHeading title={title} intro={intro}>
      <DashboardGreeting />
      <section aria-labelledby="admin-figures" className="mt-6">
        <h2 id="admin-figures" className="text-2xl">
          {t('admin.overview.atAGlance')}
        </h2>
        {query.isPending && <Spinner label={t('admin.overview.counting')} />}
        {query.isError && (
          <Alert tone="error" className="mt-4">
            {errorWords(query.error, t('admin.overview.loadFailed'))}
          </Alert>
        )}
        {query.data && <Figures data={query.data} />}
      </section>
      <h2 className="mt-10 text-2xl">{t('admin.overview.tools')}</h2>
      <DashboardSections area="admin" />
    </PageHeading>
  );
}
