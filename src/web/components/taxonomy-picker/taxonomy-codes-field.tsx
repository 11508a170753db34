import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MAX_SECONDARY_TAXONOMY_CODES } from '#shared/taxonomy/listing-codes.ts';
import { Button } from '../ui/button.tsx';
import { useT } from '../../lib/i18n.tsx';
import { TaxonomyCodePicker } from './taxonomy-picker.tsx';

export type TaxonomyCodes = { taxonomyCode: string; secondaryTaxonomyCodes: string[] };

/**
 * A listing's main specialty and any others it practises, each chosen through the picker. A row
 * added and not yet chosen is kept here and sent as nothing; the server removes repeats
 * (listing-codes.ts).
 */
export function TaxonomyCodesField({
  legend,
  value,
  onChange,
  errors,
}: {
  legend: string;
  value: TaxonomyCodes;
  onChange: (next: TaxonomyCodes) => void;
  errors?: { taxonomyCode?: string; secondaryTaxonomyCodes?: string };
}) {
  const t = useT();
  // Rows keep their own key, so removing one does not hand its neighbour's half-made choice on.
  const [rows, setRows] = useState(() => value.secondaryTaxonomyCodes.map((code, key) => ({ key, code })));
  const nextKey = () => Math.max(-1, ...rows.map((r) => r.key)) + 1;
  const setSecondary = (next: { key: number; code: string }[]) => {
    setRows(next);
    onChange({ ...value, secondaryTaxonomyCodes: next.map((r) => r.code).filter(Boolean) });
  };
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-2 text-xl font-bold">{legend}</legend>
      <TaxonomyCodePicker
        label={t('common.taxonomy.primary')}
        value={value.taxonomyCode}
        error={errors?.taxonomyCode}
        onChange={(code) => onChange({ ...value, taxonomyCode: code })}
      />
      <p className="text-ink-muted dark:text-stone-300">
        {t('common.taxonomy.secondaryHint', { max: MAX_SECONDARY_TAXONOMY_CODES })}
      </p>
      {rows.map((row, index) => (
        <div
          key={row.key}
          className="flex flex-col gap-2 rounded-xl border-2 border-stone-300 p-4 dark:border-stone-700"
        >
          <TaxonomyCodePicker
            label={t('common.taxonomy.secondary', { number: index + 1 })}
            value={row.code}
            onChange={(code) => setSecondary(rows.map((r) => (r.key === row.key ? { ...r, code } : r)))}
          />
          <Button
            type="button"
            variant="secondary"
            className="self-start"
            onClick={() => setSecondary(rows.filter((r) => r.key !== row.key))}
          >
            <Trash2 aria-hidden className="size-5" />
            {t('common.taxonomy.remove')}
          </Button>
        </div>
      ))}
      {errors?.secondaryTaxonomyCodes && (
        <p role="alert" className="text-danger font-bold dark:text-red-300">
          {errors.secondaryTaxonomyCodes}
        </p>
      )}
      {rows.length < MAX_SECONDARY_TAXONOMY_CODES && (
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          onClick={() => setRows([...rows, { key: nextKey(), code: '' }])}
        >
          <Plus aria-hidden className="size-5" />
          {t('common.taxonomy.addSecondary')}
        </Button>
      )}
    </fieldset>
  );
}
