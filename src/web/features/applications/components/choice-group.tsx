import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/ui/field.tsx';
import { cn } from '../../../components/ui/cn.ts';

type Option = { value: string; label: string };

/** Whole-row labels so each choice is a big target; the chosen one is outlined. */
const optionClass =
  'has-[:checked]:border-primary has-[:checked]:bg-primary-soft flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-stone-400 bg-white px-4 py-2';

/**
 * A labelled group of checkboxes (several answers) or radio buttons (one answer) on one form field.
 * Its hint and error are tied to the group and announced.
 */
export function ChoiceGroup({
  type,
  legend,
  hint,
  options,
  error,
  registration,
  columns = 2,
}: {
  type: 'checkbox' | 'radio';
  legend: string;
  hint?: ReactNode;
  options: readonly Option[];
  error?: string;
  registration: UseFormRegisterReturn;
  columns?: 1 | 2 | 3;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className="mb-1 text-lg font-bold">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-ink-muted">
          {hint}
        </p>
      )}
      <div
        className={cn(
          'grid gap-3',
          columns === 2 && 'sm:grid-cols-2',
          columns === 3 && 'sm:grid-cols-2 lg:grid-cols-3',
        )}
      >
        {options.map((o) => (
          <label key={o.value} className={optionClass}>
            <input
              type={type}
              value={o.value}
              aria-invalid={error ? true : undefined}
              className="size-6 shrink-0 accent-[var(--color-primary)]"
              {...registration}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
