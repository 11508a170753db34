import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { visitTypeName } from '#shared/display-name.ts';
import {
  bookingSchema,
  ownBookingSchema,
  type AppointmentTypeDto,
  type AppointmentTypesDto,
  type BookingInput,
} from '#shared/appointments/booking.ts';
import { BOOKING_MESSAGES } from '#shared/appointments/booking-messages.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { FieldError, TextField, inputClass } from '../ui/field.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { Translate } from '#shared/i18n/translate.ts';
import { appointmentTypesQuery } from '../../lib/booking/api.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useSchemaResolver } from '../../lib/schema-resolver.ts';

/** The order the fields appear in, so the error summary reads top to bottom. */
const FIELD_ORDER: (keyof BookingInput)[] = [
  'providerProfileId',
  'date',
  'time',
  'slotId',
  'appointmentTypeId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'reason',
  'notes',
];
/** The core fields: when one is empty the summary first says to fill them in (docs/product.md#booking). */
const CORE: (keyof BookingInput)[] = FIELD_ORDER.filter((f) => f !== 'notes');

export function errorSummary(errors: FieldErrors<BookingInput>, values: Partial<BookingInput>, t: Translate) {
  const messages = FIELD_ORDER.map((f) => errors[f]?.message).filter((m): m is string => Boolean(m));
  if (!messages.length) return null;
  const missing = CORE.some((f) => errors[f] && !String(values[f] ?? '').trim());
  return {
    missing: missing ? t(BOOKING_MESSAGES.missingFields) : null,
    fix: t(BOOKING_MESSAGES.fixErrors),
    // Each its own sentence, already in the reader's words (the resolver put them so): listed, not
    // joined into one line, which in Spanish read 'corrija lo siguiente: Por favor, escriba…'.
    errors: [...new Set(messages)],
  };
}

const selectClass = `${inputClass} border-stone-500`;

/** What is wrong with a refused submit: a line each, the first saying when core fields are empty. */
function ErrorSummaryBox({
  summary,
  boxRef,
}: {
  summary: NonNullable<ReturnType<typeof errorSummary>>;
  boxRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div ref={boxRef} tabIndex={-1} className="outline-none">
      <Alert tone="error">
        {summary.missing && <p className="font-bold">{summary.missing}</p>}
        <p>{summary.fix}</p>
        <ul className="list-disc pl-6">
          {summary.errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}

/** The kind of visit, from the provider's list (loading, failed with a retry, or empty). */
function VisitTypeField({
  id,
  types,
  selected,
  error,
  registration,
}: {
  id: string;
  types: UseQueryResult<AppointmentTypesDto>;
  selected: AppointmentTypeDto | undefined;
  error: string | undefined;
  registration: UseFormRegisterReturn<'appointmentTypeId'>;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-type`} className="font-bold">
        {t('booking.form.type')}
      </label>
      {types.isPending && <Spinner label={t('booking.form.loadingTypes')} className="text-base" />}
      {types.isError && (
        <Alert tone="error">
          {t('booking.form.typesFailed')}
          <Button variant="secondary" className="mt-2" onClick={() => void types.refetch()}>
            {t('booking.form.tryAgain')}
          </Button>
        </Alert>
      )}
      {types.data && types.data.types.length === 0 && <p>{t('booking.form.noTypes')}</p>}
      {types.data && types.data.types.length > 0 && (
        <select
          id={`${id}-type`}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            cn(error && `${id}-type-error`, selected?.description && `${id}-type-hint`) || undefined
          }
          className={cn(selectClass, error && 'border-danger')}
          {...registration}
        >
          <option value="">{t('booking.form.chooseType')}</option>
          {types.data.types.map((type) => (
            <option key={type.id} value={type.id}>
              {t('booking.form.typeOption', {
                name: visitTypeName(type, locale),
                minutes: type.durationMinutes,
              })}
            </option>
          ))}
        </select>
      )}
      {selected?.description && (
        <p id={`${id}-type-hint`} className="text-ink-muted text-base">
          {selected.description}
        </p>
      )}
      <FieldError id={`${id}-type-error`} message={error} />
    </div>
  );
}

function NotesField({
  id,
  error,
  registration,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<'notes'>;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-notes`} className="font-bold">
        {t('booking.form.notes')}
      </label>
      <p id={`${id}-notes-hint`} className="text-ink-muted text-base">
        {t('booking.form.notesHint')}
      </p>
      <textarea
        id={`${id}-notes`}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(`${id}-notes-hint`, error && `${id}-notes-error`)}
        className={cn(inputClass, error ? 'border-danger' : 'border-stone-500')}
        {...registration}
      />
      <FieldError id={`${id}-notes-error`} message={error} />
    </div>
  );
}

