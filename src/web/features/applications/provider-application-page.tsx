import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { APPLICATION_MESSAGES, type ProviderApplication } from '#shared/applications/application.ts';
import { isOpenApplicationStatus } from '#shared/applications/application-status.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { T, useT } from '../../lib/i18n.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { myApplicationQuery, useSubmitApplication } from './api/application.ts';
import { ApplicationGate } from './components/application-gate.tsx';
import { ApplicationStatusCard } from './components/application-status-card.tsx';
import { ApplicationWizard } from './components/application-wizard.tsx';

/**
 * /provider-application: a provider applies to be listed (provider-application-page.test.tsx,
 * docs/product.md#onboarding).
 */
export function ProviderApplicationPage() {
  const t = useT();
  useDocumentTitle(t('onboarding.wizard.pageTitle'));
  return (
    <ApplicationGate>
      <ApplicationContent />
    </ApplicationGate>
  );
}

type Outcome = { tone: 'success' | 'error'; text: string };

function ApplicationContent() {
  const { user } = useAuth();
  const t = useT();
  const email = user?.email ?? '';
  const mine = useQuery(myApplicationQuery);
  const submit = useSubmitApplication();
  // The result of the last submission stays on the page (the toast goes away by itself).
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!outcome) return;
    window.scrollTo({ top: 0 });
    outcomeRef.current?.focus({ preventScroll: true });
  }, [outcome]);

  const send = async (application: ProviderApplication) => {
    setOutcome(null);
    try {
      await submit.mutateAsync(application);
      const text = t(APPLICATION_MESSAGES.submitted);
      toast.success(text);
      setOutcome({ tone: 'success', text });
      return true;
    } catch (err) {
      // The server's reason arrives in the page's language already.
      const text =
        err instanceof Error
          ? t(APPLICATION_MESSAGES.submitError, { message: err.message })
          : t(APPLICATION_MESSAGES.submitFailed);
      toast.error(text);
      setOutcome({ tone: 'error', text });
      return false;
    }
  };

  const latest = mine.data ?? null;
  const mayApply = !latest || !isOpenApplicationStatus(latest.status);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-3xl sm:text-4xl">{t('onboarding.wizard.pageTitle')}</h1>
      <Card>
        <h2 className="text-2xl">{t('onboarding.wizard.welcome')}</h2>
        <p className="mt-2 text-lg">
          <T
            k="onboarding.wizard.applyingAs"
            values={{ email }}
            components={[<strong className="break-all" />]}
          />
        </p>
        <p className="mt-2 text-lg">{t(APPLICATION_MESSAGES.responseTime)}</p>
      </Card>
      <div ref={outcomeRef} tabIndex={-1} className="outline-none empty:hidden">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </div>
      {mine.isPending ? (
        <Spinner label={t('onboarding.wizard.checking')} className="text-lg" />
      ) : (
        <>
          {latest && <ApplicationStatusCard application={latest} />}
          {mayApply && <ApplicationWizard email={email} submitting={submit.isPending} onSubmit={send} />}
        </>
      )}
    </div>
  );
}
