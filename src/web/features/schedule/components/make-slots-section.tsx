import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { DEFAULT_SLOT_LENGTH, SLOT_LENGTHS } from '#shared/schedule/schedule.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useGenerateSlots } from '../api/schedule.ts';
import { monthDay } from '#shared/format/dates.ts';
import { Section, selectClass } from './parts.tsx';

/** Turns the weekly and office hours into bookable time slots for the next 30 days. */
export function MakeSlotsSection({ providerId }: { providerId?: string }) {
  const id = useId();
  const t = useT();
  const locale = useLocale();
  const [length, setLength] = useState<number>(DEFAULT_SLOT_LENGTH);
  const generate = useGenerateSlots(providerId);
  const result = generate.data;

  return (
    <Section
      id="make-slots"
      title={t('provider.schedule.makeSlotsTitle')}
      intro={t('provider.schedule.makeSlotsIntro')}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-length`} className="font-bold">
            {t('provider.schedule.slotLengthLabel')}
          </label>
          <select
            id={`${id}-length`}
            value={length}
            onChange={(e) => setLength(Number(e.target.value))}
            className={`${selectClass} border-stone-500 sm:w-56`}
          >
            {SLOT_LENGTHS.map((n) => (
              <option key={n} value={n}>
                {t('provider.schedule.lengthMinutes', { minutes: n })}
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
          {generate.isPending ? t('provider.schedule.makingSlots') : t('provider.schedule.makeSlotsButton')}
        </Button>
      </div>
      <p aria-live="polite" className="mt-4 text-lg font-bold" data-testid="slots-made">
        {result &&
          t('provider.schedule.slotsMadeBetween', {
            made: t('provider.schedule.slotsMade', { added: result.added }),
            from: monthDay(result.from, locale),
            to: monthDay(result.to, locale),
          })}
      </p>
    </Section>
  );
}
