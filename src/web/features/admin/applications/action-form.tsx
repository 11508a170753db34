import { useId, useState } from 'react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import {
  CONFIRMED_ACTIONS,
  PIPELINE_ACTION_DONE_KEYS,
  PIPELINE_ACTION_HINT_KEYS,
  PIPELINE_ACTION_LABEL_KEYS,
  PIPELINE_ACTION_SCHEMAS,
  PIPELINE_MESSAGES,
  type AdminApplicationDetailDto,
  type PipelineAction,
  type PipelineTransitionInput,
} from '#shared/applications/application-pipeline.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldError, inputClass, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { useRefreshApplication, useTransition } from './api.ts';

type FieldName =
  | 'date'
  | 'time'
  | 'location'
  | 'photographerName'
  | 'photographerEmail'
  | 'reason'
  | 'notes'
  | 'internalNotes';

const PHOTOSHOOT: FieldName[] = ['date', 'time', 'location', 'photographerName', 'photographerEmail'];

/** The fields each action's form asks for, in order; internal notes come last on every form. */
const FIELDS: Record<PipelineAction, FieldName[]> = {
  start_review: [],
  partially_approve: [],
  schedule_photoshoot: PHOTOSHOOT,
  reschedule_photoshoot: [...PHOTOSHOOT, 'reason'],
  send_reminder: [],
  complete_photoshoot: [],
  cancel_photoshoot: ['reason'],
  approve: [],
  reject: ['notes'],
};

const FIELD_LABEL_KEYS = {
  date: 'onboarding.review.fieldDate',
  time: 'onboarding.review.fieldTime',
  location: 'onboarding.review.fieldLocation',
  photographerName: 'onboarding.review.fieldPhotographerName',
  photographerEmail: 'onboarding.review.fieldPhotographerEmail',
  reason: 'onboarding.review.fieldReason',
  notes: 'onboarding.review.fieldNotes',
  internalNotes: 'onboarding.review.fieldInternalNotes',
} as const satisfies Record<FieldName, MessageKey>;

const FIELD_HINTS: Partial<Record<FieldName, MessageKey>> = {
  reason: 'onboarding.review.hintReason',
  notes: 'onboarding.review.hintNotes',
  internalNotes: 'onboarding.review.hintInternalNotes',
};

const LONG_FIELDS: FieldName[] = ['reason', 'notes', 'internalNotes'];
const INPUT_TYPES: Partial<Record<FieldName, string>> = {
  date: 'date',
  time: 'time',
  photographerEmail: 'email',
};

type Values = Record<FieldName, string> & { action: PipelineAction };

/** Starting values: a reschedule starts from the photoshoot as planned. */
function defaults(action: PipelineAction, application: AdminApplicationDetailDto): Values {
  const shoot = action === 'reschedule_photoshoot' ? application.photoshoot : null;
  return {
    action,
    date: shoot?.date ?? '',
    time: shoot?.time ?? '',
    location: shoot?.location ?? '',
    photographerName: shoot?.photographerName ?? '',
    photographerEmail: shoot?.photographerEmail ?? '',
    reason: '',
    notes: '',
    internalNotes: '',
  };
}

