import { X } from 'lucide-react';
import { useId } from 'react';
import type { Translate } from '#shared/i18n/translate.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { languageName } from '#shared/providers/directory-list-labels.ts';
import { categoryName } from '#shared/taxonomy/listing-words.ts';
import type { ParsedSearch } from '#shared/search/natural-language.ts';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useCategorySuggestions } from '../../../components/category-suggestions.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';

export type Chip = { key: string; label: string };

/**
 * The filters read from the free text, one chip each in the reader's language, keyed so a removed
 * chip stays removed.
 */
export function chipsFor(t: Translate, locale: Locale, parsed: ParsedSearch | null): Chip[] {
  if (!parsed) return [];
  const chips: Chip[] = [];
  if (parsed.category) chips.push({ key: 'category', label: categoryName(parsed.category, locale) });
  if (parsed.acceptingNew) chips.push({ key: 'acceptingNew', label: t('home.chip.acceptingNew') });
  if (parsed.telehealth) chips.push({ key: 'telehealth', label: t('home.chip.telehealth') });
  for (const language of parsed.languages)
    chips.push({
      key: `language:${language}`,
      label: t('home.chip.speaks', { language: languageName(t, language) }),
    });
  for (const plan of parsed.insurance ?? [])
    chips.push({ key: `insurance:${plan}`, label: t('home.chip.takes', { plan }) });
  if (parsed.zip) chips.push({ key: 'zip', label: t('home.chip.near', { place: parsed.zip }) });
  else if (parsed.location)
    chips.push({ key: 'location', label: t('home.chip.near', { place: parsed.location }) });
  if (parsed.yearsMin !== undefined)
    chips.push({ key: 'yearsMin', label: t('home.chip.years', { years: parsed.yearsMin }) });
  if (parsed.name) chips.push({ key: 'name', label: t('home.chip.name', { name: parsed.name }) });
  return chips;
}

/** The parse without the chips the user removed. */
export function withoutDismissed(parsed: ParsedSearch, dismissed: ReadonlySet<string>): ParsedSearch {
  const keep = (key: string) => !dismissed.has(key);
  return {
    category: keep('category') ? parsed.category : undefined,
    acceptingNew: keep('acceptingNew') ? parsed.acceptingNew : undefined,
    telehealth: keep('telehealth') ? parsed.telehealth : undefined,
    languages: parsed.languages.filter((l) => keep(`language:${l}`)),
    insurance: parsed.insurance?.filter((plan) => keep(`insurance:${plan}`)),
    zip: keep('zip') ? parsed.zip : undefined,
    location: keep('location') ? parsed.location : undefined,
    yearsMin: keep('yearsMin') ? parsed.yearsMin : undefined,
    name: keep('name') ? parsed.name : undefined,
  };
}

type Props = {
  /** The field's name in the plain form (no JavaScript). */
  name: string;
  value: string;
  onChange: (value: string) => void;
  chips: Chip[];
  onRemove: (key: string) => void;
};

/**
 * A box for plain words ('Spanish-speaking dentist accepting new patients'); as they are typed it
 * offers the kinds of care they may mean (category-suggestions.tsx), and what we understood shows
 * as chips.
 */
export function SmartSearchBox({ name, value, onChange, chips, onRemove }: Props) {
  const id = useId();
  const t = useT();
  const suggestions = useCategorySuggestions({
    text: value,
    locale: useLocale(),
    listId: `${id}-kinds`,
    label: t('home.smart.suggestions'),
    // The category's name replaces the words it was found by; the words then read as that category.
    onChoose: (choice, from) => onChange(`${value.slice(0, from)}${choice.name} `),
  });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {t('home.smart.label')}
      </label>
      <p id={`${id}-hint`} className="text-ink-muted dark:text-stone-300">
        {t('home.smart.hint')}
      </p>
      <div className="relative">
        <input
          id={id}
          type="search"
          name={name}
          aria-describedby={`${id}-hint`}
          className={cn(inputClass, 'border-stone-500')}
          placeholder={t('home.smart.placeholder')}
          value={value}
          {...suggestions.inputProps}
          onChange={(e) => {
            suggestions.typing();
            onChange(e.target.value);
          }}
        />
        {suggestions.list}
      </div>
      <div aria-live="polite">
        {chips.length > 0 && (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <span className="font-bold">{t('home.smart.understood')}</span>
            <ul className="contents">
              {chips.map((chip) => (
                <li key={chip.key}>
                  <button
                    type="button"
                    onClick={() => onRemove(chip.key)}
                    aria-label={t('home.smart.remove', { label: chip.label })}
                    className="bg-primary-soft text-primary inline-flex min-h-11 items-center gap-1 rounded-full border-2 border-primary px-3 font-bold dark:bg-stone-800 dark:text-sky-200"
                  >
                    {chip.label}
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
