import { useId, useState } from 'react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import {
  CONFIRMED_ACTIONS,
  PIPELINE_ACTION_DONE,
  PIPELINE_ACTION_HINTS,
  PIPELINE_ACTION_LABELS,
  PIPELINE_ACTION_SCHEMAS,
  PIPELINE_MESSAGES,
  type AdminApplicationDetailDto,
  type PipelineAction,
  type PipelineTransitionInput,
} from '#shared/providers/application-pipeline.ts';
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

const FIELD_LABELS: Record<FieldName, string> = {
  date: 'Photoshoot date',
  time: 'Photoshoot time (Eastern)',
  location: 'Location',
  photographerName: "Photographer's name",
  photographerEmail: "Photographer's email",
  reason: 'Reason',
  notes: 'Explanation for the provider',
  internalNotes: 'Internal notes (optional)',
};

const FIELD_HINTS: Partial<Record<FieldName, string>> = {
  reason: 'Sent to the provider and the photographer.',
  notes: 'Sent to the provider by email and shown on their application.',
  internalNotes: 'Only admins see these, in the history below.',
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
      toast.success(PIPELINE_ACTION_DONE[action]);
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

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border-2 bg-white p-5 dark:bg-stone-900',
        action === 'reject' ? 'border-red-300 dark:border-red-800' : 'border-stone-300 dark:border-stone-700',
      )}
    >
      <h3 id={headingId} className="text-xl">
        {PIPELINE_ACTION_LABELS[action]}
      </h3>
      <p className="text-ink-muted mt-1 dark:text-stone-300">{PIPELINE_ACTION_HINTS[action]}</p>
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
                  label={FIELD_LABELS[name]}
                  type={INPUT_TYPES[name] ?? 'text'}
                  error={errors[name]?.message}
                  autoComplete="off"
                  {...form.register(name)}
                />
              ),
            )}
          </div>
        )}
        <LongField name="internalNotes" {...field('internalNotes')} />
        <div>
          <Button
            type="submit"
            variant={action === 'reject' ? 'danger' : 'primary'}
            disabled={isSubmitting || transition.isPending}
          >
            {transition.isPending ? 'Saving...' : PIPELINE_ACTION_LABELS[action]}
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
  const hint = FIELD_HINTS[name];
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="font-bold">
        {FIELD_LABELS[name]}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-ink-muted dark:text-stone-300">
          {hint}
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

const CONFIRM_TEXT: Partial<
  Record<PipelineAction, { title: string; body: (name: string) => string; yes: string }>
> = {
  approve: {
    title: 'Give final approval?',
    body: (name) =>
      `${name}'s profile will be approved and listed in search at once, and they will be emailed that it is live.`,
    yes: 'Yes, give final approval',
  },
  reject: {
    title: 'Reject this application?',
    body: (name) => `${name} will be emailed your explanation. A rejected application cannot be reopened.`,
    yes: 'Yes, reject the application',
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
  const text = CONFIRM_TEXT[action]!;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={text.title}
      description={text.body(name)}
    >
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant={action === 'reject' ? 'danger' : 'primary'} size="lg" onClick={onConfirm}>
          {text.yes}
        </Button>
        <Button variant="secondary" size="lg" onClick={onCancel}>
          Go back
        </Button>
      </div>
    </Dialog>
  );
}
