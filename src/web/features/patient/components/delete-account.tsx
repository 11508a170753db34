import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PATIENT_MESSAGES as M } from '#shared/patient/patient.ts';
import { deleteAccountSchema, type DeleteAccountInput } from '#shared/patient/patient-schemas.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { T, useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { deleteAccount } from '../api/patient.ts';

/** What deleting removes and what stays, then a dialog that asks for the password. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const form = useForm<DeleteAccountInput>({
    resolver: useSchemaResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string>();

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      await deleteAccount(password);
    } catch (err) {
      if (err instanceof ApiError && err.fields.password)
        form.setError('password', { message: err.fields.password });
      else setFailure(err instanceof Error ? err.message : t('account.deleteAccount.failed'));
      return;
    }
    // Leave the protected page first, and wait until the home page is shown: otherwise the page's
    // guard sees a guest and sends them to sign in. The server already ended the session; signing
    // out forgets everything the browser held.
    await navigate(paths.home, { replace: true });
    await signOut().catch(() => undefined);
    toast.success(t(M.accountDeleted));
  });

  return (
    <div className="flex flex-col gap-4">
      <p>{t('account.deleteAccount.intro')}</p>
      <ul className="list-disc pl-6">
        <li>{t('account.deleteAccount.removesPersonal')}</li>
        <li>{t('account.deleteAccount.removesSaved')}</li>
        <li>{t('account.deleteAccount.removesAppointments')}</li>
      </ul>
      <p>
        <T k="account.deleteAccount.reviewsStay" components={[<strong />]} />
      </p>
      <div>
        <Button variant="danger" size="lg" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden className="size-5" />
          {t('account.deleteAccount.button')}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset();
        }}
        title={t('account.deleteAccount.dialogTitle')}
        description={t('account.deleteAccount.dialogDescription')}
      >
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t('account.deleteAccount.formLabel')}
          className="flex flex-col gap-5"
        >
          <PasswordField
            label={t('account.fields.password')}
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          {failure && (
            <Alert tone="error">
              <p>{failure}</p>
            </Alert>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={isSubmitting}>
              {isSubmitting ? t('account.deleteAccount.deleting') : t('account.deleteAccount.button')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('account.deleteAccount.keep')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
