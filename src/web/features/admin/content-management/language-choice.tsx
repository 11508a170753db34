import { useId } from 'react';
import { LOCALES, LOCALE_NAMES, type Locale } from '#shared/i18n/locales.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * Which language's words an editor changes (the content editor, the coming-soon words), among
 * `locales` (every language by default). Large, each language named in its own words; the hint says
 * pictures are changed once.
 */
export function LanguageChoice({
  value,
  onChange,
  className = 'mt-6',
  locales = LOCALES,
}: {
  value: Locale;
  onChange(next: Locale): void;
  className?: string;
  locales?: readonly Locale[];
}) {
  const t = useT();
  const hintId = useId();
  const name = useId();
  return (
    <fieldset className={`${className} flex flex-col gap-3`} aria-describedby={hintId}>
      <legend className="mb-2 text-xl font-bold">{t('admin.content.languageLegend')}</legend>
      <div className="flex flex-wrap gap-3">
        {locales.map((l) => (
          <label
            key={l}
            lang={l}
            className="has-[:checked]:border-primary has-[:checked]:bg-primary-soft flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-stone-400 px-5 py-3 text-xl font-bold has-[:focus-visible]:ring-4 dark:border-stone-600 dark:has-[:checked]:border-sky-300 dark:has-[:checked]:bg-stone-800"
          >
            <input
              type="radio"
              name={name}
              value={l}
              checked={value === l}
              onChange={() => onChange(l)}
              className="size-6"
            />
            {LOCALE_NAMES[l]}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-ink-muted text-lg dark:text-stone-300">
        {t('admin.content.languageHint')}
      </p>
    </fieldset>
  );
}
