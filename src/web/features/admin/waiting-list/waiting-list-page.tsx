import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api, paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { practiceDateTime } from '#shared/format/instants.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { waitingListQuery } from './api.ts';
import { AdminPager } from '../../../components/list-filters.tsx';

/** Where a person joined the list (the entry's source code), in words; another source as it is. */
const SOURCE_KEYS: Record<string, MessageKey> = {
  banner: 'admin.waitingList.sourceName.banner',
  preview: 'admin.waitingList.sourceName.preview',
  home: 'admin.waitingList.sourceName.home',
};

/** /admin/waiting-list: who asked to hear about the launch, newest first (waiting-list-page.test.tsx). */
export function WaitingListPage() {
  const t = useT();
  const locale = useLocale();
  const title = t('dashboard.overview.adminWaitingList');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(waitingListQuery(q, page));
  const [search, setSearch] = useState(q);
  const go = (next: { q?: string; page?: number }) => {
    const p = new URLSearchParams();
    const nq = next.q ?? q;
    const np = next.page ?? page;
    if (nq) p.set('q', nq);
    if (np > 1) p.set('page', String(np));
    setParams(p, { replace: true });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: search.trim(), page: 1 });
  };
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const source = (code: string) =>
    Object.hasOwn(SOURCE_KEYS, code) ? t(SOURCE_KEYS[code] as MessageKey) : code;
  const clearSearch = () => {
    setSearch('');
    go({ q: '', page: 1 });
  };

  return (
    <PageHeading title={title} intro={t('admin.waitingList.intro')}>
      <BackToDashboard to={paths.admin} />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <form role="search" onSubmit={onSearch} className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('admin.waitingList.searchLabel')}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            maxLength={100}
          />
          <Button type="submit">{t('common.listFilters.search')}</Button>
          {q && (
            <Button variant="secondary" onClick={clearSearch}>
              {t('admin.waitingList.clearSearch')}
            </Button>
          )}
        </form>
        <Button asChild variant="secondary">
          <a href={api.adminWaitingListExport} download>
            <Download aria-hidden className="size-5" />
            {t('admin.waitingList.download')}
          </a>
        </Button>
      </div>

      <div className="mt-6 flex flex-col gap-4">
        {query.isPending && <Spinner label={t('admin.waitingList.loading')} />}
        {query.isError && <Alert tone="error">{query.error.message}</Alert>}
        {data && (
          <p className="text-xl font-bold" aria-live="polite">
            {q
              ? t('admin.waitingList.matchCount', { count: data.total, query: q })
              : t('admin.waitingList.count', { count: data.total })}
          </p>
        )}
        {data && data.entries.length > 0 && (
          <div className="overflow-x-auto rounded-2xl border-2 border-stone-300 dark:border-stone-700">
            {/* On a phone each person is a short stack instead of three narrow columns. */}
            <table aria-busy={query.isFetching} className="w-full text-left text-lg max-sm:block">
              <caption className="sr-only">{t('admin.waitingList.caption')}</caption>
              <thead className="bg-stone-100 max-sm:sr-only dark:bg-stone-800">
                <tr>
                  <th scope="col" className="p-3">
                    {t('admin.waitingList.email')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('admin.waitingList.source')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('admin.waitingList.joined')}
                  </th>
                </tr>
              </thead>
              <tbody className="max-sm:block">
                {data.entries.map((e) => (
                  <tr
                    key={e.id}
                    className="border-t-2 border-stone-200 bg-white first:border-t-0 max-sm:block max-sm:p-3 sm:first:border-t-2 dark:border-stone-700 dark:bg-stone-900"
                  >
                    <td className="p-3 font-bold break-all max-sm:block max-sm:p-0 sm:font-normal">
                      {e.email}
                    </td>
                    <td className="p-3 max-sm:block max-sm:p-0">{source(e.source)}</td>
                    <td className="p-3 max-sm:block max-sm:p-0">{practiceDateTime(e.createdAt, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && <AdminPager page={page} pages={pages} onPage={(p) => go({ page: p })} />}
      </div>
    </PageHeading>
  );
}
