import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { issueText } from '#shared/i18n/issues.ts';
import {
  applicationListQuerySchema,
  PIPELINE_MESSAGES,
  type AdminApplicationListItem,
  type ApplicationListQueryInput,
} from '#shared/applications/application-pipeline.ts';
import {
  APPLICATION_STATUS_KEYS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '#shared/applications/application-status.ts';
import { practiceShortDate } from '#shared/format/instants.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { applicationsQuery } from './api.ts';
import { StatusBadge } from './format.tsx';

/** The filters the address holds, so a filtered list can be reloaded, shared and returned to. */
function filtersFrom(params: URLSearchParams): ApplicationListQueryInput {
  const raw = Object.fromEntries(
    ['status', 'q', 'from', 'to', 'page'].map((k) => [k, params.get(k) ?? undefined]),
  );
  const parsed = applicationListQuerySchema.safeParse(raw);
  if (!parsed.success) return {};
  const { pageSize: _default, page, ...rest } = parsed.data;
  return { ...rest, ...(page > 1 ? { page } : {}) };
}

/** /admin/applications: provider applications to review, newest first. */
export function AdminApplicationsPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.overview.adminProviderApplications'));
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const query = useQuery(applicationsQuery(filters));

  const update = (next: Partial<ApplicationListQueryInput>) => {
    const merged = { ...filters, page: undefined, ...next };
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(merged))
      if (v !== undefined && v !== '' && v !== 1) search.set(k, String(v));
    setParams(search, { replace: true });
  };

  const data = query.data;
  const page = data?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const countAll = data ? Object.values(data.counts).reduce((a, b) => a + b, 0) : 0;

  return (
    <PageHeading
      title={t('dashboard.overview.adminProviderApplications')}
      intro={t('onboarding.review.listIntro')}
    >
      <BackToDashboard to={paths.admin} />

      <SearchForm
        key={`${filters.q ?? ''}|${filters.from ?? ''}|${filters.to ?? ''}`}
        initial={filters}
        onSearch={(values) => update(values)}
        onClear={() => setParams(new URLSearchParams(), { replace: true })}
        canClear={Boolean(filters.q || filters.from || filters.to || filters.status)}
      />

      <StatusSelect
        value={filters.status}
        counts={data?.counts}
        total={data ? countAll : undefined}
        onChoose={(status) => update({ status })}
      />
      <nav aria-label={t('onboarding.review.filterByStatus')} className="mt-6 hidden sm:block">
        <ul className="flex flex-wrap gap-2">
          <li>
            <StatusChoice
              label={t('onboarding.review.all')}
              count={data ? countAll : undefined}
              current={!filters.status}
              onChoose={() => update({ status: undefined })}
            />
          </li>
          {APPLICATION_STATUSES.map((s) => (
            <li key={s}>
              <StatusChoice
                label={t(APPLICATION_STATUS_KEYS[s])}
                count={data?.counts[s]}
                current={filters.status === s}
                onChoose={() => update({ status: s })}
              />
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="applications-heading" className="mt-8">
        <h2 id="applications-heading" className="text-2xl">
          {!data
            ? t('onboarding.review.applications')
            : filters.status
              ? t('onboarding.review.countWithStatus', {
                  count: data.total,
                  status: t(APPLICATION_STATUS_KEYS[filters.status]),
                })
              : t('onboarding.review.count', { count: data.total })}
        </h2>
        <div className="mt-4 flex flex-col gap-4" aria-busy={query.isFetching}>
          {query.isPending && <Spinner label={t('onboarding.review.loadingList')} />}
          {query.isError && <Alert tone="error">{t(PIPELINE_MESSAGES.loadFailed)}</Alert>}
          {data && data.applications.length === 0 && (
            <p className="text-lg">{t('onboarding.review.noneMatch')}</p>
          )}
          {data && data.applications.length > 0 && (
            <ul aria-label={t('onboarding.review.applications')} className="flex flex-col gap-3">
              {data.applications.map((a) => (
                <li key={a.id}>
                  <ApplicationRow application={a} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {data && pages > 1 && (
          <nav aria-label={t('onboarding.review.pages')} className="mt-6 flex flex-wrap items-center gap-4">
            <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: page - 1 })}>
              <ChevronLeft aria-hidden className="size-5" />
              {t('onboarding.review.previous')}
            </Button>
            <p className="text-lg font-bold" aria-live="polite">
              {t('onboarding.review.pageOf', { page, pages })}
            </p>
            <Button variant="secondary" disabled={page >= pages} onClick={() => update({ page: page + 1 })}>
              {t('onboarding.review.next')}
              <ChevronRight aria-hidden className="size-5" />
            </Button>
          </nav>
        )}
      </section>
    </PageHeading>
  );
}

/** On a phone the ten status choices would fill the screen: one menu instead. */
function StatusSelect({
  value,
  counts,
  total,
  onChoose,
}: {
  value: ApplicationStatus | undefined;
  counts: Record<ApplicationStatus, number> | undefined;
  total: number | undefined;
  onChoose: (status: ApplicationStatus | undefined) => void;
}) {
  const id = useId();
  const t = useT();
  const withCount = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`);
  return (
    <div className="mt-6 flex flex-col gap-1 sm:hidden">
      <label htmlFor={id} className="font-bold">
        {t('onboarding.review.statusMenu')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChoose((e.target.value || undefined) as ApplicationStatus | undefined)}
        className="min-h-12 rounded-lg border-2 border-stone-500 bg-white px-3 text-base dark:bg-stone-900 dark:text-stone-100"
      >
        <option value="">{withCount(t('onboarding.review.allStatuses'), total)}</option>
        {APPLICATION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {withCount(t(APPLICATION_STATUS_KEYS[s]), counts?.[s])}
          </option>
        ))}
      </select>
    </div>
  );
}

function StatusChoice({
  label,
  count,
  current,
  onChoose,
}: {
  label: string;
  count: number | undefined;
  current: boolean;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={current}
      onClick={onChoose}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 py-1 font-bold',
        current
          ? 'border-primary bg-primary text-white'
          : 'text-primary border-stone-400 bg-white hover:border-primary dark:bg-stone-900 dark:text-sky-200',
      )}
    >
      {label}
      {count !== undefined && ' '}
      {count !== undefined && (
        <span
          className={cn(
            'rounded-full px-2 text-base',
            current
              ? 'text-primary bg-white'
              : 'bg-stone-200 text-stone-900 dark:bg-stone-700 dark:text-stone-100',
          )}
        >
          {count}
        </span>
      )}
    </button>
  );
}

function SearchForm({
  initial,
  onSearch,
  onClear,
  canClear,
}: {
  initial: ApplicationListQueryInput;
  onSearch: (values: { q?: string; from?: string; to?: string }) => void;
  onClear: () => void;
  canClear: boolean;
}) {
  const [q, setQ] = useState(initial.q ?? '');
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');
  const [error, setError] = useState<string | undefined>();
  const t = useT();
  const ids = { q: useId(), from: useId(), to: useId() };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = applicationListQuerySchema.safeParse({ q, from, to });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError(issue && issueText(issue, t));
      return;
    }
    setError(undefined);
    onSearch({ q: q.trim() || undefined, from: from || undefined, to: to || undefined });
  };
  return (
    <form
      role="search"
      aria-label={t('onboarding.review.searchLabel')}
      onSubmit={submit}
      className="mt-6 flex flex-wrap items-end gap-4"
    >
      <TextField
        id={ids.q}
        label={t('onboarding.review.searchField')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        className="w-full max-w-md"
        type="search"
        maxLength={100}
      />
      <TextField
        id={ids.from}
        label={t('onboarding.review.submittedFrom')}
        type="date"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField
        id={ids.to}
        label={t('onboarding.review.submittedTo')}
        type="date"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={error}
      />
      <Button type="submit">
        <Search aria-hidden className="size-5" />
        {t('onboarding.review.search')}
      </Button>
      {canClear && (
        <Button variant="secondary" onClick={onClear}>
          {t('onboarding.review.clearFilters')}
        </Button>
      )}
    </form>
  );
}

function ApplicationRow({ application: a }: { application: AdminApplicationListItem }) {
  const t = useT();
  const locale = useLocale();
  return (
    <article
      aria-label={a.fullName}
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="min-w-0">
        <h3 className="text-xl">
          <Link to={paths.adminApplication(a.id)} className="text-primary underline dark:text-sky-300">
            {a.fullName}
          </Link>
        </h3>
        <p className="text-lg">{a.practiceName}</p>
        <p className="text-ink-muted dark:text-stone-300">
          {t('onboarding.review.rowSubmitted', {
            date: practiceShortDate(a.submittedAt, locale),
            email: a.email,
          })}
        </p>
      </div>
      <StatusBadge status={a.status} />
    </article>
  );
}
