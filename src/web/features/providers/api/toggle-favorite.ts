import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { favoritesQuery, saveFavorite } from './favorites.ts';

// Apart from favorites.ts, which the layout reads too (pending-save-runner.tsx): a page's own. A save
// is told in `common`'s words, as the layout tells a guest's save after sign-in; a removal in the
// search page's (`search` namespace).

/** Saves or removes a provider at once on screen, undoing it if the server says no. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: ({ providerId, save }: { providerId: string; name: string; save: boolean }) =>
      save ? saveFavorite(providerId) : apiFetch<void>(api.favorite(providerId), { method: 'DELETE' }),
    onMutate: async ({ providerId, save }) => {
      await queryClient.cancelQueries({ queryKey: favoritesQuery.queryKey });
      const before = queryClient.getQueryData(favoritesQuery.queryKey);
      const ids = (before?.providerIds ?? []).filter((id) => id !== providerId);
      queryClient.setQueryData(favoritesQuery.queryKey, { providerIds: save ? [providerId, ...ids] : ids });
      return { before };
    },
    onError: (_err, _vars, context) => {
      queryClient.setQueryData(favoritesQuery.queryKey, context?.before);
      toast.error(t('common.favorites.saveFailed'));
    },
    onSuccess: (_data, { name, save }) => {
      toast.success(save ? t('common.favorites.saved', { name }) : t('search.save.removed', { name }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQuery.queryKey }),
  });
}
