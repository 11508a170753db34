import { Heart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { canActAsPatient } from '#shared/roles.ts';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useActing } from '../../../lib/use-acting-for.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';
import { addPendingSave } from '../../../lib/pending-actions.ts';
import { useT } from '../../../lib/i18n.tsx';

/** The heart on a provider: saves for a patient; a guest is sent to sign up, and the save waits for them. */
export function SaveButton({
  providerId,
  name,
  saved,
}: {
  providerId: string;
  name: string;
  saved: boolean;
}) {
  const { user, userRole } = useAuth();
  const navigate = useNavigate();
  const toggle = useToggleFavorite();
  const { may } = useActing();
  const t = useT();
  // Acting for a patient who keeps their saved providers to themselves: nothing to offer (ADR 18).
  if (user && (!canActAsPatient(userRole) || !may('manage_saved'))) return null;

  const onClick = () => {
    if (!user) {
      toast(t('search.save.signUpToast'));
      addPendingSave(providerId, name);
      navigate(paths.auth, {
        state: { redirectMessage: t('search.save.completeSignUp', { name }), fromAction: 'save_provider' },
      });
      return;
    }
    toggle.mutate({ providerId, name, save: !saved });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={t('search.save.label', { name })}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-stone-300 hover:border-rose-600"
    >
      <Heart aria-hidden className={saved ? 'size-6 fill-rose-600 text-rose-700' : 'size-6 text-stone-700'} />
    </button>
  );
}
