import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '#shared/accounts/patient-schemas.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { changePassword } from '../api/patient.ts';

export const PASSWORD_CHANGED =
  'Your password was changed. Other devices signed in to your account were signed out.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not right. Please try again.';

/** Current, new and confirm. The account's sign-in service checks the current one and makes the change. */
export function PasswordForm() {
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
      setResult({ tone: 'success', text: PASSWORD_CHANGED });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { message: WRONG_CURRENT_PASSWORD });
        return;
      }
      if (err instanceof ApiError && err.fields.newPassword) {
        form.setError('newPassword', { message: err.fields.newPassword });
        return;
      }
      setResult({
        tone: 'error',
        text: err instanceof Error ? err.message : 'Failed to change your password.',
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Change password"
      className="flex max-w-xl flex-col gap-5"
    >
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
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
          {isSubmitting ? 'Changing...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
