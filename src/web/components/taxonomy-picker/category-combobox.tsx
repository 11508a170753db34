import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { inLocale } from '#shared/i18n/locales.ts';
import { CATEGORY_LIST, categoryEntry } from '#shared/taxonomy/category-list.ts';
import { FieldError, inputClass } from '../ui/field.tsx';
import { cn } from '../ui/cn.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useHydrated } from '../../lib/hooks/use-hydrated.ts';
import type { matchCategories } from './category-match.ts';

export const selectClass =
  'block min-h-12 w-full rounded-lg border-2 bg-white px-3 text-base text-ink dark:bg-stone-900 dark:text-stone-100';

type Entry = { slug: string; name: string; description?: string; via?: string };

/**
 * The entries the list shows for the words typed (all, when none). The matcher reads every
 * category's description and lay words, so it is fetched when the field is first focused (`load`),
 * not with the page (languages.e2e.ts weighs the search page). Until it is here the list shows the
 * names alone, and none for words typed, which it cannot yet read; `bestMatch` waits for it, for an
 * Enter pressed meanwhile.
 */
function useCategoryEntries(text: string | null, anyLabel: string | undefined) {
  const locale = useLocale();
  const [matcher, setMatcher] = useState<typeof matchCategories | null>(null);
  const load = () =>
    import('./category-match.ts').then(({ matchCategories }) => {
      setMatcher(() => matchCategories);
      return matchCategories;
    });
  const entries = useMemo((): Entry[] => {
    const matches = matcher
      ? matcher(text ?? '', locale).map(({ category, via }): Entry => ({
          slug: category.slug,
          name: inLocale(category.name, locale),
          description: inLocale(category.description, locale),
          via,
        }))
      : text
        ? []
        : CATEGORY_LIST.map((category): Entry => ({
            slug: category.slug,
            name: inLocale(category.name, locale),
          }));
    return anyLabel !== undefined && !text ? [{ slug: '', name: anyLabel }, ...matches] : matches;
  }, [text, matcher, locale, anyLabel]);
  const bestMatch = (typed: string) =>
    load().then((match): Entry | undefined => {
      const best = match(typed, locale)[0];
      return best && { slug: best.category.slug, name: inLocale(best.category.name, locale) };
    });
  return { entries, matched: Boolean(text && matcher), load, bestMatch };
}

export type CategoryComboboxProps = {
  label: string;
  /** A category's slug, or '' for none. */
  value: string;
  onChange: (slug: string) => void;
  /** The choice of no category ('All Specialties'); without it a category must be chosen. */
  anyLabel?: string;
  /** The field's name in a form sent without JavaScript. */
  name?: string;
  error?: string;
};

/**
 * Choosing a kind of care: a combobox whose list narrows as the person types (names and lay words in
 * English and Spanish: category-match.ts), each with its one-line description, following the ARIA
 * combobox pattern (the input keeps focus; arrows move through the list; Enter chooses; Escape
 * closes). Until the app has taken the page over, and without JavaScript, it is a plain select
 * with the same name, which stays in the page (hidden) so a choice made early is replayed into the
 * app (lib/app-live.ts) and a plain form still sends it (taxonomy-picker.e2e.ts).
 */
