import { LocateFixed } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ACCESSIBILITY_OPTIONS, INSURANCE_OPTIONS, LANGUAGE_OPTIONS, SPECIALTIES } from '#shared/catalog.ts';
import { classifyLocation, ZIP_PATTERN } from '#shared/search/location.ts';
import { ZIP_MESSAGE } from '#shared/search/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';

const selectClass =
  'block min-h-12 w-full rounded-lg border-2 border-stone-500 bg-white px-3 text-base text-ink dark:bg-stone-900 dark:text-stone-100';

type Values = Record<string, string | undefined>;

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
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(name, e.target.value)}>
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
        className="size-6 accent-[var(--color-primary)]"
        checked={checked}
        onChange={(e) => onChange(name, e.target.checked ? 'true' : '')}
      />
      {label}
    </label>
  );
}

/** The filter card: every change updates the page address, which is the search. */
export function SearchFilters({
  values,
  onChange,
  onClearAll,
  activeCount,
  onNearMe,
  locating,
}: {
  values: Values;
  onChange: (name: string, value: string) => void;
  onClearAll: () => void;
  activeCount: number;
  onNearMe: () => void;
  locating: boolean;
}) {
  const [location, setLocation] = useState(values.location ?? '');
  const [locationError, setLocationError] = useState<string>();

  const submitLocation = (e: FormEvent) => {
    e.preventDefault();
    const text = location.trim();
    // Only digits typed: it must be a whole ZIP code.
    if (/^[\d-]+$/.test(text) && !ZIP_PATTERN.test(text)) {
      setLocationError(ZIP_MESSAGE);
      return;
    }
    setLocationError(undefined);
    onChange('location', text);
  };
  const kind = classifyLocation(location);

  return (
    <section
      aria-labelledby="filters-heading"
      className="flex flex-col gap-5 rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-950"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="filters-heading" className="text-2xl">
          Filters
        </h2>
        {activeCount > 0 && (
          <Button variant="link" onClick={onClearAll}>
            Clear all
          </Button>
        )}
      </div>
      <form onSubmit={submitLocation} className="flex flex-col gap-2" role="search" aria-label="Location">
        <TextField
          label="City or ZIP code"
          name="location"
          value={location}
          maxLength={60}
          inputMode={/^\d/.test(location) ? 'numeric' : 'text'}
          placeholder={
            kind === 'city' || kind === 'city_state'
              ? 'e.g., Miami, FL (Press Enter to search)'
              : 'Enter location...'
          }
          error={locationError}
          onChange={(e) => setLocation(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" className="flex-1">
            Search this area
          </Button>
          <Button type="button" variant="secondary" className="flex-1" onClick={onNearMe} disabled={locating}>
            <LocateFixed aria-hidden className="size-5" />
            Near Me
          </Button>
        </div>
      </form>
      <Select
        label="Specialty"
        name="specialty"
        value={values.specialty ?? ''}
        onChange={onChange}
        options={[['', 'All Specialties'], ...SPECIALTIES.map((s): [string, string] => [s.value, s.label])]}
      />
      <Select
        label="Insurance"
        name="insurance"
        value={values.insurance ?? ''}
        onChange={onChange}
        options={[['', 'Any insurance'], ...INSURANCE_OPTIONS.map((i): [string, string] => [i, i])]}
      />
      <Select
        label="Distance"
        name="radius"
        value={values.radius ?? ''}
        onChange={onChange}
        options={[
          ['', 'Default for the place'],
          ['5', 'Within 5 miles'],
          ['10', 'Within 10 miles'],
          ['15', 'Within 15 miles'],
          ['25', 'Within 25 miles'],
          ['50', 'Within 50 miles'],
        ]}
      />
      <Select
        label="Rating"
        name="rating"
        value={values.rating ?? ''}
        onChange={onChange}
        options={[
          ['', 'All ratings'],
          ['2', '2 stars and up'],
          ['3', '3 stars and up'],
          ['4', '4 stars and up'],
          ['5', '5 stars'],
        ]}
      />
      <Select
        label="Availability"
        name="availability"
        value={values.availability ?? ''}
        onChange={onChange}
        options={[
          ['', 'Any time'],
          ['today', 'Today'],
          ['this_week', 'This week'],
          ['next_week', 'Next week'],
        ]}
      />
      <Select
        label="Time of day"
        name="time"
        value={values.time ?? ''}
        onChange={onChange}
        options={[
          ['', 'Any time of day'],
          ['morning', 'Morning (6 AM - 12 PM)'],
          ['afternoon', 'Afternoon (12 - 5 PM)'],
          ['evening', 'Evening (5 - 9 PM)'],
        ]}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-bold">Options</legend>
        <Check
          label="Accepting new patients"
          name="accepting_new"
          checked={values.accepting_new === 'true'}
          onChange={onChange}
        />
        <Check
          label="Offers telehealth visits"
          name="telehealth"
          checked={values.telehealth === 'true'}
          onChange={onChange}
        />
      </fieldset>
      <Select
        label="Gender"
        name="gender"
        value={values.gender ?? ''}
        onChange={onChange}
        options={[
          ['', 'Any'],
          ['female', 'Female'],
          ['male', 'Male'],
        ]}
      />
      <Select
        label="Years in practice"
        name="years_min"
        value={values.years_min ?? ''}
        onChange={onChange}
        options={[
          ['', 'Any'],
          ['5', '5 years or more'],
          ['10', '10 years or more'],
          ['20', '20 years or more'],
        ]}
      />
      <CheckGroup
        label="Languages spoken"
        name="languages"
        options={LANGUAGE_OPTIONS}
        value={values.languages}
        onChange={onChange}
      />
      <CheckGroup
        label="Accessibility"
        name="accessibility"
        options={ACCESSIBILITY_OPTIONS}
        value={values.accessibility}
        onChange={onChange}
      />
    </section>
  );
}

/** Several choices kept in one query value, comma-joined (languages=Spanish,French). */
function CheckGroup({
  label,
  name,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  options: readonly string[];
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
            className="size-6 accent-[var(--color-primary)]"
            checked={chosen.has(option)}
            onChange={(e) => toggle(option, e.target.checked)}
          />
          {option}
        </label>
      ))}
    </fieldset>
  );
}
