import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AUTH_MESSAGES, resetPasswordSchema, type ResetPasswordInput } from '#shared/auth/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { checkResetLink } from '../../../lib/auth/auth-api.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const t = useT();
  const link = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (link.isError) toast.error(t(AUTH_MESSAGES.resetLinkError));
  }, [link.isError, t]);

  if (token && link.isPending) {
    return (
      <Shell>
        <Spinner label={t('account.resetPassword.validating')} />
      </Shell>
    );
  }
  if (!token || link.isError || !link.data?.valid) {
    return (
      <Shell>
        <h1 className="text-3xl">{t('account.resetPassword.invalidTitle')}</h1>
        <p className="mt-3 mb-6">{t('account.resetPassword.invalidText')}</p>
        <Button asChild size="lg">
          <Link to={paths.auth}>{t('account.resetPassword.returnToLogin')}</Link>
        </Button>
      </Shell>
    );
  }
  return <NewPasswordForm token={token} />;
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <Card>{children}</Card>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { updatePassword, signOut } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const form = useForm<ResetPasswordInput>({
    resolver: useSchemaResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await updatePassword(token, password);
      await signOut().catch(() => undefined);
      toast.success(t(AUTH_MESSAGES.passwordUpdated));
      navigate(paths.auth, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_TOKEN') {
        toast.error(t(AUTH_MESSAGES.invalidResetLink));
        navigate(paths.auth, { replace: true });
        return;
      }
      // The server's own check (a commonly breached password) belongs to the field.
      if (err instanceof ApiError && err.fields.newPassword) {
        form.setError('password', { message: err.fields.newPassword });
        return;
      }
      toast.error(
        t(AUTH_MESSAGES.passwordUpdateFailed, {
          reason: err instanceof Error ? err.message : t(AUTH_MESSAGES.unexpected),
        }),
      );
    }
  });

  return (
    <Shell>
      <h1 className="text-3xl">{t('account.resetPassword.title')}</h1>
      <p className="text-ink-muted mt-2 mb-6 dark:text-stone-300">{t('account.resetPassword.subtitle')}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label={t('account.resetPassword.formLabel')}
      >
        <PasswordField
          label={t('account.resetPassword.newPassword')}
          autoComplete="new-password"
          hint={t('account.resetPassword.hint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label={t('account.resetPassword.confirm')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('account.resetPassword.submitting') : t('account.resetPassword.submit')}
        </Button>
      </form>
    </Shell>
  );
}
