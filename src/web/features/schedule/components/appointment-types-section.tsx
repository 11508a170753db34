import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TRANSLATED_NAME_FIELDS, type TranslatedNameField } from '#shared/display-name.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { AppointmentTypeDto } from '#shared/appointments/booking.ts';
import {
  DEFAULT_TYPE_DURATION,
  TYPE_DURATION_MAX,
  TYPE_DURATION_MIN,
  appointmentTypeSchema,
  type AppointmentTypeInput,
} from '#shared/schedule/schedule.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldError, TextField, inputClass } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { useAddAppointmentType, useEditAppointmentType, useRemoveAppointmentType } from '../api/schedule.ts';
import { Section } from './parts.tsx';

type TypeOutput = z.output<typeof appointmentTypeSchema>;

/** The label and hint of the field for a visit type's name in each language besides English. */
const TRANSLATED_NAME_WORDS: Record<TranslatedNameField, { label: MessageKey; hint: MessageKey }> = {
  nameEs: { label: 'provider.schedule.typeNameEsLabel', hint: 'provider.schedule.typeNameEsHint' },
};

/** The name fields besides English's, each with its language. */
const translatedNames = TRANSLATED_NAME_FIELDS.map(([locale, field]: [Locale, TranslatedNameField]) => ({
  locale,
  field,
  ...TRANSLATED_NAME_WORDS[field],
}));

/** '45 minutes'; whole hours as hours: '1 hour', '2 hours'. */
function useLengthInWords() {
  const t = useT();
  return (n: number) =>
    n < 60 || n % 60 !== 0
      ? t('provider.schedule.lengthMinutes', { minutes: n })
      : t('provider.schedule.lengthHours', { hours: n / 60 });
}

/** The kinds of visit patients choose from when they book; removing one keeps past appointments intact. */
export function AppointmentTypesSection({
  types,
  providerId,
}: {
  types: AppointmentTypeDto[];
  providerId?: string;
}) {
  const [editing, setEditing] = useState<AppointmentTypeDto | null>(null);
  const [removing, setRemoving] = useState<AppointmentTypeDto | null>(null);
  const [adding, setAdding] = useState(false);
  const remove = useRemoveAppointmentType();
  const t = useT();
  const lengthInWords = useLengthInWords();

  return (
    <Section
      id="appointment-types"
      title={t('provider.schedule.typesTitle')}
      intro={t('provider.schedule.typesIntro')}
    >
      {types.length === 0 ? (
        <p>{t('provider.schedule.noTypes')}</p>
      ) : (
        <ul aria-label={t('provider.schedule.typesListLabel')} className="flex flex-col gap-3">
          {types.map((type) => (
            <li
              key={type.id}
              className="flex flex-col gap-3 rounded-xl border-2 border-stone-300 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-stone-700"
            >
              <div>
                <p className="text-xl font-bold">{type.name}</p>
                {translatedNames.map(
                  ({ locale, field }) =>
                    type[field] && (
                      <p key={field} lang={locale}>
                        {type[field]}
                      </p>
                    ),
                )}
                <p>{lengthInWords(type.durationMinutes)}</p>
                {type.description && <p className="text-ink-muted dark:text-stone-300">{type.description}</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => setEditing(type)}
                  aria-label={t('provider.schedule.editType', { name: type.name })}
                >
                  <Pencil aria-hidden className="size-5" />
                  {t('provider.schedule.edit')}
                </Button>
                <Button
                  variant="ghost"
                  className="text-danger dark:text-red-300"
                  onClick={() => setRemoving(type)}
                  aria-label={t('provider.schedule.removeType', { name: type.name })}
                >
                  <Trash2 aria-hidden className="size-5" />
                  {t('provider.schedule.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button className="mt-4" size="lg" onClick={() => setAdding(true)}>
        <Plus aria-hidden className="size-5" />
        {t('provider.schedule.addType')}
      </Button>

      <Dialog
        open={adding || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
        title={
          editing ? t('provider.schedule.editType', { name: editing.name }) : t('provider.schedule.addType')
        }
        description={t('provider.schedule.typeDialogDescription')}
      >
        {(adding || editing) && (
          <TypeForm
            type={editing}
            providerId={providerId}
            onDone={() => {
              setAdding(false);
              setEditing(null);
            }}
          />
        )}
      </Dialog>

      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={
          removing
            ? t('provider.schedule.removeTypeTitle', { name: removing.name })
            : t('provider.schedule.removeTypeTitleUnnamed')
        }
        description={t('provider.schedule.removeTypeDescription')}
      >
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button
            variant="danger"
            size="lg"
            disabled={remove.isPending}
            onClick={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
          >
            {remove.isPending ? t('provider.schedule.removing') : t('provider.schedule.remove')}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => setRemoving(null)}>
            {t('provider.schedule.keepIt')}
          </Button>
        </div>
      </Dialog>
    </Section>
  );
}

function TypeForm({
  type,
  providerId,
  onDone,
}: {
  type: AppointmentTypeDto | null;
  providerId?: string;
  onDone: () => void;
}) {
  const id = useId();
  const t = useT();
  const add = useAddAppointmentType(providerId);
  const edit = useEditAppointmentType();
  const pending = add.isPending || edit.isPending;
  const form = useForm<AppointmentTypeInput, unknown, TypeOutput>({
    resolver: useSchemaResolver(appointmentTypeSchema),
    defaultValues: {
      name: type?.name ?? '',
      ...(Object.fromEntries(translatedNames.map(({ field }) => [field, type?.[field] ?? ''])) as {
        [F in TranslatedNameField]?: string;
      }),
      description: type?.description ?? '',
      durationMinutes: type?.durationMinutes ?? DEFAULT_TYPE_DURATION,
    },
  });
  const { errors } = form.formState;

  // A failure keeps the dialog open with what was typed; the toast says why.
  const onSubmit = form.handleSubmit((values) => {
    if (type) edit.mutate({ id: type.id, input: values }, { onSuccess: onDone });
    else add.mutate(values, { onSuccess: onDone });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField
        label={t('provider.schedule.typeNameLabel')}
        hint={t('provider.schedule.typeNameHint')}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      {translatedNames.map(({ locale, field, label, hint }) => (
        <TextField
          key={field}
          label={t(label)}
          hint={t(hint)}
          autoComplete="off"
          lang={locale}
          error={errors[field]?.message}
          {...form.register(field)}
        />
      ))}
      <TextField
        label={t('provider.schedule.typeLengthLabel')}
        hint={t('provider.schedule.typeLengthHint', { min: TYPE_DURATION_MIN, max: TYPE_DURATION_MAX })}
        type="number"
        inputMode="numeric"
        min={TYPE_DURATION_MIN}
        max={TYPE_DURATION_MAX}
        step={5}
        error={errors.durationMinutes?.message}
        {...form.register('durationMinutes', { valueAsNumber: true })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-description`} className="font-bold">
          {t('provider.schedule.typeDescriptionLabel')}
        </label>
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={500}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          className={`${inputClass} ${errors.description ? 'border-danger' : 'border-stone-500'}`}
          {...form.register('description')}
        />
        <FieldError id={`${id}-description-error`} message={errors.description?.message} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" size="lg" disabled={pending}>
          {pending
            ? t('provider.schedule.saving')
            : type
              ? t('provider.schedule.saveChanges')
              : t('provider.schedule.addType')}
        </Button>
        <Button variant="secondary" size="lg" onClick={onDone}>
          {t('provider.schedule.cancel')}
        </Button>
      </div>
    </form>
  );
}
