import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import type { AffiliationDto, ManagedOrganizationDto } from '#shared/organizations/organization-schemas.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { TextField } from '../../../../components/ui/field.tsx';
import { errorWords } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { useUpdateAffiliation, type Scope } from '../../api/organizations.ts';
import { LocationOptions } from './location-options.tsx';
import { useLocationHint } from './location-hint.ts';

export function DetailsDialog({
  affiliation: a,
  org,
  scope,
  action,
  onClose,
}: {
  affiliation: AffiliationDto;
  org: ManagedOrganizationDto;
  scope: Scope;
  action: 'approve' | 'update';
  onClose: () => void;
}) {
  const t = useT();
  const update = useUpdateAffiliation(scope);
  const [role, setRole] = useState(a.affiliationRole ?? '');
  const [location, setLocation] = useState(a.locationName ?? '');
  const [failure, setFailure] = useState<string>();
  const listId = useId();
  const locationHint = useLocationHint(org);
  const approve = action === 'approve';
  const send = () => {
    setFailure(undefined);
    update.mutate(
      { id: a.id, action, affiliationRole: role, locationName: location },
      {
        onSuccess: () => {
          toast.success(
            approve
              ? t('practice.orgProviders.approved', { name: a.provider.name })
              : t('practice.orgProviders.changesSaved'),
          );
          onClose();
        },
        onError: (err) => setFailure(errorWords(err, t(M.saveFailed))),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={
        approve
          ? t('practice.orgProviders.approveTitle', { name: a.provider.name })
          : t('practice.orgProviders.detailsTitle', { name: a.provider.name })
      }
      description={approve ? t('practice.orgProviders.approveText') : t('practice.orgProviders.detailsText')}
    >
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={t('practice.orgProviders.role')}
          value={role}
          maxLength={80}
          onChange={(e) => setRole(e.target.value)}
        />
        <TextField
          label={t('practice.orgProviders.location')}
          hint={locationHint}
          list={listId}
          value={location}
          maxLength={120}
          onChange={(e) => setLocation(e.target.value)}
        />
        <LocationOptions id={listId} org={org} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={update.isPending}>
            {update.isPending
              ? t('practice.orgCommon.pleaseWait')
              : approve
                ? t('practice.orgProviders.approve')
                : t('practice.orgCommon.saveChanges')}
          </Button>
          <Button variant="secondary" size="lg" disabled={update.isPending} onClick={onClose}>
            {t('practice.orgCommon.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
