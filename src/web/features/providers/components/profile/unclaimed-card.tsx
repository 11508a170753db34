import { Phone } from 'lucide-react';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { ListingSource } from '#shared/directory-trust/directory-trust.ts';
import { PROFILE_MESSAGES, type ProviderProfileDto } from '#shared/providers/profile.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../lib/i18n.tsx';
import { telHref } from './profile-header.tsx';

/** Where an unclaimed listing came from, said in place of booking and messaging. */
const UNCLAIMED_NOTE: Record<ListingSource, MessageKey> = {
  cms: 'public.profile.unclaimedCms',
  nppes: 'public.profile.unclaimedNppes',
};

/**
 * In place of booking and messaging on a listing nobody has claimed: where it came from, and the
 * office's phone number, the one way to reach them.
 */
export function UnclaimedCard({ provider }: { provider: ProviderProfileDto }) {
  const t = useT();
  return (
    <section
      aria-labelledby="contact-heading"
      className="border-primary rounded-2xl border-2 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="contact-heading" className="text-2xl">
        {t('public.profile.contactOffice')}
      </h2>
      <p className="mt-2">{t(UNCLAIMED_NOTE[provider.listingSource ?? 'cms'])}</p>
      <p className="mt-2">{t('public.profile.callToBook')}</p>
      <div className="mt-4">
        {provider.phone ? (
          <Button asChild size="lg" className="w-full">
            <a href={telHref(provider.phone)}>
              <Phone aria-hidden className="size-6" />
              {t('public.profile.callPhone', { phone: provider.phone })}
            </a>
          </Button>
        ) : (
          <p className="font-bold">{t(PROFILE_MESSAGES.phoneNotAvailable)}</p>
        )}
      </div>
    </section>
  );
}
