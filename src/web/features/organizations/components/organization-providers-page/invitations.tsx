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
import { useLocale, useT } from '../../../../lib/i18n.tsx';
import { invitationsQuery, useRevokeInvitation, type Scope } from '../../api/organizations.ts';
import { Pager } from '../parts.tsx';

export function Invitations({ scope }: { scope: Scope }) {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const query = useQuery(invitationsQuery(scope, page));
  const revoke = useRevokeInvitation(scope);
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <Card>
        <h2 id={heading} className="text-2xl">
          {t('practice.orgOverview.invitations')}
        </h2>
        {query.isPending && <Spinner label={t('practice.orgProviders.loadingInvitations')} />}
        {query.isError && <Alert tone="error">{errorWords(query.error, t(M.loadFailed))}</Alert>}
        {query.data && query.data.invitations.length === 0 && (
          <p className="mt-3 text-lg">{t('practice.orgProviders.noInvitations')}</p>
        )}
        {query.data && query.data.invitations.length > 0 && (
          <ul className="mt-4 flex flex-col gap-3" aria-label={t('practice.orgOverview.invitations')}>
            {query.data.invitations.map((inv) => (
              <li
                key={inv.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-stone-300 p-4 dark:border-stone-700"
              >
                <div className="min-w-0">
                  <p className="font-bold wrap-anywhere">{inv.email}</p>
                  <p>
                    {t('practice.orgProviders.invitationLine', {
                      details:
                        [inv.affiliationRole, inv.locationName].filter(Boolean).join(', ') ||
                        t('practice.orgProviders.noRoleOrLocation'),
                      date: practiceShortDate(inv.createdAt, locale),
                    })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={revoke.isPending}
                  aria-label={t('practice.orgProviders.revokeEmail', { email: inv.email })}
                  onClick={() =>
                    revoke.mutate(inv.id, {
                      onSuccess: () =>
                        toast.success(t('practice.orgProviders.revoked', { email: inv.email })),
                      onError: (err) => toast.error(errorWords(err, t(M.saveFailed))),
                    })
                  }
                >
                  <X aria-hidden className="size-5" />
                  {t('practice.orgProviders.revoke')}
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
              label={t('practice.orgProviders.invitationPages')}
            />
          </div>
        )}
      </Card>
    </section>
  );
}
