import { useForm, useWatch } from 'react-hook-form';
import type { OfficeHoursDay, Weekday } from '#shared/providers/profile.ts';
import {
  DAY_KEYS,
  MONDAY_FIRST,
  officeHoursSchema,
  type OfficeHoursInput,
} from '#shared/schedule/schedule.ts';
import { Button } from '../../../components/ui/button.tsx';
import { T, useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { useSaveOfficeHours } from '../api/schedule.ts';
import { Section, TimeSelect } from './parts.tsx';

/** Office hours per weekday: open and close, or closed. They show on the public profile too. */
export function OfficeHoursSection({
  officeHours,
  providerId,
}: {
  officeHours: Record<Weekday, OfficeHoursDay>;
  providerId?: string;
}) {
  const t = useT();
  return (
    <Section
      id="office-hours"
      title={t('provider.schedule.officeHoursTitle')}
      intro={t('provider.schedule.officeHoursIntro')}
    >
      <OfficeHoursForm key={JSON.stringify(officeHours)} officeHours={officeHours} providerId={providerId} />
    </Section>
  );
}

function OfficeHoursForm({
  officeHours,
  providerId,
}: {
  officeHours: Record<Weekday, OfficeHoursDay>;
  providerId?: string;
}) {
  const t = useT();
  const save = useSaveOfficeHours(providerId);
  const form = useForm<OfficeHoursInput, unknown, OfficeHoursInput>({
    resolver: useSchemaResolver(officeHoursSchema),
    defaultValues: officeHours,
  });
  const values = useWatch({ control: form.control });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((v) => save.mutate(v));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <ul className="flex flex-col gap-4">
        {MONDAY_FIRST.map((n) => {
          const day = DAY_KEYS[n]!;
          const closed = Boolean(values[day]?.closed);
          return (
            <li
              key={day}
              className="grid items-start gap-3 rounded-xl border-2 border-stone-300 p-4 sm:grid-cols-[10rem_minmax(0,16rem)_minmax(0,16rem)] dark:border-stone-700"
            >
              <div className="flex flex-col gap-2">
                <span className="text-xl font-bold">{t('provider.schedule.weekday', { day })}</span>
                <label className="flex min-h-11 cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    className="accent-primary size-6"
                    {...form.register(`${day}.closed`)}
                  />
                  <span>
                    <T
                      k="provider.schedule.closedOn"
                      values={{ day }}
                      components={[<span className="sr-only" />]}
                    />
                  </span>
                </label>
              </div>
              {closed ? (
                <p className="text-ink-muted self-center sm:col-span-2 dark:text-stone-300">
                  {t('provider.schedule.closedAllDay', { day })}
                </p>
              ) : (
                <>
                  <TimeSelect
                    label={
                      <T
                        k="provider.schedule.opensOn"
                        values={{ day }}
                        components={[<span className="sr-only" />]}
                      />
                    }
                    current={officeHours[day].open}
                    error={errors[day]?.open?.message}
                    {...form.register(`${day}.open`)}
                  />
                  <TimeSelect
                    label={
                      <T
                        k="provider.schedule.closesOn"
                        values={{ day }}
                        components={[<span className="sr-only" />]}
                      />
                    }
                    current={officeHours[day].close}
                    error={errors[day]?.close?.message}
                    {...form.register(`${day}.close`)}
                  />
                </>
              )}
            </li>
          );
        })}
      </ul>
      <div>
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? t('provider.schedule.saving') : t('provider.schedule.saveOfficeHours')}
        </Button>
      </div>
    </form>
  );
}
