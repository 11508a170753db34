import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  SUBSCRIPTION_MESSAGES as M,
  type MySubscriptionDto,
  type SubscriptionDto,
} from '#shared/subscriptions/subscription.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { mySubscriptionQuery, useCancelSubscription, useStartSubscription } from '../api/subscriptions.ts';
import { errorWords } from '../../../lib/api-client.ts';
import { T, useLocale, useT } from '../../../lib/i18n.tsx';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { practiceDate } from '#shared/format/instants.ts';
import { ConfirmDialog, SubscriptionStatusBadge } from './parts.tsx';

/** What the plan includes, in order: the API sends the plan's tier and price only, never its terms. */
const PLAN_INCLUDES: readonly MessageKey[] = [
  'practice.subscriptionPlan.listed',
  'practice.subscriptionPlan.booking',
  'practice.subscriptionPlan.messages',
  'practice.subscriptionPlan.reviews',
];

/**
 * /provider-dashboard/subscription: the one plan, the provider's subscription and its two actions.
 * There is no payment processor: the page says so, and asks for no card.
 */
export function ProviderSubscriptionPage() {
  const t = useT();
  useDocumentTitle(t('practice.subscriptionPage.title'));
  const query = useQuery(mySubscriptionQuery());
  return (
    <PageHeading title={t('practice.subscriptionPage.title')} intro={t('practice.subscriptionPage.intro')}>
      <BackToDashboard to={paths.providerDashboard} />
      <div className="mt-6">
        {query.isPending && <Spinner label={t('practice.subscriptionPage.loading')} />}
        {query.isError && <Alert tone="error">{errorWords(query.error, t(M.loadFailed))}</Alert>}
        {query.data && <SubscriptionView view={query.data} />}
      </div>
    </PageHeading>
  );
}

function SubscriptionView({ view }: { view: MySubscriptionDto }) {
  const { plan, subscription, eligible } = view;
  const t = useT();
  const planHeading = useId();
  const statusHeading = useId();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <section aria-labelledby={planHeading}>
        <Card>
          <h2 id={planHeading} className="text-2xl">
            {t('practice.subscriptionPage.planTitle', { tier: plan.tier })}
          </h2>
          <p className="mt-3 text-4xl font-bold">
            <T
              k="practice.subscriptionPage.price"
              values={{ price: plan.priceLabel }}
              components={[<span className="text-ink-muted text-xl font-normal dark:text-stone-300" />]}
            />
          </p>
          <p className="mt-2 text-lg">{t('practice.subscriptionPlan.contract')}</p>
          <h3 className="mt-6 text-xl">{t('practice.subscriptionPage.includes')}</h3>
          <ul className="mt-2 flex flex-col gap-2 text-lg">
            {PLAN_INCLUDES.map((item) => (
              <li key={item} className="flex items-start gap-3">
                <Check aria-hidden className="text-success mt-1 size-6 shrink-0 dark:text-green-300" />
                {t(item)}
              </li>
            ))}
          </ul>
          <Alert className="mt-6">
            <p className="text-lg">{t(M.noPayment)}</p>
          </Alert>
        </Card>
      </section>
      <section aria-labelledby={statusHeading}>
        <Card>
          <h2 id={statusHeading} className="text-2xl">
            {t('practice.subscriptionPage.yours')}
          </h2>
          <CurrentSubscription subscription={subscription} eligible={eligible} />
        </Card>
      </section>
    </div>
  );
}

function CurrentSubscription({
  subscription,
  eligible,
}: {
  subscription: SubscriptionDto | null;
  eligible: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const open = subscription && subscription.status !== 'cancelled';
  return (
    <div className="mt-4 flex flex-col gap-4">
      {subscription ? (
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-lg">
          <dt className="font-bold">{t('practice.subscriptionDetails.status')}</dt>
          <dd>
            <SubscriptionStatusBadge status={subscription.status} />
          </dd>
          <dt className="font-bold">{t('practice.subscriptionDetails.plan')}</dt>
          <dd>
            {t('practice.subscriptionDetails.planAmount', {
              tier: subscription.tier,
              amount: subscription.amountLabel,
            })}
          </dd>
          <dt className="font-bold">{t('practice.subscriptionDetails.started')}</dt>
          <dd>{practiceDate(subscription.startedAt, locale)}</dd>
          {subscription.activatedAt && (
            <>
              <dt className="font-bold">{t('practice.subscriptionDetails.billingArranged')}</dt>
              <dd>{practiceDate(subscription.activatedAt, locale)}</dd>
            </>
          )}
          {subscription.cancelledAt && (
            <>
              <dt className="font-bold">{t('practice.subscriptionDetails.cancelled')}</dt>
              <dd>{practiceDate(subscription.cancelledAt, locale)}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="text-lg">{t('practice.subscriptionPage.none')}</p>
      )}
      {subscription?.status === 'pending' && (
        <p className="text-lg">{t('practice.subscriptionPage.pendingNote')}</p>
      )}
      {open ? <CancelButton /> : <StartButton eligible={eligible} again={Boolean(subscription)} />}
    </div>
  );
}

function StartButton({ eligible, again }: { eligible: boolean; again: boolean }) {
  const start = useStartSubscription();
  const t = useT();
  if (!eligible) return <Alert>{t(M.notEligible)}</Alert>;
  return (
    <div className="flex flex-col gap-3">
      {again && <p className="text-lg">{t('practice.subscriptionPage.again')}</p>}
      {start.isError && <Alert tone="error">{errorWords(start.error, t(M.startFailed))}</Alert>}
      <Button
        size="lg"
        className="self-start"
        disabled={start.isPending}
        onClick={() => start.mutate(undefined, { onSuccess: () => toast.success(t(M.started)) })}
      >
        {start.isPending ? t('practice.subscriptionPage.starting') : t('practice.subscriptionPage.start')}
      </Button>
    </div>
  );
}

function CancelButton() {
  const cancel = useCancelSubscription();
  const t = useT();
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (!next) cancel.reset();
    setOpen(next);
  };
  return (
    <>
      <Button variant="secondary" size="lg" className="self-start" onClick={() => setOpen(true)}>
        {t('practice.subscriptionPage.cancel')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t(M.cancelConfirmTitle)}
        description={t(M.cancelConfirmText)}
        confirmLabel={t('practice.subscriptionPage.confirmCancel')}
        keepLabel={t('practice.subscriptionPage.keep')}
        busy={cancel.isPending}
        error={cancel.isError ? errorWords(cancel.error, t(M.cancelFailed)) : null}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              toast.success(t(M.cancelled));
            },
          })
        }
      />
    </>
  );
}
