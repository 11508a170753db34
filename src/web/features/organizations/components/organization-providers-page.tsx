import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { NoOrganizationYet } from './organization-profile-page.tsx';
import { ManagedOrganization } from './parts.tsx';
import { InviteForm } from './organization-providers-page/invite-form.tsx';
import { Invitations } from './organization-providers-page/invitations.tsx';
import { Affiliations } from './organization-providers-page/affiliations.tsx';

/** /organization-dashboard/providers: invite providers, answer their requests, and manage affiliations. */
export function OrganizationProvidersPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.overview.organizationProviders'));
  return (
    <PageHeading
      title={t('dashboard.overview.organizationProviders')}
      intro={t('dashboard.overview.organizationProvidersText')}
    >
      <BackToDashboard to={paths.organizationAdminDashboard} />
      <div className="mt-6">
        <ManagedOrganization noOrganization={<NoOrganizationYet />}>
          {(org, scope) => (
            <div className="flex flex-col gap-8">
              <Affiliations org={org} scope={scope} />
              <div className="grid items-start gap-8 lg:grid-cols-2">
                <InviteForm org={org} scope={scope} />
                <Invitations scope={scope} />
              </div>
            </div>
          )}
        </ManagedOrganization>
      </div>
    </PageHeading>
  );
}
