import type { ReactNode } from 'react';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { SubscriptionStatus } from '#shared/subscriptions/subscription.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** The status in words on a tinted badge; the words carry the meaning, never the colour alone. */
const STATUS_TONE: Record<SubscriptionStatus, string> = {
  pending: 'bg-amber-50 text-warning border-warning',
  active: 'bg-success-soft text-success border-success',
  cancelled: 'bg-stone-100 text-ink border-stone-500',
};

/** The key of each status's name: the API sends the status code only. */
export const SUBSCRIPTION_STATUS_KEYS: Record<SubscriptionStatus, MessageKey> = {
  pending: 'practice.subscriptionStatus.pending',
  active: 'practice.subscriptionStatus.active',
  cancelled: 'practice.subscriptionStatus.cancelled',
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-block rounded-full border-2 px-3 py-0.5 text-base font-bold',
        STATUS_TONE[status],
      )}
    >
      {t(SUBSCRIPTION_STATUS_KEYS[status])}
    </span>
  );
}

/**
 * A yes-or-no question before something that cannot be undone by the same button. The dialog stays
 * open while the answer is sent, and shows why it failed if it does.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  keepLabel,
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
  keepLabel: string;
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
        <Button variant="danger" size="lg" disabled={busy} onClick={onConfirm}>
          {busy ? t('practice.subscriptionDialog.wait') : confirmLabel}
        </Button>
        <Button variant="secondary" size="lg" disabled={busy} onClick={() => onOpenChange(false)}>
          {keepLabel}
        </Button>
      </div>
    </Dialog>
  );
}
