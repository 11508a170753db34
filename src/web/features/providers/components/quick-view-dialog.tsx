import { useNavigate } from 'react-router';
import { providerDisplayName } from '#shared/display-name.ts';
import type { ProviderCardDto } from '#shared/search/search-params.ts';
import { careName, isOrganizationListing } from '#shared/taxonomy/listing-words.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { InsuranceBadges } from './insurance-badges.tsx';
import { ProviderLocation, ProviderPhoto, Stars } from './provider-card.tsx';

/** A closer look without leaving the results (search.e2e.ts, docs/product.md#search). */
export function QuickViewDialog({ provider, onClose }: { provider: ProviderCardDto; onClose: () => void }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const name = providerDisplayName(provider, { locale });

  // Guests are asked to sign in first, with a headline that says why (the auth page reads this state).
  const message = () =>
    user
      ? navigate(paths.patientMessages, {
          state: { startConversationWith: { id: provider.id, name, specialty: provider.specialty } },
        })
      : navigate(paths.auth, {
          state: { redirectMessage: t('search.quickView.messageRedirect', { name }), fromAction: 'message' },
        });
  const book = () =>
    user
      ? navigate(paths.patientAppointments, {
          state: {
            bookAppointmentWith: {
              id: provider.id,
              name,
              // What the booking dialog shows under the name: the care in the reader's words.
              specialty: careName(provider, locale),
              location: provider.location,
            },
          },
        })
      : navigate(paths.auth, {
          state: { redirectMessage: t('search.quickView.bookRedirect', { name }), fromAction: 'appointment' },
        });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={name}
      description={careName(provider, locale)}
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          <ProviderPhoto provider={provider} />
          <div>
            {provider.reviewCount > 0 ? (
              <Stars rating={provider.rating} count={provider.reviewCount} />
            ) : (
              <p>{t('search.quickView.noReviews')}</p>
            )}
            <p className="font-bold">
              {provider.acceptingNewPatients ? t('search.card.acceptingNew') : t('search.quickView.waitlist')}
            </p>
          </div>
        </div>
        <ProviderLocation provider={provider} />
        {provider.practiceName && !isOrganizationListing(provider.listingKind) && (
          <p>{provider.practiceName}</p>
        )}
        <InsuranceBadges insurances={provider.insurances} limit={3} />
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" variant="secondary" className="flex-1" onClick={message}>
            {user ? t('search.quickView.contact') : t('search.quickView.signInToMessage')}
          </Button>
          <Button size="lg" className="flex-1" onClick={book}>
            {user ? t('search.quickView.book') : t('search.quickView.signInToBook')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
