import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PATIENT_MESSAGES as M } from '#shared/accounts/patient.ts';
import { deleteAccountSchema, type DeleteAccountInput } from '#shared/accounts/patient-schemas.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useT } from '../../../lib/i18n.tsx';
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
      else setFailure(err instanceof Error ? err.message : 'Failed to delete your account.');
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
      <p>Deleting your account cannot be undone. It removes:</p>
      <ul className="list-disc pl-6">
        <li>your name, email address, phone number, home address and photo;</li>
        <li>your saved providers, recent searches, messages and notifications;</li>
        <li>your upcoming appointments, which are cancelled (your providers are told).</li>
      </ul>
      <p>
        The reviews you wrote stay on the providers&apos; pages, shown as <strong>anonymous</strong>, so
        others can still read them.
      </p>
      <div>
        <Button variant="danger" size="lg" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden className="size-5" />
          Delete My Account
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset();
        }}
        title="Delete your account?"
        description="Enter your password to confirm. This cannot be undone."
      >
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Confirm account deletion"
          className="flex flex-col gap-5"
        >
          <PasswordField
            label="Password"
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
              {isSubmitting ? 'Deleting...' : 'Delete My Account'}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep My Account
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
