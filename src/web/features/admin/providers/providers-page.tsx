import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  ADMIN_PROFILE_STATUSES,
  FEATURED_FILTERS,
  PROVIDER_STATUSES,
  type ProviderStatus,
} from '#shared/admin/console.ts';
import { specialtyName } from '#shared/providers/directory-list-labels.ts';
import type { AdminProviderDto } from '#shared/admin/console-schemas.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { errorWords } from '../../../lib/api-client.ts';
import { useT, wordsOf } from '../../../lib/i18n.tsx';
import {
  ADMIN_PROFILE_STATUS_KEYS,
  FEATURED_FILTER_KEYS,
  PROVIDER_STATUS_KEYS,
} from '../components/console-words.ts';
import { ConfirmActionDialog, StatusBadge, type BadgeTone } from '../components/confirm-action-dialog.tsx';
import {
  AdminListResults,
  AdminSearchForm,
  ClearFiltersButton,
  FilterSelect,
  filterSelectClass,
} from '../../../components/list-filters.tsx';
import { oneOf, useListParams } from '../components/use-list-params.ts';
import { adminProvidersQuery, useProviderAction, type ProviderAction, type ProviderFilters } from './api.ts';

const STATUS_TONE: Record<ProviderStatus, BadgeTone> = {
  active: 'good',
  inactive: 'neutral',
  suspended: 'bad',
};

/** /admin/providers: find a provider, set their status, feature or unfeature them. */
export function AdminProvidersPage() {
  const t = useT();
  const title = t('dashboard.overview.adminProviders');
  useDocumentTitle(title);
  const { filters, page, set } = useListParams<Omit<ProviderFilters, 'page'>>((p) => ({
    q: p.get('q')?.trim() || undefined,
    status: oneOf(PROVIDER_STATUSES, p.get('status')),
    profileStatus: oneOf(ADMIN_PROFILE_STATUSES, p.get('profileStatus')),
    featured: oneOf(FEATURED_FILTERS, p.get('featured')),
  }));
  const query = useQuery(adminProvidersQuery({ ...filters, page }));
  const [search, setSearch] = useState(filters.q ?? '');
  const data = query.data;
  const filtered = Boolean(filters.q || filters.status || filters.profileStatus || filters.featured);

  return (
    <PageHeading title={title} intro={t('admin.providers.intro')}>
      <BackToDashboard to={paths.admin} />
      <div className="mt-6 flex flex-col gap-4">
        <AdminSearchForm
          name={title}
          label={t('admin.providers.searchLabel')}
          value={search}
          onChange={setSearch}
          onSearch={(q) => set({ ...filters, q, page: 1 })}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3 lg:max-w-4xl">
          <FilterSelect
            label={t('admin.providers.statusFilter')}
            allLabel={t('admin.providers.allStatuses')}
            value={filters.status}
            options={PROVIDER_STATUSES}
            labels={wordsOf(t, PROVIDER_STATUS_KEYS)}
            onChange={(status) => set({ ...filters, status, page: 1 })}
          />
          <FilterSelect
            label={t('admin.providers.profile')}
            allLabel={t('admin.providers.allProfiles')}
            value={filters.profileStatus}
            options={ADMIN_PROFILE_STATUSES}
            labels={wordsOf(t, ADMIN_PROFILE_STATUS_KEYS)}
            onChange={(profileStatus) => set({ ...filters, profileStatus, page: 1 })}
          />
          <FilterSelect
            label={t('admin.providers.featuredFilter')}
            allLabel={t('admin.providers.featuredOrNot')}
            value={filters.featured}
            options={FEATURED_FILTERS}
            labels={wordsOf(t, FEATURED_FILTER_KEYS)}
            onChange={(featured) => set({ ...filters, featured, page: 1 })}
          />
        </div>
        <ClearFiltersButton
          shown={filtered}
          onClear={() => {
            setSearch('');
            set({});
          }}
        />
      </div>

      <AdminListResults
        label={title}
        noun={t('admin.providers.noun')}
        loadingLabel={t('admin.providers.loading')}
        failedWords={t('admin.providers.loadFailed')}
        query={query}
        result={data && { items: data.providers, total: data.total, pageSize: data.pageSize }}
        page={page}
        filtered={filtered}
        itemKey={(p) => `${p.id}:${p.status}:${p.featured}`}
        renderItem={(p) => <ProviderItem provider={p} />}
        onPage={(p) => set({ ...filters, page: p })}
      />
    </PageHeading>
  );
}

type Open = null | 'status' | 'featured';

