import { X } from 'lucide-react';
import { useId } from 'react';
import { specialtyLabel } from '#shared/catalog.ts';
import type { ParsedSearch } from '#shared/search/natural-language.ts';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../components/ui/cn.ts';

export type Chip = { key: string; label: string };

/** The filters read from the free text, one chip each, keyed so a removed chip stays removed. */
export function chipsFor(parsed: ParsedSearch | null): Chip[] {
  if (!parsed) return [];
  const chips: Chip[] = [];
  if (parsed.specialty)
    chips.push({ key: 'specialty', label: specialtyLabel(parsed.specialty) ?? parsed.specialty });
  if (parsed.acceptingNew) chips.push({ key: 'acceptingNew', label: 'Accepting new patients' });
  if (parsed.telehealth) chips.push({ key: 'telehealth', label: 'Telehealth' });
  for (const language of parsed.languages)
    chips.push({ key: `language:${language}`, label: `Speaks ${language}` });
  if (parsed.zip) chips.push({ key: 'zip', label: `Near ${parsed.zip}` });
  if (parsed.yearsMin !== undefined)
    chips.push({ key: 'yearsMin', label: `${parsed.yearsMin}+ years in practice` });
  if (parsed.name) chips.push({ key: 'name', label: `Name: ${parsed.name}` });
  return chips;
}

/** The parse without the chips the user removed. */
export function withoutDismissed(parsed: ParsedSearch, dismissed: ReadonlySet<string>): ParsedSearch {
  const keep = (key: string) => !dismissed.has(key);
  return {
    specialty: keep('specialty') ? parsed.specialty : undefined,
    acceptingNew: keep('acceptingNew') ? parsed.acceptingNew : undefined,
    telehealth: keep('telehealth') ? parsed.telehealth : undefined,
    languages: parsed.languages.filter((l) => keep(`language:${l}`)),
    zip: keep('zip') ? parsed.zip : undefined,
    yearsMin: keep('yearsMin') ? parsed.yearsMin : undefined,
    name: keep('name') ? parsed.name : undefined,
  };
}

type Props = {
  value: string;
  onChange: (value: string) => void;
  chips: Chip[];
  onRemove: (key: string) => void;
};

/** A box for plain words ('Spanish-speaking dentist accepting new patients'); what we understood shows as chips. */
export function SmartSearchBox({ value, onChange, chips, onRemove }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        What are you looking for?
      </label>
      <p id={`${id}-hint`} className="text-ink-muted dark:text-stone-300">
        Describe it in your own words, for example: Spanish-speaking dentist accepting new patients
      </p>
      <input
        id={id}
        type="search"
        aria-describedby={`${id}-hint`}
        className={cn(inputClass, 'border-stone-500')}
        placeholder="Specialty, doctor's name or need"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <div aria-live="polite">
        {chips.length > 0 && (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <span className="font-bold">We understood:</span>
            <ul className="contents">
              {chips.map((chip) => (
                <li key={chip.key}>
                  <button
                    type="button"
                    onClick={() => onRemove(chip.key)}
                    aria-label={`Remove ${chip.label}`}
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
