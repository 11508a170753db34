import { MailPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type InvitationInput,
  invitationInputSchema,
  type ManagedOrganizationDto,
} from '#shared/organizations/organization-schemas.ts';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { TextField } from '../../../../components/ui/field.tsx';
import { ApiError, errorWords } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../../lib/schema-resolver.ts';
import { useInvite, type Scope } from '../../api/organizations.ts';
import { LocationOptions } from './location-options.tsx';
import { useLocationHint } from './location-hint.ts';

export function InviteForm({ org, scope }: { org: ManagedOrganizationDto; scope: Scope }) {
  const invite = useInvite(scope);
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const form = useForm<InvitationInput>({
    resolver: useSchemaResolver(invitationInputSchema),
    defaultValues: { email: '', affiliationRole: '', locationName: '' },
  });
  const { errors } = form.formState;
  const heading = useId();
  const listId = useId();
  const locationHint = useLocationHint(org);
  const submit = form.handleSubmit((values) => {
    setFailure(undefined);
    invite.mutate(values, {
      onSuccess: (sent) => {
        toast.success(t('practice.orgProviders.invitationSent', { email: sent.email }));
        form.reset();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fields.email)
          form.setError('email', { message: err.fields.email });
        setFailure(errorWords(err, t(M.saveFailed)));
      },
    });
  });
  return (
    <section aria-labelledby={heading}>
      <Card>
        <h2 id={heading} className="text-2xl">
          {t('practice.orgProviders.invite')}
        </h2>
        <p className="mt-2 mb-5">{t('practice.orgProviders.inviteText')}</p>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          {failure && <Alert tone="error">{failure}</Alert>}
          <TextField
            label={t('practice.orgProviders.email')}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={t('practice.orgProviders.role')}
            hint={t('practice.orgProviders.roleHint')}
            error={errors.affiliationRole?.message}
            {...form.register('affiliationRole')}
          />
          <TextField
            label={t('practice.orgProviders.location')}
            hint={locationHint}
            list={listId}
            error={errors.locationName?.message}
            {...form.register('locationName')}
          />
          <LocationOptions id={listId} org={org} />
          <Button type="submit" size="lg" className="self-start" disabled={invite.isPending}>
            <MailPlus aria-hidden className="size-5" />
            {invite.isPending ? t('practice.orgProviders.sending') : t('practice.orgProviders.send')}
          </Button>
        </form>
      </Card>
    </section>
  );
}
