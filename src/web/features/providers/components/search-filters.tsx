import { LocateFixed } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  ACCESSIBILITY_OPTIONS,
  INSURANCE_OPTIONS,
  LANGUAGE_OPTIONS,
} from '#shared/providers/directory-lists.ts';
import { localePath } from '#shared/i18n/locales.ts';
import { classifyLocation, isPartialZip } from '#shared/search/location.ts';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import { accessibilityName, languageName } from '#shared/providers/directory-list-labels.ts';
import { TaxonomyFilter } from '../../../components/taxonomy-picker/taxonomy-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';

/** Choices of the address's value and the words for it. */
const AVAILABILITY_CHOICES: [string, MessageKey][] = [
  ['today', 'search.filters.today'],
  ['this_week', 'search.filters.thisWeek'],
  ['next_week', 'search.filters.nextWeek'],
];
const TIME_CHOICES: [string, MessageKey][] = [
  ['morning', 'search.filters.morning'],
  ['afternoon', 'search.filters.afternoon'],
  ['evening', 'search.filters.evening'],
];
const GENDER_CHOICES: [string, MessageKey][] = [
  ['female', 'search.filters.female'],
  ['male', 'search.filters.male'],
];

const selectClass =
  'block min-h-12 w-full rounded-lg border-2 border-stone-500 bg-white px-3 text-base text-ink dark:bg-stone-900 dark:text-stone-100';

type Values = Record<string, string | undefined>;

/** What a ticked option box sends in the address (accepting_new=true). */
const ON = 'true';

/**
 * The search's parts the card has no field for, carried along when it is sent as a plain form (no
 * JavaScript), so the words, the order and the view stay; the page goes back to the first.
 */
const CARRIED = ['q', 'name', 'sort', 'view', 'years_max'] as const;

