import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Button } from '../../ui/button.tsx';
import type { BookingProvider } from './types.ts';
import { useT } from '../../../lib/i18n.tsx';

/** The dialog's title (focused on each change of view), who is being booked, and the close button. */
export function BookingHeader({
  title,
  provider,
  headingRef,
}: {
  title: string;
  provider: BookingProvider;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useT();
  return (
    <header className="flex items-start justify-between gap-4 border-b border-stone-300 p-4 sm:px-6 dark:border-stone-700">
      <div className="min-w-0">
        <RadixDialog.Title
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold outline-none sm:text-2xl"
        >
          {title}
        </RadixDialog.Title>
        <RadixDialog.Description
          id="booking-dialog-description"
          className="text-ink-muted mt-1 dark:text-stone-300"
        >
          {provider.name}
          {provider.specialty && ` · ${provider.specialty}`}
        </RadixDialog.Description>
      </div>
      <RadixDialog.Close asChild>
        <Button variant="ghost" aria-label={t('booking.dialog.close')}>
          <X aria-hidden className="size-6" />
        </Button>
      </RadixDialog.Close>
    </header>
  );
}
