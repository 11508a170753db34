import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AUDIT_ACTION_CODES } from '#shared/admin/audit-actions.ts';
import type { AuditEntryDto } from '#shared/admin/console-schemas.ts';
import { practiceDateTime } from '#shared/format/instants.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { errorWords } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { AdminPager, filterSelectClass } from '../../../components/list-filters.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { auditLogQuery, type AuditFilters } from './api.ts';
import { auditActionName, auditEntryWords, auditFieldWords } from './audit-words.ts';

const FILTER_KEYS = ['action', 'actor', 'targetType', 'targetId', 'from', 'to'] as const;
type Filters = Omit<AuditFilters, 'page'>;

/** A value of before/after as words: 'Yes', 'No', a time in Florida, or the text itself. */
function valueText(value: unknown, t: Translate, locale: Locale): string {
  if (value === null || value === undefined || value === '') return t('admin.auditLog.none');
  if (typeof value === 'boolean') return t('admin.auditLog.yesNo', { value: value ? 'yes' : 'no' });
  if (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) &&
    !Number.isNaN(Date.parse(value))
  )
    return practiceDateTime(value, locale);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** /admin/audit-log: every change an admin made, who made it and when, with the fields before and after. */
export function AuditLogPage() {
  const t = useT();
  const locale = useLocale();
  const title = t('dashboard.overview.adminAuditLog');
  useDocumentTitle(title);
  const { filters, page, set } = useListParams<Filters>((p) =>
    Object.fromEntries(FILTER_KEYS.map((k) => [k, p.get(k)?.trim() || undefined])),
  );
  const query = useQuery(auditLogQuery({ ...filters, page }));
  const [draft, setDraft] = useState<Filters>(filters);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = FILTER_KEYS.some((k) => filters[k]);
  const actionId = useId();

  // In the reader's alphabetical order, so an action is found by its first word.
  const actionOptions = AUDIT_ACTION_CODES.map((a) => [a, auditActionName(t, a)] as const).sort((a, b) =>
    a[1].localeCompare(b[1], locale),
  );

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = Object.fromEntries(FILTER_KEYS.map((k) => [k, draft[k]?.trim() || undefined])) as Filters;
    set({ ...next, page: 1 });
  };
  const field = (key: (typeof FILTER_KEYS)[number]) => ({
    value: draft[key] ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: e.target.value }),
  });
  const inputs = Object.fromEntries(FILTER_KEYS.map((k) => [k, field(k)])) as Record<
    (typeof FILTER_KEYS)[number],
    ReturnType<typeof field>
  >;

  return (
    <PageHeading title={title} intro={t('admin.auditLog.intro')}>
      <BackToDashboard to={paths.admin} />
      <form
        role="search"
        aria-label={t('admin.auditLog.searchName')}
        onSubmit={apply}
        className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={actionId} className="font-bold">
            {t('admin.auditLog.action')}
          </label>
          <select
            id={actionId}
            className={cn(filterSelectClass, 'w-full')}
            value={draft.action ?? ''}
            onChange={(e) => setDraft({ ...draft, action: e.target.value || undefined })}
          >
            <option value="">{t('admin.auditLog.allActions')}</option>
            {actionOptions.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
            {/* An older entry's code, from an address: kept, so the filter shows what is applied. */}
            {draft.action && !actionOptions.some(([code]) => code === draft.action) && (
              <option value={draft.action}>{draft.action}</option>
            )}
          </select>
        </div>
        <TextField label={t('admin.auditLog.actor')} type="email" maxLength={254} {...inputs.actor} />
        <TextField
          label={t('admin.auditLog.targetType')}
          hint={t('admin.auditLog.targetTypeHint')}
          maxLength={100}
          {...inputs.targetType}
        />
        <TextField label={t('admin.auditLog.targetId')} maxLength={100} {...inputs.targetId} />
        <TextField label={t('admin.auditLog.from')} type="date" {...inputs.from} />
        <TextField label={t('admin.auditLog.to')} type="date" {...inputs.to} />
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit" size="lg" className="min-h-12 py-2">
            {t('admin.auditLog.show')}
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
              {t('common.listFilters.clear')}
            </Button>
          )}
        </div>
      </form>

      <div className="mt-6 flex flex-col gap-4">
        {query.isPending && <Spinner label={t('admin.auditLog.loading')} />}
        {query.isError && (
          <Alert tone="error">{errorWords(query.error, t('admin.auditLog.loadFailed'))}</Alert>
        )}
        {data && (
          <p role="status" className="text-lg">
            {data.total === 0
              ? filtered
                ? t('admin.auditLog.noneMatch')
                : t('admin.auditLog.noneYet')
              : t('common.listFilters.showing', {
                  first: (page - 1) * data.pageSize + 1,
                  last: (page - 1) * data.pageSize + data.entries.length,
                  total: data.total,
                })}
          </p>
        )}
        {data && data.entries.length > 0 && (
          <ul
            aria-label={t('admin.auditLog.entries')}
            aria-busy={query.isFetching}
            className="flex flex-col gap-4"
          >
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
  const t = useT();
  const locale = useLocale();
  const heading = useId();
  const fields = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])];
  return (
    <article
      aria-labelledby={heading}
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id={heading} className="text-xl wrap-anywhere">
        {auditEntryWords(t, e)}
      </h2>
      <p className="mt-1 text-lg">
        <time dateTime={e.createdAt}>{practiceDateTime(e.createdAt, locale)}</time>
        <span className="text-ink-muted dark:text-stone-300"> · {e.action}</span>
      </p>
      {fields.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-lg">
            <caption className="sr-only">{t('admin.auditLog.fieldsCaption')}</caption>
            <thead className="bg-stone-100 dark:bg-stone-800">
              <tr>
                <th scope="col" className="p-2">
                  {t('admin.auditLog.field')}
                </th>
                <th scope="col" className="p-2">
                  {t('admin.auditLog.before')}
                </th>
                <th scope="col" className="p-2">
                  {t('admin.auditLog.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((f) => (
                <tr key={f} className="border-t-2 border-stone-200 dark:border-stone-700">
                  <th scope="row" className="p-2 font-bold">
                    {auditFieldWords(t, f, e.targetType)}
                  </th>
                  <td className="p-2 wrap-anywhere">
                    {e.before ? valueText(e.before[f], t, locale) : t('admin.auditLog.none')}
                  </td>
                  <td className="p-2 wrap-anywhere">
                    {e.after ? valueText(e.after[f], t, locale) : t('admin.auditLog.none')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
