import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  ADMIN_PROFILE_STATUSES,
  ADMIN_PROFILE_STATUS_LABELS,
  FEATURED_FILTERS,
  FEATURED_FILTER_LABELS,
  PROVIDER_STATUSES,
  PROVIDER_STATUS_LABELS,
  type ProviderStatus,
} from '#shared/admin/console.ts';
import type { AdminProviderDto } from '#shared/admin/console-schemas.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { errorWords } from '../../../lib/api-client.ts';
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
  useDocumentTitle('Providers');
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
    <PageHeading
      title="Providers"
      intro="Every provider profile, listed or not. Set a provider's status, or feature them at the top of search."
    >
      <BackToDashboard to={paths.admin} />
      <div className="mt-6 flex flex-col gap-4">
        <AdminSearchForm
          name="Providers"
          label="Search by name, practice or NPI"
          value={search}
          onChange={setSearch}
          onSearch={(q) => set({ ...filters, q, page: 1 })}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3 lg:max-w-4xl">
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            value={filters.status}
            options={PROVIDER_STATUSES}
            labels={PROVIDER_STATUS_LABELS}
            onChange={(status) => set({ ...filters, status, page: 1 })}
          />
          <FilterSelect
            label="Profile"
            allLabel="All profiles"
            value={filters.profileStatus}
            options={ADMIN_PROFILE_STATUSES}
            labels={ADMIN_PROFILE_STATUS_LABELS}
            onChange={(profileStatus) => set({ ...filters, profileStatus, page: 1 })}
          />
          <FilterSelect
            label="Featured"
            allLabel="Featured or not"
            value={filters.featured}
            options={FEATURED_FILTERS}
            labels={FEATURED_FILTER_LABELS}
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
        label="Providers"
        noun="providers"
        loadingLabel="Loading providers..."
        failedWords={'We could not load the providers.'}
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
  const action = useProviderAction();
  const [open, setOpen] = useState<Open>(null);
  const [status, setStatus] = useState<ProviderStatus>(p.status);
  const ids = { heading: useId(), status: useId() };

  const show = (which: Open) => {
    action.reset();
    setStatus(p.status);
    setOpen(which);
  };
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
  const error = action.isError ? errorWords(action.error, 'That did not work. Please try again.') : null;

  return (
    <article
      aria-labelledby={ids.heading}
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={ids.heading} className="min-w-0 text-xl wrap-anywhere">
          {p.name}
        </h2>
        <div className="flex flex-wrap gap-2">
          <StatusBadge tone={STATUS_TONE[p.status]}>{PROVIDER_STATUS_LABELS[p.status]}</StatusBadge>
          {p.featured && <StatusBadge tone="info">Featured</StatusBadge>}
          {p.listed ? (
            <StatusBadge tone="good">Listed in search</StatusBadge>
          ) : (
            <StatusBadge tone="warn">Not listed</StatusBadge>
          )}
        </div>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
        {p.practiceName && (
          <>
            <dt className="font-bold">Practice</dt>
            <dd className="wrap-anywhere">{p.practiceName}</dd>
          </>
        )}
        <dt className="font-bold">Specialty</dt>
        <dd>{p.specialty}</dd>
        {p.city && (
          <>
            <dt className="font-bold">City</dt>
            <dd>{p.city}</dd>
          </>
        )}
        <dt className="font-bold">NPI</dt>
        <dd>{p.npiNumber || 'None given'}</dd>
        <dt className="font-bold">Profile</dt>
        <dd>{ADMIN_PROFILE_STATUS_LABELS[p.profileStatus]}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => show('status')} aria-label={`Change status of ${p.name}`}>
          Change status
        </Button>
        <Button
          variant="secondary"
          onClick={() => show('featured')}
          aria-label={`${p.featured ? 'Unfeature' : 'Feature'} ${p.name}`}
        >
          {p.featured ? 'Unfeature' : 'Feature'}
        </Button>
      </div>

      <ConfirmActionDialog
        open={open === 'status'}
        onOpenChange={(o) => !o && setOpen(null)}
        title="Change status"
        description={`Only an active provider with an approved profile is listed in search. ${p.name} is ${PROVIDER_STATUS_LABELS[p.status].toLowerCase()} now.`}
        confirmLabel="Change status"
        danger={status === 'suspended'}
        busy={action.isPending}
        error={error}
        onConfirm={() =>
          run({ kind: 'status', status }, `${p.name} is now ${PROVIDER_STATUS_LABELS[status].toLowerCase()}`)
        }
      >
        <div className="mb-4 flex flex-col gap-1">
          <label htmlFor={ids.status} className="font-bold">
            New status
          </label>
          <select
            id={ids.status}
            className={cn(filterSelectClass, 'w-full')}
            value={status}
            onChange={(e) => setStatus(oneOf(PROVIDER_STATUSES, e.target.value) ?? p.status)}
          >
            {PROVIDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PROVIDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </ConfirmActionDialog>
      <ConfirmActionDialog
        open={open === 'featured'}
        onOpenChange={(o) => !o && setOpen(null)}
        title={p.featured ? 'Stop featuring this provider?' : 'Feature this provider?'}
        description={
          p.featured
            ? `${p.name} will no longer be shown first in search.`
            : `${p.name} will be shown first in search results and marked as featured.`
        }
        confirmLabel={p.featured ? 'Unfeature' : 'Feature'}
        busy={action.isPending}
        error={error}
        onConfirm={() =>
          run(
            { kind: 'featured', featured: !p.featured },
            p.featured ? `${p.name} is no longer featured` : `${p.name} is now featured`,
          )
        }
      />
    </article>
  );
}
