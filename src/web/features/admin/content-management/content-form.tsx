import { ExternalLink } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { practiceDate, practiceTime } from '#shared/format/instants.ts';
import { DEFAULT_LOCALE, LOCALE_NAMES, type Locale } from '#shared/i18n/locales.ts';
import type { UploadArea } from '#shared/uploads/uploads.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ApiError, errorWords } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { checkImageUrl } from '../../../lib/page-content.ts';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { ImageField } from './image-field.tsx';
import { kindOf, labelOf } from './labels.ts';

type Values = Record<string, string>;
export type SavedContent = { values: Values; updatedAt: string | null; updatedBy: string | null };

/** 'Last changed {date} at {time} by {name}', or that nothing has been changed yet. */
export function LastChanged({ saved, untouched }: { saved: SavedContent; untouched: string }) {
  const t = useT();
  const locale = useLocale();
  if (!saved.updatedAt) return <p className="text-ink-muted text-lg dark:text-stone-300">{untouched}</p>;
  const date = practiceDate(saved.updatedAt, locale);
  const time = practiceTime(saved.updatedAt, locale);
  return (
    <p className="text-ink-muted text-lg dark:text-stone-300" data-testid="last-changed">
      {saved.updatedBy
        ? t('admin.content.lastChangedBy', { date, time, name: saved.updatedBy })
        : t('admin.content.lastChanged', { date, time })}
    </p>
  );
}

/**
 * One part of the site: a field per key, a live preview, and Save. Only what changed is sent. A
 * typed picture address is checked to lead to an image before anything is saved (the server checks
 * again); what was typed stays in the form whatever goes wrong.
 */
export function ContentForm({
  keys,
  saved,
  schema,
  uploadArea,
  save,
  fieldOf,
  preview,
  page,
  language,
  notes = {},
}: {
  keys: readonly string[];
  saved: SavedContent;
  schema: z.ZodType<Values, Values>;
  uploadArea: UploadArea;
  save(changes: Values): Promise<SavedContent>;
  /** The form field a server error names ('values.title' → 'title'). */
  fieldOf(serverField: string): string;
  preview(values: Values): ReactNode;
  /** The page the part shows on, and the words of the link that opens it. */
  page: { to: string; open: string };
  /** The language of the words edited, when the part has words in more than one. */
  language?: Locale;
  /** A note under a key's field (that it is not written in the language yet). */
  notes?: Record<string, string>;
}) {
  const t = useT();
  const form = useForm<Values>({ resolver: useSchemaResolver(schema), defaultValues: saved.values });
  const [status, setStatus] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const values = useWatch({ control: form.control }) as Values;

  const onSubmit = form.handleSubmit(async (current) => {
    setStatus(null);
    const before = form.formState.defaultValues ?? {};
    const changes = Object.fromEntries(Object.entries(current).filter(([k, v]) => v !== before[k]));
    if (Object.keys(changes).length === 0) {
      setStatus({ tone: 'info', text: t('admin.content.noChanges') });
      return;
    }
    const typedPictures = Object.entries(changes).filter(
      ([k, v]) => kindOf(k) === 'image' && /^https:\/\//i.test(v),
    );
    const refused = (
      await Promise.all(
        typedPictures.map(([k, v]) =>
          checkImageUrl(v).then(
            () => null,
            (err: unknown) => [k, errorWords(err, t('admin.content.somethingWrong'))] as const,
          ),
        ),
      )
    ).filter((r) => r !== null);
    if (refused.length > 0) {
      for (const [k, message] of refused) form.setError(k, { message });
      form.setFocus(refused[0]![0]);
      setStatus({ tone: 'error', text: t('admin.content.picturesRefused') });
      return;
    }
    try {
      const result = await save(changes);
      form.reset(result.values);
      setStatus({ tone: 'success', text: t('admin.content.saved') });
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [field, message] of Object.entries(err.fields)) {
          const key = fieldOf(field);
          if (keys.includes(key)) form.setError(key, { message });
        }
      }
      setStatus({ tone: 'error', text: errorWords(err, t('admin.content.somethingWrong')) });
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-5">
        {keys.map((key) => (
          <ContentField key={key} form={form} name={key} uploadArea={uploadArea} note={notes[key]} />
        ))}
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
        <Button type="submit" size="lg" className="self-start" disabled={busy}>
          {busy ? t('admin.content.saving') : t('admin.content.save')}
        </Button>
      </form>
      <section
        aria-label={t('admin.content.preview')}
        className="flex min-w-0 flex-col gap-4 self-start rounded-2xl border-2 border-dashed border-stone-400 bg-stone-50 p-5 lg:sticky lg:top-4 dark:border-stone-600 dark:bg-stone-950"
      >
        <p className="text-ink-muted text-base font-bold tracking-wide uppercase dark:text-stone-300">
          {language && language !== DEFAULT_LOCALE
            ? t('admin.content.previewLanguage', { language: LOCALE_NAMES[language] })
            : t('admin.content.preview')}
        </p>
        <div lang={language}>{preview(values)}</div>
        <Link
          to={page.to}
          target="_blank"
          rel="noopener"
          className="text-primary inline-flex min-h-11 items-center gap-2 font-bold underline dark:text-sky-300"
        >
          {page.open}
          <span className="sr-only">{t('admin.content.newTab')}</span>
          <ExternalLink aria-hidden className="size-5" />
        </Link>
      </section>
    </div>
  );
}

function ContentField({
  form,
  name,
  uploadArea,
  note,
}: {
  form: UseFormReturn<Values>;
  name: string;
  uploadArea: UploadArea;
  note?: string;
}) {
  const t = useT();
  const label = labelOf(name, t);
  const error = form.formState.errors[name]?.message;
  switch (kindOf(name)) {
    case 'flag':
      return <YesNo form={form} name={name} label={label} error={error} />;
    case 'image':
      return <ImageField form={form} name={name} label={label} area={uploadArea} />;
    case 'video':
      return (
        <TextField
          label={label}
          hint={t('admin.content.videoHint')}
          inputMode="url"
          error={error}
          {...form.register(name)}
        />
      );
    case 'long':
      return <TextAreaField label={label} hint={note} error={error} {...form.register(name)} />;
    default:
      return <TextField label={label} hint={note} error={error} {...form.register(name)} />;
  }
}

/** A yes/no key's two values, as stored. */
const YES_NO = ['true', 'false'] as const;

function YesNo({
  form,
  name,
  label,
  error,
}: {
  form: UseFormReturn<Values>;
  name: string;
  label: string;
  error?: string;
}) {
  const t = useT();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 font-bold">{label}</legend>
      {YES_NO.map((v) => (
        <label key={v} className="flex min-h-11 cursor-pointer items-center gap-3 text-lg">
          <input type="radio" value={v} className="size-6" {...form.register(name)} />
          {t('admin.content.yesNo', { answer: v === 'true' ? 'yes' : 'no' })}
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
