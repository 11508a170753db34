import { Info, ShieldCheck } from 'lucide-react';
import { practiceDate } from '#shared/format/instants.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { VerificationSource } from '#shared/directory-trust/directory-trust.ts';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import { useLocale, useT } from '../../../../lib/i18n.tsx';

type TrustFields = Pick<ProviderProfileDto, 'lastVerified' | 'correctedAt'>;

/** 'Last verified March 5, 2026 by the provider' (or by CareConnect, or from the public data). */
const LAST_VERIFIED = {
  provider: 'public.profile.lastVerifiedProvider',
  admin: 'public.profile.lastVerifiedAdmin',
  cms: 'public.profile.lastVerifiedCms',
  nppes: 'public.profile.lastVerifiedNppes',
} as const satisfies Record<VerificationSource, MessageKey>;

/** 'Last verified …' and, after a report was acted on, when the listing was corrected. */
export function LastVerified({ provider }: { provider: TrustFields }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-1 text-lg">
      <p className="flex items-start gap-2">
        <ShieldCheck aria-hidden className="mt-1 size-5 shrink-0" />
        <span>
          {t(LAST_VERIFIED[provider.lastVerified.source], {
            date: practiceDate(provider.lastVerified.at, locale),
          })}
        </span>
      </p>
      {provider.correctedAt && (
        <p className="flex items-start gap-2">
          <Info aria-hidden className="mt-1 size-5 shrink-0" />
          <span>{t('public.profile.corrected', { date: practiceDate(provider.correctedAt, locale) })}</span>
        </p>
      )}
    </div>
  );
}
