import { Link } from 'react-router';
import { practiceDate } from '#shared/format/instants.ts';
import type { ProviderApplicationDto } from '#shared/applications/application.ts';
import { APPLICATION_STATUS_KEYS } from '#shared/applications/application-status.ts';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';

/**
 * The provider's latest application, in plain words. While it is open a new one would be refused,
 * so the page shows this instead of the form; after a rejection the form follows below it.
 */
export function ApplicationStatusCard({ application }: { application: ProviderApplicationDto }) {
  const t = useT();
  const locale = useLocale();
  const rejected = application.status === 'rejected';
  return (
    <section
      aria-labelledby="application-status-heading"
      className="border-primary rounded-2xl border-2 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="application-status-heading" className="text-2xl">
        {t('onboarding.wizardStatus.heading')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-lg sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">{t('onboarding.wizardStatus.status')}</dt>
        <dd>{t(APPLICATION_STATUS_KEYS[application.status])}</dd>
        <dt className="font-bold">{t('onboarding.wizardStatus.submittedOn')}</dt>
        <dd>{practiceDate(application.submittedAt, locale)}</dd>
        <dt className="font-bold">{t('onboarding.wizardStatus.practice')}</dt>
        <dd>{application.practiceName}</dd>
      </dl>
      {rejected ? (
        <p className="mt-4 text-lg">{t('onboarding.wizardStatus.rejectedNote')}</p>
      ) : (
        <>
          <p className="mt-4 text-lg">{t('onboarding.wizardStatus.openNote')}</p>
          <Button asChild variant="secondary" className="mt-4">
            <Link to={paths.providerDashboard}>{t('onboarding.wizardStatus.dashboard')}</Link>
          </Button>
        </>
      )}
    </section>
  );
}
