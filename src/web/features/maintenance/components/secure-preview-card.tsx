import { Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { COMING_SOON_MESSAGES } from '#shared/maintenance/coming-soon-messages.ts';
import { WAITING_LIST_CONFIRMATION_MS, WAITING_LIST_MESSAGES } from '#shared/waiting-list/waiting-list.ts';
import { useT } from '../../../lib/i18n.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useJoinWaitingList, useUnlock } from '../api.ts';
import { waitingListErrorMessage } from './waiting-list-error.ts';

/**
 * The preview card (maintenance.test.tsx): the preview password for people allowed in before launch, or
 * the waiting list for everyone else.
 */
export function SecurePreviewCard() {
  const headingId = useId();
  const t = useT();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-6 rounded-2xl border-2 border-stone-300 bg-white p-6 shadow-lg dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-col items-start gap-2">
        <p className="bg-primary-soft text-primary-strong inline-flex items-center gap-2 rounded-full px-3 py-1 font-bold">
          <Lock aria-hidden className="size-5" />
          {t('public.comingSoon.securePreview')}
        </p>
        <h2 id={headingId} className="text-2xl">
          {t('public.comingSoon.authorizedOnly')}
        </h2>
      </div>
      <PasswordForm />
      <div className="flex items-center gap-3" aria-hidden>
        <span className="h-0.5 flex-1 bg-stone-300" />
        <span className="text-ink-muted text-lg font-bold dark:text-stone-300">
          {t('public.comingSoon.or')}
        </span>
        <span className="h-0.5 flex-1 bg-stone-300" />
      </div>
      <CardWaitingList />
    </section>
  );
}

function PasswordForm() {
  const unlock = useUnlock();
  const t = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    unlock.mutate(password, {
      onError: (e) => {
        // A wrong password is cleared so the next try starts fresh.
        setPassword('');
        setError(
          e instanceof ApiError && e.status === 429 ? e.message : t(COMING_SOON_MESSAGES.wrongPassword),
        );
      },
    });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <PasswordField
        label={t('public.comingSoon.previewPassword')}
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <Button type="submit" size="lg" disabled={unlock.isPending}>
        {unlock.isPending ? t('public.comingSoon.checking') : t('public.comingSoon.submit')}
      </Button>
    </form>
  );
}

function CardWaitingList() {
  const join = useJoinWaitingList();
  const t = useT();
  const [email, setEmail] = useState('');
  const [added, setAdded] = useState(false);
  const [error, setError] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    join.mutate(
      { email, source: 'preview' },
      {
        onSuccess: () => {
          setEmail('');
          setAdded(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setAdded(false), WAITING_LIST_CONFIRMATION_MS);
        },
        onError: (e) => setError(waitingListErrorMessage(e, t)),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} aria-label={t('public.comingSoon.joinLabel')} className="flex flex-col gap-3">
      <TextField
        label={t('public.comingSoon.emailAddress')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" size="lg" variant="secondary" disabled={join.isPending}>
        {join.isPending ? t('public.comingSoon.adding') : t('public.comingSoon.joinButton')}
      </Button>
      {added && <Alert tone="success">{t(WAITING_LIST_MESSAGES.previewSuccess)}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}
