import { useId } from 'react';
import type { ActingChoice } from '../../../lib/use-acting-for.ts';
import { cn } from '../../ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * 'Who is this visit for?': the user, or one of the people who let them book for them (ADR 18). A
 * radio group with large targets; the whole row is the label.
 */
export function WhoFor({
  people,
  value,
  onChange,
}: {
  /** The people the user may book for, besides themselves. */
  people: ActingChoice[];
  /** The chosen patient's id; null for the user themselves. */
  value: string | null;
  onChange: (patientId: string | null) => void;
}) {
  const name = useId();
  const t = useT();
  const options = [{ patientId: null, name: t('booking.dialog.myself') }, ...people];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-bold">{t('booking.dialog.whoFor')}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {options.map((o) => (
          <label
            key={o.patientId ?? 'me'}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 px-4 py-2 text-lg',
              value === o.patientId
                ? 'border-primary bg-primary-soft font-bold dark:border-sky-300 dark:bg-stone-800'
                : 'border-stone-400 bg-white dark:border-stone-600 dark:bg-stone-900',
            )}
          >
            <input
              type="radio"
              name={name}
              className="accent-primary size-6 shrink-0"
              checked={value === o.patientId}
              onChange={() => onChange(o.patientId)}
            />
            <span className="break-words">{o.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
