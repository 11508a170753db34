import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { MAIL_STATUSES, MAIL_TEMPLATE_KEYS, type MailStatus } from '#shared/admin/console.ts';
import type { MailJobDto } from '#shared/admin/console-schemas.ts';
import { practiceDateTime } from '#shared/format/instants.ts';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { errorWords } from '../../../lib/api-client.ts';
import { useLocale, useT, wordsOf } from '../../../lib/i18n.tsx';
import { MAIL_STATUS_KEYS } from '../components/console-words.ts';
import { ConfirmActionDialog, StatusBadge, type BadgeTone } from '../components/confirm-action-dialog.tsx';
import {
  AdminListResults,
  AdminSearchForm,
  ClearFiltersButton,
  FilterSelect,
} from '../../../components/list-filters.tsx';
import { oneOf, useListParams } from '../components/use-list-params.ts';
import { adminMailQuery, useRetryMail, type MailFilters } from './api.ts';

const TONE: Record<MailStatus, BadgeTone> = { queued: 'info', retrying: 'warn', sent: 'good', failed: 'bad' };

/**
 * A template's name in words. Every template the server sends has a key (template-keys.test.ts); a
 * name the list does not know (an old row's) is shown as its code, the same in every language.
 */
const templateWords = (t: Translate, template: string) => {
  const key = Object.hasOwn(MAIL_TEMPLATE_KEYS, template) ? MAIL_TEMPLATE_KEYS[template] : undefined;
  return key ? (t as (key: MessageKey) => string)(key) : template;
};

/**
 * /admin/mail: every email the site sent or is sending. Only who it is for and which kind of email:
 * a message may hold a sign-in link, which nobody but its owner may see.
 */
export function MailOutboxPage() {
  const t = useT();
  const title = t('dashboard.overview.adminMailOutbox');
  useDocumentTitle(title);
  const { filters, page, set } = useListParams<Omit<MailFilters, 'page'>>((p) => ({
    status: oneOf(MAIL_STATUSES, p.get('status')),
    to: p.get('to')?.trim() || undefined,
  }));
  const query = useQuery(adminMailQuery({ ...filters, page }));
  const [search, setSearch] = useState(filters.to ?? '');
  const data = query.data;
  const filtered = Boolean(filters.status || filters.to);

  return (
    <PageHeading title={title} intro={t('admin.outbox.intro')}>
      <BackToDashboard to={paths.admin} />
      <div className="mt-6 flex flex-col gap-4">
        <AdminSearchForm
          name={t('admin.outbox.searchName')}
          label={t('admin.outbox.searchLabel')}
          value={search}
          onChange={setSearch}
          onSearch={(to) => set({ ...filters, to, page: 1 })}
        />
        <div className="grid grid-cols-1 gap-4 sm:max-w-sm">
          <FilterSelect
            label={t('admin.outbox.statusFilter')}
            allLabel={t('admin.outbox.allStatuses')}
            value={filters.status}
            options={MAIL_STATUSES}
            labels={wordsOf(t, MAIL_STATUS_KEYS)}
            onChange={(status) => set({ ...filters, status, page: 1 })}
          />
        </div>
        <ClearFiltersButton
          shown={filtered}
          onClear={() => {
            setSearch('');
            set({});
          }}
        />
      </div>

      <AdminListResults
        label={t('admin.outbox.listLabel')}
        noun={t('admin.outbox.noun')}
        loadingLabel={t('admin.outbox.loading')}
        failedWords={t('admin.outbox.loadFailed')}
        query={query}
        result={data && { items: data.mails, total: data.total, pageSize: data.pageSize }}
        page={page}
        filtered={filtered}
        itemKey={(m) => `${m.id}:${m.status}`}
        renderItem={(m) => <MailItem mail={m} />}
        onPage={(p) => set({ ...filters, page: p })}
      />
    </PageHeading>
  );
}

function MailItem({ mail: m }: { mail: MailJobDto }) {
  const retry = useRetryMail();
  const [open, setOpen] = useState(false);
  const heading = useId();
  const t = useT();
  const locale = useLocale();
  const kind = templateWords(t, m.template);
  const kindInText = kind.toLocaleLowerCase(locale);
  return (
    <article
      aria-labelledby={heading}
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={heading} className="min-w-0 text-xl wrap-anywhere">
          {t('admin.outbox.heading', { kind, to: m.to || t('admin.outbox.unknownRecipient') })}
        </h2>
        <StatusBadge tone={TONE[m.status]}>{t(MAIL_STATUS_KEYS[m.status])}</StatusBadge>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">{t('admin.outbox.queuedAt')}</dt>
        <dd>
          <time dateTime={m.createdAt}>{practiceDateTime(m.createdAt, locale)}</time>
        </dd>
        <dt className="font-bold">{t('admin.outbox.attempts')}</dt>
        <dd>{t('admin.outbox.attemptsOf', { attempts: m.attempts, maxAttempts: m.maxAttempts })}</dd>
        {m.status === 'retrying' && (
          <>
            <dt className="font-bold">{t('admin.outbox.nextTry')}</dt>
            <dd>
              <time dateTime={m.runAt}>{practiceDateTime(m.runAt, locale)}</time>
            </dd>
          </>
        )}
        {m.completedAt && (
          <>
            <dt className="font-bold">{t('admin.outbox.sentAt')}</dt>
            <dd>
              <time dateTime={m.completedAt}>{practiceDateTime(m.completedAt, locale)}</time>
            </dd>
          </>
        )}
        {m.failedAt && (
          <>
            <dt className="font-bold">{t('admin.outbox.failedAt')}</dt>
            <dd>
              <time dateTime={m.failedAt}>{practiceDateTime(m.failedAt, locale)}</time>
            </dd>
          </>
        )}
        {m.lastError && (
          <>
            <dt className="font-bold">{t('admin.outbox.lastError')}</dt>
            <dd className="wrap-anywhere">{m.lastError}</dd>
          </>
        )}
      </dl>
      {m.status === 'failed' && (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            retry.reset();
            setOpen(true);
          }}
          aria-label={t('admin.outbox.sendAgainTo', { kind: kindInText, to: m.to })}
        >
          {t('admin.outbox.sendAgain')}
        </Button>
      )}
      <ConfirmActionDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin.outbox.sendAgainTitle')}
        description={t('admin.outbox.sendAgainText', {
          kind: kindInText,
          to: m.to,
          maxAttempts: m.maxAttempts,
        })}
        confirmLabel={t('admin.outbox.sendAgain')}
        busy={retry.isPending}
        error={retry.isError ? errorWords(retry.error, t('admin.confirm.failed')) : null}
        onConfirm={() =>
          retry.mutate(m.id, {
            onSuccess: () => {
              setOpen(false);
              toast.success(t('admin.outbox.requeued', { to: m.to }));
            },
          })
        }
      />
    </article>
  );
}
