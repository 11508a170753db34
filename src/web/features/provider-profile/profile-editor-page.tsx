import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PROFILE_EDITOR_MESSAGES as M,
  profileCompletion,
  profileEditorDefaults,
} from '#shared/provider-profile/profile-editor.ts';
import { BackToDashboard } from '../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { useT } from '../../lib/i18n.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { ownProfileQuery } from './api/profile.ts';
import { draftValues, ProfileForm } from './components/profile-form.tsx';
import { ProfilePhotos } from './components/profile-photos.tsx';
import { ProfileStatusPanel } from './components/profile-status-panel.tsx';

/**
 * /provider-dashboard/profile: the provider keeps their public profile up to date and sends it for
 * review (ADR 10). Before the first save there is no profile: the form starts from the defaults.
 */
export function ProviderProfileEditorPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.overview.providerYourProfile'));
  const { user, initializing } = useAuth();
  const query = useQuery(ownProfileQuery);
  const [unsaved, setUnsaved] = useState(false);
  const profile = query.data ?? null;
  const initial = profile
    ? draftValues(profile)
    : profileEditorDefaults({ firstName: user?.firstName, lastName: user?.lastName });
  const completion =
    profile?.completion ??
    profileCompletion({ ...initial, imageUrl: null, officePhotos: [], hasOfficeHours: false });

  return (
    <PageHeading title={t('dashboard.overview.providerYourProfile')} intro={t('provider.editor.intro')}>
      <BackToDashboard to={paths.providerDashboard} />
      {query.isPending && <Spinner className="mt-6" label={t('provider.editor.loading')} />}
      {query.isError && (
        <Alert tone="error" className="mt-6">
          {query.error.message ? t(M.fetchFailedBecause, { reason: query.error.message }) : t(M.fetchFailed)}
        </Alert>
      )}
      {/* The account's name starts a new profile: wait for the session too. */}
      {query.isSuccess && !initializing && (
        <div className="mt-6 flex flex-col gap-8">
          {!profile && <Alert>{t('provider.editor.notMadeYet')}</Alert>}
          <ProfileStatusPanel profile={profile} completion={completion} unsaved={unsaved} />
          <ProfilePhotos profile={profile} />
          {/* The form takes its starting values once: adding a photo never wipes what was typed. */}
          <ProfileForm profile={profile} initial={initial} onDirtyChange={setUnsaved} />
        </div>
      )}
    </PageHeading>
  );
}
