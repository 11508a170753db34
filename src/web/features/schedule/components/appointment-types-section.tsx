import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AppointmentTypeDto } from '#shared/scheduling/booking.ts';
import {
  DEFAULT_TYPE_DURATION,
  TYPE_DURATION_MAX,
  TYPE_DURATION_MIN,
  appointmentTypeSchema,
  type AppointmentTypeInput,
} from '#shared/scheduling/schedule.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldError, TextField, inputClass } from '../../../components/ui/field.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { useAddAppointmentType, useEditAppointmentType, useRemoveAppointmentType } from '../api/schedule.ts';
import { Section } from './parts.tsx';

type TypeOutput = z.output<typeof appointmentTypeSchema>;

const minutesLabel = (n: number) => {
  if (n < 60 || n % 60 !== 0) return `${n} minutes`;
  const hours = n / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
};

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

  return (
    <Section
      id="appointment-types"
      title="Appointment types"
      intro="The kinds of visit patients choose from when they book, with how long each one takes."
    >
      {types.length === 0 ? (
        <p>No appointment types yet. Add one so patients can book.</p>
      ) : (
        <ul aria-label="Your appointment types" className="flex flex-col gap-3">
          {types.map((t) => (
            <li
              key={t.id}
              className="flex flex-col gap-3 rounded-xl border-2 border-stone-300 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-stone-700"
            >
              <div>
                <p className="text-xl font-bold">{t.name}</p>
                <p>{minutesLabel(t.durationMinutes)}</p>
                {t.description && <p className="text-ink-muted dark:text-stone-300">{t.description}</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setEditing(t)} aria-label={`Edit ${t.name}`}>
                  <Pencil aria-hidden className="size-5" />
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  className="text-danger dark:text-red-300"
                  onClick={() => setRemoving(t)}
                  aria-label={`Remove ${t.name}`}
                >
                  <Trash2 aria-hidden className="size-5" />
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button className="mt-4" size="lg" onClick={() => setAdding(true)}>
        <Plus aria-hidden className="size-5" />
        Add appointment type
      </Button>

      <Dialog
        open={adding || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
        title={editing ? `Edit ${editing.name}` : 'Add appointment type'}
        description="Patients see the name and the description when they book."
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
        title={removing ? `Remove ${removing.name}?` : 'Remove appointment type?'}
        description="Patients will no longer be able to choose it. Appointments already booked keep it."
      >
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button
            variant="danger"
            size="lg"
            disabled={remove.isPending}
            onClick={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
          >
            {remove.isPending ? 'Removing...' : 'Remove'}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => setRemoving(null)}>
            Keep it
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
  const add = useAddAppointmentType(providerId);
  const edit = useEditAppointmentType();
  const pending = add.isPending || edit.isPending;
  const form = useForm<AppointmentTypeInput, unknown, TypeOutput>({
    resolver: useSchemaResolver(appointmentTypeSchema),
    defaultValues: {
      name: type?.name ?? '',
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
        label="Name"
        hint="For example: New patient visit, Follow-up, Annual wellness visit."
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Length in minutes"
        hint={`From ${TYPE_DURATION_MIN} to ${TYPE_DURATION_MAX} minutes.`}
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
          Description (optional)
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
          {pending ? 'Saving...' : type ? 'Save changes' : 'Add appointment type'}
        </Button>
        <Button variant="secondary" size="lg" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
