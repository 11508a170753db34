import { useEffect, useState, type KeyboardEvent } from 'react';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '#shared/search/home-search.ts';
import type { CategorySuggestion, Suggested } from '#shared/search/category-words.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { cn } from './ui/cn.ts';

/**
 * A search box's list of categories as the person types (300 ms after typing stops, from 2
 * characters, at most 5: docs/product.md#search), with the keys a combobox answers to. The box
 * gives `inputProps` to its input and shows `list`. The category words are fetched when first
 * needed, so a page whose only search box is the header's does not load them first.
 */
export function useCategorySuggestions({
  text,
  locale,
  listId,
  label,
  onChoose,
}: {
  text: string;
  locale: Locale;
  listId: string;
  label: string;
  onChoose: (choice: CategorySuggestion, from: number) => void;
}) {
  const [typed, setTyped] = useState(false);
  const [suggested, setSuggested] = useState<Suggested>({ items: [], from: 0 });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wanted = typed && text.trim().length >= SUGGESTION_MIN_CHARS;

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const timer = setTimeout(() => {
      import('#shared/search/category-words.ts').then(
        ({ categorySuggestions }) => {
          if (!current) return;
          const next = categorySuggestions(text, locale);
          setSuggested(next);
          setActive(-1);
          setOpen(next.items.length > 0);
        },
        // Without the list the box still searches.
        () => undefined,
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, wanted, locale]);

  const { items, from } = suggested;
  const expanded = wanted && open && items.length > 0;
  const choose = (choice: CategorySuggestion) => {
    setTyped(false);
    setOpen(false);
    onChoose(choice, from);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && items.length && wanted) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % items.length);
    } else if (e.key === 'ArrowUp' && expanded) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      choose(items[active]!);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  };

  return {
    /** Call when the person types (not when the page sets the words). */
    typing: () => setTyped(true),
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
      autoComplete: 'off',
      onKeyDown,
      onBlur: () => setOpen(false),
    },
    list: (
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border-2 border-stone-500 bg-white text-ink shadow-lg dark:bg-stone-900 dark:text-stone-100"
      >
        {items.map((item, i) => (
          <li
            key={item.slug}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(item);
            }}
            className={cn(
              'min-h-12 cursor-pointer px-3 py-3 text-base',
              i === active ? 'bg-primary text-white' : 'hover:bg-primary-soft dark:hover:bg-stone-800',
            )}
          >
            {item.name}
          </li>
        ))}
      </ul>
    ),
  };
}
