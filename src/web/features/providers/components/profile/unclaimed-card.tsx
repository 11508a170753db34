import { Phone } from 'lucide-react';
import { unclaimedNote } from '#shared/providers/directory-trust.ts';
import { PROFILE_MESSAGES, type ProviderProfileDto } from '#shared/providers/profile.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../lib/i18n.tsx';
import { telHref } from './profile-header.tsx';

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
        Contact the Office
      </h2>
      <p className="mt-2">{unclaimedNote(provider.listingSource)}</p>
      <p className="mt-2">
        Online booking and messages are not available. Please call to make an appointment.
      </p>
      <div className="mt-4">
        {provider.phone ? (
          <Button asChild size="lg" className="w-full">
            <a href={telHref(provider.phone)}>
              <Phone aria-hidden className="size-6" />
              Call {provider.phone}
            </a>
          </Button>
        ) : (
          <p className="font-bold">{t(PROFILE_MESSAGES.phoneNotAvailable)}</p>
        )}
      </div>
    </section>
  );
}
