import { Loader2 } from 'lucide-react';
import { useT } from '../../lib/i18n.tsx';
import { cn } from './cn.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <Loader2 aria-hidden className="size-6 animate-spin motion-reduce:animate-none" />
      {label ? <span>{label}</span> : <span className="sr-only">{t('common.ui.loading')}</span>}
    </span>
  );
}

/** The full-page loading state: a spinner and 'Loading...'. */
export function LoadingScreen() {
  const t = useT();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={t('common.ui.loadingScreen')} className="text-xl" />
    </div>
  );
}
