import type { HTMLAttributes } from 'react';
import { cn } from './cn.ts';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-stone-300 bg-surface p-6 shadow-sm sm:p-8 dark:border-stone-700 dark:bg-stone-900',
        className,
      )}
      {...props}
    />
  );
}
