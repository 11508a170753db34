import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { issueText } from '#shared/i18n/issues.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { isSharedMaintenanceKey, type MaintenanceContent } from '#shared/site/maintenance.ts';
import type { MaintenanceSettings } from '#shared/site/maintenance-schemas.ts';
import { maintenanceSettingsSchema } from '#shared/site/maintenance-schemas.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PasswordField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { LanguageChoice } from '../content-management/language-choice.tsx';
import { maintenanceSettingsQuery, useUpdateMaintenance } from './api.ts';

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/**
 * /admin/maintenance: the coming-soon switch, its preview password and its words
 * (maintenance-settings-page.test.tsx).
 */
export function MaintenanceSettingsPage() {
  useDocumentTitle('Maintenance Mode');
  const query = useQuery(maintenanceSettingsQuery);
  return (
    <PageHeading
      title="Maintenance Mode"
      intro="Before launch, visitors see a coming-soon page instead of the site. People with the preview password, and super admins, still see the site."
    >
      <BackToDashboard to={paths.admin} />
      <div className="mt-6 flex flex-col gap-8">
        {query.isPending && <Spinner label="Loading settings..." />}
        {query.isError && <Alert tone="error">{errorText(query.error)}</Alert>}
        {query.data && (
          <>
            <SwitchSection settings={query.data} />
            <PasswordSection passwordSet={query.data.passwordSet} />
            <ContentSection settings={query.data} />
          </>
        )}
      </div>
    </PageHeading>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border-2 border-stone-300 bg-white p-6 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SwitchSection({ settings }: { settings: MaintenanceSettings }) {
  const update = useUpdateMaintenance();
  const [confirming, setConfirming] = useState(false);
  const turn = (enabled: boolean) =>
    update.mutate(
      { enabled },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(enabled ? 'Maintenance mode is on' : 'Maintenance mode is off');
        },
        onError: () => setConfirming(false),
      },
    );
  return (
    <Section title="Coming-soon page">
      <p className="text-xl" data-testid="maintenance-state">
        Maintenance mode is <strong>{settings.enabled ? 'on' : 'off'}</strong>.{' '}
        {settings.enabled ? 'Visitors see the coming-soon page.' : 'Everyone sees the site.'}
      </p>
      <div className="flex flex-wrap gap-3">
        {settings.enabled ? (
          <Button size="lg" variant="secondary" disabled={update.isPending} onClick={() => turn(false)}>
            Turn maintenance mode off
          </Button>
        ) : (
          <Button size="lg" disabled={update.isPending} onClick={() => setConfirming(true)}>
            Turn maintenance mode on
          </Button>
        )}
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.adminMaintenancePreview}>Preview the coming-soon page</Link>
        </Button>
      </div>
      {update.isError && <Alert tone="error">{errorText(update.error)}</Alert>}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Turn maintenance mode on?"
        description="Visitors will see the coming-soon page instead of the site until you turn it off. Super admins and people with the preview password still see the site."
      >
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button disabled={update.isPending} onClick={() => turn(true)}>
            {update.isPending ? 'Turning on...' : 'Yes, turn it on'}
          </Button>
        </div>
      </Dialog>
    </Section>
  );
}

const passwordSchema = maintenanceSettingsSchema.shape.password.unwrap();

