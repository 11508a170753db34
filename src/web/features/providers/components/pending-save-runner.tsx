import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { canActAsPatient } from '#shared/roles.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { favoritesQuery, saveFavorite } from '../api/favorites.ts';
import { takePendingSaves } from '../pending-actions.ts';

/** Once a guest who tried to save a provider has signed in, the save is made for them. */
export function PendingSaveRunner() {
  const { user, userRole } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user || !canActAsPatient(userRole)) return;
    for (const action of takePendingSaves()) {
      saveFavorite(action.providerId)
        .then(() => {
          toast.success(`${action.providerName} saved to your providers`);
          return queryClient.invalidateQueries({ queryKey: favoritesQuery.queryKey });
        })
        .catch(() => toast.error('Failed to save provider. Please try again.'));
    }
  }, [user, userRole, queryClient]);
  return null;
}
