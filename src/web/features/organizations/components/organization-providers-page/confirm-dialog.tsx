import { useState } from 'react';
import { toast } from 'sonner';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import type { AffiliationDto } from '#shared/organizations/organization-schemas.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { errorWords } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { useUpdateAffiliation, type Scope } from '../../api/organizations.ts';

export function ConfirmDialog({
  affiliation: a,
  scope,
  action,
  onClose,
}: {
  affiliation: AffiliationDto;
  scope: Scope;
  action: 'decline' | 'end';
  onClose: () => void;
}) {
  const t = useT();
  const update = useUpdateAffiliation(scope);
  const [failure, setFailure] = useState<string>();
  const decline = action === 'decline';
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={
        decline
          ? t('practice.orgProviders.declineTitle', { name: a.provider.name })
          : t('practice.orgProviders.endTitle', { name: a.provider.name })
      }
      description={decline ? t('practice.orgProviders.declineText') : t('practice.orgProviders.endText')}
    >
      {failure && (
        <Alert tone="error" className="mb-4">
          {failure}
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="danger"
          size="lg"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: a.id, action },
              {
                onSuccess: () => {
                  toast.success(
                    decline ? t('practice.orgProviders.declined') : t('practice.orgProviders.ended'),
                  );
                  onClose();
                },
                onError: (err) => setFailure(errorWords(err, t(M.saveFailed))),
              },
            )
          }
        >
          {update.isPending
            ? t('practice.orgCommon.pleaseWait')
            : decline
              ? t('practice.orgProviders.yesDecline')
              : t('practice.orgProviders.yesEnd')}
        </Button>
        <Button variant="secondary" size="lg" disabled={update.isPending} onClick={onClose}>
          {t('practice.orgCommon.keepIt')}
        </Button>
      </div>
    </Dialog>
  );
}
