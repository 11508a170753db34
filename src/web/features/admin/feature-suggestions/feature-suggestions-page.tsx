import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ROLE_BADGE, isRole } from '#shared/roles.ts';
import {
  SUGGESTION_CATEGORIES,
  SUGGESTION_CATEGORY_KEYS,
  SUGGESTION_MESSAGES as M,
  SUGGESTION_PRIORITIES,
  SUGGESTION_PRIORITY_KEYS,
  SUGGESTION_STATUSES,
  SUGGESTION_STATUS_KEYS,
  isSuggestionCategory,
  isSuggestionPriority,
  isSuggestionStatus,
  type AdminSuggestionDto,
  type SuggestionStatus,
} from '#shared/feature-suggestions/feature-suggestion.ts';
import { practiceDateTime } from '#shared/format/instants.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { paths } from '../../../config/paths.ts';
import { errorWords } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import {
  AdminListResults,
  AdminSearchForm,
  ClearFiltersButton,
  FilterSelect,
  filterSelectClass,
} from '../../../components/list-filters.tsx';
import { T, useLocale, useT, wordsOf } from '../../../lib/i18n.tsx';
import {
  adminSuggestionsQuery,
  filtersToParams,
  useSetSuggestionStatus,
  type SuggestionFilters,
} from './api.ts';

/** The filters live in the address, so a filtered list can be reloaded or shared between admins. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const category = params.get('category');
  const priority = params.get('priority');
  const page = Number(params.get('page'));
  const filters: SuggestionFilters = {
    status: isSuggestionStatus(status) ? status : undefined,
    category: isSuggestionCategory(category) ? category : undefined,
    priority: isSuggestionPriority(priority) ? priority : undefined,
    q: params.get('q')?.trim() || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
  const setFilters = (next: SuggestionFilters) => setParams(filtersToParams(next), { replace: true });
  return { filters, setFilters };
}

/** /admin/feature-suggestions: what signed-in people asked us to build, and where each idea stands. */
export function FeatureSuggestionsPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.overview.adminFeatureSuggestions'));
  const { filters, setFilters } = useFilters();
  const query = useQuery(adminSuggestionsQuery(filters));
  const [search, setSearch] = useState(filters.q ?? '');
  const data = query.data;
  const page = filters.page ?? 1;
  const filtered = Boolean(filters.status || filters.category || filters.priority || filters.q);

  return (
    <PageHeading title={t('dashboard.overview.adminFeatureSuggestions')} intro={t('admin.suggestions.intro')}>
      <BackToDashboard to={paths.admin} />

      <div className="mt-6 flex flex-col gap-4">
        <AdminSearchForm
          name={t('admin.suggestions.searchName')}
          label={t('admin.suggestions.searchLabel')}
          value={search}
          onChange={setSearch}
          onSearch={(q) => setFilters({ ...filters, q, page: 1 })}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3 lg:max-w-4xl">
          <FilterSelect
            label={t('admin.suggestions.status')}
            allLabel={t('admin.suggestions.allStatuses')}
            value={filters.status}
            options={SUGGESTION_STATUSES}
            labels={wordsOf(t, SUGGESTION_STATUS_KEYS)}
            counts={data?.counts}
            onChange={(status) => setFilters({ ...filters, status, page: 1 })}
          />
          <FilterSelect
            label={t('suggestions.feature.category')}
            allLabel={t('admin.suggestions.allCategories')}
            value={filters.category}
            options={SUGGESTION_CATEGORIES}
            labels={wordsOf(t, SUGGESTION_CATEGORY_KEYS)}
            onChange={(category) => setFilters({ ...filters, category, page: 1 })}
          />
          <FilterSelect
            label={t('admin.suggestions.priority')}
            allLabel={t('admin.suggestions.allPriorities')}
            value={filters.priority}
            options={SUGGESTION_PRIORITIES}
            labels={wordsOf(t, SUGGESTION_PRIORITY_KEYS)}
            onChange={(priority) => setFilters({ ...filters, priority, page: 1 })}
          />
        </div>
        <ClearFiltersButton
          shown={filtered}
          onClear={() => {
            setSearch('');
            setFilters({});
          }}
        />
      </div>

      <AdminListResults
        label={t('admin.suggestions.list')}
        noun={t('admin.suggestions.noun')}
        loadingLabel={t('admin.suggestions.loading')}
        failedWords={t(M.listFailed)}
        query={query}
        result={data && { items: data.suggestions, total: data.total, pageSize: data.pageSize }}
        page={page}
        filtered={filtered}
        // Keyed by the status too: when it changes, the item's own select starts from it.
        itemKey={(s) => `${s.id}:${s.status}`}
        renderItem={(s) => <SuggestionItem suggestion={s} />}
        onPage={(p) => setFilters({ ...filters, page: p })}
      />
    </PageHeading>
  );
}

