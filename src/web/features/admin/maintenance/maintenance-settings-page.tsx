import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { issueText } from '#shared/i18n/issues.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { isSharedMaintenanceKey, type MaintenanceContent } from '#shared/maintenance/maintenance.ts';
import type { MaintenanceSettings } from '#shared/maintenance/maintenance-schemas.ts';
import {
  maintenanceEditorLocales,
  maintenanceSettingsSchema,
  maintenanceWordsIn,
} from '#shared/maintenance/maintenance-schemas.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PasswordField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { errorWords } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { T, useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { LanguageChoice } from '../content-management/language-choice.tsx';
import { unwrittenMarks } from '../content-management/unwritten-marks.ts';
import { maintenanceSettingsQuery, useUpdateMaintenance } from './api.ts';

/**
 * /admin/maintenance: the coming-soon switch, its preview password and its words
 * (maintenance-settings-page.test.tsx).
 */
export function MaintenanceSettingsPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.overview.adminMaintenanceMode'));
  const query = useQuery(maintenanceSettingsQuery);
  return (
    <PageHeading title={t('dashboard.overview.adminMaintenanceMode')} intro={t('admin.maintenance.intro')}>
      <BackToDashboard to={paths.admin} />
      <div className="mt-6 flex flex-col gap-8">
        {query.isPending && <Spinner label={t('admin.maintenance.loading')} />}
        {query.isError && (
          <Alert tone="error">{errorWords(query.error, t('admin.content.somethingWrong'))}</Alert>
        )}
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
  const t = useT();
  const update = useUpdateMaintenance();
  const [confirming, setConfirming] = useState(false);
  const turn = (enabled: boolean) =>
    update.mutate(
      { enabled },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(enabled ? t('admin.maintenance.turnedOn') : t('admin.maintenance.turnedOff'));
        },
        onError: () => setConfirming(false),
      },
    );
  return (
    <Section title={t('admin.maintenance.switchTitle')}>
      <p className="text-xl" data-testid="maintenance-state">
        <T
          k={settings.enabled ? 'admin.maintenance.stateOn' : 'admin.maintenance.stateOff'}
          components={[<strong />]}
        />
      </p>
      <div className="flex flex-wrap gap-3">
        {settings.enabled ? (
          <Button size="lg" variant="secondary" disabled={update.isPending} onClick={() => turn(false)}>
            {t('admin.maintenance.turnOff')}
          </Button>
        ) : (
          <Button size="lg" disabled={update.isPending} onClick={() => setConfirming(true)}>
            {t('admin.maintenance.turnOn')}
          </Button>
        )}
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.adminMaintenancePreview}>{t('admin.maintenance.previewLink')}</Link>
        </Button>
      </div>
      {update.isError && (
        <Alert tone="error">{errorWords(update.error, t('admin.content.somethingWrong'))}</Alert>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.maintenance.confirmTitle')}
        description={t('admin.maintenance.confirmText')}
      >
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('admin.maintenance.cancel')}
          </Button>
          <Button disabled={update.isPending} onClick={() => turn(true)}>
            {update.isPending ? t('admin.maintenance.turningOn') : t('admin.maintenance.confirmYes')}
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
          toast.success(t('admin.maintenance.passwordSaved'));
        },
        onError: (e) => setError(errorWords(e, t('admin.content.somethingWrong'))),
      },
    );
  };
  return (
    <Section title={t('admin.maintenance.passwordTitle')}>
      <p className="text-lg" data-testid="password-state">
        {passwordSet ? t('admin.maintenance.passwordSet') : t('admin.maintenance.passwordNotSet')}
      </p>
      <p className="text-ink-muted dark:text-stone-300">{t('admin.maintenance.passwordRules')}</p>
      <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-3">
        <PasswordField
          label={t('admin.maintenance.newPassword')}
          autoComplete="new-password"
          hint={t('admin.maintenance.passwordHint')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
        />
        <Button type="submit" size="lg" className="self-start" disabled={update.isPending}>
          {update.isPending ? t('admin.maintenance.saving') : t('admin.maintenance.savePassword')}
        </Button>
      </form>
    </Section>
  );
}

const contentSchema = maintenanceSettingsSchema.shape.content.unwrap().required();
type ContentForm = z.infer<typeof contentSchema>;

