import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { DEFAULT_SLOT_LENGTH, SLOT_LENGTHS } from '#shared/scheduling/schedule.ts';
import { Button } from '../../../components/ui/button.tsx';
import { slotsMadeMessage, useGenerateSlots } from '../api/schedule.ts';
import { monthDay } from '#shared/format/dates.ts';
import { Section, selectClass } from './parts.tsx';

/** Turns the weekly and office hours into bookable time slots for the next 30 days. */
export function MakeSlotsSection({ providerId }: { providerId?: string }) {
  const id = useId();
  const [length, setLength] = useState<number>(DEFAULT_SLOT_LENGTH);
  const generate = useGenerateSlots(providerId);
  const result = generate.data;

  return (
    <Section
      id="make-slots"
      title="Make time slots"
      intro="Patients book time slots. This makes them from your weekly hours, only while your office is open, for the next 30 days. Times that already have a slot, booked or blocked times included, are left as they are, so you can do this again whenever your hours change."
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-length`} className="font-bold">
            Length of each time slot
          </label>
          <select
            id={`${id}-length`}
            value={length}
            onChange={(e) => setLength(Number(e.target.value))}
            className={`${selectClass} border-stone-500 sm:w-56`}
          >
            {SLOT_LENGTHS.map((n) => (
              <option key={n} value={n}>
                {n} minutes
              </option>
            ))}
          </select>
        </div>
        <Button
          size="lg"
          disabled={generate.isPending}
          onClick={() => generate.mutate({ stepMinutes: length })}
        >
          <CalendarPlus aria-hidden className="size-6" />
          {generate.isPending ? 'Making time slots...' : 'Make time slots for the next 30 days'}
        </Button>
      </div>
      <p aria-live="polite" className="mt-4 text-lg font-bold" data-testid="slots-made">
        {result && `${slotsMadeMessage(result.added)} (${monthDay(result.from)} to ${monthDay(result.to)})`}
      </p>
    </Section>
  );
}
