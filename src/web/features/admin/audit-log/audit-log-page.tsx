import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AUDIT_ACTION_LABELS, describeAuditEntry, fieldLabel } from '#shared/admin/console.ts';
import type { AuditEntryDto } from '#shared/admin/console-schemas.ts';
import { practiceDateTime } from '#shared/format/instants.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { errorWords } from '../../../lib/api-client.ts';
import { AdminPager } from '../../../components/list-filters.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { auditLogQuery, type AuditFilters } from './api.ts';

const FILTER_KEYS = ['action', 'actor', 'targetType', 'targetId', 'from', 'to'] as const;
type Filters = Omit<AuditFilters, 'page'>;

/** A value of before/after as words: 'Yes', 'No', a time in Florida, or the text itself. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) &&
    !Number.isNaN(Date.parse(value))
  )
    return practiceDateTime(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** /admin/audit-log: every change an admin made, who made it and when, with the fields before and after. */
export function AuditLogPage() {
  useDocumentTitle('Audit Log');
  const { filters, page, set } = useListParams<Filters>((p) =>
    Object.fromEntries(FILTER_KEYS.map((k) => [k, p.get(k)?.trim() || undefined])),
  );
  const query = useQuery(auditLogQuery({ ...filters, page }));
  const [draft, setDraft] = useState<Filters>(filters);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = FILTER_KEYS.some((k) => filters[k]);
  const listId = useId();

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = Object.fromEntries(FILTER_KEYS.map((k) => [k, draft[k]?.trim() || undefined])) as Filters;
    set({ ...next, page: 1 });
  };
  const field = (key: (typeof FILTER_KEYS)[number]) => ({
    value: draft[key] ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: e.target.value }),
  });

  return (
    <PageHeading
      title="Audit Log"
      intro="Every change an admin made: who, what, when, and the fields before and after."
    >
      <BackToDashboard to={paths.admin} />
      <form
        role="search"
        aria-label="Audit log"
        onSubmit={apply}
        className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <TextField label="Action" list={listId} maxLength={100} {...field('action')} />
        <datalist id={listId}>
          {Object.keys(AUDIT_ACTION_LABELS).map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <TextField label="Admin's email" type="email" maxLength={254} {...field('actor')} />
        <TextField
          label="Target type"
          hint="user, provider, mail…"
          maxLength={100}
          {...field('targetType')}
        />
        <TextField label="Target id" maxLength={100} {...field('targetId')} />
        <TextField label="From day" type="date" {...field('from')} />
        <TextField label="To day" type="date" {...field('to')} />
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit" size="lg" className="min-h-12 py-2">
            Show entries
          </Button>
          {filtered && (
            <Button
              variant="secondary"
              size="lg"
              className="min-h-12 py-2"
              onClick={() => {
                setDraft({});
                set({});
              }}
            >
              Clear filters
            </Button>
          )}
        </div>
      </form>

      <div className="mt-6 flex flex-col gap-4">
        {query.isPending && <Spinner label="Loading the log..." />}
        {query.isError && <Alert tone="error">{errorWords(query.error, 'We could not load the log.')}</Alert>}
        {data && (
          <p role="status" className="text-lg">
            {data.total === 0
              ? filtered
                ? 'No entries match.'
                : 'No admin actions yet.'
              : `Showing ${(page - 1) * data.pageSize + 1}–${(page - 1) * data.pageSize + data.entries.length} of ${data.total}`}
          </p>
        )}
        {data && data.entries.length > 0 && (
          <ul aria-label="Audit entries" aria-busy={query.isFetching} className="flex flex-col gap-4">
            {data.entries.map((e) => (
              <li key={e.id}>
                <AuditItem entry={e} />
              </li>
            ))}
          </ul>
        )}
        {data && <AdminPager page={page} pages={pages} onPage={(p) => set({ ...filters, page: p })} />}
      </div>
    </PageHeading>
  );
}

function AuditItem({ entry: e }: { entry: AuditEntryDto }) {
  const heading = useId();
  const fields = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])];
  return (
    <article
      aria-labelledby={heading}
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id={heading} className="text-xl wrap-anywhere">
        {describeAuditEntry(e)}
      </h2>
      <p className="mt-1 text-lg">
        <time dateTime={e.createdAt}>{practiceDateTime(e.createdAt)}</time>
        <span className="text-ink-muted dark:text-stone-300"> · {e.action}</span>
      </p>
      {fields.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-lg">
            <caption className="sr-only">Fields before and after</caption>
            <thead className="bg-stone-100 dark:bg-stone-800">
              <tr>
                <th scope="col" className="p-2">
                  Field
                </th>
                <th scope="col" className="p-2">
                  Before
                </th>
                <th scope="col" className="p-2">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((f) => (
                <tr key={f} className="border-t-2 border-stone-200 dark:border-stone-700">
                  <th scope="row" className="p-2 font-bold">
                    {fieldLabel(f)}
                  </th>
                  <td className="p-2 wrap-anywhere">{e.before ? valueText(e.before[f]) : '(none)'}</td>
                  <td className="p-2 wrap-anywhere">{e.after ? valueText(e.after[f]) : '(none)'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
