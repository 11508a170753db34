import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  DAY_KEYS,
  MONDAY_FIRST,
  availabilitySchema,
  fromMinutes,
  toMinutes,
  type AvailabilityInput,
  type AvailabilityWindowDto,
} from '#shared/schedule/schedule.ts';
import { timeOfDay } from '#shared/format/times.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { T, useLocale, useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { useSaveAvailability } from '../api/schedule.ts';
import { Section, TimeSelect } from './parts.tsx';

/** Weekly hours: the times of each weekday when patients may book (provider_availability). */
export function WeeklyHoursSection({
  windows,
  providerId,
}: {
  windows: AvailabilityWindowDto[];
  providerId?: string;
}) {
  const t = useT();
  return (
    <Section
      id="weekly-hours"
      title={t('provider.schedule.weeklyHoursTitle')}
      intro={t('provider.schedule.weeklyHoursIntro')}
    >
      {/* Saved hours start the form afresh; a failed save keeps what was typed. */}
      <WeeklyHoursForm key={JSON.stringify(windows)} windows={windows} providerId={providerId} />
    </Section>
  );
}

function WeeklyHoursForm({ windows, providerId }: { windows: AvailabilityWindowDto[]; providerId?: string }) {
  const t = useT();
  const locale = useLocale();
  const save = useSaveAvailability(providerId);
  const form = useForm<AvailabilityInput, unknown, AvailabilityInput>({
    resolver: useSchemaResolver(availabilitySchema),
    defaultValues: { windows },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'windows' });
  const errors = form.formState.errors.windows;
  const current = useWatch({ control: form.control, name: 'windows' });

  const addWindow = (day: number) => {
    const current = form.getValues('windows').filter((w) => w.dayOfWeek === day);
    const lastEnd = current.length ? Math.max(...current.map((w) => toMinutes(w.endTime))) : null;
    // A new day starts as 9 to 5; another set of hours follows the last one by an hour.
    const start = lastEnd === null ? 9 * 60 : Math.min(lastEnd + 60, 22 * 60);
    const end = lastEnd === null ? 17 * 60 : Math.min(start + 180, 23 * 60 + 30);
    append({ dayOfWeek: day, startTime: fromMinutes(start), endTime: fromMinutes(end) });
  };

  const onSubmit = form.handleSubmit((values) => save.mutate(values));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        {MONDAY_FIRST.map((day) => {
          const rows = fields.map((f, index) => ({ f, index })).filter(({ f }) => f.dayOfWeek === day);
          const dayCode = DAY_KEYS[day]!;
          return (
            <fieldset
              key={day}
              className="rounded-xl border-2 border-stone-300 p-3 sm:p-4 dark:border-stone-700"
            >
              <legend className="px-1 text-xl font-bold">
                {t('provider.schedule.weekday', { day: dayCode })}
              </legend>
              {rows.length === 0 && (
                <p className="text-ink-muted dark:text-stone-300">{t('provider.schedule.noHours')}</p>
              )}
              <ul className="flex flex-col gap-4">
                {rows.map(({ f, index }, n) => {
                  const rowErrors = errors?.[index];
                  const values = current[index] ?? f;
                  return (
                    <li key={f.id} className="flex flex-wrap items-end gap-x-3 gap-y-1">
                      <div className="grid min-w-0 flex-1 basis-60 grid-cols-2 gap-3">
                        <TimeSelect
                          label={
                            <T
                              k="provider.schedule.hoursFrom"
                              values={{ day: dayCode, number: n + 1 }}
                              components={[<span className="sr-only" />]}
                            />
                          }
                          error={rowErrors?.startTime?.message}
                          {...form.register(`windows.${index}.startTime`)}
                        />
                        <TimeSelect
                          label={
                            <T
                              k="provider.schedule.hoursTo"
                              values={{ day: dayCode, number: n + 1 }}
                              components={[<span className="sr-only" />]}
                            />
                          }
                          error={rowErrors?.endTime?.message}
                          {...form.register(`windows.${index}.endTime`)}
                        />
                      </div>
                      <Button
                        variant="ghost"
                        className="text-danger -ml-2 dark:text-red-300"
                        onClick={() => remove(index)}
                        aria-label={t('provider.schedule.removeHours', {
                          day: dayCode,
                          start: timeOfDay(values.startTime, locale),
                          end: timeOfDay(values.endTime, locale),
                        })}
                      >
                        <Trash2 aria-hidden className="size-5" />
                        {t('provider.schedule.remove')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
              <Button variant="secondary" className="mt-4" onClick={() => addWindow(day)}>
                <Plus aria-hidden className="size-5" />
                <T
                  k="provider.schedule.addHours"
                  values={{ day: dayCode }}
                  components={[<span className="sr-only" />]}
                />
              </Button>
            </fieldset>
          );
        })}
      </div>
      <FieldError message={errors?.message ?? errors?.root?.message} />
      <div>
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? t('provider.schedule.saving') : t('provider.schedule.saveWeeklyHours')}
        </Button>
      </div>
    </form>
  );
}
