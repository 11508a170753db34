import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#shared/i18n/locales.ts';
import {
  APP_SETTING_KEYS,
  isSharedKey,
  PAGE_CONTENT_KEYS,
  PAGE_CONTENT_SECTIONS,
  type PageContentSection,
} from '#shared/page-content/page-content.ts';
import { unwrittenKeysIn } from '#shared/page-content/unwritten-keys.ts';
import type { UploadArea } from '#shared/uploads/uploads.ts';
import {
  appSettingsUpdateSchema,
  pageContentValueSchema,
} from '#shared/page-content/page-content-schemas.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { errorWords } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import {
  editorLogosQuery,
  editorSectionQuery,
  useSaveAppSettings,
  useSavePageContent,
} from '../../../lib/page-content.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { ContentForm, LastChanged } from './content-form.tsx';
import { LogosPreview, SectionPreview } from './content-preview.tsx';
import { LanguageChoice } from './language-choice.tsx';
import { unwrittenMarks } from './unwritten-marks.ts';
import { EDITOR_TABS, type EditorTab } from './labels.ts';

type Values = Record<string, string>;

/** Where each part's uploaded pictures are stored. */
const CONTENT_IMAGES: UploadArea = 'content-images';
const APP_LOGOS: UploadArea = 'app-logos';

const isLocale = (value: string | null): value is Locale => LOCALES.some((l) => l === value);

/**
 * /content-management: the words and pictures of the home and about pages, and the site's logos,
 * one tab per part: page content and app settings (content-management-page.test.tsx). The words are
 * edited in each language (`?language=es`); the pictures once, in English.
 */
export function ContentManagementPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.overview.adminContentManagement'));
  const [params, setParams] = useSearchParams();
  const tab: EditorTab = EDITOR_TABS.find((part) => part.id === params.get('section'))?.id ?? 'hero';
  const asked = params.get('language');
  const language: Locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  // A language once opened stays mounted, so what was typed in it is still there after looking at the other.
  const [opened, setOpened] = useState<Locale[]>([language]);
  const choose = (next: Locale) => {
    setOpened((was) => (was.includes(next) ? was : [...was, next]));
    setParams(
      (p) => {
        p.set('language', next);
        return p;
      },
      { replace: true },
    );
  };
  const show = (section: string) =>
    setParams(
      (p) => {
        p.set('section', section);
        return p;
      },
      { replace: true },
    );
  return (
    <PageHeading title={t('dashboard.overview.adminContentManagement')} intro={t('admin.content.intro')}>
      <BackToDashboard to={paths.admin} />
      {tab !== 'logos' && <LanguageChoice value={language} onChange={choose} />}
      <Tabs.Root value={tab} onValueChange={show} className="mt-6">
        <Tabs.List
          aria-label={t('admin.content.parts')}
          className="flex flex-wrap gap-2 border-b-2 border-stone-300 pb-3 dark:border-stone-700"
        >
          {EDITOR_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className="text-primary border-primary hover:bg-primary-soft data-[state=active]:bg-primary min-h-11 cursor-pointer rounded-lg border-2 px-4 py-2 text-base font-bold data-[state=active]:text-white dark:border-sky-300 dark:text-sky-200 dark:hover:bg-stone-800 dark:data-[state=active]:bg-sky-300 dark:data-[state=active]:text-stone-950"
            >
              {t(tab.title)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Every tab stays mounted, so what was typed in one is still there after looking at another. */}
        {EDITOR_TABS.map((part) => (
          <Tabs.Content key={part.id} value={part.id} forceMount hidden={part.id !== tab} className="mt-6">
            {part.id === 'logos' ? (
              <LogosEditor />
            ) : (
              LOCALES.filter((l) => opened.includes(l)).map((l) => (
                <div key={l} hidden={l !== language} data-testid={`words-${l}`}>
                  <SectionEditor section={part.id} language={l} />
                </div>
              ))
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageHeading>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Each section's form check: its own keys, each by kind, as the server checks them. */
const SECTION_SCHEMAS = Object.fromEntries(
  PAGE_CONTENT_SECTIONS.map((section) => [
    section,
    z.object(Object.fromEntries(PAGE_CONTENT_KEYS[section].map((k) => [k, pageContentValueSchema(k)]))),
  ]),
) as unknown as Record<PageContentSection, z.ZodType<Values, Values>>;

/** The keys each language edits: every key in English; the words alone in another. */
const keysIn = (section: PageContentSection, language: Locale): readonly string[] =>
  language === DEFAULT_LOCALE
    ? PAGE_CONTENT_KEYS[section]
    : PAGE_CONTENT_KEYS[section].filter((k) => !isSharedKey(k));

function SectionEditor({ section, language }: { section: PageContentSection; language: Locale }) {
  const t = useT();
  const tab = EDITOR_TABS.find((part) => part.id === section)!;
  const query = useQuery(editorSectionQuery(section, language));
  const save = useSavePageContent();
  // Marked where the answer names the keys not written in this language (never in English).
  const marks = unwrittenMarks(language);
  const unwritten = marks && query.data ? unwrittenKeysIn(query.data, language) : undefined;
  const notes = marks ? Object.fromEntries((unwritten ?? []).map((k) => [k, t(marks.note)])) : {};
  return (
    <Panel title={t(tab.title)}>
      {query.isPending && <Spinner label={t('admin.content.loading')} />}
      {query.isError && (
        <Alert tone="error">{errorWords(query.error, t('admin.content.somethingWrong'))}</Alert>
      )}
      {query.data && (
        <>
          <LastChanged saved={query.data} untouched={t('admin.content.wordsUntouched')} />
          {marks && unwritten && (
            <p className="text-lg font-bold" data-testid="without-spanish">
              {t(marks.count, { count: unwritten.length })}
            </p>
          )}
          <ContentForm
            keys={keysIn(section, language)}
            saved={query.data}
            schema={SECTION_SCHEMAS[section]}
            uploadArea={CONTENT_IMAGES}
            save={(values) => save.mutateAsync({ section, locale: language, values })}
            fieldOf={(field) => field.replace(/^values\./, '')}
            preview={(values) => <SectionPreview keys={PAGE_CONTENT_KEYS[section]} values={values} />}
            page={{ to: tab.page, open: t(tab.open) }}
            language={language}
            notes={notes}
          />
        </>
      )}
    </Panel>
  );
}

const logosSchema = appSettingsUpdateSchema.required() as unknown as z.ZodType<Values, Values>;

function LogosEditor() {
  const t = useT();
  const query = useQuery(editorLogosQuery);
  const save = useSaveAppSettings();
  return (
    <Panel title={t('admin.content.tabLogos')}>
      <p className="text-lg">{t('admin.content.logosIntro')}</p>
      {query.isPending && <Spinner label={t('admin.content.loading')} />}
      {query.isError && (
        <Alert tone="error">{errorWords(query.error, t('admin.content.somethingWrong'))}</Alert>
      )}
      {query.data && (
        <>
          <LastChanged saved={query.data} untouched={t('admin.content.logoUntouched')} />
          <ContentForm
            keys={APP_SETTING_KEYS}
            saved={query.data}
            schema={logosSchema}
            uploadArea={APP_LOGOS}
            save={(values) => save.mutateAsync(values)}
            fieldOf={(field) => field}
            preview={(values) => <LogosPreview values={values} />}
            page={{ to: paths.home, open: t('admin.content.openHomePage') }}
          />
        </>
      )}
    </Panel>
  );
}
