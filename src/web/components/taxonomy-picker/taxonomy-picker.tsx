import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { categoryName as categoryNameIn } from '#shared/taxonomy/listing-words.ts';
import { FieldError } from '../ui/field.tsx';
import { cn } from '../ui/cn.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { categoryOfOldSpecialty, categorySpecialtiesQuery, codeNamesQuery, isNuccCode } from './api.ts';
import { CategoryCombobox, selectClass } from './category-combobox.tsx';

/** A search's choice as its address carries it: `category=<slug>` and `specialty=<code or old value>`. */
export type TaxonomyChoice = { category: string; specialty: string };

/**
 * The category a choice stands for: the one it names, else the one an old specialty value
 * ('cardiology') or a NUCC code now belongs to, so an old address shows its category chosen.
 */
function useChoiceCategory({ category, specialty }: TaxonomyChoice): string {
  const code = !category && isNuccCode(specialty) ? specialty.trim().toUpperCase() : '';
  const named = useQuery(codeNamesQuery(code ? [code] : []));
  if (category) return category;
  if (code) return named.data?.[0]?.category ?? '';
  return categoryOfOldSpecialty(specialty) ?? '';
}

/** One category's exact specialties (NUCC names), as a select: fetched when the category is chosen. */
function SpecialtySelect({
  category,
  value,
  onChange,
  required,
  name,
  error,
}: {
  category: string;
  value: string;
  onChange: (code: string) => void;
  /** A listing needs a code; a search may take the whole category. */
  required: boolean;
  name?: string;
  error?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const query = useQuery(categorySpecialtiesQuery(category));
  const categoryName = categoryNameIn(category, locale);
  const options = query.data ?? [];
  const chosen = value.trim().toUpperCase();
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {required ? t('common.taxonomy.specialty') : t('common.taxonomy.specialtyOptional')}
      </label>
      <select
        id={id}
        name={name}
        value={options.some((o) => o.code === chosen) ? chosen : ''}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [query.isFetching || query.isError ? statusId : '', error ? errorId : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        className={cn(selectClass, error ? 'border-danger' : 'border-stone-500')}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">
          {required
            ? t('common.taxonomy.chooseSpecialty')
            : t('common.taxonomy.anySpecialty', { category: categoryName })}
        </option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
      <p id={statusId} role="status" className={cn(!query.isError && 'sr-only')}>
        {query.isFetching
          ? t('common.taxonomy.loading')
          : query.isError
            ? t('common.taxonomy.loadFailed')
            : ''}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * The search's specialty filter: a kind of care, then, if wanted, one of its exact specialties. Its
 * fields are named as the search's address names them, for a form sent without JavaScript.
 * Choosing another kind of care forgets the exact specialty, which belonged to the first.
 */
export function TaxonomyFilter({
  label,
  anyLabel,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: TaxonomyChoice;
  onChange: (next: TaxonomyChoice) => void;
}) {
  const category = useChoiceCategory(value);
  return (
    <div className="flex flex-col gap-3">
      <CategoryCombobox
        label={label}
        anyLabel={anyLabel}
        value={category}
        name="category"
        onChange={(slug) => onChange({ category: slug, specialty: '' })}
      />
      {category && (
        <SpecialtySelect
          category={category}
          value={value.specialty}
          required={false}
          name="specialty"
          onChange={(code) => onChange({ category, specialty: code })}
        />
      )}
    </div>
  );
}

/**
 * One NUCC code for a listing (the application, the profile editor): a kind of care, then one of
 * its exact specialties, which is the value. A saved code shows its own category.
 */
export function TaxonomyCodePicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
}) {
  const saved = useChoiceCategory({ category: '', specialty: value });
  // The kind of care chosen before its specialty, while the value is still empty.
  const [picked, setPicked] = useState('');
  const category = value ? saved : picked;
  return (
    <div className="flex flex-col gap-3">
      <CategoryCombobox
        label={label}
        value={category}
        error={category ? undefined : error}
        onChange={(slug) => {
          setPicked(slug);
          if (value) onChange('');
        }}
      />
      {category && (
        <SpecialtySelect category={category} value={value} required error={error} onChange={onChange} />
      )}
    </div>
  );
}
