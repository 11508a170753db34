import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { cn } from './cn.ts';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

export const inputClass =
  'block w-full min-h-12 rounded-lg border-2 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-600 dark:bg-stone-900 dark:text-stone-100';

/** A labelled input whose hint and error are tied to it (aria-describedby) and announced. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, hint, id, className, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const labelId = `${inputId}-label`;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label id={labelId} htmlFor={inputId} className="font-bold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-ink-muted text-base dark:text-stone-300">
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cn(inputClass, error ? 'border-danger' : 'border-stone-500')}
        {...props}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
});

/** A labelled text area whose hint and error are tied to it (aria-describedby) and announced. */
export function TextAreaField({
  label,
  error,
  hint,
  ...props
}: { label: string; error?: string; hint?: ReactNode } & React.TextareaHTMLAttributes<HTMLTextAreaElement> & {
    ref?: React.Ref<HTMLTextAreaElement>;
  }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-ink-muted text-base dark:text-stone-300">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`${inputClass} ${error ? 'border-danger' : 'border-stone-500'}`}
        {...props}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-danger font-bold dark:text-red-300">
      {message}
    </p>
  );
}

/**
 * A password input with a Show / Hide toggle that says what it does. The toggle's name is a whole
 * sentence and the field's label describes it, as gluing the two ('Mostrar confirme la contraseña')
 * breaks in Spanish (field.test.tsx).
 */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type'>>(function PasswordField(
  { label, error, hint, id, className, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  const t = useT();
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const labelId = `${inputId}-label`;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label id={labelId} htmlFor={inputId} className="font-bold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-ink-muted text-base dark:text-stone-300">
          {hint}
        </p>
      )}
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={cn(inputClass, 'pr-28', error ? 'border-danger' : 'border-stone-500')}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={inputId}
          aria-label={visible ? t('common.ui.hidePassword') : t('common.ui.showPassword')}
          aria-describedby={labelId}
          className="text-primary absolute top-1/2 right-1 inline-flex min-h-11 -translate-y-1/2 items-center gap-1 rounded-md px-2 font-bold dark:text-sky-300"
        >
          {visible ? <EyeOff aria-hidden size={20} /> : <Eye aria-hidden size={20} />}
          <span>{visible ? t('common.ui.hide') : t('common.ui.show')}</span>
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
});
