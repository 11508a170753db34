import { useState } from 'react';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '#shared/patient/patient-schemas.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { changePassword } from '../api/patient.ts';

export const PASSWORD_CHANGED = 'account.password.changed' satisfies MessageKey;
export const WRONG_CURRENT_PASSWORD = 'account.password.wrongCurrent' satisfies MessageKey;

/** Current, new and confirm. The account's sign-in service checks the current one and makes the change. */
export function PasswordForm() {
  const t = useT();
  const form = useForm<ChangePasswordInput>({
    resolver: useSchemaResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setResult(undefined);
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset();
      setResult({ tone: 'success', text: t(PASSWORD_CHANGED) });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { message: t(WRONG_CURRENT_PASSWORD) });
        return;
      }
      if (err instanceof ApiError && err.fields.newPassword) {
        form.setError('newPassword', { message: err.fields.newPassword });
        return;
      }
      setResult({
        tone: 'error',
        text: err instanceof Error ? err.message : t('account.password.failed'),
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('account.password.formLabel')}
      className="flex max-w-xl flex-col gap-5"
    >
      <PasswordField
        label={t('account.password.current')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('account.password.new')}
        autoComplete="new-password"
        hint={t('account.password.hint')}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('account.password.confirm')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      {result && (
        <Alert tone={result.tone}>
          <p>{result.text}</p>
        </Alert>
      )}
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('account.password.submitting') : t('account.password.submit')}
        </Button>
      </div>
    </form>
  );
}
