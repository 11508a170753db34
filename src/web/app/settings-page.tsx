import type { ReactNode } from 'react';
import { OwnPageWhileActing } from '../components/layout/acting-for.tsx';
import { BackToDashboard } from '../components/layout/back-to-dashboard.tsx';
import { Card } from '../components/ui/card.tsx';
import { paths } from '../config/paths.ts';
import { NotificationSettings } from '../features/notifications/components/notification-settings.tsx';
import { FamilyAndCaregivers } from '../features/caregivers/components/family-and-caregivers.tsx';
import { DeleteAccountSection } from '../features/patient/components/delete-account.tsx';
import { PasswordForm } from '../features/patient/components/password-form.tsx';
import { ProfileForm } from '../features/patient/components/profile-form.tsx';
import { PageHeading } from '../components/layout/page-heading.tsx';
import { useDocumentTitle } from '../lib/hooks/use-document-title.ts';
import { useOfferedLocales, useT } from '../lib/i18n.tsx';
import { LanguageSetting } from '../features/accounts/language-setting.tsx';

/**
 * /patient-dashboard/settings and /provider-dashboard/settings. The page gathers one section per
 * feature (each feature owns what goes in its section), so more can be added without touching the
 * others.
 */

function SettingsSection({
  id,
  title,
  danger,
  children,
}: {
  id: string;
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card className={danger ? 'border-danger border-2 dark:border-red-400' : undefined}>
        <h2 id={`${id}-heading`} className={danger ? 'text-danger text-2xl dark:text-red-300' : 'text-2xl'}>
          {title}
        </h2>
        <div className="mt-4 text-lg">{children}</div>
      </Card>
    </section>
  );
}

function SettingsPage({ dashboard, patient }: { dashboard: string; patient?: boolean }) {
  const t = useT();
  const offered = useOfferedLocales();
  useDocumentTitle(t('account.settings.title'));
  return (
    <PageHeading
      title={t('account.settings.title')}
      intro={t(patient ? 'account.settings.introPatient' : 'account.settings.introProvider')}
    >
      <BackToDashboard to={dashboard} />
      {patient && <OwnPageWhileActing what="settings" />}
      <div className="mt-8 flex max-w-3xl flex-col gap-8">
        {patient && (
          <SettingsSection id="profile" title={t('account.settings.profile')}>
            <ProfileForm />
          </SettingsSection>
        )}
        {offered.length > 1 && (
          <SettingsSection id="language" title={t('account.settings.language')}>
            <LanguageSetting />
          </SettingsSection>
        )}
        <SettingsSection id="password" title={t('account.settings.password')}>
          <PasswordForm />
        </SettingsSection>
        <SettingsSection id="notifications" title={t('account.settings.notifications')}>
          <NotificationSettings />
        </SettingsSection>
        {patient && (
          <SettingsSection id="family" title={t('account.settings.family')}>
            <FamilyAndCaregivers />
          </SettingsSection>
        )}
        {patient && (
          <SettingsSection id="delete-account" title={t('account.settings.deleteAccount')} danger>
            <DeleteAccountSection />
          </SettingsSection>
        )}
      </div>
    </PageHeading>
  );
}

export function PatientSettingsPage() {
  return <SettingsPage dashboard={paths.patientDashboard} patient />;
}

export function ProviderSettingsPage() {
  return <SettingsPage dashboard={paths.providerDashboard} />;
}
