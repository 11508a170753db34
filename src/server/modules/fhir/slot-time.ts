import { tzOffset } from '@date-fns/tz';
import { PRACTICE_TIME_ZONE, SLOT_STEP_MINUTES, practiceInstant } from '#shared/schedule/slot-rules.ts';

/**
 * A slot's wall time ('YYYY-MM-DD', 'HH:mm', as stored, in the practice's time zone) as a FHIR
 * instant carrying the offset in force then: -05:00 in winter, -04:00 in summer. Written by hand
 * rather than through a date formatter because the slot file formats millions of them.
 */
export function slotInstant(date: string, time: string): string {
  return withOffset(practiceInstant(date, time));
}

/** An instant written with the practice's offset at that instant. */
function withOffset(instant: Date): string {
  const offset = tzOffset(PRACTICE_TIME_ZONE, instant);
  const wall = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * Where a slot ends: slots are stored by their start only, and a booking holds 30-minute steps
 * (ADR 7, docs/product.md#booking), so a slot lasts one step, or less when the provider made shorter slots
 * and the next one of the same day starts sooner.
 */
export function slotEnd(date: string, time: string, nextTime: string | null): string {
  const start = practiceInstant(date, time).getTime();
  let end = start + SLOT_STEP_MINUTES * 60_000;
  if (nextTime) end = Math.min(end, practiceInstant(date, nextTime).getTime());
  return withOffset(new Date(end));
}
