import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/i18n.tsx';

/**
 * "Are you sure?" before an admin changes someone's account or listing. The dialog stays open while
 * the change is sent, and says why it failed if it does.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  danger,
  busy,
  error,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Red for what takes something away (disable, suspend). */
  danger?: boolean;
  busy: boolean;
  error?: string | null;
  onConfirm(): void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {children}
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant={danger ? 'danger' : 'primary'} size="lg" disabled={busy} onClick={onConfirm}>
          {busy ? t('admin.confirm.wait') : confirmLabel}
        </Button>
        <Button variant="secondary" size="lg" disabled={busy} onClick={() => onOpenChange(false)}>
          {t('admin.confirm.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}

/** Words on a tinted badge: the words carry the meaning, never the colour alone. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded-full border-2 px-3 py-0.5 text-base font-bold ${BADGE_TONES[tone]}`}
    >
      {children}
    </span>
  );
}

export type BadgeTone = 'neutral' | 'good' | 'warn' | 'bad' | 'info';
const BADGE_TONES: Record<BadgeTone, string> = {
  neutral:
    'bg-stone-50 text-ink border-stone-400 dark:bg-stone-800 dark:text-stone-100 dark:border-stone-500',
  good: 'bg-success-soft text-success border-success',
  warn: 'bg-amber-50 text-warning border-warning',
  bad: 'bg-danger-soft text-danger border-danger',
  info: 'bg-primary-soft text-primary-strong border-primary',
};