const STATUS_TONE: Record<SuggestionStatus, string> = {
  new: 'bg-primary-soft text-primary-strong border-primary',
  under_review: 'bg-amber-50 text-warning border-warning',
  planned: 'bg-primary-soft text-primary-strong border-primary',
  in_progress: 'bg-amber-50 text-warning border-warning',
  done: 'bg-success-soft text-success border-success',
  declined: 'bg-stone-100 text-ink border-stone-500',
};

const NEUTRAL_TONE =
  'bg-stone-50 text-ink border-stone-400 dark:bg-stone-800 dark:text-stone-100 dark:border-stone-500';

/** Words on a tinted badge: the words carry the meaning, never the colour alone. */
function Badge({ tone = NEUTRAL_TONE, children }: { tone?: string; children: ReactNode }) {
  return (
    <span className={cn('inline-block rounded-full border-2 px-3 py-0.5 text-base font-bold', tone)}>
      {children}
    </span>
  );
}

function SuggestionItem({ suggestion: s }: { suggestion: AdminSuggestionDto }) {
  const update = useSetSuggestionStatus();
  const t = useT();
  const locale = useLocale();
  const [status, setStatus] = useState<SuggestionStatus>(s.status);
  const ids = { heading: useId(), status: useId() };
  const role = isRole(s.userRole) ? t(ROLE_BADGE[s.userRole]) : s.userRole;

  const save = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: s.id, status },
      {
        onSuccess: () =>
          toast.success(t('admin.suggestions.statusSaved', { status: t(SUGGESTION_STATUS_KEYS[status]) })),
      },
    );
  };

  return (
    <article
      aria-labelledby={ids.heading}
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={ids.heading} className="min-w-0 text-xl wrap-anywhere">
          {s.title}
        </h2>
        <Badge tone={STATUS_TONE[s.status]}>{t(SUGGESTION_STATUS_KEYS[s.status])}</Badge>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Badge>{t(SUGGESTION_CATEGORY_KEYS[s.category])}</Badge>
        <Badge>
          {t('admin.suggestions.priorityBadge', { priority: t(SUGGESTION_PRIORITY_KEYS[s.priority]) })}
        </Badge>
      </div>
      <p className="mt-3 text-lg whitespace-pre-line wrap-anywhere">{s.description}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">{t('admin.suggestions.sentBy')}</dt>
        <dd className="wrap-anywhere">
          {s.userName ?? t('admin.suggestionAuthor.formerMember')} ({role})
        </dd>
        {/* A former member's address is gone: no empty link to write to. */}
        {s.userEmail && (
          <>
            <dt className="font-bold">{t('admin.suggestions.email')}</dt>
            <dd className="break-all">
              <a href={`mailto:${s.userEmail}`} className="text-primary underline dark:text-sky-300">
                {s.userEmail}
              </a>
            </dd>
          </>
        )}
        <dt className="font-bold">{t('admin.suggestions.sentOn')}</dt>
        <dd>
          <time dateTime={s.createdAt}>{practiceDateTime(s.createdAt, locale)}</time>
        </dd>
      </dl>
      <form onSubmit={save} className="mt-4 flex flex-wrap items-end gap-3">
        {/* Never wider than the card: the select's 16rem outgrows a phone at the largest text. */}
        <div className="flex max-w-full flex-col gap-1">
          <label htmlFor={ids.status} className="font-bold">
            <T
              k="admin.suggestions.statusOf"
              values={{ title: s.title }}
              components={[<span className="sr-only" />]}
            />
          </label>
          <select
            id={ids.status}
            className={cn(filterSelectClass, 'w-64 max-w-full')}
            value={status}
            onChange={(e) => {
              if (isSuggestionStatus(e.target.value)) setStatus(e.target.value);
            }}
          >
            {SUGGESTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(SUGGESTION_STATUS_KEYS[value])}
              </option>
            ))}
          </select>
        </div>
        <Button
          type="submit"
          size="lg"
          className="min-h-12 py-2"
          disabled={update.isPending || status === s.status}
        >
          {update.isPending ? t('admin.suggestions.saving') : t('admin.suggestions.saveStatus')}
        </Button>
      </form>
      {update.isError && (
        <Alert tone="error" className="mt-3">
          {errorWords(update.error, t(M.updateFailed))}
        </Alert>
      )}
    </article>
  );
}
