import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { AdminPager, AdminSearchForm } from '../../../components/list-filters.tsx';
import { adminOrganizationsQuery } from '../api/organizations.ts';

/** A super admin runs no organization: they pick the one to manage, by name. */
export function OrganizationChooser({ onChoose }: { onChoose: (id: string) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [q, setQ] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const query = useQuery(adminOrganizationsQuery(q, page));
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="mt-8 flex flex-col gap-5">
      <h2 id={heading} className="text-2xl">
        Choose an organization to manage
      </h2>
      <p className="text-lg">{t(M.chooseOrganization)} Every change you make is recorded in the audit log.</p>
      <AdminSearchForm
        name="Organizations"
        label="Organization name"
        value={text}
        onChange={setText}
        onSearch={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      {query.isPending && <Spinner label="Loading organizations..." />}
      {query.isError && (
        <Alert tone="error">
          {query.error instanceof ApiError && query.error.status < 500
            ? query.error.message
            : t(M.loadFailed)}
        </Alert>
      )}
      {query.data && query.data.organizations.length === 0 && (
        <p className="text-lg">No organization matches this name.</p>
      )}
      {query.data && query.data.organizations.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Organizations">
          {query.data.organizations.map((org) => (
            <li
              key={org.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
            >
              <div>
                <p className="text-xl font-bold">{org.name}</p>
                <p>
                  {[org.city, org.state].filter(Boolean).join(', ') || 'No address yet'} ·{' '}
                  {org.providersApproved} {org.providersApproved === 1 ? 'provider' : 'providers'} ·{' '}
                  {org.adminEmail ? `Run by ${org.adminEmail}` : 'No organization admin'}
                </p>
              </div>
              <Button onClick={() => onChoose(org.id)} aria-label={`Manage ${org.name}`}>
                Manage
              </Button>
            </li>
          ))}
        </ul>
      )}
      {query.data && (
        <AdminPager
          page={page}
          pages={Math.max(1, Math.ceil(query.data.total / query.data.pageSize))}
          onPage={setPage}
          label="Organization pages"
        />
      )}
    </section>
  );
}
