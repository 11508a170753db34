import { ShieldCheck } from 'lucide-react';
import {
  forwardRef,
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';

/** Says, beside a label, that changes to the field are checked by our team before they show (ADR 10). */
function ReviewMark() {
  const t = useT();
  return (
    <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-base font-bold text-amber-950">
      <ShieldCheck aria-hidden className="size-4" />
      {t('provider.editor.reviewMark')}
    </span>
  );
}

/** Under a field whose new value waits for review: what patients see until it is approved. */
function PendingNote({ listed }: { listed: string }) {
  const t = useT();
  return (
    <p className="rounded-md bg-amber-50 px-3 py-2 text-base text-amber-950">
      {t('provider.editor.pendingNote', { listed })}
    </p>
  );
}

type Extra = { label: string; reviewed?: boolean; hint?: ReactNode; error?: string; pending?: string | null };

function LabelText({ label, reviewed }: { label: string; reviewed?: boolean }) {
  return (
    <>
      {label}
      {reviewed && <ReviewMark />}
    </>
  );
}

function Described({
  id,
  hint,
  error,
  pending,
  children,
}: {
  id: string;
  hint?: ReactNode;
  error?: string;
  pending?: string | null;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const pendingId = pending != null ? `${id}-pending` : undefined;
  return (
    <>
      {hint && (
        <p id={hintId} className="text-ink-muted text-base dark:text-stone-300">
          {hint}
        </p>
      )}
      {children([hintId, pendingId, errorId].filter(Boolean).join(' ') || undefined)}
      {pending != null && (
        <div id={pendingId}>
          <PendingNote listed={pending} />
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </>
  );
}

/** What a labelled control takes from its wrapper: its id, what describes it, and its look. */
type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

/** A control with its label, hint, review mark, pending note and error tied to it. */
function LabelledControl({
  label,
  reviewed,
  hint,
  error,
  pending,
  className,
  children,
}: Extra & { className?: string; children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const controlClass = cn(inputClass, error ? 'border-danger' : 'border-stone-500');
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="font-bold">
        <LabelText label={label} reviewed={reviewed} />
      </label>
      <Described id={id} hint={hint} error={error} pending={pending}>
        {(describedBy) =>
          children({
            id,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
            className: controlClass,
          })
        }
      </Described>
    </div>
  );
}

/** A labelled text input with its hint, review mark, pending note and error tied to it. */
export const Field = forwardRef<HTMLInputElement, Extra & React.InputHTMLAttributes<HTMLInputElement>>(
  function Field({ label, reviewed, hint, error, pending, className, ...props }, ref) {
    return (
      <LabelledControl {...{ label, reviewed, hint, error, pending, className }}>
        {(control) => <input ref={ref} {...control} {...props} />}
      </LabelledControl>
    );
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  Extra & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, reviewed, hint, error, pending, className, ...props }, ref) {
  return (
    <LabelledControl {...{ label, reviewed, hint, error, pending, className }}>
      {(control) => <textarea ref={ref} rows={4} {...control} {...props} />}
    </LabelledControl>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  Extra & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] }
>(function SelectField({ label, reviewed, hint, error, pending, className, options, ...props }, ref) {
  return (
    <LabelledControl {...{ label, reviewed, hint, error, pending, className }}>
      {(control) => (
        <select ref={ref} {...control} {...props}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
});

const optionClass =
  'has-[:checked]:border-primary has-[:checked]:bg-primary-soft flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-stone-400 bg-white px-4 py-2 dark:bg-stone-900 dark:has-[:checked]:border-sky-300 dark:has-[:checked]:bg-stone-800';

/** A group of checkboxes on one list field, each a whole-row target: its stored value and its words. */
export function CheckboxGroup({
  legend,
  reviewed,
  hint,
  options,
  error,
  registration,
}: {
  legend: string;
  reviewed?: boolean;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className="mb-1 font-bold">
        <LabelText label={legend} reviewed={reviewed} />
      </legend>
      {hint && (
        <p id={hintId} className="text-ink-muted dark:text-stone-300">
          {hint}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((o) => (
          <label key={o.value} className={optionClass}>
            <input
              type="checkbox"
              value={o.value}
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

/** One yes-or-no answer as two big radio buttons; 'Yes' and 'No' unless told other words. */
export function YesNo({
  legend,
  value,
  onChange,
  yes,
  no,
}: {
  legend: string;
  value: boolean;
  onChange(value: boolean): void;
  yes?: string;
  no?: string;
}) {
  const name = useId();
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-bold">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {[
          [true, yes ?? t('provider.editor.yesNo', { answer: 'yes' })],
          [false, no ?? t('provider.editor.yesNo', { answer: 'no' })],
        ].map(([v, text]) => (
          <label key={String(v)} className={optionClass}>
            <input
              type="radio"
              name={name}
              checked={value === v}
              onChange={() => onChange(v as boolean)}
              className="size-6 shrink-0 accent-[var(--color-primary)]"
            />
            <span>{text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One part of the form: a card with its own heading. */
export function FormSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-stone-300 bg-white p-5 shadow-sm sm:p-8 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id={`${id}-heading`} className="text-2xl">
        {title}
      </h2>
      {intro && <p className="text-ink-muted mt-2 max-w-3xl dark:text-stone-300">{intro}</p>}
      <div className="mt-6 grid gap-6 md:grid-cols-2">{children}</div>
    </section>
  );
}