const FIELDS: { name: keyof MaintenanceContent; label: MessageKey; long?: boolean; hint?: MessageKey }[] = [
  { name: 'title', label: 'admin.maintenance.fieldTitle' },
  { name: 'description', label: 'admin.maintenance.fieldDescription', long: true },
  { name: 'video_banner_title', label: 'admin.maintenance.fieldBannerTitle' },
  { name: 'video_banner_subtitle', label: 'admin.maintenance.fieldBannerSubtitle', long: true },
  { name: 'video_banner_button_text', label: 'admin.maintenance.fieldBannerButton' },
  {
    name: 'video_banner_background_image',
    label: 'admin.maintenance.fieldBannerPicture',
    hint: 'admin.maintenance.fieldBannerPictureHint',
  },
  {
    name: 'video_banner_video_url',
    label: 'admin.maintenance.fieldBannerVideo',
    hint: 'admin.maintenance.fieldBannerVideoHint',
  },
];

/** The words in each language the settings hold; a form once opened stays mounted, so what was typed in it is kept. */
function ContentSection({ settings }: { settings: MaintenanceSettings }) {
  const t = useT();
  const [language, setLanguage] = useState<Locale>(DEFAULT_LOCALE);
  const [opened, setOpened] = useState<Locale[]>([DEFAULT_LOCALE]);
  const locales = maintenanceEditorLocales();
  const choose = (next: Locale) => {
    setOpened((was) => (was.includes(next) ? was : [...was, next]));
    setLanguage(next);
  };
  return (
    <Section title={t('admin.maintenance.wordsTitle')}>
      <LanguageChoice value={language} onChange={choose} className="" locales={locales} />
      {locales
        .filter((l) => opened.includes(l))
        .map((l) => (
          <div key={l} hidden={l !== language} data-testid={`words-${l}`}>
            <ContentWords settings={settings} language={l} />
          </div>
        ))}
    </Section>
  );
}

/**
 * One language's form. English sends every field, as before; another language only what changed, so
 * a text left as shown stays marked as not written in it, and the addresses (the same in every
 * language) are not shown.
 */
function ContentWords({ settings, language }: { settings: MaintenanceSettings; language: Locale }) {
  const t = useT();
  const update = useUpdateMaintenance();
  const shown = (s: MaintenanceSettings) => maintenanceWordsIn(s, language).content;
  const form = useForm<ContentForm>({
    resolver: useSchemaResolver(contentSchema),
    defaultValues: shown(settings),
  });
  const missing = maintenanceWordsIn(settings, language).unwritten;
  const marks = unwrittenMarks(language);
  const note = (name: string) => (marks && missing.includes(name) ? t(marks.note) : undefined);
  const saved = (next: MaintenanceSettings) => {
    form.reset(shown(next));
    toast.success(t('admin.maintenance.wordsSaved'));
  };
  const onSubmit = form.handleSubmit((values) => {
    if (language === DEFAULT_LOCALE) return update.mutate({ content: values }, { onSuccess: saved });
    const before = form.formState.defaultValues ?? {};
    const changed = Object.fromEntries(
      Object.entries(values).filter(([k, v]) => v !== before[k as keyof ContentForm]),
    );
    update.mutate({ locale: language, content: changed }, { onSuccess: saved });
  });
  return (
    <>
      {marks && (
        <p className="mb-4 text-lg font-bold" data-testid="without-spanish">
          {t(marks.count, { count: missing.length })}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="flex max-w-3xl flex-col gap-5">
        {FIELDS.filter((f) => language === DEFAULT_LOCALE || !isSharedMaintenanceKey(f.name)).map((f) =>
          f.long ? (
            <TextAreaField
              key={f.name}
              label={t(f.label)}
              hint={note(f.name)}
              error={form.formState.errors[f.name]?.message}
              {...form.register(f.name)}
            />
          ) : (
            <TextField
              key={f.name}
              label={t(f.label)}
              hint={note(f.name) ?? (f.hint && t(f.hint))}
              error={form.formState.errors[f.name]?.message}
              {...form.register(f.name)}
            />
          ),
        )}
        {update.isError && (
          <Alert tone="error">{errorWords(update.error, t('admin.content.somethingWrong'))}</Alert>
        )}
        <Button type="submit" size="lg" className="self-start" disabled={update.isPending}>
          {update.isPending ? t('admin.maintenance.saving') : t('admin.maintenance.saveWords')}
        </Button>
      </form>
    </>
  );
}
