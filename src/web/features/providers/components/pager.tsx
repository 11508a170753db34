import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * At most 5 page numbers around the current page, plus Previous and Next (search.e2e.ts,
 * docs/product.md#search).
 */
function pageNumbers(page: number, pages: number): number[] {
  const count = Math.min(5, pages);
  const start = Math.max(1, Math.min(page - 2, pages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border-2 px-3 font-bold disabled:cursor-not-allowed disabled:opacity-50';

export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t('search.pager.label')}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      <button
        type="button"
        className={cn(buttonClass, 'border-stone-400')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden className="size-5" />
        {t('search.pager.previous')}
      </button>
      {pageNumbers(page, pages).map((n) => (
        <button
          key={n}
          type="button"
          aria-label={t('search.pager.page', { number: n })}
          aria-current={n === page ? 'page' : undefined}
          className={cn(
            buttonClass,
            n === page ? 'border-primary bg-primary text-white' : 'border-stone-400',
          )}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={cn(buttonClass, 'border-stone-400')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('search.pager.next')}
        <ChevronRight aria-hidden className="size-5" />
      </button>
    </nav>
  );
}
