import { Info, ShieldCheck } from 'lucide-react';
import { correctedText, lastVerifiedText } from '#shared/providers/directory-trust.ts';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';

type TrustFields = Pick<ProviderProfileDto, 'lastVerified' | 'correctedAt'>;

/** 'Last verified …' and, after a report was acted on, when the listing was corrected. */
export function LastVerified({ provider }: { provider: TrustFields }) {
  return (
    <div className="flex flex-col gap-1 text-lg">
      <p className="flex items-start gap-2">
        <ShieldCheck aria-hidden className="mt-1 size-5 shrink-0" />
        <span>{lastVerifiedText(provider.lastVerified.at, provider.lastVerified.source)}</span>
      </p>
      {provider.correctedAt && (
        <p className="flex items-start gap-2">
          <Info aria-hidden className="mt-1 size-5 shrink-0" />
          <span>{correctedText(provider.correctedAt)}</span>
        </p>
      )}
    </div>
  );
}
