import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Button } from './button.tsx';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  /** Room for a week of times side by side. */
  wide?: boolean;
  children: ReactNode;
};

/** A centred modal with a title, an optional description and a labelled Close button. */
export function Dialog({ open, onOpenChange, title, description, wide, children }: Props) {
  const t = useT();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] ${wide ? 'max-w-6xl' : 'max-w-xl'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-xl dark:bg-stone-900 dark:text-stone-100`}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-2xl font-bold">{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="ghost" aria-label={t('common.ui.close')}>
                <X aria-hidden className="size-6" />
              </Button>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="text-ink-muted mt-1 mb-4 dark:text-stone-300">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