function PasswordSection({ passwordSet }: { passwordSet: boolean }) {
  const update = useUpdateMaintenance();
  const t = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue && issueText(issue, t));
      return;
    }
    setError(undefined);
    update.mutate(
      { password: parsed.data },
      {
        onSuccess: () => {
          setPassword('');
          toast.success('Preview password saved');
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  return (
    <Section title="Preview password">
      <p className="text-lg" data-testid="password-state">
        {passwordSet
          ? 'A password is set. For your safety it is never shown; set a new one to replace it.'
          : 'No password is set yet. Set one before turning maintenance mode on.'}
      </p>
      <p className="text-ink-muted dark:text-stone-300">
        Capital letters do not matter. A new password stops the old one from working, also for people who
        already used it.
      </p>
      <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-3">
        <PasswordField
          label="New preview password"
          autoComplete="new-password"
          hint="At least 8 characters."
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
        />
        <Button type="submit" size="lg" className="self-start" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save password'}
        </Button>
      </form>
    </Section>
  );
}

const contentSchema = maintenanceSettingsSchema.shape.content.unwrap().required();
type ContentForm = z.infer<typeof contentSchema>;

const FIELDS: { name: keyof MaintenanceContent; label: string; long?: boolean; hint?: string }[] = [
  { name: 'title', label: 'Page title' },
  { name: 'description', label: 'Page description', long: true },
  { name: 'video_banner_title', label: 'Banner title' },
  { name: 'video_banner_subtitle', label: 'Banner subtitle', long: true },
  { name: 'video_banner_button_text', label: 'Banner button text' },
  {
    name: 'video_banner_background_image',
    label: 'Banner picture address',
    hint: 'An https:// address or a site address starting with /. Leave empty for a plain dark banner.',
  },
  {
    name: 'video_banner_video_url',
    label: 'Banner video address',
    hint: 'An https:// address of a video file. Leave empty to show only the picture.',
  },
];

/** The words in English or in Spanish; a form once opened stays mounted, so what was typed in it is kept. */
function ContentSection({ settings }: { settings: MaintenanceSettings }) {
  const [language, setLanguage] = useState<Locale>('en');
  const [opened, setOpened] = useState<Locale[]>(['en']);
  const choose = (next: Locale) => {
    setOpened((was) => (was.includes(next) ? was : [...was, next]));
    setLanguage(next);
  };
  return (
    <Section title="Words and banner">
      <LanguageChoice value={language} onChange={choose} className="" />
      {LOCALES.filter((l) => opened.includes(l)).map((l) => (
        <div key={l} hidden={l !== language} data-testid={`words-${l}`}>
          <ContentWords settings={settings} language={l} />
        </div>
      ))}
    </Section>
  );
}

/**
 * One language's form. English sends every field, as before; Spanish only what changed, so a text
 * left as shown stays marked as having no Spanish, and the addresses (the same in both) are not shown.
 */
function ContentWords({ settings, language }: { settings: MaintenanceSettings; language: Locale }) {
  const t = useT();
  const update = useUpdateMaintenance();
  const shown = (s: MaintenanceSettings) => (language === 'en' ? s.content : s.spanishContent);
  const form = useForm<ContentForm>({
    resolver: useSchemaResolver(contentSchema),
    defaultValues: shown(settings),
  });
  const missing = language === 'es' ? settings.withoutSpanish : [];
  const note = (name: string) => (missing.includes(name) ? t('admin.content.noSpanish') : undefined);
  const saved = (next: MaintenanceSettings) => {
    form.reset(shown(next));
    toast.success('Coming-soon page saved');
  };
  const onSubmit = form.handleSubmit((values) => {
    if (language === 'en') return update.mutate({ content: values }, { onSuccess: saved });
    const before = form.formState.defaultValues ?? {};
    const changed = Object.fromEntries(
      Object.entries(values).filter(([k, v]) => v !== before[k as keyof ContentForm]),
    );
    update.mutate({ locale: language, content: changed }, { onSuccess: saved });
  });
  return (
    <>
      {language === 'es' && (
        <p className="mb-4 text-lg font-bold" data-testid="without-spanish">
          {t('admin.content.withoutSpanishCount', { count: missing.length })}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="flex max-w-3xl flex-col gap-5">
        {FIELDS.filter((f) => language === 'en' || !isSharedMaintenanceKey(f.name)).map((f) =>
          f.long ? (
            <TextAreaField
              key={f.name}
              label={f.label}
              hint={note(f.name)}
              error={form.formState.errors[f.name]?.message}
              {...form.register(f.name)}
            />
          ) : (
            <TextField
              key={f.name}
              label={f.label}
              hint={note(f.name) ?? f.hint}
              error={form.formState.errors[f.name]?.message}
              {...form.register(f.name)}
            />
          ),
        )}
        {update.isError && <Alert tone="error">{errorText(update.error)}</Alert>}
        <Button type="submit" size="lg" className="self-start" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save words and banner'}
        </Button>
      </form>
    </>
  );
}
