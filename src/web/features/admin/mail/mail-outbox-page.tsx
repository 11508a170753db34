import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  MAIL_STATUSES,
  MAIL_STATUS_LABELS,
  templateLabel,
  type MailJobDto,
  type MailStatus,
} from '#shared/admin/console.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../placeholders/section-page.tsx';
import {
  ConfirmActionDialog,
  StatusBadge,
  errorWords,
  when,
  type BadgeTone,
} from '../components/confirm-action-dialog.tsx';
import { AdminPager, AdminSearchForm, FilterSelect } from '../components/list-filters.tsx';
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
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
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
        {filtered && (
          <Button
            variant="secondary"
            size="lg"
            className="min-h-12 self-start py-2"
            onClick={() => {
              setSearch('');
              set({});
            }}
          >
            Clear filters
          </Button>
        )}
      </div>

      <div className="mt-6 flex flex-col gap-4">
        {query.isPending && <Spinner label="Loading the outbox..." />}
        {query.isError && (
          <Alert tone="error">{errorWords(query.error, 'We could not load the outbox.')}</Alert>
        )}
        {data && (
          <p role="status" className="text-lg">
            {data.total === 0
              ? filtered
                ? 'No emails match.'
                : 'No emails yet.'
              : `Showing ${(page - 1) * data.pageSize + 1}–${(page - 1) * data.pageSize + data.mails.length} of ${data.total}`}
          </p>
        )}
        {data && data.mails.length > 0 && (
          <ul aria-label="Emails" aria-busy={query.isFetching} className="flex flex-col gap-4">
            {data.mails.map((m) => (
              <li key={`${m.id}:${m.status}`}>
                <MailItem mail={m} />
              </li>
            ))}
          </ul>
        )}
        {data && <AdminPager page={page} pages={pages} onPage={(p) => set({ ...filters, page: p })} />}
      </div>
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
          <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
        </dd>
        <dt className="font-bold">Attempts</dt>
        <dd>
          {m.attempts} of {m.maxAttempts}
        </dd>
        {m.status === 'retrying' && (
          <>
            <dt className="font-bold">Next try</dt>
            <dd>
              <time dateTime={m.runAt}>{when(m.runAt)}</time>
            </dd>
          </>
        )}
        {m.completedAt && (
          <>
            <dt className="font-bold">Sent</dt>
            <dd>
              <time dateTime={m.completedAt}>{when(m.completedAt)}</time>
            </dd>
          </>
        )}
        {m.failedAt && (
          <>
            <dt className="font-bold">Failed</dt>
            <dd>
              <time dateTime={m.failedAt}>{when(m.failedAt)}</time>
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
