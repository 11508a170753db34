import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  PROVIDER_OVERVIEW_MESSAGES as M,
  type ProviderOverviewDto,
} from '#shared/provider-dashboard/provider-overview.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { useT } from '../../lib/i18n.tsx';
import {
  DashboardGreeting,
  DashboardSections,
  useDashboardTitle,
} from '../../components/dashboard-sections.tsx';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { providerOverviewQuery } from './api/overview.ts';
import { MessagesCard, ProfileCard, SubscriptionCard } from './components/account-cards.tsx';
import { TodayCard, WeekCard } from './components/appointment-cards.tsx';
import { NewReviewsCard, RatingCard, ViewsCard } from './components/insight-cards.tsx';
import { ReconfirmPrompt } from './components/reconfirm-prompt.tsx';

/**
 * /provider-dashboard: the provider's day and week at a glance, how patients find and rate them,
 * and what needs their attention; then the links to every tool.
 */
export function ProviderOverviewPage() {
  const t = useT();
  const { title, intro } = useDashboardTitle('provider');
  useDocumentTitle(title);
  const query = useQuery(providerOverviewQuery());
  return (
    <PageHeading title={title} intro={intro}>
      <DashboardGreeting />
      <div className="mt-6">
        <ReconfirmPrompt />
        {query.isPending && <Spinner label={t('provider.dashboard.loading')} className="text-lg" />}
        {query.isError && <OverviewError error={query.error} retry={() => void query.refetch()} />}
        {query.data && <OverviewCards overview={query.data} />}
      </div>
      <h2 className="mt-12 text-3xl">{t('provider.dashboard.allTools')}</h2>
      <DashboardSections area="provider" />
    </PageHeading>
  );
}

/** No profile yet (a new provider, or an admin looking around) is a next step, not a failure. */
function OverviewError({ error, retry }: { error: Error; retry(): void }) {
  const t = useT();
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Alert>
        <p className="text-lg">{t(M.noProfile)}</p>
        <p className="mt-2 text-lg">{t('provider.dashboard.applyText')}</p>
        <Button asChild className="mt-3">
          <Link to={paths.providerApplication}>{t('provider.dashboard.applyLink')}</Link>
        </Button>
      </Alert>
    );
  }
  return (
    <Alert tone="error">
      <p className="text-lg">{t(M.loadFailed)}</p>
      <Button variant="secondary" className="mt-3" onClick={retry}>
        {t('provider.dashboard.tryAgain')}
      </Button>
    </Alert>
  );
}

function OverviewCards({ overview }: { overview: ProviderOverviewDto }) {
  return (
    <div className="grid items-stretch gap-6 lg:grid-cols-2">
      <TodayCard today={overview.today} />
      <WeekCard week={overview.week} />
      <NewReviewsCard reviews={overview.reviews} />
      <RatingCard rating={overview.rating} />
      <ViewsCard views={overview.views} />
      <ProfileCard profile={overview.profile} />
      <SubscriptionCard subscription={overview.subscription} />
      <MessagesCard unread={overview.unreadMessages} />
    </div>
  );
}
