import { lazy, Suspense } from 'react';
import type { BookingDialogProps } from './booking-dialog.tsx';
import type { WeeklyTimesDialogProps } from './weekly-times-dialog.tsx';

/**
 * The booking dialog and the weekly view arrive only when first opened: pages that offer booking
 * (the profile, the dashboards) do not carry them in their first download. Pointing at a Book button
 * starts the download early, so the dialog usually opens at once.
 */
const loadDialogs = () => import('./booking-dialogs.ts');
export const preloadBookingDialog = () => void loadDialogs();

const BookingDialog = lazy(() => loadDialogs().then((m) => ({ default: m.BookingDialog })));
const WeeklyTimesDialog = lazy(() => loadDialogs().then((m) => ({ default: m.WeeklyTimesDialog })));

export function LazyBookingDialog(props: BookingDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <BookingDialog {...props} />
    </Suspense>
  );
}

export function LazyWeeklyTimesDialog(props: WeeklyTimesDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <WeeklyTimesDialog {...props} />
    </Suspense>
  );
}

export type { BookingDialogProps, BookingProvider, ChosenSlot } from './booking-dialog.tsx';
