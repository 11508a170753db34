import { createContext, useCallback, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { providerDisplayName } from '#shared/display-name.ts';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import { paths } from '../../../../config/paths.ts';
import { useAuth } from '../../../../lib/auth/auth-context.tsx';
import { saveIntendedRoute } from '../../../../lib/auth/intended-route.ts';
import type { ChosenSlot } from '../../../../components/booking/lazy-booking.tsx';
import { addPendingAppointment, addPendingMessage } from '../../../../lib/pending-actions.ts';
import { useLocale, useT } from '../../../../lib/i18n.tsx';

export const NEXT_TIMES_ID = 'next-available-times';

/** What a Book button asks of the page: the extended view, or a time already chosen. */
export type BookingRequest = { extended?: boolean; slot?: ChosenSlot | null };
/**
 * The profile page owns the one booking dialog and weekly view; its buttons (the booking card, the
 * next times, the phone's floating bar) reach them through this.
 */
export const BookingControls = createContext<{
  openBooking: (request: BookingRequest) => void;
  openWeekly: () => void;
} | null>(null);

/**
 * Book and message, for the sidebar card and the phone's floating buttons alike.
 * Guests are asked to sign up first; what they wanted is kept (24 hours) and done afterwards.
 */
export function useProviderActions(provider: ProviderProfileDto) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const controls = useContext(BookingControls);
  const name = providerDisplayName(provider, { locale: useLocale() });
  const t = useT();

  const message = useCallback(() => {
    if (!user) {
      toast(t('booking.message.mustSignIn'));
      addPendingMessage({ providerId: provider.id, providerName: name, specialty: provider.specialty });
      navigate(paths.auth, {
        state: { redirectMessage: t('public.profile.signInToMessage', { name }), fromAction: 'message' },
      });
      return;
    }
    toast(t('common.messages.opening', { name }));
    navigate(paths.patientMessages, {
      state: { startConversationWith: { id: provider.id, name, specialty: provider.specialty } },
    });
  }, [user, provider.id, provider.specialty, name, navigate, t]);

  /**
   * Opens the booking dialog, for guests too: they choose a time first, and the dialog's 'Sign Up to
   * Book' keeps it for them. Outside a profile page (no dialog) a guest is sent to sign up directly.
   */
  const book = useCallback(
    (request: BookingRequest = { extended: true }) => {
      if (controls) {
        controls.openBooking(request);
        return;
      }
      if (!user) {
        toast(t('booking.dialog.signUpToBook'));
        addPendingAppointment({ providerId: provider.id, providerName: name });
        saveIntendedRoute(pathname);
        navigate(paths.auth, {
          state: {
            redirectMessage: t('booking.dialog.signUpToBook'),
            fromAction: 'appointment',
            returnToAppointment: pathname,
          },
        });
        return;
      }
      const times = document.getElementById(NEXT_TIMES_ID);
      times?.scrollIntoView({ block: 'center' });
      times?.focus({ preventScroll: true });
    },
    [controls, user, provider.id, name, navigate, pathname, t],
  );
  const viewMoreTimes = useCallback(() => controls?.openWeekly(), [controls]);

  return { signedIn: Boolean(user), name, message, book, viewMoreTimes };
}
