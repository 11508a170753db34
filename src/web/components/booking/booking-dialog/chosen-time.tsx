import { Clock } from 'lucide-react';
import { longDay } from '#shared/format/dates.ts';
import { timeOfDay } from '#shared/format/times.ts';
import { Button } from '../../ui/button.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import type { ChosenSlot } from './types.ts';

export function ChosenTime({ slot, onChange }: { slot: ChosenSlot; onChange: () => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="bg-primary-soft flex flex-col gap-3 rounded-xl p-4 sm:flex-row sm:items-center sm:justify-between dark:bg-stone-800">
      <p className="flex items-start gap-3 text-lg">
        <Clock aria-hidden className="text-primary mt-1 size-6 shrink-0 dark:text-sky-300" />
        <span>
          <span className="block font-bold" data-testid="chosen-time">
            {t('booking.dialog.chosenTime', {
              day: longDay(slot.date, locale),
              time: timeOfDay(slot.time, locale),
            })}
          </span>
          <span className="text-ink-muted text-base dark:text-stone-300">
            {t('booking.dialog.easternTime')}
          </span>
        </span>
      </p>
      <Button variant="secondary" onClick={onChange}>
        {t('booking.dialog.chooseAnother')}
      </Button>
    </div>
  );
}