function Select({
  label,
  name,
  value,
  onChange,
  options,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (name: string, value: string) => void;
  options: [value: string, label: string][];
}) {
  const id = `filter-${name}-${useId()}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={selectClass}
        value={value}
        onChange={(e) => onChange(name, e.target.value)}
      >
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

function Check({
  label,
  name,
  checked,
  onChange,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (name: string, value: string) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 font-bold">
      <input
        type="checkbox"
        name={name}
        value={ON}
        className="size-6 accent-[var(--color-primary)]"
        checked={checked}
        onChange={(e) => onChange(name, e.target.checked ? ON : '')}
      />
      {label}
    </label>
  );
}

/** The lists' choices: the address's value and the reader's words for it. */
function filterChoices(
  t: Translate,
): Record<
  'insurance' | 'radius' | 'rating' | 'availability' | 'time' | 'gender' | 'years',
  [value: string, label: string][]
> {
  return {
    // Plan names are official names, the same in every language.
    insurance: [
      ['', t('search.filters.anyInsurance')],
      ...INSURANCE_OPTIONS.map((i): [string, string] => [i, i]),
    ],
    radius: [
      ['', t('search.filters.defaultDistance')],
      ...[5, 10, 15, 25, 50].map((miles): [string, string] => [
        String(miles),
        t('search.filters.within', { miles }),
      ]),
    ],
    rating: [
      ['', t('search.filters.allRatings')],
      ...[2, 3, 4].map((stars): [string, string] => [
        String(stars),
        t('search.filters.starsAndUp', { stars }),
      ]),
      ['5', t('search.filters.fiveStars')],
    ],
    availability: [
      ['', t('search.filters.anyTime')],
      ...AVAILABILITY_CHOICES.map(([value, key]): [string, string] => [value, t(key)]),
    ],
    time: [
      ['', t('search.filters.anyTimeOfDay')],
      ...TIME_CHOICES.map(([value, key]): [string, string] => [value, t(key)]),
    ],
    gender: [
      ['', t('search.filters.any')],
      ...GENDER_CHOICES.map(([value, key]): [string, string] => [value, t(key)]),
    ],
    years: [
      ['', t('search.filters.any')],
      ...[5, 10, 20].map((years): [string, string] => [
        String(years),
        t('search.filters.yearsOrMore', { years }),
      ]),
    ],
  };
}

/** The card's title, and a link that clears every filter once one applies. */
function FiltersHeading({ activeCount, onClearAll }: { activeCount: number; onClearAll: () => void }) {
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 id="filters-heading" className="text-2xl">
        {t('search.filters.title')}
      </h2>
      {activeCount > 0 && (
        <Button variant="link" className="noscript:hidden" onClick={onClearAll}>
          {t('search.filters.clearAll')}
        </Button>
      )}
    </div>
  );
}

/** Where to search: a city or ZIP typed in, or the visitor's own position. */
function LocationSearch({
  location,
  onLocationChange,
  error,
  onNearMe,
  locating,
}: {
  location: string;
  onLocationChange: (location: string) => void;
  error: string | undefined;
  onNearMe: () => void;
  locating: boolean;
}) {
  const t = useT();
  const kind = classifyLocation(location);
  return (
    <div className="flex flex-col gap-2" role="search" aria-label={t('search.filters.location')}>
      <TextField
        label={t('search.filters.cityOrZip')}
        name="location"
        value={location}
        maxLength={60}
        inputMode={/^\d/.test(location) ? 'numeric' : 'text'}
        placeholder={
          kind === 'city' || kind === 'city_state'
            ? t('search.filters.placeholderCity')
            : t('search.filters.placeholder')
        }
        error={error}
        onChange={(e) => onLocationChange(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" className="flex-1">
          {t('search.filters.searchArea')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          className="flex-1 noscript:hidden"
          onClick={onNearMe}
          disabled={locating}
        >
          <LocateFixed aria-hidden className="size-5" />
          {t('search.filters.nearMe')}
        </Button>
      </div>
    </div>
  );
}

/** The yes-or-no options: accepting new patients, telehealth. */
function OptionChecks({
  values,
  onChange,
}: {
  values: Values;
  onChange: (name: string, value: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-bold">{t('search.filters.options')}</legend>
      <Check
        label={t('search.filters.acceptingNew')}
        name="accepting_new"
        checked={values.accepting_new === 'true'}
        onChange={onChange}
      />
      <Check
        label={t('search.filters.telehealth')}
        name="telehealth"
        checked={values.telehealth === 'true'}
        onChange={onChange}
      />
    </fieldset>
  );
}

/**
 * The filter card: every change updates the page address, which is the search. Without JavaScript it
 * is a plain form to the same address, with a button to show the results (before-the-app.e2e.ts).
 */
export function SearchFilters({
  values,
  onChange,
  onChangeAll,
  onClearAll,
  activeCount,
  onNearMe,
  locating,
}: {
  values: Values;
  onChange: (name: string, value: string) => void;
  /** Several parts at once: a category and its specialty are one choice. */
  onChangeAll: (values: Record<string, string>) => void;
  onClearAll: () => void;
  activeCount: number;
  onNearMe: () => void;
  locating: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const choices = filterChoices(t);
  const [location, setLocation] = useState(values.location ?? '');
  // An address holding a broken ZIP says so at once, as the server draws it too.
  const [locationError, setLocationError] = useState(() =>
    isPartialZip(values.location ?? '') ? t('search.filters.zipInvalid') : undefined,
  );

  const submitLocation = (e: FormEvent) => {
    e.preventDefault();
    const text = location.trim();
    if (isPartialZip(text)) {
      setLocationError(t('search.filters.zipInvalid'));
      return;
    }
    setLocationError(undefined);
    onChange('location', text);
  };

  return (
    <section
      aria-labelledby="filters-heading"
      className="flex flex-col gap-5 rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-950"
    >
      <FiltersHeading activeCount={activeCount} onClearAll={onClearAll} />
      <form
        action={localePath(locale, paths.providers)}
        onSubmit={submitLocation}
        className="flex flex-col gap-5"
      >
        <LocationSearch
          location={location}
          onLocationChange={setLocation}
          error={locationError}
          onNearMe={onNearMe}
          locating={locating}
        />
        <TaxonomyFilter
          label={t('search.filters.specialty')}
          anyLabel={t('search.filters.allSpecialties')}
          value={{ category: values.category ?? '', specialty: values.specialty ?? '' }}
          onChange={(next) => onChangeAll(next)}
        />
        <Select
          label={t('search.filters.insurance')}
          name="insurance"
          value={values.insurance ?? ''}
          onChange={onChange}
          options={choices.insurance}
        />
        <Select
          label={t('search.filters.distance')}
          name="radius"
          value={values.radius ?? ''}
          onChange={onChange}
          options={choices.radius}
        />
        <Select
          label={t('search.filters.rating')}
          name="rating"
          value={values.rating ?? ''}
          onChange={onChange}
          options={choices.rating}
        />
        <Select
          label={t('search.filters.availability')}
          name="availability"
          value={values.availability ?? ''}
          onChange={onChange}
          options={choices.availability}
        />
        <Select
          label={t('search.filters.timeOfDay')}
          name="time"
          value={values.time ?? ''}
          onChange={onChange}
          options={choices.time}
        />
        <OptionChecks values={values} onChange={onChange} />
        <Select
          label={t('search.filters.gender')}
          name="gender"
          value={values.gender ?? ''}
          onChange={onChange}
          options={choices.gender}
        />
        <Select
          label={t('search.filters.years')}
          name="years_min"
          value={values.years_min ?? ''}
          onChange={onChange}
          options={choices.years}
        />
        <CheckGroup
          label={t('search.filters.languages')}
          name="languages"
          options={LANGUAGE_OPTIONS}
          // The address keeps the English value (languages=Spanish); the reader sees their language.
          optionName={(language) => languageName(t, language)}
          value={values.languages}
          onChange={onChange}
        />
        <CheckGroup
          label={t('search.filters.accessibility')}
          name="accessibility"
          options={ACCESSIBILITY_OPTIONS}
          optionName={(feature) => accessibilityName(t, feature)}
          value={values.accessibility}
          onChange={onChange}
        />
        {CARRIED.map((name) =>
          values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null,
        )}
        {/* With the app, each choice applies at once; a plain form needs sending. */}
        <Button type="submit" size="lg" className="hidden noscript:inline-flex">
          {t('search.filters.apply')}
        </Button>
      </form>
    </section>
  );
}

/** Several choices kept in one query value, comma-joined (languages=Spanish,French). */
function CheckGroup({
  label,
  name,
  options,
  optionName,
  value,
  onChange,
}: {
  label: string;
  name: string;
  options: readonly string[];
  /** What the reader sees for an option; the option itself is what the address carries. */
  optionName: (option: string) => string;
  value: string | undefined;
  onChange: (name: string, value: string) => void;
}) {
  const chosen = new Set((value ?? '').split(',').filter(Boolean));
  const toggle = (option: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(option);
    else next.delete(option);
    onChange(name, [...next].join(','));
  };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-bold">{label}</legend>
      {options.map((option) => (
        <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            name={name}
            value={option}
            className="size-6 accent-[var(--color-primary)]"
            checked={chosen.has(option)}
            onChange={(e) => toggle(option, e.target.checked)}
          />
          {optionName(option)}
        </label>
      ))}
    </fieldset>
  );
}
