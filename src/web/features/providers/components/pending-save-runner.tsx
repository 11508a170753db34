import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { canActAsPatient } from '#shared/roles.ts';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { favoritesQuery, saveFavorite } from '../api/favorites.ts';
import { takePendingMessage, takePendingSaves } from '../../../lib/pending-actions.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * Once a guest who tried to save a provider has signed in, the save is made for them; one who
 * pressed 'Sign Up to Message' is taken to the conversation once the sign-in page has let them go.
 */
export function PendingSaveRunner() {
  const { user, userRole } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useT();
  const patient = Boolean(user) && canActAsPatient(userRole);
  useEffect(() => {
    if (!patient) return;
    for (const action of takePendingSaves()) {
      saveFavorite(action.providerId)
        .then(() => {
          toast.success(t('common.favorites.saved', { name: action.providerName }));
          return queryClient.invalidateQueries({ queryKey: favoritesQuery.queryKey });
        })
        .catch(() => toast.error(t('common.favorites.saveFailed')));
    }
  }, [patient, queryClient, t]);
  useEffect(() => {
    if (!patient || pathname === paths.auth) return;
    const message = takePendingMessage();
    if (!message) return;
    toast(t('common.messages.opening', { name: message.providerName }));
    navigate(paths.patientMessages, {
      state: {
        startConversationWith: {
          id: message.providerId,
          name: message.providerName,
          specialty: message.specialty,
        },
      },
    });
  }, [patient, pathname, navigate, t]);
  return null;
}
