import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { LOCALE_NAMES, type Locale } from '#shared/i18n/locales.ts';
import { useLocale, useOfferedLocales } from '../../lib/i18n.tsx';
import { cn } from '../ui/cn.ts';

/** This page's address with the switch to `locale`, which the server answers (server/lib/i18n.ts). */
function switchAddress(pathname: string, search: string, locale: Locale): string {
  const query = new URLSearchParams(search);
  query.set('lang', locale);
  return `${pathname}?${query}`;
}

/**
 * Each other language offered ("Español" on an English page, "English" on a Spanish one): a plain
 * link to this page in that language, which the server remembers on the device (ADR 19). Each language is named in itself,
 * and marked as such, so a screen reader says it in its own voice. Nothing shows while the site
 * offers one language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const offered = useOfferedLocales();
  const { pathname, search } = useLocation();
  const others = offered.filter((other) => other !== locale);
  if (others.length === 0) return null;
  return (
    <div className={cn('inline-flex items-center gap-1', className)}>
      <Languages aria-hidden className="size-5 text-ink-muted dark:text-stone-300" />
      {others.map((other) => (
        <a
          key={other}
          href={switchAddress(pathname, search, other)}
          lang={other}
          hrefLang={other}
          className="inline-flex min-h-11 items-center rounded-md border-2 border-stone-400 bg-white px-3 text-base font-bold text-ink no-underline hover:border-primary hover:text-primary dark:bg-stone-900 dark:text-stone-100"
        >
          {LOCALE_NAMES[other]}
        </a>
      ))}
    </div>
  );
}
