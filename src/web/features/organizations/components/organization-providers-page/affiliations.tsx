import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type AffiliationStatus } from '#shared/organizations/organizations.ts';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
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

const TABS: { status: AffiliationStatus; label: string; empty: string }[] = [
  { status: 'pending', label: 'Requests to join', empty: 'No provider is waiting for an answer.' },
  { status: 'approved', label: 'Approved', empty: 'No provider is part of your organization yet.' },
  { status: 'ended', label: 'Ended', empty: 'No affiliation has ended.' },
];

export function Affiliations({ org, scope }: { org: ManagedOrganizationDto; scope: Scope }) {
  const t = useT();
  const [status, setStatus] = useState<AffiliationStatus>('approved');
  const [page, setPage] = useState(1);
  const query = useQuery(affiliationsQuery(scope, status, page));
  const heading = useId();
  const tab = TABS.find((t) => t.status === status)!;
  return (
    <section aria-labelledby={heading}>
      <Card>
        <h2 id={heading} className="text-2xl">
          Your providers
        </h2>
        <div role="group" aria-label="Show" className="mt-4 flex flex-wrap gap-2">
          {TABS.map((t) => (
            <Button
              key={t.status}
              variant={t.status === status ? 'primary' : 'secondary'}
              aria-pressed={t.status === status}
              onClick={() => {
                setStatus(t.status);
                setPage(1);
              }}
            >
              {t.label}
              {query.data ? ` (${query.data.counts[t.status]})` : ''}
            </Button>
          ))}
        </div>
        {query.isPending && <Spinner label="Loading providers..." />}
        {query.isError && (
          <Alert tone="error" className="mt-4">
            {errorWords(query.error, t(M.loadFailed))}
          </Alert>
        )}
        {query.data && query.data.affiliations.length === 0 && <p className="mt-4 text-lg">{tab.empty}</p>}
        {query.data && query.data.affiliations.length > 0 && (
          <ul className="mt-4 flex flex-col gap-3" aria-label={tab.label}>
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
              label="Provider pages"
            />
          </div>
        )}
      </Card>
    </section>
  );
}
