import { Clock } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { whenInWords } from '../../../lib/booking/dates.ts';
import type { ChosenSlot } from './types.ts';

export function ChosenTime({ slot, onChange }: { slot: ChosenSlot; onChange: () => void }) {
  return (
    <div className="bg-primary-soft flex flex-col gap-3 rounded-xl p-4 sm:flex-row sm:items-center sm:justify-between dark:bg-stone-800">
      <p className="flex items-start gap-3 text-lg">
        <Clock aria-hidden className="text-primary mt-1 size-6 shrink-0 dark:text-sky-300" />
        <span>
          <span className="block font-bold" data-testid="chosen-time">
            {whenInWords(slot.date, slot.time)}
          </span>
          <span className="text-ink-muted text-base dark:text-stone-300">Eastern Time</span>
        </span>
      </p>
      <Button variant="secondary" onClick={onChange}>
        Choose another time
      </Button>
    </div>
  );
}
