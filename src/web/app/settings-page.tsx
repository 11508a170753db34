import type { ReactNode } from 'react';
import { BackToDashboard } from '../components/layout/back-to-dashboard.tsx';
import { Card } from '../components/ui/card.tsx';
import { paths } from '../config/paths.ts';
import { NotificationSettings } from '../features/notifications/components/notification-settings.tsx';
import { PageHeading } from '../features/placeholders/section-page.tsx';
import { useDocumentTitle } from '../lib/hooks/use-document-title.ts';

/**
 * /patient-dashboard/settings and /provider-dashboard/settings. The page gathers one section per
 * feature (each feature owns what goes in its section), so more can be added without touching the
 * others.
 */

function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card>
        <h2 id={`${id}-heading`} className="text-2xl">
          {title}
        </h2>
        <div className="mt-4 text-lg">{children}</div>
      </Card>
    </section>
  );
}

function SettingsPage({ dashboard }: { dashboard: string }) {
  useDocumentTitle('Settings');
  return (
    <PageHeading title="Settings" intro="Choose how CareConnect keeps you informed.">
      <BackToDashboard to={dashboard} />
      <div className="mt-8 flex max-w-3xl flex-col gap-8">
        <SettingsSection id="notifications" title="Notifications">
          <NotificationSettings />
        </SettingsSection>
      </div>
    </PageHeading>
  );
}

export function PatientSettingsPage() {
  return <SettingsPage dashboard={paths.patientDashboard} />;
}

export function ProviderSettingsPage() {
  return <SettingsPage dashboard={paths.providerDashboard} />;
}