/**
 * The confirm view's form (booking-dialog.test.tsx): the chosen time is fixed; the patient picks the kind of
 * visit and gives their details, prefilled from their account. The shared schema validates here
 * and on the server, with the same words.
 */
export function BookingForm({
  providerId,
  defaults,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
  onDraft,
  forName = null,
}: {
  /** The patient a caregiver books for (ADR 18), by name; null for the user's own visit. */
  forName?: string | null;
  providerId: string;
  defaults: BookingInput;
  submitting: boolean;
  /** Per-field messages from a 400 answer. */
  serverErrors: Record<string, string>;
  onSubmit: (values: BookingInput) => void;
  onCancel: () => void;
  /** Called with what was typed, so a failed booking or a change of time never loses it. */
  onDraft: (values: Partial<BookingInput>) => void;
}) {
  const id = useId();
  const t = useT();
  const types = useQuery(appointmentTypesQuery(providerId));
  const form = useForm<BookingInput>({
    resolver: useSchemaResolver(forName ? bookingSchema : ownBookingSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const [summary, setSummary] = useState<ReturnType<typeof errorSummary>>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  // One kind of visit needs no choosing.
  const onlyType = types.data?.types.length === 1 ? types.data.types[0].id : null;
  useEffect(() => {
    if (onlyType && !form.getValues('appointmentTypeId')) form.setValue('appointmentTypeId', onlyType);
  }, [onlyType, form]);

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors))
      if ((FIELD_ORDER as string[]).includes(field)) form.setError(field as keyof BookingInput, { message });
  }, [serverErrors, form]);

  // Keep the draft current for the dialog, which may swap this form out after a refusal.
  useEffect(() => {
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => onDraft(values) });
  }, [form, onDraft]);

  // A refused submit moves focus to the summary, which is then read out.
  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);

  const submit = form.handleSubmit(
    (values) => {
      setSummary(null);
      onSubmit(values);
    },
    (errs) => {
      setSummary(errorSummary(errs, form.getValues(), t));
    },
  );

  const typeError = errors.appointmentTypeId?.message;
  const notesError = errors.notes?.message;
  const typeId = useWatch({ control: form.control, name: 'appointmentTypeId' });
  const selected = types.data?.types.find((type) => type.id === typeId);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={forName ? t('booking.form.detailsFor', { name: forName }) : t('booking.form.details')}
      className="flex flex-col gap-5"
    >
      {summary && <ErrorSummaryBox summary={summary} boxRef={summaryRef} />}
      <VisitTypeField
        id={id}
        types={types}
        selected={selected}
        error={typeError}
        registration={form.register('appointmentTypeId')}
      />
      {forName && <p className="text-lg">{t('booking.form.forSomeone', { name: forName })}</p>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('booking.form.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={t('booking.form.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {/* The server mails the account's verified address whatever this says (appointments.test.ts:
            mails the account's verified address), so it is shown, not asked for; a caregiver is not
            shown their own address as the patient's. */}
        {!forName && (
          <TextField
            label={t('booking.form.email')}
            type="email"
            readOnly
            hint={t('booking.form.emailHint')}
            error={errors.email?.message}
            {...form.register('email')}
          />
        )}
        <TextField
          label={t('booking.form.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="(555) 555-5555"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <TextField
        label={t('booking.form.dateOfBirth')}
        type="date"
        autoComplete="bday"
        max={new Date().toISOString().slice(0, 10)}
        error={errors.dateOfBirth?.message}
        {...form.register('dateOfBirth')}
      />
      <TextField
        label={t('booking.form.reason')}
        hint={t('booking.form.reasonHint')}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <NotesField id={id} error={notesError} registration={form.register('notes')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onCancel} disabled={submitting}>
          {t('booking.form.cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={submitting || types.data?.types.length === 0}>
          {submitting ? t(BOOKING_MESSAGES.submitting) : t('booking.form.submit')}
        </Button>
      </div>
    </form>
  );
}