function ProviderItem({ provider: p }: { provider: AdminProviderDto }) {
  const t = useT();
  const name = p.name || t('admin.providers.unnamed');
  const action = useProviderAction();
  const [open, setOpen] = useState<Open>(null);
  const [status, setStatus] = useState<ProviderStatus>(p.status);
  const ids = { heading: useId(), status: useId() };

  const show = (which: Open) => {
    action.reset();
    setStatus(p.status);
    setOpen(which);
  };
  const askStatus = () => show('status');
  const askFeatured = () => show('featured');
  const run = (a: ProviderAction, done: string) =>
    action.mutate(
      { id: p.id, action: a },
      {
        onSuccess: () => {
          setOpen(null);
          toast.success(done);
        },
      },
    );
  const error = action.isError ? errorWords(action.error, t('admin.confirm.failed')) : null;

  return (
    <article
      aria-labelledby={ids.heading}
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={ids.heading} className="min-w-0 text-xl wrap-anywhere">
          {name}
        </h2>
        <div className="flex flex-wrap gap-2">
          <StatusBadge tone={STATUS_TONE[p.status]}>{t(PROVIDER_STATUS_KEYS[p.status])}</StatusBadge>
          {p.featured && <StatusBadge tone="info">{t(FEATURED_FILTER_KEYS.yes)}</StatusBadge>}
          {p.listed ? (
            <StatusBadge tone="good">{t('admin.providers.listed')}</StatusBadge>
          ) : (
            <StatusBadge tone="warn">{t('admin.providers.notListed')}</StatusBadge>
          )}
        </div>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
        {p.practiceName && (
          <>
            <dt className="font-bold">{t('admin.providers.practice')}</dt>
            <dd className="wrap-anywhere">{p.practiceName}</dd>
          </>
        )}
        <dt className="font-bold">{t('admin.providers.specialty')}</dt>
        <dd>{specialtyName(t, p.specialty)}</dd>
        {p.city && (
          <>
            <dt className="font-bold">{t('admin.providers.city')}</dt>
            <dd>{p.city}</dd>
          </>
        )}
        <dt className="font-bold">NPI</dt>
        <dd>{p.npiNumber || t('admin.providers.noNpi')}</dd>
        <dt className="font-bold">{t('admin.providers.profile')}</dt>
        <dd>{t(ADMIN_PROFILE_STATUS_KEYS[p.profileStatus])}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={askStatus}
          aria-label={t('admin.providers.changeStatusOf', { name })}
        >
          {t('admin.providers.changeStatus')}
        </Button>
        <Button
          variant="secondary"
          onClick={askFeatured}
          aria-label={
            p.featured
              ? t('admin.providers.unfeatureName', { name })
              : t('admin.providers.featureName', { name })
          }
        >
          {p.featured ? t('admin.providers.unfeature') : t('admin.providers.feature')}
        </Button>
      </div>

      <ConfirmActionDialog
        open={open === 'status'}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t('admin.providers.changeStatus')}
        description={t('admin.providers.statusText', { name, status: p.status })}
        confirmLabel={t('admin.providers.changeStatus')}
        danger={status === 'suspended'}
        busy={action.isPending}
        error={error}
        onConfirm={() =>
          run({ kind: 'status', status }, t('admin.providers.statusChanged', { name, status }))
        }
      >
        <div className="mb-4 flex flex-col gap-1">
          <label htmlFor={ids.status} className="font-bold">
            {t('admin.providers.newStatus')}
          </label>
          <select
            id={ids.status}
            className={cn(filterSelectClass, 'w-full')}
            value={status}
            onChange={(e) => setStatus(oneOf(PROVIDER_STATUSES, e.target.value) ?? p.status)}
          >
            {PROVIDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(PROVIDER_STATUS_KEYS[s])}
              </option>
            ))}
          </select>
        </div>
      </ConfirmActionDialog>
      <ConfirmActionDialog
        open={open === 'featured'}
        onOpenChange={(o) => !o && setOpen(null)}
        title={p.featured ? t('admin.providers.unfeatureTitle') : t('admin.providers.featureTitle')}
        description={
          p.featured
            ? t('admin.providers.unfeatureText', { name })
            : t('admin.providers.featureText', { name })
        }
        confirmLabel={p.featured ? t('admin.providers.unfeature') : t('admin.providers.feature')}
        busy={action.isPending}
        error={error}
        onConfirm={() =>
          run(
            { kind: 'featured', featured: !p.featured },
            p.featured
              ? t('admin.providers.noLongerFeatured', { name })
              : t('admin.providers.nowFeatured', { name }),
          )
        }
      />
    </article>
  );
}