/** One action on the application: its fields, checked with the shared schema, and a confirmation when final. */
export function ActionForm({
  action,
  application,
  onDone,
}: {
  action: PipelineAction;
  application: AdminApplicationDetailDto;
  onDone: (action: PipelineAction) => void;
}) {
  const t = useT();
  const transition = useTransition(application.id);
  const refresh = useRefreshApplication(application.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PipelineTransitionInput | null>(null);
  const headingId = useId();
  const fields = [...FIELDS[action], 'internalNotes' as const];
  const form = useForm<Values>({
    // Each action's own schema; the form's values are the union of every action's fields.
    resolver: useSchemaResolver(PIPELINE_ACTION_SCHEMAS[action] as never) as unknown as Resolver<Values>,
    defaultValues: defaults(action, application),
  });
  const { errors, isSubmitting } = form.formState;

  const send = async (body: PipelineTransitionInput) => {
    setFailure(null);
    try {
      await transition.mutateAsync(body);
      toast.success(t(PIPELINE_ACTION_DONE_KEYS[action]));
      onDone(action);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length) {
        for (const [name, message] of Object.entries(err.fields))
          form.setError(name as FieldName, { message });
      } else {
        setFailure(
          err instanceof ApiError && err.status !== 0 ? err.message : t(PIPELINE_MESSAGES.actionFailed),
        );
        // Refused because someone else moved it: show where it is now.
        if (err instanceof ApiError && err.status === 409) void refresh();
      }
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const body = Object.fromEntries(
      Object.entries(values).filter(([k]) => k === 'action' || (fields as string[]).includes(k)),
    ) as PipelineTransitionInput;
    if (CONFIRMED_ACTIONS.includes(action)) setConfirming(body);
    else await send(body);
  });

  const field = (name: FieldName): { registration: UseFormRegisterReturn; error?: string } => ({
    registration: form.register(name),
    error: errors[name]?.message,
  });

  const internalNotes = field('internalNotes');

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border-2 bg-white p-5 dark:bg-stone-900',
        action === 'reject' ? 'border-red-300 dark:border-red-800' : 'border-stone-300 dark:border-stone-700',
      )}
    >
      <h3 id={headingId} className="text-xl">
        {t(PIPELINE_ACTION_LABEL_KEYS[action])}
      </h3>
      <p className="text-ink-muted mt-1 dark:text-stone-300">{t(PIPELINE_ACTION_HINT_KEYS[action])}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        {FIELDS[action].length > 0 && (
          <div className="grid items-end gap-4 sm:grid-cols-2">
            {FIELDS[action].map((name) =>
              LONG_FIELDS.includes(name) ? (
                <LongField key={name} name={name} className="sm:col-span-2" {...field(name)} />
              ) : (
                <TextField
                  key={name}
                  // Date and time side by side; the longer text gets the whole row.
                  className={name === 'date' || name === 'time' ? undefined : 'sm:col-span-2'}
                  label={t(FIELD_LABEL_KEYS[name])}
                  type={INPUT_TYPES[name] ?? 'text'}
                  error={errors[name]?.message}
                  autoComplete="off"
                  {...form.register(name)}
                />
              ),
            )}
          </div>
        )}
        <LongField name="internalNotes" {...internalNotes} />
        <div>
          <Button
            type="submit"
            variant={action === 'reject' ? 'danger' : 'primary'}
            disabled={isSubmitting || transition.isPending}
          >
            {transition.isPending ? t('onboarding.review.saving') : t(PIPELINE_ACTION_LABEL_KEYS[action])}
          </Button>
        </div>
      </form>
      {confirming && (
        <ConfirmDialog
          action={action}
          name={application.fullName}
          onCancel={() => setConfirming(null)}
          onConfirm={async () => {
            const body = confirming;
            setConfirming(null);
            await send(body);
          }}
        />
      )}
    </section>
  );
}

function LongField({
  name,
  registration,
  error,
  className,
}: {
  name: FieldName;
  registration: UseFormRegisterReturn;
  error?: string;
  className?: string;
}) {
  const id = useId();
  const t = useT();
  const hint = FIELD_HINTS[name];
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="font-bold">
        {t(FIELD_LABEL_KEYS[name])}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-ink-muted dark:text-stone-300">
          {t(hint)}
        </p>
      )}
      <textarea
        id={id}
        rows={name === 'internalNotes' ? 2 : 3}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
        }
        className={cn(inputClass, error ? 'border-danger' : 'border-stone-500')}
        {...registration}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The two final actions' confirmations: each its own words, the applicant's name in them. */
const CONFIRM_TEXT: Partial<
  Record<
    PipelineAction,
    {
      title: MessageKey;
      body: 'onboarding.review.confirmApproveBody' | 'onboarding.review.confirmRejectBody';
      yes: MessageKey;
    }
  >
> = {
  approve: {
    title: 'onboarding.review.confirmApproveTitle',
    body: 'onboarding.review.confirmApproveBody',
    yes: 'onboarding.review.confirmApproveYes',
  },
  reject: {
    title: 'onboarding.review.confirmRejectTitle',
    body: 'onboarding.review.confirmRejectBody',
    yes: 'onboarding.review.confirmRejectYes',
  },
};

function ConfirmDialog({
  action,
  name,
  onCancel,
  onConfirm,
}: {
  action: PipelineAction;
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const text = CONFIRM_TEXT[action]!;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t(text.title)}
      description={t(text.body, { name })}
    >
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant={action === 'reject' ? 'danger' : 'primary'} size="lg" onClick={onConfirm}>
          {t(text.yes)}
        </Button>
        <Button variant="secondary" size="lg" onClick={onCancel}>
          {t('onboarding.review.goBack')}
        </Button>
      </div>
    </Dialog>
  );
}
