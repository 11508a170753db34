import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ADMIN_CONSOLE_MESSAGES as M } from '#shared/admin/console.ts';
import {
  type AdminProfileDto,
  type AdminProfileInput,
  adminProfileSchema,
  type ChangePasswordInput,
  changePasswordSchema,
} from '#shared/admin/console-schemas.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PasswordField, TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorWords } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { adminProfileQuery, changePassword, useSaveAdminProfile } from './api.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <h2 id={id} className="text-2xl">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}

/** /admin/profile: the admin's own name, email and password. */
export function AdminProfilePage() {
  const t = useT();
  useDocumentTitle(t('common.userMenu.profileSettings'));
  const query = useQuery(adminProfileQuery());
  return (
    <PageHeading title={t('common.userMenu.profileSettings')} intro={t('admin.adminProfile.intro')}>
      <BackToDashboard to={paths.admin} />
      <div className="mt-8 flex max-w-3xl flex-col gap-8">
        {query.isPending && <Spinner label={t('admin.adminProfile.loading')} />}
        {query.isError && (
          <Alert tone="error">{errorWords(query.error, t('admin.adminProfile.loadFailed'))}</Alert>
        )}
        {query.data && (
          <Section id="profile-name" title={t('admin.adminProfile.yourName')}>
            <NameForm profile={query.data} />
          </Section>
        )}
        <Section id="profile-password" title={t('account.password.formLabel')}>
          <PasswordForm />
        </Section>
      </div>
    </PageHeading>
  );
}

function NameForm({ profile }: { profile: AdminProfileDto }) {
  const save = useSaveAdminProfile();
  const t = useT();
  const form = useForm<AdminProfileInput>({
    resolver: useSchemaResolver(adminProfileSchema),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ firstName: saved.firstName, lastName: saved.lastName });
        toast.success(t(M.nameSaved));
      },
      onError: (err) => {
        if (err instanceof ApiError)
          for (const [field, message] of Object.entries(err.fields))
            if (field === 'firstName' || field === 'lastName') form.setError(field, { message });
      },
    }),
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={t('admin.adminProfile.yourName')}
    >
      {save.isError && (
        <Alert tone="error">{errorWords(save.error, t('admin.adminProfile.saveFailed'))}</Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('account.fields.firstName')}
          autoComplete="given-name"
          maxLength={100}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={t('account.fields.lastName')}
          autoComplete="family-name"
          maxLength={100}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label={t('account.fields.email')}
        value={profile.email}
        readOnly
        hint={t('admin.adminProfile.emailHint')}
      />
      <Button type="submit" size="lg" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('account.profile.saving') : t('admin.adminProfile.saveName')}
      </Button>
    </form>
  );
}

function PasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const form = useForm<ChangePasswordInput>({
    resolver: useSchemaResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      form.reset();
      toast.success(t(M.passwordChanged));
    } catch (err) {
      // better-auth answers a wrong current password with 400 INVALID_PASSWORD.
      if (err instanceof ApiError && err.code === 'INVALID_PASSWORD')
        form.setError('currentPassword', { message: t(M.wrongPassword) });
      else setError(errorWords(err, t('admin.adminProfile.passwordFailed')));
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={t('account.password.formLabel')}
    >
      {error && <Alert tone="error">{error}</Alert>}
      <PasswordField
        label={t('account.password.current')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('account.password.new')}
        autoComplete="new-password"
        hint={t('account.resetPassword.hint')}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('account.password.confirm')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? t('account.profile.saving') : t('account.password.formLabel')}
      </Button>
    </form>
  );
}
