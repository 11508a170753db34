import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  SUBSCRIPTION_MESSAGES as M,
  SUBSCRIPTION_STATUSES,
  isSubscriptionStatus,
  type AdminSubscriptionDto,
  type AdminSubscriptionStatus,
} from '#shared/subscriptions/subscription.ts';
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
import { useLocale, useT, wordsOf } from '../../../lib/i18n.tsx';
import { practiceDate } from '#shared/format/instants.ts';
import { ConfirmDialog, SUBSCRIPTION_STATUS_KEYS, SubscriptionStatusBadge } from './parts.tsx';

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

const SEARCH_WIDTH = 'w-72 sm:w-96';

/** /admin/subscriptions: every provider's subscription; arrange billing, then mark it active. */
export function AdminSubscriptionsPage() {
  const t = useT();
  useDocumentTitle(t('practice.subscriptionAdmin.title'));
  const { filters, setFilters } = useFilters();
  const query = useQuery(adminSubscriptionsQuery(filters));
  const [search, setSearch] = useState(filters.q ?? '');
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const page = filters.page ?? 1;

  return (
    <PageHeading title={t('practice.subscriptionAdmin.title')} intro={t('practice.subscriptionAdmin.intro')}>
      <BackToDashboard to={paths.admin} />

      <div className="mt-6 flex flex-wrap items-end gap-4">
        <AdminSearchForm
          name={t('practice.subscriptionAdmin.title')}
          label={t('practice.subscriptionAdmin.search')}
          value={search}
          onChange={setSearch}
          onSearch={(q) => setFilters({ ...filters, q, page: 1 })}
          inputClassName={SEARCH_WIDTH}
        />
        <FilterSelect
          label={t('practice.subscriptionDetails.status')}
          allLabel={t('practice.subscriptionAdmin.allStatuses')}
          value={filters.status}
          options={SUBSCRIPTION_STATUSES}
          labels={wordsOf(t, SUBSCRIPTION_STATUS_KEYS)}
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
            {t('common.listFilters.clear')}
          </Button>
        )}
      </div>

      <div className="mt-6 flex flex-col gap-4">
        {query.isPending && <Spinner label={t('practice.subscriptionAdmin.loading')} />}
        {query.isError && <Alert tone="error">{errorWords(query.error, t(M.listFailed))}</Alert>}
        {data && (
          <p role="status" className="text-lg">
            {data.total === 0
              ? t('practice.subscriptionAdmin.noMatch')
              : t('common.listFilters.showing', {
                  first: (page - 1) * data.pageSize + 1,
                  last: (page - 1) * data.pageSize + data.subscriptions.length,
                  total: data.total,
                })}
          </p>
        )}
        {data && data.subscriptions.length > 0 && (
          <ul
            aria-label={t('practice.subscriptionAdmin.title')}
            aria-busy={query.isFetching}
            className="flex flex-col gap-4"
          >
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
  const locale = useLocale();
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
  const markActive = () => move('active', t('practice.subscriptionAdmin.markedActive'));
  const confirmCancel = () => move('cancelled', t('practice.subscriptionAdmin.cancelled'));
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
        <dt className="font-bold">{t('practice.subscriptionDetails.email')}</dt>
        <dd className="break-all">
          <a href={`mailto:${s.email}`} className="text-primary underline dark:text-sky-300">
            {s.email}
          </a>
        </dd>
        {s.phone && (
          <>
            <dt className="font-bold">{t('practice.subscriptionDetails.phone')}</dt>
            <dd>
              <a href={`tel:${s.phone}`} className="text-primary underline dark:text-sky-300">
                {s.phone}
              </a>
            </dd>
          </>
        )}
        <dt className="font-bold">{t('practice.subscriptionDetails.plan')}</dt>
        <dd>{t('practice.subscriptionDetails.planAmount', { tier: s.tier, amount: s.amountLabel })}</dd>
        <dt className="font-bold">{t('practice.subscriptionDetails.started')}</dt>
        <dd>{practiceDate(s.startedAt, locale)}</dd>
        {s.activatedAt && (
          <>
            <dt className="font-bold">{t('practice.subscriptionDetails.billingArranged')}</dt>
            <dd>{practiceDate(s.activatedAt, locale)}</dd>
          </>
        )}
        {s.cancelledAt && (
          <>
            <dt className="font-bold">{t('practice.subscriptionDetails.cancelled')}</dt>
            <dd>{practiceDate(s.cancelledAt, locale)}</dd>
          </>
        )}
      </dl>
      {s.status !== 'cancelled' && (
        <div
          role="group"
          aria-label={t('practice.subscriptionAdmin.changeGroup', { name: s.providerName })}
          className="mt-4 flex flex-wrap gap-3"
        >
          {s.status === 'pending' && (
            <Button disabled={update.isPending} onClick={markActive}>
              {t('practice.subscriptionAdmin.markActive')}
            </Button>
          )}
          <Button variant="secondary" disabled={update.isPending} onClick={() => setConfirming(true)}>
            {t('practice.subscriptionAdmin.cancel')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) update.reset();
          setConfirming(open);
        }}
        title={t('practice.subscriptionAdmin.cancelTitle', { name: s.providerName })}
        description={t('practice.subscriptionAdmin.cancelText')}
        confirmLabel={t('practice.subscriptionAdmin.confirmCancel')}
        keepLabel={t('practice.subscriptionAdmin.keep')}
        busy={update.isPending}
        error={confirming && update.isError ? errorWords(update.error, t(M.updateFailed)) : null}
        onConfirm={confirmCancel}
      />
    </article>
  );
}
