import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { MAIL_STATUSES, MAIL_STATUS_LABELS, templateLabel, type MailStatus } from '#shared/admin/console.ts';
import type { MailJobDto } from '#shared/admin/console-schemas.ts';
import { practiceDateTime } from '#shared/format/instants.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { errorWords } from '../../../lib/api-client.ts';
import { ConfirmActionDialog, StatusBadge, type BadgeTone } from '../components/confirm-action-dialog.tsx';
import {
  AdminListResults,
  AdminSearchForm,
  ClearFiltersButton,
  FilterSelect,
} from '../../../components/list-filters.tsx';
import { oneOf, useListParams } from '../components/use-list-params.ts';
import { adminMailQuery, useRetryMail, type MailFilters } from './api.ts';

const TONE: Record<MailStatus, BadgeTone> = { queued: 'info', retrying: 'warn', sent: 'good', failed: 'bad' };

/**
 * /admin/mail: every email the site sent or is sending. Only who it is for and which kind of email:
 * a message may hold a sign-in link, which nobody but its owner may see.
 */
export function MailOutboxPage() {
  useDocumentTitle('Mail Outbox');
  const { filters, page, set } = useListParams<Omit<MailFilters, 'page'>>((p) => ({
    status: oneOf(MAIL_STATUSES, p.get('status')),
    to: p.get('to')?.trim() || undefined,
  }));
  const query = useQuery(adminMailQuery({ ...filters, page }));
  const [search, setSearch] = useState(filters.to ?? '');
  const data = query.data;
  const filtered = Boolean(filters.status || filters.to);

  return (
    <PageHeading
      title="Mail Outbox"
      intro="Every email the site sent or is sending, newest first. An email that failed can be sent again."
    >
      <BackToDashboard to={paths.admin} />
      <div className="mt-6 flex flex-col gap-4">
        <AdminSearchForm
          name="Mail outbox"
          label="Search by recipient"
          value={search}
          onChange={setSearch}
          onSearch={(to) => set({ ...filters, to, page: 1 })}
        />
        <div className="grid grid-cols-1 gap-4 sm:max-w-sm">
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            value={filters.status}
            options={MAIL_STATUSES}
            labels={MAIL_STATUS_LABELS}
            onChange={(status) => set({ ...filters, status, page: 1 })}
          />
        </div>
        <ClearFiltersButton
          shown={filtered}
          onClear={() => {
            setSearch('');
            set({});
          }}
        />
      </div>

      <AdminListResults
        label="Emails"
        noun="emails"
        loadingLabel="Loading the outbox..."
        failedWords={'We could not load the outbox.'}
        query={query}
        result={data && { items: data.mails, total: data.total, pageSize: data.pageSize }}
        page={page}
        filtered={filtered}
        itemKey={(m) => `${m.id}:${m.status}`}
        renderItem={(m) => <MailItem mail={m} />}
        onPage={(p) => set({ ...filters, page: p })}
      />
    </PageHeading>
  );
}

function MailItem({ mail: m }: { mail: MailJobDto }) {
  const retry = useRetryMail();
  const [open, setOpen] = useState(false);
  const heading = useId();
  const kind = templateLabel(m.template);
  return (
    <article
      aria-labelledby={heading}
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={heading} className="min-w-0 text-xl wrap-anywhere">
          {`${kind} to ${m.to || 'unknown'}`}
        </h2>
        <StatusBadge tone={TONE[m.status]}>{MAIL_STATUS_LABELS[m.status]}</StatusBadge>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">Queued</dt>
        <dd>
          <time dateTime={m.createdAt}>{practiceDateTime(m.createdAt)}</time>
        </dd>
        <dt className="font-bold">Attempts</dt>
        <dd>
          {m.attempts} of {m.maxAttempts}
        </dd>
        {m.status === 'retrying' && (
          <>
            <dt className="font-bold">Next try</dt>
            <dd>
              <time dateTime={m.runAt}>{practiceDateTime(m.runAt)}</time>
            </dd>
          </>
        )}
        {m.completedAt && (
          <>
            <dt className="font-bold">Sent</dt>
            <dd>
              <time dateTime={m.completedAt}>{practiceDateTime(m.completedAt)}</time>
            </dd>
          </>
        )}
        {m.failedAt && (
          <>
            <dt className="font-bold">Failed</dt>
            <dd>
              <time dateTime={m.failedAt}>{practiceDateTime(m.failedAt)}</time>
            </dd>
          </>
        )}
        {m.lastError && (
          <>
            <dt className="font-bold">Last error</dt>
            <dd className="wrap-anywhere">{m.lastError}</dd>
          </>
        )}
      </dl>
      {m.status === 'failed' && (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            retry.reset();
            setOpen(true);
          }}
          aria-label={`Send again the ${kind.toLowerCase()} email to ${m.to}`}
        >
          Send again
        </Button>
      )}
      <ConfirmActionDialog
        open={open}
        onOpenChange={setOpen}
        title="Send this email again?"
        description={`The ${kind.toLowerCase()} email to ${m.to} goes back in the queue and is tried again, up to ${m.maxAttempts} times.`}
        confirmLabel="Send again"
        busy={retry.isPending}
        error={retry.isError ? errorWords(retry.error, 'That did not work. Please try again.') : null}
        onConfirm={() =>
          retry.mutate(m.id, {
            onSuccess: () => {
              setOpen(false);
              toast.success(`The email to ${m.to} is queued again`);
            },
          })
        }
      />
    </article>
  );
}
