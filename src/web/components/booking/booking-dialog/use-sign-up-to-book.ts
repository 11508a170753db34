import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths.ts';
import { saveIntendedRoute } from '../../../lib/auth/intended-route.ts';
import { addPendingAppointment } from '../../../lib/pending-actions.ts';
import type { BookingProvider, ChosenSlot } from './types.ts';
import { useT } from '../../../lib/i18n.tsx';

/** A guest's 'Sign Up to Book': keeps the chosen time and the way back, then opens the sign-up page. */
export function useSignUpToBook(provider: BookingProvider, close: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  return (slot: ChosenSlot) => {
    addPendingAppointment(
      { providerId: provider.id, providerName: provider.name },
      { slotId: slot.id, date: slot.date, time: slot.time, fullDate: `${slot.date}T${slot.time}` },
    );
    // The return path outlives the e-mail verification link, which opens a fresh page.
    saveIntendedRoute(`${location.pathname}${location.search}`);
    toast(t('booking.dialog.signUpToBook'));
    navigate(paths.auth, {
      state: {
        redirectMessage: t('booking.dialog.signUpToBook'),
        fromAction: 'appointment',
        returnToAppointment: location.pathname,
      },
    });
    close();
  };
}
