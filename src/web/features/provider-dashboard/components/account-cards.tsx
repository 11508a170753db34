import { BadgeDollarSign, MessageSquare, UserRoundPen } from 'lucide-react';
import { useId } from 'react';
import {
  OVERVIEW_PROFILE_STATUS_WORDS,
  OVERVIEW_SUBSCRIPTION_WORDS,
  type ProviderOverviewDto,
} from '#shared/providers/provider-overview.ts';
import { paths } from '../../../config/paths.ts';
import { BigFigure, OverviewCard } from './overview-card.tsx';

/** How complete the profile is, where it stands with our team, and whether changes wait for review. */
export function ProfileCard({ profile }: { profile: ProviderOverviewDto['profile'] }) {
  const labelId = useId();
  const pct = Math.max(0, Math.min(100, profile.completionPercentage));
  return (
    <OverviewCard
      title="Profile completion"
      icon={UserRoundPen}
      link={{ to: paths.providerProfileEditor, label: 'Edit your profile' }}
    >
      <p id={labelId}>
        Your profile is <strong>{pct}%</strong> complete.
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
      {pct < 100 && <p>A complete profile helps patients choose you.</p>}
      <p>
        <strong>Status:</strong> {OVERVIEW_PROFILE_STATUS_WORDS[profile.status]}
      </p>
      {profile.pendingChanges && <p>Your latest changes are waiting for our team&apos;s review.</p>}
    </OverviewCard>
  );
}

export function SubscriptionCard({ subscription }: { subscription: ProviderOverviewDto['subscription'] }) {
  return (
    <OverviewCard
      title="Subscription"
      icon={BadgeDollarSign}
      link={{ to: paths.providerSubscription, label: 'See your subscription' }}
    >
      <p>{OVERVIEW_SUBSCRIPTION_WORDS[subscription.status]}</p>
    </OverviewCard>
  );
}

export function MessagesCard({ unread }: { unread: number }) {
  return (
    <OverviewCard
      title="Messages"
      icon={MessageSquare}
      link={{ to: paths.providerMessages, label: 'Open your messages' }}
    >
      {unread === 0 ? (
        <p>No unread messages.</p>
      ) : (
        <BigFigure value={unread}>unread {unread === 1 ? 'message' : 'messages'}</BigFigure>
      )}
    </OverviewCard>
  );
}
