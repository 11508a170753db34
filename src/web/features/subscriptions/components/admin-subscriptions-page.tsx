import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  SUBSCRIPTION_MESSAGES as M,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  isSubscriptionStatus,
  type AdminSubscriptionDto,
  type AdminSubscriptionStatus,
} from '#shared/providers/subscription.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { AdminPager, AdminSearchForm, FilterSelect } from '../../../components/list-filters.tsx';
import {
  adminSubscriptionsQuery,
  useSetSubscriptionStatus,
  type AdminSubscriptionFilters,
} from '../api/subscriptions.ts';
import { errorWords } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { practiceDate } from '#shared/format/instants.ts';
import { ConfirmDialog, SubscriptionStatusBadge } from './parts.tsx';

/** The filters live in the address, so a filtered page can be reloaded or shared between admins. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const page = Number(params.get('page'));
  const filters: AdminSubscriptionFilters = {
    status: isSubscriptionStatus(status) ? status : undefined,
    q: params.get('q')?.trim() || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
  const setFilters = (next: AdminSubscriptionFilters) => {
    const out = new URLSearchParams();
    if (next.status) out.set('status', next.status);
    if (next.q) out.set('q', next.q);
    if (next.page && next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  return { filters, setFilters };
}

/** /admin/subscriptions: every provider's subscription; arrange billing, then mark it active. */
export function AdminSubscriptionsPage() {
  useDocumentTitle('Subscriptions');
  const t = useT();
  const { filters, setFilters } = useFilters();
  const query = useQuery(adminSubscriptionsQuery(filters));
  const [search, setSearch] = useState(filters.q ?? '');
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const page = filters.page ?? 1;

  return (
    <PageHeading
      title="Subscriptions"
      intro="Online payment is not available yet. Contact each provider whose subscription is pending to arrange billing, then mark it active."
    >
      <BackToDashboard to={paths.admin} />

      <div className="mt-6 flex flex-wrap items-end gap-4">
        <AdminSearchForm
          name="Subscriptions"
          label="Provider name or email"
          value={search}
          onChange={setSearch}
          onSearch={(q) => setFilters({ ...filters, q, page: 1 })}
          inputClassName="w-72 sm:w-96"
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={SUBSCRIPTION_STATUSES}
          labels={SUBSCRIPTION_STATUS_LABELS}
          counts={data?.counts}
          onChange={(status) => setFilters({ ...filters, status, page: 1 })}
          className="w-auto"
        />
        {(filters.status || filters.q) && (
          <Button
            variant="secondary"
            size="lg"
            className="min-h-12 py-2"
            onClick={() => {
              setSearch('');
              setFilters({});
            }}
          >
            Clear filters
          </Button>
        )}
      </div>

      <div className="mt-6 flex flex-col gap-4">
        {query.isPending && <Spinner label="Loading subscriptions..." />}
        {query.isError && <Alert tone="error">{errorWords(query.error, t(M.listFailed))}</Alert>}
        {data && (
          <p role="status" className="text-lg">
            {data.total === 0
              ? 'No subscriptions match.'
              : `Showing ${(page - 1) * data.pageSize + 1}–${(page - 1) * data.pageSize + data.subscriptions.length} of ${data.total}`}
          </p>
        )}
        {data && data.subscriptions.length > 0 && (
          <ul aria-label="Subscriptions" aria-busy={query.isFetching} className="flex flex-col gap-4">
            {data.subscriptions.map((s) => (
              <li key={s.id}>
                <SubscriptionItem subscription={s} />
              </li>
            ))}
          </ul>
        )}
        {data && <AdminPager page={page} pages={pages} onPage={(p) => setFilters({ ...filters, page: p })} />}
      </div>
    </PageHeading>
  );
}

function SubscriptionItem({ subscription: s }: { subscription: AdminSubscriptionDto }) {
  const update = useSetSubscriptionStatus();
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const move = (status: AdminSubscriptionStatus, done: string) =>
    update.mutate(
      { id: s.id, status },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(done);
        },
        onError: (err) => {
          if (!confirming) toast.error(errorWords(err, t(M.updateFailed)));
        },
      },
    );
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl">
            {s.providerName}
          </h2>
          {s.practiceName && <p className="text-lg">{s.practiceName}</p>}
        </div>
        <SubscriptionStatusBadge status={s.status} />
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">Email</dt>
        <dd className="break-all">
          <a href={`mailto:${s.email}`} className="text-primary underline dark:text-sky-300">
            {s.email}
          </a>
        </dd>
        {s.phone && (
          <>
            <dt className="font-bold">Phone</dt>
            <dd>
              <a href={`tel:${s.phone}`} className="text-primary underline dark:text-sky-300">
                {s.phone}
              </a>
            </dd>
          </>
        )}
        <dt className="font-bold">Plan</dt>
        <dd>
          {s.tier}, {s.amountLabel} a month
        </dd>
        <dt className="font-bold">Started</dt>
        <dd>{practiceDate(s.startedAt)}</dd>
        {s.activatedAt && (
          <>
            <dt className="font-bold">Billing arranged</dt>
            <dd>{practiceDate(s.activatedAt)}</dd>
          </>
        )}
        {s.cancelledAt && (
          <>
            <dt className="font-bold">Cancelled</dt>
            <dd>{practiceDate(s.cancelledAt)}</dd>
          </>
        )}
      </dl>
      {s.status !== 'cancelled' && (
        <div
          role="group"
          aria-label={`Change ${s.providerName}'s subscription`}
          className="mt-4 flex flex-wrap gap-3"
        >
          {s.status === 'pending' && (
            <Button disabled={update.isPending} onClick={() => move('active', 'Subscription marked active')}>
              Mark active
            </Button>
          )}
          <Button variant="secondary" disabled={update.isPending} onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) update.reset();
          setConfirming(open);
        }}
        title={`Cancel ${s.providerName}'s subscription?`}
        description="The provider can subscribe again later."
        confirmLabel="Yes, cancel it"
        keepLabel="Keep it"
        busy={update.isPending}
        error={confirming && update.isError ? errorWords(update.error, t(M.updateFailed)) : null}
        onConfirm={() => move('cancelled', 'Subscription cancelled')}
      />
    </article>
  );
}
