import type { ChosenSlot } from '../../components/booking/lazy-booking.tsx';

/**
 * A booking link from another site (the SMART Scheduling Links deep link our FHIR publication
 * gives each slot): /providers/{id}?slot={slotId}&date=YYYY-MM-DD&time=HH:mm.
 */
export const DEEP_LINK_KEYS = ['slot', 'date', 'time'] as const;
const SLOT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The time a booking link names, when all three parts are well formed; otherwise none. */
export function deepLinkedSlot(search: URLSearchParams): ChosenSlot | null {
  const id = search.get('slot') ?? '';
  const date = search.get('date') ?? '';
  const time = search.get('time') ?? '';
  if (!SLOT_ID.test(id) || !DATE.test(date) || !TIME.test(time)) return null;
  return { id: id.toLowerCase(), date, time };
}
