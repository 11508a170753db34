import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { cn } from './cn.ts';

type Tone = 'info' | 'success' | 'error';
const TONES: Record<Tone, string> = {
  info: 'bg-primary-soft text-primary-strong border-primary',
  success: 'bg-success-soft text-success border-success',
  error: 'bg-danger-soft text-danger border-danger',
};
const ICONS = { info: Info, success: CheckCircle2, error: AlertCircle };

export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  const Icon = ICONS[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-lg border-l-4 p-4', TONES[tone], className)}
    >
      <Icon aria-hidden className="mt-1 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
