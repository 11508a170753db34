import { CheckCircle2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  CONTACT_MESSAGES,
  CONTACT_THANKS_MS,
  contactSchema,
  type ContactField,
  type ContactInput,
  type ContactPageOutcome,
} from '#shared/contact/contact.ts';
import { inLocale, localePath } from '#shared/i18n/locales.ts';
import { CATEGORIES } from '#shared/taxonomy/categories.ts';
import { paths } from '../../config/paths.ts';
import { usePageFormOutcome } from '../../lib/page-form.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { FieldError, TextField } from '../ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSendContactMessage } from '../../lib/contact.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import { useSchemaResolver } from '../../lib/schema-resolver.ts';
import { MessageCounter } from './message-counter.tsx';

/** Which page the form is on; the message says so to our support team. */
export type ContactFormVariant = 'contact' | 'coming-soon';

type Output = z.output<typeof contactSchema>;
type Field = ContactField;
const FIELDS: Field[] = ['firstName', 'lastName', 'email', 'specialty', 'message'];

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  // The select starts on its 'Select a specialty' prompt, which the schema refuses.
  specialty: '' as ContactInput['specialty'],
  message: '',
};

const WORDS: Record<ContactFormVariant, { heading: MessageKey; intro: MessageKey }> = {
  contact: {
    heading: 'public.contact.heading',
    intro: 'public.contact.intro',
  },
  'coming-soon': {
    heading: 'public.contact.comingSoonHeading',
    intro: 'public.contact.comingSoonIntro',
  },
};

const controlClass = (invalid: boolean) =>
  cn(
    'block w-full rounded-lg border-2 bg-white px-3 text-base text-ink dark:bg-stone-900 dark:text-stone-100',
    invalid ? 'border-danger' : 'border-stone-500',
  );

/** The thank-you that replaces the form once the message is sent. */
function ThanksPanel({
  panelRef,
  describedBy,
  onBack,
}: {
  panelRef: RefObject<HTMLDivElement | null>;
  describedBy: string;
  onBack: () => void;
}) {
  const t = useT();
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      role="group"
      aria-label={t('public.contact.sentLabel')}
      aria-describedby={describedBy}
      className="bg-success-soft border-success mt-6 flex flex-col items-start gap-4 rounded-xl border-2 p-6 dark:bg-stone-950"
    >
      <CheckCircle2 aria-hidden className="text-success size-10 dark:text-green-300" />
      <p id={describedBy} className="text-success text-xl font-bold dark:text-green-300">
        {t(CONTACT_MESSAGES.success)}
      </p>
      <p>{t('public.contact.receipt')}</p>
      <Button size="lg" onClick={onBack}>
        {t('public.contact.sendAnother')}
      </Button>
    </div>
  );
}

type ControlProps<F extends Field> = {
  id: string;
  error: string | undefined;
  defaultValue: string | undefined;
  registration: UseFormRegisterReturn<F>;
};

