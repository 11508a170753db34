import { History, TrendingUp, X } from 'lucide-react';
import { RECENT_SEARCHES_SHOWN, type QuickSearch } from '#shared/search/home-search.ts';
import { describeSearch, quickSearchName } from '#shared/search/quick-searches.ts';
import type { HistoryEntry } from '#shared/search-history/search-history.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';

const chipClass =
  'min-h-11 rounded-full border-2 border-stone-400 bg-white px-4 py-2 text-left font-bold text-ink hover:border-primary hover:bg-primary-soft dark:bg-stone-900 dark:text-stone-100';

type RecentProps = {
  entries: HistoryEntry[];
  onRun: (entry: HistoryEntry) => void;
  onRemove: (entry: HistoryEntry) => void;
  onClear: () => void;
};

/** The last two searches, each to run again or forget, and Clear for all (home.e2e.ts). */
export function RecentSearches({ entries, onRun, onRemove, onClear }: RecentProps) {
  const t = useT();
  const locale = useLocale();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches" className="mt-5">
      <div className="flex items-center justify-between gap-2">
        <h3 id="recent-searches" className="flex items-center gap-2 text-lg">
          <History aria-hidden className="size-5" />
          {t('home.recent.title')}
        </h3>
        <Button variant="link" onClick={onClear} aria-label={t('home.recent.clearLabel')}>
          {t('home.recent.clear')}
        </Button>
      </div>
      <ul className="mt-2 flex flex-col gap-2">
        {entries.slice(0, RECENT_SEARCHES_SHOWN).map((entry) => {
          const name = describeSearch(t, locale, entry);
          return (
            <li key={entry.id} className="flex items-center gap-2">
              <button type="button" className={`${chipClass} flex-1`} onClick={() => onRun(entry)}>
                {name}
              </button>
              <Button
                variant="ghost"
                onClick={() => onRemove(entry)}
                aria-label={t('home.recent.remove', { name })}
              >
                <X aria-hidden className="size-5" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type TrendingProps = { items: (QuickSearch & { count: number })[]; onRun: (item: QuickSearch) => void };

export function TrendingNow({ items, onRun }: TrendingProps) {
  const t = useT();
  const locale = useLocale();
  return (
    // Its searches are buttons the app runs: not shown without JavaScript.
    <section aria-labelledby="trending-now" className="mt-5 noscript:hidden">
      <h3 id="trending-now" className="flex items-center gap-2 text-lg">
        <TrendingUp aria-hidden className="size-5" />
        {t('home.trending.title')}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className={chipClass} onClick={() => onRun(item)}>
              {quickSearchName(t, locale, item)}
              {item.count > 0 && (
                <span className="text-ink-muted ml-2 font-normal dark:text-stone-300">
                  {t('home.trending.count', { count: item.count })}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
