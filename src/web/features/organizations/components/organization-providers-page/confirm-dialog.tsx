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
        decline ? `Decline ${a.provider.name}'s request?` : `End the affiliation with ${a.provider.name}?`
      }
      description={
        decline
          ? 'They will not be listed as part of your organization. They may ask again later.'
          : 'They will no longer be listed as part of your organization. We will let them know.'
      }
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
                  toast.success(decline ? 'The request is declined.' : 'The affiliation has ended.');
                  onClose();
                },
                onError: (err) => setFailure(errorWords(err, t(M.saveFailed))),
              },
            )
          }
        >
          {update.isPending ? 'Please wait...' : decline ? 'Yes, decline' : 'Yes, end affiliation'}
        </Button>
        <Button variant="secondary" size="lg" disabled={update.isPending} onClick={onClose}>
          Keep it
        </Button>
      </div>
    </Dialog>
  );
}
