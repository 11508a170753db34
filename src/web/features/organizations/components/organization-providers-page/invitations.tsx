import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import { practiceShortDate } from '#shared/format/instants.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorWords } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { invitationsQuery, useRevokeInvitation, type Scope } from '../../api/organizations.ts';
import { Pager } from '../parts.tsx';

export function Invitations({ scope }: { scope: Scope }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useQuery(invitationsQuery(scope, page));
  const revoke = useRevokeInvitation(scope);
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <Card>
        <h2 id={heading} className="text-2xl">
          Invitations waiting
        </h2>
        {query.isPending && <Spinner label="Loading invitations..." />}
        {query.isError && <Alert tone="error">{errorWords(query.error, t(M.loadFailed))}</Alert>}
        {query.data && query.data.invitations.length === 0 && (
          <p className="mt-3 text-lg">No invitations are waiting for an answer.</p>
        )}
        {query.data && query.data.invitations.length > 0 && (
          <ul className="mt-4 flex flex-col gap-3" aria-label="Invitations waiting">
            {query.data.invitations.map((inv) => (
              <li
                key={inv.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-stone-300 p-4 dark:border-stone-700"
              >
                <div className="min-w-0">
                  <p className="font-bold wrap-anywhere">{inv.email}</p>
                  <p>
                    {[inv.affiliationRole, inv.locationName].filter(Boolean).join(', ') ||
                      'No role or location'}
                    {' · sent '}
                    {practiceShortDate(inv.createdAt)}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={revoke.isPending}
                  aria-label={`Revoke the invitation to ${inv.email}`}
                  onClick={() =>
                    revoke.mutate(inv.id, {
                      onSuccess: () => toast.success(`The invitation to ${inv.email} is revoked.`),
                      onError: (err) => toast.error(errorWords(err, t(M.saveFailed))),
                    })
                  }
                >
                  <X aria-hidden className="size-5" />
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
        {query.data && (
          <div className="mt-4">
            <Pager
              page={page}
              total={query.data.total}
              pageSize={query.data.pageSize}
              onPage={setPage}
              label="Invitation pages"
            />
          </div>
        )}
      </Card>
    </section>
  );
}
