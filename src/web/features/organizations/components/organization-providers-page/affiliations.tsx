import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type AffiliationStatus } from '#shared/organizations/organizations.ts';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { ManagedOrganizationDto } from '#shared/organizations/organization-schemas.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorWords } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { affiliationsQuery, type Scope } from '../../api/organizations.ts';
import { Pager } from '../parts.tsx';
import { AffiliationItem } from './affiliation-item.tsx';

type CountedKey = Extract<MessageKey, `practice.orgProviders.tab${string}Count`>;

/** Each tab's name, its name with the count once known ('Requests to join (1)'), and its empty list's words. */
const TABS: { status: AffiliationStatus; label: MessageKey; counted: CountedKey; empty: MessageKey }[] = [
  {
    status: 'pending',
    label: 'practice.orgOverview.requests',
    counted: 'practice.orgProviders.tabPendingCount',
    empty: 'practice.orgProviders.emptyPending',
  },
  {
    status: 'approved',
    label: 'practice.orgProviders.tabApproved',
    counted: 'practice.orgProviders.tabApprovedCount',
    empty: 'practice.orgProviders.emptyApproved',
  },
  {
    status: 'ended',
    label: 'practice.orgProviders.tabEnded',
    counted: 'practice.orgProviders.tabEndedCount',
    empty: 'practice.orgProviders.emptyEnded',
  },
];

export function Affiliations({ org, scope }: { org: ManagedOrganizationDto; scope: Scope }) {
  const t = useT();
  const [status, setStatus] = useState<AffiliationStatus>('approved');
  const [page, setPage] = useState(1);
  const query = useQuery(affiliationsQuery(scope, status, page));
  const heading = useId();
  const tab = TABS.find((each) => each.status === status)!;
  return (
    <section aria-labelledby={heading}>
      <Card>
        <h2 id={heading} className="text-2xl">
          {t('practice.orgProviders.yourProviders')}
        </h2>
        <div role="group" aria-label={t('common.ui.show')} className="mt-4 flex flex-wrap gap-2">
          {TABS.map((each) => (
            <Button
              key={each.status}
              variant={each.status === status ? 'primary' : 'secondary'}
              aria-pressed={each.status === status}
              onClick={() => {
                setStatus(each.status);
                setPage(1);
              }}
            >
              {query.data ? t(each.counted, { count: query.data.counts[each.status] }) : t(each.label)}
            </Button>
          ))}
        </div>
        {query.isPending && <Spinner label={t('practice.orgProviders.loading')} />}
        {query.isError && (
          <Alert tone="error" className="mt-4">
            {errorWords(query.error, t(M.loadFailed))}
          </Alert>
        )}
        {query.data && query.data.affiliations.length === 0 && <p className="mt-4 text-lg">{t(tab.empty)}</p>}
        {query.data && query.data.affiliations.length > 0 && (
          <ul className="mt-4 flex flex-col gap-3" aria-label={t(tab.label)}>
            {query.data.affiliations.map((a) => (
              <AffiliationItem key={a.id} affiliation={a} org={org} scope={scope} />
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
              label={t('practice.orgCommon.providerPages')}
            />
          </div>
        )}
      </Card>
    </section>
  );
}
