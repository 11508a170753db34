import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import { paths } from '../../../../config/paths.ts';
import { useAuth } from '../../../auth/auth-context.tsx';
import { addPendingAppointment, addPendingMessage } from '../../pending-actions.ts';
import { providerDisplayName } from '../provider-card.tsx';

export const NEXT_TIMES_ID = 'next-available-times';

/**
 * Book and message, for the sidebar card and the phone's floating buttons alike.
 * Guests are asked to sign up first; what they wanted is kept (24 hours) and done afterwards.
 */
export function useProviderActions(provider: ProviderProfileDto) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const name = providerDisplayName(provider);

  const message = useCallback(() => {
    if (!user) {
      toast('Must be logged in to message');
      addPendingMessage({ providerId: provider.id, providerName: name, specialty: provider.specialty });
      navigate(paths.auth, {
        state: { redirectMessage: `Sign in to message ${name}`, fromAction: 'message' },
      });
      return;
    }
    toast(`Opening conversation with ${name}`);
    navigate(paths.patientMessages, {
      state: { startConversationWith: { id: provider.id, name, specialty: provider.specialty } },
    });
  }, [user, provider.id, provider.specialty, name, navigate]);

  /**
   * The booking dialog arrives with issue 5 and opens from here. Until then a signed-in visitor is
   * taken to the next open times on this page.
   */
  const book = useCallback(() => {
    if (!user) {
      toast('Sign up to book an appointment');
      addPendingAppointment({ providerId: provider.id, providerName: name });
      navigate(paths.auth, {
        state: {
          redirectMessage: `Sign in to book with ${name}`,
          fromAction: 'appointment',
          returnToAppointment: pathname,
        },
      });
      return;
    }
    const times = document.getElementById(NEXT_TIMES_ID);
    times?.scrollIntoView({ block: 'center' });
    times?.focus({ preventScroll: true });
  }, [user, provider.id, name, navigate, pathname]);

  return { signedIn: Boolean(user), name, message, book };
}