/** What the question is about: one of the specialties we list. */
function SpecialtySelect({ id, error, defaultValue, registration }: ControlProps<'specialty'>) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {t('public.contact.specialtyLabel')}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(controlClass(!!error), 'min-h-12')}
        defaultValue={defaultValue}
        {...registration}
      >
        <option value="">{t('public.contact.specialtyPrompt')}</option>
        {/* The kinds of care, by their plain names: a plain select, as the form works without JavaScript. */}
        {CATEGORIES.map((c) => (
          <option key={c.slug} value={c.slug}>
            {inLocale(c.name, locale)}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The message itself, with its count of characters left. */
function MessageField({
  id,
  counterId,
  length,
  error,
  defaultValue,
  registration,
}: ControlProps<'message'> & { counterId: string; length: number }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {t('public.contact.messageLabel')}
      </label>
      {/* No maxLength: a pasted text is never cut short silently; the count and the
          message say it is too long instead. */}
      <textarea
        id={id}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${counterId}${error ? ` ${id}-error` : ''}`}
        className={cn(controlClass(!!error), 'py-2')}
        defaultValue={defaultValue}
        {...registration}
      />
      <MessageCounter id={counterId} length={length} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The contact form of /contact and of the coming-soon page (contact-form.test.tsx): checked as
 * the person types, 'Sending...' while it goes, then a thank-you panel that returns to an empty form
 * on 'Send Another Message' or by itself after 5 seconds. A failure keeps everything typed.
 * Without JavaScript it posts to the contact page, which the server answers with the same page
 * showing the thank-you or the messages beside what was typed (before-the-app.e2e.ts).
 */
export function ContactForm({ variant }: { variant: ContactFormVariant }) {
  const send = useSendContactMessage();
  const t = useT();
  const locale = useLocale();
  const posted = usePageFormOutcome<ContactPageOutcome>();
  const refused = posted && !posted.sent ? posted : undefined;
  const [sent, setSent] = useState(posted?.sent === true);
  const [failure, setFailure] = useState(refused?.failure);
  // A plain post's fields are drawn as typed (`defaultValue` below: the form library fills them only
  // once the app runs), with the server's messages: the form's own, until the person edits the field.
  const [postedErrors] = useState(() =>
    refused
      ? Object.fromEntries(
          FIELDS.flatMap((f) =>
            refused.errors[f] ? [[f, { type: 'server', message: refused.errors[f] }]] : [],
          ),
        )
      : undefined,
  );
  const form = useForm<ContactInput, unknown, Output>({
    resolver: useSchemaResolver(contactSchema),
    mode: 'onChange',
    defaultValues: refused
      ? { ...refused.values, specialty: refused.values.specialty as ContactInput['specialty'] }
      : EMPTY,
    errors: postedErrors,
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const ids = {
    heading: useId(),
    firstName: useId(),
    specialty: useId(),
    message: useId(),
    counter: useId(),
    thanks: useId(),
  };
  const panelRef = useRef<HTMLDivElement>(null);
  // Set when the form comes back and should take the focus (see backToForm).
  const focusFormOnReturn = useRef(false);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    send.mutate(
      { ...values, source: variant },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          setSent(true);
        },
        onError: (err) => setFailure(failureWords(err, form.setError, t)),
      },
    );
  });

  /**
   * Back to an empty form. The focus follows only when it was in the panel (which is about to
   * vanish): someone who has moved on elsewhere is not pulled back.
   */
  const backToForm = useCallback(() => {
    focusFormOnReturn.current = panelRef.current?.contains(document.activeElement) ?? false;
    setSent(false);
  }, []);

  useEffect(() => {
    if (sent) {
      // The panel replaces the form and its Send button: the focus goes to the panel, so a screen
      // reader reads the thank-you and keyboard users continue from there.
      panelRef.current?.focus();
      const timer = setTimeout(backToForm, CONTACT_THANKS_MS);
      return () => clearTimeout(timer);
    }
    if (focusFormOnReturn.current) {
      focusFormOnReturn.current = false;
      // Directly, not with the form library's setFocus, which waits a tick.
      document.getElementById(ids.firstName)?.focus();
    }
  }, [sent, ids.firstName, backToForm]);

  const words = WORDS[variant];
  return (
    <section
      aria-labelledby={ids.heading}
      className="rounded-2xl border-2 border-stone-300 bg-white p-6 shadow-sm sm:p-8 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id={ids.heading} className="text-2xl sm:text-3xl">
        {t(words.heading)}
      </h2>
      {sent ? (
        <ThanksPanel panelRef={panelRef} describedBy={ids.thanks} onBack={backToForm} />
      ) : (
        <>
          <p className="text-ink-muted mt-2 text-lg dark:text-stone-300">{t(words.intro)}</p>
          <form
            noValidate
            method="post"
            action={localePath(locale, paths.contact)}
            onSubmit={onSubmit}
            className="mt-6 flex flex-col gap-5"
          >
            <input type="hidden" name="source" value={variant} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                id={ids.firstName}
                label={t('public.contact.firstNameLabel')}
                autoComplete="given-name"
                error={errors.firstName?.message}
                defaultValue={refused?.values.firstName}
                {...form.register('firstName')}
              />
              <TextField
                label={t('public.contact.lastNameLabel')}
                autoComplete="family-name"
                error={errors.lastName?.message}
                defaultValue={refused?.values.lastName}
                {...form.register('lastName')}
              />
            </div>
            <TextField
              label={t('public.contact.emailLabel')}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              defaultValue={refused?.values.email}
              {...form.register('email')}
            />
            <SpecialtySelect
              id={ids.specialty}
              error={errors.specialty?.message}
              defaultValue={refused?.values.specialty}
              registration={form.register('specialty')}
            />
            <MessageField
              id={ids.message}
              counterId={ids.counter}
              length={message.length}
              error={errors.message?.message}
              defaultValue={refused?.values.message}
              registration={form.register('message')}
            />
            {failure && <Alert tone="error">{failure}</Alert>}
            <Button type="submit" size="lg" disabled={send.isPending} className="self-start">
              {send.isPending ? t('public.contact.sending') : t('public.contact.send')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}

/**
 * What the form says when sending fails: the server's words for too many messages, the fields'
 * own messages for input it refused, else the product's failure message (contact-form.test.tsx).
 */
function failureWords(
  err: unknown,
  setError: (field: Field, error: { message: string }) => void,
  t: Translate,
): string | undefined {
  if (err instanceof ApiError && err.status === 429) return err.message;
  if (err instanceof ApiError && err.status === 400) {
    const known = FIELDS.filter((f) => err.fields[f]);
    for (const f of known) setError(f, { message: err.fields[f]! });
    if (known.length > 0) return undefined;
  }
  return t(CONTACT_MESSAGES.failure);
}
