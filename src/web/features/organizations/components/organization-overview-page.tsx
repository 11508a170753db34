import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import type { ManagedOrganizationDto } from '#shared/organizations/organization-schemas.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import {
  DashboardGreeting,
  DashboardSections,
  useDashboardTitle,
} from '../../../components/dashboard-sections.tsx';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { organizationOverviewQuery, useCreateOrganization, type Scope } from '../api/organizations.ts';
import { EMPTY_ORGANIZATION, OrganizationForm } from './organization-form.tsx';
import { errorWords } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { Figure, ManagedOrganization, OrganizationLogo } from './parts.tsx';

/**
 * /organization-admin-dashboard and /organization-dashboard: the greeting, the organization's figures and
 * the links to its tools. An organization admin who has no organization yet creates it here first.
 */
export function OrganizationOverviewPage() {
  const { title, intro } = useDashboardTitle('organization');
  useDocumentTitle(title);
  return (
    <PageHeading title={title} intro={intro}>
      <DashboardGreeting />
      <ManagedOrganization noOrganization={<CreateOrganization />}>
        {(org, scope) => (
          <>
            <OverviewFigures org={org} scope={scope} />
            <DashboardSections area="organization" />
          </>
        )}
      </ManagedOrganization>
    </PageHeading>
  );
}

function OverviewFigures({ org, scope }: { org: ManagedOrganizationDto; scope: Scope }) {
  const t = useT();
  const query = useQuery(organizationOverviewQuery(scope));
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="mt-8">
      <div className="flex flex-wrap items-center gap-4">
        <OrganizationLogo url={org.logoUrl} />
        <div>
          <h2 id={heading} className="text-3xl">
            {org.name}
          </h2>
          <Link
            to={paths.organization(org.id)}
            className="text-primary inline-flex min-h-11 items-center gap-2 font-bold underline dark:text-sky-300"
          >
            {t('practice.orgOverview.publicPage')}
            <ExternalLink aria-hidden className="size-5" />
          </Link>
        </div>
      </div>
      {query.isPending && <Spinner label={t('practice.orgOverview.loadingFigures')} />}
      {query.isError && (
        <Alert tone="error" className="mt-4">
          {errorWords(query.error, t(M.loadFailed))}
        </Alert>
      )}
      {query.data && (
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Figure value={query.data.providersApproved} label={t('practice.orgOverview.providers')} />
          <Figure value={query.data.providersPending} label={t('practice.orgOverview.requests')} />
          <Figure value={query.data.invitationsPending} label={t('practice.orgOverview.invitations')} />
          <Figure
            value={query.data.appointmentsThisWeek}
            label={t('practice.orgOverview.appointmentsWeek')}
          />
        </dl>
      )}
    </section>
  );
}

function CreateOrganization() {
  const t = useT();
  const create = useCreateOrganization();
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="mt-8 max-w-3xl">
      <Card>
        <h2 id={heading} className="text-3xl">
          {t('practice.orgOverview.create')}
        </h2>
        <p className="mt-2 mb-6 text-lg">{t('practice.orgOverview.createText')}</p>
        <OrganizationForm
          initial={EMPTY_ORGANIZATION}
          submitLabel={t('practice.orgOverview.createButton')}
          busyLabel={t('practice.orgOverview.creating')}
          onSubmit={(values) =>
            create.mutateAsync(values).then(() => toast.success(t('practice.orgOverview.created')))
          }
        />
      </Card>
    </section>
  );
}
