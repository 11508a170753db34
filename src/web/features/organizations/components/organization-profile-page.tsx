import { ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import type { ManagedOrganizationDto } from '#shared/organizations/organization-schemas.ts';
import { IMAGE_ACCEPT, UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { uploadImage } from '../../../lib/uploads.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { useSaveOrganization, type Scope } from '../api/organizations.ts';
import { OrganizationForm, valuesOf } from './organization-form.tsx';
import { errorWords } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { ManagedOrganization, OrganizationLogo } from './parts.tsx';

/** /organization-dashboard/profile: the organization's logo, details, address and locations. */
export function OrganizationProfilePage() {
  const t = useT();
  useDocumentTitle(t('dashboard.overview.organizationOrganizationProfile'));
  return (
    <PageHeading
      title={t('dashboard.overview.organizationOrganizationProfile')}
      intro={t('dashboard.overview.organizationOrganizationProfileText')}
    >
      <BackToDashboard to={paths.organizationAdminDashboard} />
      <div className="mt-6">
        <ManagedOrganization noOrganization={<NoOrganizationYet />}>
          {(org, scope) => (
            <div className="flex flex-col gap-8">
              <LogoEditor org={org} scope={scope} />
              <DetailsEditor org={org} scope={scope} />
            </div>
          )}
        </ManagedOrganization>
      </div>
    </PageHeading>
  );
}

export function NoOrganizationYet() {
  const t = useT();
  return (
    <Alert>
      <p className="text-lg">{t(M.noOrganization)}</p>
      <Link to={paths.organizationAdminDashboard} className="font-bold underline">
        {t('practice.orgOverview.create')}
      </Link>
    </Alert>
  );
}

function DetailsEditor({ org, scope }: { org: ManagedOrganizationDto; scope: Scope }) {
  const t = useT();
  const save = useSaveOrganization(scope);
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <Card>
        <h2 id={heading} className="mb-6 text-2xl">
          {t('practice.orgProfile.details')}
        </h2>
        <OrganizationForm
          // A fresh form when another organization is chosen or the saved one changes.
          key={`${org.id}-${org.updatedAt}`}
          initial={valuesOf(org)}
          submitLabel={t('practice.orgCommon.saveChanges')}
          busyLabel={t('practice.orgCommon.saving')}
          onSubmit={(values) =>
            save.mutateAsync(values).then(() => toast.success(t('practice.orgProfile.saved')))
          }
        />
      </Card>
    </section>
  );
}

/** The logo goes live as soon as it is uploaded or removed, apart from the form's Save button. */
function LogoEditor({ org, scope }: { org: ManagedOrganizationDto; scope: Scope }) {
  const save = useSaveOrganization(scope);
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useId();

  async function change(file: File | null) {
    setBusy(true);
    setFailure(null);
    try {
      const logoUploadId = file
        ? (await uploadImage(file, { area: 'organization-logos', folder: 'logos' }, t)).id
        : null;
      await save.mutateAsync({ ...valuesOf(org), logoUploadId });
      toast.success(file ? t('practice.orgProfile.logoAdded') : t('practice.orgProfile.logoRemoved'));
    } catch (err) {
      const reason = err instanceof Error && err.message ? err.message : t(UPLOAD_MESSAGES.tryAgain);
      setFailure(
        file ? t(UPLOAD_MESSAGES.failedOrganizationLogo, { reason }) : errorWords(err, t(M.saveFailed)),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={heading}>
      <Card>
        <h2 id={heading} className="text-2xl">
          {t('practice.orgProfile.logo')}
        </h2>
        <p className="text-ink-muted mt-2 dark:text-stone-300">{t('practice.orgProfile.logoHint')}</p>
        {failure && (
          <Alert tone="error" className="mt-4">
            {failure}
          </Alert>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {org.logoUrl ? (
            <img
              src={org.logoUrl}
              alt={t('practice.orgProfile.logoAlt', { name: org.name })}
              className="size-32 rounded-xl border border-stone-300 bg-white object-contain"
            />
          ) : (
            <div className="flex items-center gap-3">
              <OrganizationLogo url={null} className="size-32" />
              <p className="text-lg">{t('practice.orgProfile.noLogo')}</p>
            </div>
          )}
          <div className="flex flex-wrap gap-3">
            {/* A file input dressed as a button: one control, named by its label, reached with Tab. */}
            <Button
              asChild
              variant="secondary"
              className="focus-within:outline-primary cursor-pointer focus-within:outline-4 focus-within:outline-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
            >
              <label>
                <input
                  type="file"
                  accept={IMAGE_ACCEPT}
                  className="sr-only"
                  disabled={busy}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) void change(file);
                  }}
                />
                {busy ? (
                  <Loader2 aria-hidden className="size-5 motion-safe:animate-spin" />
                ) : (
                  <ImagePlus aria-hidden className="size-5" />
                )}
                {busy
                  ? t('practice.orgCommon.pleaseWait')
                  : org.logoUrl
                    ? t('practice.orgProfile.replace')
                    : t('practice.orgProfile.upload')}
              </label>
            </Button>
            {org.logoUrl && (
              <Button
                variant="ghost"
                className="text-danger dark:text-red-300"
                disabled={busy}
                onClick={() => void change(null)}
              >
                <Trash2 aria-hidden className="size-5" />
                {t('practice.orgProfile.remove')}
              </Button>
            )}
          </div>
        </div>
      </Card>
    </section>
  );
}
