import { BadgeDollarSign, MessageSquare, UserRoundPen } from 'lucide-react';
import { useId } from 'react';
import type { ProviderOverviewDto } from '#shared/provider-dashboard/provider-overview.ts';
import { paths } from '../../../config/paths.ts';
import { T, useT } from '../../../lib/i18n.tsx';
import { BigFigure, OverviewCard } from './overview-card.tsx';

/** How complete the profile is, where it stands with our team, and whether changes wait for review. */
export function ProfileCard({ profile }: { profile: ProviderOverviewDto['profile'] }) {
  const labelId = useId();
  const t = useT();
  const pct = Math.max(0, Math.min(100, profile.completionPercentage));
  return (
    <OverviewCard
      title={t('provider.dashboard.profileTitle')}
      icon={UserRoundPen}
      link={{ to: paths.providerProfileEditor, label: t('provider.dashboard.editProfile') }}
    >
      <p id={labelId}>
        <T k="provider.dashboard.profilePercent" values={{ percent: pct }} components={[<strong />]} />
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-5 w-full overflow-hidden rounded-full border-2 border-stone-500 bg-stone-100 dark:bg-stone-800"
      >
        <div className="bg-primary h-full dark:bg-sky-300" style={{ width: `${pct}%` }} />
      </div>
      {pct < 100 && <p>{t('provider.dashboard.completeHelps')}</p>}
      <p>
        <T
          k="provider.dashboard.profileStatus"
          values={{ status: profile.status }}
          components={[<strong />]}
        />
      </p>
      {profile.pendingChanges && <p>{t('provider.dashboard.pendingChanges')}</p>}
    </OverviewCard>
  );
}

export function SubscriptionCard({ subscription }: { subscription: ProviderOverviewDto['subscription'] }) {
  const t = useT();
  return (
    <OverviewCard
      title={t('provider.dashboard.subscriptionTitle')}
      icon={BadgeDollarSign}
      link={{ to: paths.providerSubscription, label: t('provider.dashboard.seeSubscription') }}
    >
      <p>{t('provider.dashboard.subscriptionStatus', { status: subscription.status })}</p>
    </OverviewCard>
  );
}

export function MessagesCard({ unread }: { unread: number }) {
  const t = useT();
  return (
    <OverviewCard
      title={t('provider.dashboard.messagesTitle')}
      icon={MessageSquare}
      link={{ to: paths.providerMessages, label: t('provider.dashboard.openMessages') }}
    >
      {unread === 0 ? (
        <p>{t('provider.dashboard.noUnread')}</p>
      ) : (
        <BigFigure value={unread}>{t('provider.dashboard.unread', { count: unread })}</BigFigure>
      )}
    </OverviewCard>
  );
}
