import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { practiceDate } from '#shared/format/instants.ts';
import { RECONFIRM_DAYS } from '#shared/directory-trust/directory-trust.ts';
import { TRUST_MESSAGES } from '#shared/directory-trust/trust-messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useConfirmInformation, verificationQuery } from '../api/verification.ts';

/**
 * The 90-day check on the provider dashboard: when the information is due for confirmation, a
 * prompt with one button; right after confirming, a thank-you. Nothing otherwise (and nothing for
 * an account without a profile: the overview says what to do then).
 */
export function ReconfirmPrompt() {
  const query = useQuery(verificationQuery());
  const confirm = useConfirmInformation();
  const t = useT();
  const locale = useLocale();
  if (confirm.isSuccess)
    return (
      <Alert tone="success" className="mb-6">
        <p className="text-lg">{t(TRUST_MESSAGES.confirmed)}</p>
      </Alert>
    );
  if (!query.data?.due) return null;
  return (
    <section aria-labelledby="reconfirm-heading" className="mb-6">
      <Card className="border-primary border-2">
        <h2 id="reconfirm-heading" className="flex items-center gap-2 text-2xl">
          <ShieldCheck aria-hidden className="size-7 shrink-0" />
          {t(TRUST_MESSAGES.reconfirmTitle)}
        </h2>
        <p className="mt-2 text-lg">{t(TRUST_MESSAGES.reconfirmText, { days: RECONFIRM_DAYS })}</p>
        <p className="mt-2 text-lg">
          {t('provider.dashboard.lastVerified', {
            date: practiceDate(query.data.lastVerifiedAt, locale),
            source: query.data.source,
          })}
        </p>
        {confirm.isError && (
          <p role="alert" className="text-danger mt-2 text-lg font-bold">
            {confirm.error.message}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <Button size="lg" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
            {t(TRUST_MESSAGES.reconfirmButton)}
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.providerProfileEditor}>{t('provider.dashboard.updateProfile')}</Link>
          </Button>
        </div>
      </Card>
    </section>
  );
}
