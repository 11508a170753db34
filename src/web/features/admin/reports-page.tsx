import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { practiceDateTime } from '#shared/format/instants.ts';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import {
  REPORT_CATEGORY_KEYS,
  REPORT_MESSAGES,
  REPORT_STATUSES,
  type ProfileReportDto,
  type ReportStatus,
} from '#shared/reports/reports.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { adminReportsQuery, useUpdateReportStatus, type ReportFilters } from './api/reports.ts';
import { BackToDashboard } from '../../components/layout/back-to-dashboard.tsx';

const STATUS_STYLE: Record<ReportStatus, string> = {
  pending: 'bg-amber-100 text-amber-950',
  under_review: 'bg-sky-100 text-sky-950',
  resolved: 'bg-green-100 text-green-950',
  dismissed: 'bg-stone-200 text-stone-900',
};

const STATUS_KEYS: Record<ReportStatus, MessageKey> = {
  pending: 'admin.reports.statusPending',
  under_review: 'admin.reports.statusUnderReview',
  resolved: 'admin.reports.statusResolved',
  dismissed: 'admin.reports.statusDismissed',
};

const selectClass =
  'min-h-12 rounded-lg border-2 border-stone-500 bg-white px-3 text-base dark:bg-stone-900 dark:text-stone-100';

/**
 * /admin/reports: profile issue reports, filtered by provider, reporter and status (reports-page.test.tsx).
 */
export function AdminReportsPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.overview.adminProfileReports'));
  const [params, setParams] = useSearchParams();
  const filters: ReportFilters = {
    providerId: params.get('providerId') ?? undefined,
    reporterId: params.get('reporterId') ?? undefined,
    status: (REPORT_STATUSES as readonly string[]).includes(params.get('status') ?? '')
      ? (params.get('status') as ReportStatus)
      : undefined,
  };
  const query = useQuery(adminReportsQuery(filters));
  // The unfiltered list names every provider and reporter for the filter menus.
  const everyone = useQuery(adminReportsQuery({}));
  const setFilter = (name: keyof ReportFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const providers = uniqueBy(everyone.data?.reports ?? [], (r) => [r.providerProfileId, r.providerName]);
  const reporters = uniqueBy(everyone.data?.reports ?? [], (r) =>
    r.reporterId ? [r.reporterId, reporterWords(r, t)] : null,
  );
  const ids = { provider: useId(), reporter: useId(), status: useId() };
  const reports = query.data?.reports ?? [];

  return (
    <PageHeading title={t('dashboard.overview.adminProfileReports')} intro={t('admin.reports.intro')}>
      <BackToDashboard to={paths.admin} />

      {query.data && (
        <ul aria-label={t('admin.reports.byStatus')} className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
          {REPORT_STATUSES.map((s) => (
            <li
              key={s}
              className="rounded-xl border-2 border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
            >
              <p className="text-3xl font-bold">{query.data.counts[s] ?? 0}</p>
              <p className="font-bold">{t(STATUS_KEYS[s])}</p>
            </li>
          ))}
        </ul>
      )}

      <div
        role="group"
        aria-label={t('admin.reports.filters')}
        className="mt-6 flex flex-wrap items-end gap-4"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.status} className="font-bold">
            {t('admin.reports.status')}
          </label>
          <select
            id={ids.status}
            className={selectClass}
            value={filters.status ?? ''}
            onChange={(e) => setFilter('status', e.target.value)}
          >
            <option value="">{t('admin.reports.allStatuses')}</option>
            {REPORT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_KEYS[s])}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.provider} className="font-bold">
            {t('admin.reports.provider')}
          </label>
          <select
            id={ids.provider}
            className={selectClass}
            value={filters.providerId ?? ''}
            onChange={(e) => setFilter('providerId', e.target.value)}
          >
            <option value="">{t('admin.reports.allProviders')}</option>
            {providers.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.reporter} className="font-bold">
            {t('admin.reports.reportedBy')}
          </label>
          <select
            id={ids.reporter}
            className={selectClass}
            value={filters.reporterId ?? ''}
            onChange={(e) => setFilter('reporterId', e.target.value)}
          >
            <option value="">{t('admin.reports.anyone')}</option>
            {reporters.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {(filters.status || filters.providerId || filters.reporterId) && (
          <Button variant="secondary" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            {t('common.listFilters.clear')}
          </Button>
        )}
      </div>

      <div className="mt-6 flex flex-col gap-4">
        {query.isPending && <Spinner label={t('admin.reports.loading')} />}
        {query.isError && <Alert tone="error">{t(REPORT_MESSAGES.fetchFailed)}</Alert>}
        {query.data && reports.length === 0 && <p className="text-lg">{t('admin.reports.noneMatch')}</p>}
        {reports.length > 0 && (
          <ul
            aria-label={t('admin.reports.list')}
            aria-busy={query.isFetching}
            className="flex flex-col gap-4"
          >
            {reports.map((r) => (
              <li key={r.id}>
                <ReportItem report={r} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageHeading>
  );
}

function uniqueBy(reports: ProfileReportDto[], pick: (r: ProfileReportDto) => [string, string] | null) {
  const seen = new Map<string, string>();
  for (const r of reports) {
    const pair = pick(r);
    if (pair && !seen.has(pair[0])) seen.set(pair[0], pair[1]);
  }
  return [...seen].sort((a, b) => a[1].localeCompare(b[1]));
}

function ReportItem({ report: r }: { report: ProfileReportDto }) {
  const t = useT();
  const locale = useLocale();
  const update = useUpdateReportStatus();
  const headingId = useId();
  const when = (iso: string) => practiceDateTime(iso, locale);
  const move = (status: ReportStatus) =>
    update.mutate(
      { id: r.id, status },
      { onSuccess: () => toast.success(t('admin.reports.marked', { status })) },
    );
  const history = [
    r.reviewedAt && t('admin.reports.reviewStarted', { date: when(r.reviewedAt) }),
    r.resolvedAt && t('admin.reports.resolved', { date: when(r.resolvedAt) }),
  ].filter(Boolean);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl">
            {t(REPORT_CATEGORY_KEYS[r.category])}:{' '}
            <Link
              to={paths.provider(r.providerProfileId)}
              className="text-primary underline dark:text-sky-300"
            >
              {r.providerName}
            </Link>
          </h2>
          <p className="text-ink-muted dark:text-stone-300">
            {t('admin.reports.reportedOn', { name: reporterWords(r, t), date: when(r.createdAt) })}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 font-bold ${STATUS_STYLE[r.status]}`}>
          {t(STATUS_KEYS[r.status])}
        </span>
      </div>
      <p className="mt-3 max-w-[68ch] text-lg whitespace-pre-line">{r.description}</p>
      {history.length > 0 && <p className="text-ink-muted mt-2 dark:text-stone-300">{history.join(' ')}</p>}
      <div role="group" aria-label={t('admin.reports.changeStatus')} className="mt-4 flex flex-wrap gap-2">
        {REPORT_STATUSES.filter((s) => s !== r.status).map((s) => (
          <Button key={s} variant="secondary" disabled={update.isPending} onClick={() => move(s)}>
            {t('admin.reports.mark', { status: s })}
          </Button>
        ))}
      </div>
    </article>
  );
}

/** Who sent a report, as the admin reads it: never the e-mail address. */
const reporterWords = (r: ProfileReportDto, t: Translate) =>
  r.reporterId ? r.reporterName || t('admin.reports.unnamedUser') : t('admin.reports.deletedAccount');
