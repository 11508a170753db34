import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { localePath } from '#shared/i18n/locales.ts';
import { paths } from '../../config/paths.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useCategorySuggestions } from '../category-suggestions.tsx';

/**
 * The search address for the header's words: what the words say read into filters as the home
 * card reads them ('heart doctor near 33139' → category=heart, location=33139), else the words
 * themselves. The reader is fetched on sending, so the header adds no weight to a page's first load.
 */
async function headerSearchAddress(words: string): Promise<string> {
  const q = words.trim();
  if (!q) return paths.providers;
  const [{ homeSearchParams }, { hasParsedFilters, parseSearchText }] = await Promise.all([
    import('#shared/search/home-search.ts'),
    import('#shared/search/natural-language.ts'),
  ]);
  const parsed = parseSearchText(q);
  const params = hasParsedFilters(parsed)
    ? homeSearchParams({ location: '', parsed })
    : new URLSearchParams({ q });
  return `${paths.providers}?${params}`;
}

/**
 * The header search box: sends the words to the provider search page, offering the kinds of care
 * they may mean as they are typed. From tablets up it is always there: beside the links where the
 * row has room for it, else on a line of its own below them.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const t = useT();
  // Without JavaScript the form goes to the search in the page's language.
  const locale = useLocale();
  const [text, setText] = useState('');
  const suggestions = useCategorySuggestions({
    text,
    locale,
    listId: 'header-search-kinds',
    label: t('common.search.suggestions'),
    // A kind of care chosen is searched at once.
    onChoose: (choice) => {
      setText('');
      navigate(`${paths.providers}?category=${choice.slug}`);
    },
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const words = text;
    // Words that cannot be read (the reader failed to load) are searched as they are.
    navigate(
      await headerSearchAddress(words).catch(
        () => `${paths.providers}?${new URLSearchParams({ q: words.trim() })}`,
      ),
    );
  };
  return (
    // The action and the field's name make the box work as a plain form too (no JavaScript).
    <form
      role="search"
      action={localePath(locale, paths.providers)}
      onSubmit={submit}
      className="relative order-last hidden basis-full md:block @min-[64rem]:order-none @min-[64rem]:max-w-80 @min-[64rem]:min-w-56 @min-[64rem]:flex-1 @min-[64rem]:basis-auto"
    >
      <label htmlFor="header-search" className="sr-only">
        {t('common.search.label')}
      </label>
      <input
        id="header-search"
        name="q"
        type="search"
        value={text}
        {...suggestions.inputProps}
        onChange={(e) => {
          suggestions.typing();
          setText(e.target.value);
        }}
        placeholder={t('common.search.placeholder')}
        className="min-h-11 w-full rounded-full border-2 border-stone-500 bg-white py-2 pr-12 pl-4 text-base text-ink placeholder:text-stone-600 dark:bg-stone-900 dark:text-stone-100"
      />
      <button
        type="submit"
        // Not just "Search": the admin pages have Search buttons of their own beside it.
        aria-label={t('common.search.submit')}
        className="text-primary absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-full dark:text-sky-300"
      >
        <Search aria-hidden className="size-5" />
      </button>
      {suggestions.list}
    </form>
  );
}
