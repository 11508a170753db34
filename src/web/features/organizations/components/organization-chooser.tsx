import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import type { AdminOrganizationDto } from '#shared/organizations/organization-schemas.ts';
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
  /** 'Miami, FL · 3 providers · Run by olivia@example.test', in the page's language. */
  const summary = (org: AdminOrganizationDto) => {
    const address = [org.city, org.state].filter(Boolean).join(', ');
    return t('practice.orgChooser.summary', {
      hasAddress: address ? 'yes' : 'no',
      address,
      count: org.providersApproved,
      hasAdmin: org.adminEmail ? 'yes' : 'no',
      adminEmail: org.adminEmail ?? '',
    });
  };
  return (
    <section aria-labelledby={heading} className="mt-8 flex flex-col gap-5">
      <h2 id={heading} className="text-2xl">
        {t('practice.orgChooser.title')}
      </h2>
      <p className="text-lg">
        {t(M.chooseOrganization)} {t('practice.orgChooser.auditNote')}
      </p>
      <AdminSearchForm
        name={t('practice.orgCommon.organizations')}
        label={t('practice.orgForm.name')}
        value={text}
        onChange={setText}
        onSearch={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      {query.isPending && <Spinner label={t('practice.orgChooser.loading')} />}
      {query.isError && (
        <Alert tone="error">
          {query.error instanceof ApiError && query.error.status < 500
            ? query.error.message
            : t(M.loadFailed)}
        </Alert>
      )}
      {query.data && query.data.organizations.length === 0 && (
        <p className="text-lg">{t('practice.orgChooser.noMatch')}</p>
      )}
      {query.data && query.data.organizations.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('practice.orgCommon.organizations')}>
          {query.data.organizations.map((org) => (
            <li
              key={org.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
            >
              <div>
                <p className="text-xl font-bold">{org.name}</p>
                <p>{summary(org)}</p>
              </div>
              <Button
                onClick={() => onChoose(org.id)}
                aria-label={t('practice.orgChooser.manageName', { name: org.name })}
              >
                {t('practice.orgChooser.manage')}
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
          label={t('practice.orgChooser.pages')}
        />
      )}
    </section>
  );
}
