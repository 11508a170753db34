import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog whose code (its form, the form's validation) is downloaded the first time it opens, so a
 * page's first load only starts what the page shows (the booking dialogs do the same in
 * lazy-booking.tsx). Closed, it draws nothing.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
