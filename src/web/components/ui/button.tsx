import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn.ts';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
type Size = 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-strong border-2 border-primary',
  secondary:
    'bg-surface text-primary border-2 border-primary hover:bg-primary-soft dark:bg-stone-900 dark:text-sky-200 dark:border-sky-300',
  ghost:
    'bg-transparent text-ink hover:bg-stone-200 border-2 border-transparent dark:text-stone-100 dark:hover:bg-stone-800',
  danger: 'bg-danger text-white hover:bg-red-900 border-2 border-danger',
  link: 'text-left bg-transparent text-primary underline border-0 px-1 min-h-11 dark:text-sky-300',
};

const SIZES: Record<Size, string> = {
  md: 'min-h-11 px-4 py-2 text-base',
  lg: 'min-h-14 px-6 py-3 text-lg',
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  /** Render the child element (e.g. a Link) with button styling. */
  asChild?: boolean;
};

/** Every button is at least 44×44 px, bold, with a visible focus ring. */
export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  className,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex min-w-11 cursor-pointer items-center justify-center gap-2 rounded-lg font-bold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
