// The one chunk the lazy entry points load: both dialogs share the slot picker and the slot query.
export { BookingDialog } from './booking-dialog.tsx';
export { WeeklyTimesDialog } from './weekly-times-dialog.tsx';
