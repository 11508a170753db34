import { useQueryClient } from '@tanstack/react-query';
import { Dialog as RadixDialog } from 'radix-ui';
import { nextSlotsKey, slotsKey } from '../../lib/booking/api.ts';
import { BookingContent } from './booking-dialog/booking-content.tsx';
import type { BookingProvider, ChosenSlot } from './booking-dialog/types.ts';

export type { BookingProvider, ChosenSlot } from './booking-dialog/types.ts';

export type BookingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  provider: BookingProvider;
  /** The profile's 'Schedule a Visit' opens the extended view (profile-page.test.tsx). */
  extended?: boolean;
  initialSlot?: ChosenSlot | null;
};

/**
 * The booking dialog (booking-dialog.test.tsx, docs/product.md#booking): choose a day and a time, confirm
 * with the booking form, then the confirmation with Add to calendar. A bottom sheet at 95% height on phones.
 * Closing forgets the chosen time; the content is remounted on each opening.
 */
export function BookingDialog({
  open,
  onOpenChange,
  provider,
  extended = false,
  initialSlot = null,
}: BookingDialogProps) {
  const queryClient = useQueryClient();
  const change = (next: boolean) => {
    // The slot list is read again when the dialog closes (docs/product.md#booking).
    if (!next) {
      void queryClient.invalidateQueries({ queryKey: slotsKey(provider.id) });
      void queryClient.invalidateQueries({ queryKey: nextSlotsKey(provider.id) });
    }
    onOpenChange(next);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={change}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby="booking-dialog-description"
          className={
            'text-ink fixed z-50 flex flex-col overflow-hidden bg-white shadow-xl dark:bg-stone-900 dark:text-stone-100 ' +
            // Phones: a sheet from the bottom, 95% of the screen high. Larger: a centred dialog.
            'inset-x-0 bottom-0 h-[95dvh] rounded-t-2xl ' +
            'min-[769px]:inset-x-auto min-[769px]:bottom-auto min-[769px]:top-1/2 min-[769px]:left-1/2 min-[769px]:h-auto ' +
            'min-[769px]:max-h-[92vh] min-[769px]:w-[calc(100%-2rem)] min-[769px]:max-w-4xl min-[769px]:-translate-x-1/2 ' +
            'min-[769px]:-translate-y-1/2 min-[769px]:rounded-2xl'
          }
          data-testid="booking-dialog"
        >
          {open && (
            <BookingContent
              provider={provider}
              extended={extended}
              initialSlot={initialSlot}
              close={() => change(false)}
            />
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