export function CategoryCombobox({ label, value, onChange, anyLabel, name, error }: CategoryComboboxProps) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const id = useId();
  const [inputId, selectId, listId, hintId, errorId] = ['input', 'select', 'list', 'hint', 'error'].map(
    (part) => `${id}-${part}`,
  ) as [string, string, string, string, string];
  const [open, setOpen] = useState(false);
  /** What the person is typing; null while the field shows the chosen category's name. */
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const { entries, matched, load: loadMatcher, bestMatch } = useCategoryEntries(text, anyLabel);

  const chosenName = useMemo(() => {
    const category = categoryEntry(value);
    return category ? inLocale(category.name, locale) : '';
  }, [value, locale]);

  const optionId = (index: number) => `${id}-option-${index}`;
  useEffect(() => {
    if (open && active >= 0) {
      // Not every browser engine has it (the tests' has not).
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is derived from id
  }, [open, active]);

  const close = () => {
    setOpen(false);
    setText(null);
    setActive(-1);
  };
  const choose = (entry: Entry) => {
    close();
    if (entry.slug !== value) onChange(entry.slug);
  };
  const openList = () => {
    setOpen(true);
    setActive(
      Math.max(
        0,
        entries.findIndex((e) => e.slug === value),
      ),
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = entries.length - 1;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return openList();
      setActive((i) => (e.key === 'ArrowDown' ? Math.min(last, i + 1) : Math.max(0, i - 1)));
    } else if ((e.key === 'Home' || e.key === 'End') && open && e.altKey === false && text === null) {
      e.preventDefault();
      setActive(e.key === 'Home' ? 0 : last);
    } else if (e.key === 'Enter' && open) {
      // Choosing is not sending the form the field is in.
      e.preventDefault();
      // Words typed before the matcher arrived choose its best match once it is here.
      const entry = text && !matched ? bestMatch(text) : Promise.resolve(entries[active]);
      void entry.then((chosen) => chosen && choose(chosen));
    } else if (e.key === 'Escape' && (open || text !== null)) {
      e.preventDefault();
      close();
    }
  };

  const described = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
  const labelFor = hydrated ? inputId : selectId;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={labelFor} className="font-bold">
        {label}
      </label>
      {hydrated && (
        <p id={hintId} className="text-ink-muted text-base dark:text-stone-300">
          {t('common.taxonomy.typeHint')}
        </p>
      )}
      <PlainCategorySelect
        id={selectId}
        name={name}
        value={value}
        anyLabel={anyLabel}
        error={error}
        errorId={errorId}
        hidden={hydrated}
        onChange={onChange}
      />
      {hydrated && (
        <div className="relative">
          <div className="flex">
            <input
              ref={inputRef}
              id={inputId}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listId}
              aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={described || undefined}
              className={cn(inputClass, 'rounded-r-none', error ? 'border-danger' : 'border-stone-500')}
              value={text ?? chosenName}
              // With nothing chosen, the field reads as the choice of everything ('All Specialties').
              placeholder={anyLabel}
              // Typing replaces the chosen name rather than adding to it.
              onFocus={(e) => {
                e.currentTarget.select();
                void loadMatcher();
              }}
              onChange={(e) => {
                setText(e.target.value);
                setOpen(true);
                setActive(0);
              }}
              onClick={() => (open ? undefined : openList())}
              onKeyDown={onKeyDown}
              onBlur={close}
            />
            <ShowAllButton
              listId={listId}
              open={open}
              onToggle={() => {
                inputRef.current?.focus();
                if (open) close();
                else {
                  setText(null);
                  openList();
                }
              }}
            />
          </div>
          <CategoryList
            id={listId}
            label={label}
            open={open}
            entries={entries}
            value={value}
            active={active}
            optionId={optionId}
            onActive={setActive}
            onChoose={choose}
          />
          <MatchCount count={open && matched ? entries.length : null} />
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The list of kinds of care, each with its description and, when a lay word found it, that word. */
function CategoryList({
  id,
  label,
  open,
  entries,
  value,
  active,
  optionId,
  onActive,
  onChoose,
}: {
  id: string;
  label: string;
  open: boolean;
  entries: Entry[];
  value: string;
  active: number;
  optionId: (index: number) => string;
  onActive: (index: number) => void;
  onChoose: (entry: Entry) => void;
}) {
  const t = useT();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!open}
      className="absolute z-30 mt-1 max-h-[min(28rem,60vh)] w-full overflow-y-auto rounded-lg border-2 border-stone-500 bg-white shadow-lg dark:bg-stone-900"
      // Keeps the focus in the field while a pointer chooses.
      onMouseDown={(e) => e.preventDefault()}
    >
      {entries.map((entry, index) => (
        <li
          key={entry.slug || 'any'}
          id={optionId(index)}
          role="option"
          aria-selected={entry.slug === value}
          className={cn(
            'flex min-h-12 cursor-pointer flex-col justify-center border-b border-stone-200 px-3 py-2 last:border-b-0 dark:border-stone-700',
            index === active &&
              'bg-primary-soft outline-primary outline-2 -outline-offset-2 outline dark:bg-stone-800',
          )}
          onMouseMove={() => onActive(index)}
          onClick={() => onChoose(entry)}
        >
          <span className="font-bold">{entry.name}</span>
          {entry.description && (
            <span className="text-ink-muted text-base dark:text-stone-300">{entry.description}</span>
          )}
          {entry.via && (
            <span className="text-ink-muted text-base italic dark:text-stone-300">
              {t('common.taxonomy.alsoCalled', { words: entry.via })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The kinds of care as a plain select: the field itself before the app takes the page over and
 * without JavaScript; after, hidden but kept, for a plain form and for an early choice's replay.
 */
function PlainCategorySelect({
  id,
  name,
  value,
  anyLabel,
  error,
  errorId,
  hidden,
  onChange,
}: {
  id: string;
  name?: string;
  value: string;
  anyLabel?: string;
  error?: string;
  errorId: string;
  hidden: boolean;
  onChange: (slug: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <select
      id={id}
      name={name}
      value={value}
      className={cn(selectClass, error ? 'border-danger' : 'border-stone-500', hidden && 'hidden')}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{anyLabel ?? t('common.taxonomy.chooseCategory')}</option>
      {CATEGORY_LIST.map((c) => (
        <option key={c.slug} value={c.slug}>
          {inLocale(c.name, locale)}
        </option>
      ))}
    </select>
  );
}

/** Opens or closes the whole list; out of the tab order, as the field itself opens it (ARIA combobox). */
function ShowAllButton({ listId, open, onToggle }: { listId: string; open: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={t('common.taxonomy.showAll')}
      aria-expanded={open}
      aria-controls={listId}
      className="text-ink flex min-h-12 min-w-12 items-center justify-center rounded-r-lg border-2 border-l-0 border-stone-500 bg-white dark:bg-stone-900 dark:text-stone-100"
      // Keeps the focus in the field, where the arrows and Enter work.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onToggle}
    >
      <ChevronDown aria-hidden className="size-6" />
    </button>
  );
}

/** How many kinds of care the words found, told to a screen reader; none found is shown to all. */
function MatchCount({ count }: { count: number | null }) {
  const t = useT();
  return (
    <>
      <p role="status" className="sr-only">
        {count === null ? '' : t('common.taxonomy.matches', { count })}
      </p>
      {count === 0 && (
        <p className="mt-1 rounded-lg border-2 border-stone-300 bg-white p-3 dark:bg-stone-900" aria-hidden>
          {t('common.taxonomy.matches', { count: 0 })}
        </p>
      )}
    </>
  );
}
