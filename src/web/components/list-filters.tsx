import { Search } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { cn } from './ui/cn.ts';
import { inputClass } from './ui/field.tsx';
import { Spinner } from './ui/spinner.tsx';
import { errorWords } from '../lib/api-client.ts';
import { useT } from '../lib/i18n.tsx';

/** What the admin lists share: a search form, labelled selects, Clear filters, the results and the pager. */

/** Without a width: each use says its own. */
export const filterSelectClass =
  'min-h-12 rounded-lg border-2 border-stone-500 bg-white px-3 text-base text-ink dark:bg-stone-900 dark:text-stone-100';

/** A search box with its Search button; the page keeps the text, so Clear filters can empty it. */
export function AdminSearchForm({
  name,
  label,
  value,
  onChange,
  onSearch,
  inputClassName = 'w-full sm:w-96',
}: {
  /** What the search region is called for screen readers ('Subscriptions'). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: (text: string | undefined) => void;
  inputClassName?: string;
}) {
  const id = useId();
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim() || undefined);
  };
  return (
    <form role="search" aria-label={name} onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="font-bold">
          {label}
        </label>
        <input
          id={id}
          type="search"
          className={cn(inputClass, 'border-stone-500', inputClassName)}
          value={value}
          maxLength={100}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      <Button type="submit" size="lg" className="min-h-12 py-2">
        <Search aria-hidden className="size-5" />
        {t('common.listFilters.search')}
      </Button>
    </form>
  );
}

/** A labelled select of one filter: 'All …' first, then each option, with its count when known. */
export function FilterSelect<T extends string>({
  label,
  allLabel,
  value,
  options,
  labels,
  counts,
  onChange,
  className,
}: {
  label: string;
  allLabel: string;
  value: T | undefined;
  options: readonly T[];
  labels: Record<T, string>;
  counts?: Partial<Record<T, number>>;
  onChange: (value: T | undefined) => void;
  className?: string;
}) {
  const id = useId();
  return (
    // Never wider than its row, so the select in it, which is never wider than its box (styles.css),
    // keeps to the screen when an option's words are longer than a phone is wide at the largest text
    // (languages.e2e.ts).
    <div className="flex max-w-full min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <select
        id={id}
        className={cn(filterSelectClass, className ?? 'w-full')}
        value={value ?? ''}
        onChange={(e) => {
          const next = e.target.value;
          onChange((options as readonly string[]).includes(next) ? (next as T) : undefined);
        }}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
            {counts?.[o] !== undefined ? ` (${counts[o]})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Previous / 'Page n of m' / Next under a list; nothing when it fits on one page. */
export function AdminPager({
  page,
  pages,
  onPage,
  label,
  className,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the pager is called for screen readers; 'Pages' where not given. */
  label?: string;
  className?: string;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={label ?? t('common.listFilters.pages')}
      className={cn('flex flex-wrap items-center gap-3', className)}
    >
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.listFilters.previousPage')}
      </Button>
      <span className="text-lg">{t('common.listFilters.pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.listFilters.nextPage')}
      </Button>
    </nav>
  );
}

/** 'Clear filters', shown while a search or a filter is set. */
export function ClearFiltersButton({ shown, onClear }: { shown: boolean; onClear: () => void }) {
  const t = useT();
  if (!shown) return null;
  return (
    <Button variant="secondary" size="lg" className="min-h-12 self-start py-2" onClick={onClear}>
      {t('common.listFilters.clear')}
    </Button>
  );
}

type ListQuery = { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown };

/**
 * The results part of an admin list page: loading, a failure in plain words, which rows are shown
 * ('Showing 1–20 of 45', or that none match), the rows, and the pager.
 */
export function AdminListResults<T>({
  label,
  noun,
  loadingLabel,
  failedWords,
  query,
  result,
  page,
  filtered,
  itemKey,
  renderItem,
  onPage,
}: {
  /** Names the list for screen readers, e.g. 'Accounts'. */
  label: string;
  /**
   * The plural noun in 'No accounts match.' and 'No accounts yet.', in the page's language, from
   * the page's catalogue ('accounts', 'cuentas'). The messages put it where it agrees with nothing
   * ('No hay cuentas que coincidan.'), so one word serves both sentences.
   */
  noun: string;
  loadingLabel: string;
  failedWords: string;
  query: ListQuery;
  result: { items: T[]; total: number; pageSize: number } | undefined;
  page: number;
  filtered: boolean;
  /** Include what the row shows that can change, so a changed row starts afresh. */
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const first = result ? (page - 1) * result.pageSize + 1 : 0;
  return (
    <div className="mt-6 flex flex-col gap-4">
      {query.isPending && <Spinner label={loadingLabel} />}
      {query.isError && <Alert tone="error">{errorWords(query.error, failedWords)}</Alert>}
      {result && (
        <p role="status" className="text-lg">
          {result.total === 0
            ? filtered
              ? t('common.listFilters.noneMatch', { noun })
              : t('common.listFilters.noneYet', { noun })
            : t('common.listFilters.showing', {
                first,
                last: first + result.items.length - 1,
                total: result.total,
              })}
        </p>
      )}
      {result && result.items.length > 0 && (
        <ul aria-label={label} aria-busy={query.isFetching} className="flex flex-col gap-4">
          {result.items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {result && (
        <AdminPager
          page={page}
          pages={Math.max(1, Math.ceil(result.total / result.pageSize))}
          onPage={onPage}
        />
      )}
    </div>
  );
}
