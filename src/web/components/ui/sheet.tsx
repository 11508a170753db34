import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Button } from './button.tsx';

/** A panel that slides in from the left edge, for small screens (a modal dialog underneath). */
export function Sheet({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(26rem,92vw)] flex-col overflow-y-auto bg-white p-4 text-ink shadow-xl dark:bg-stone-900 dark:text-stone-100">
          <div className="mb-2 flex items-center justify-between gap-4">
            <RadixDialog.Title className="text-2xl font-bold">{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="ghost" aria-label={t('common.ui.close')}>
                <X aria-hidden className="size-6" />
              </Button>
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
