import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, HeartOff, MessageSquare, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { savedProvidersQuery, useUnsave } from '../api/patient.ts';
import { AdminPager } from '../../../components/list-filters.tsx';
import { SavedProviderSummary } from './parts.tsx';

/** /patient-dashboard/saved: every saved provider, with profile, message, book and remove. */
export function SavedProvidersPage() {
  const t = useT();
  useDocumentTitle(t('patient.saved.title'));
  const [page, setPage] = useState(1);
  const query = useQuery(savedProvidersQuery(page));
  const unsave = useUnsave();
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const remove = (id: string, name: string) =>
    unsave.mutate(id, {
      onSuccess: () => {
        toast.success(t('patient.saved.removed', { name }));
        // Removing the last one of a later page shows the page before.
        if (data && data.providers.length === 1 && page > 1) setPage(page - 1);
      },
      onError: () => toast.error(t('patient.saved.removeFailed')),
    });

  return (
    <PageHeading title={t('patient.saved.title')} intro={t('patient.saved.intro')}>
      <BackToDashboard to={paths.patientDashboard} />
      {query.isPending && (
        <p role="status" className="mt-6 text-lg">
          {t('patient.saved.loading')}
        </p>
      )}
      {query.isError && (
        <Alert tone="error" className="mt-6">
          <p className="font-bold">{t('patient.saved.loadFailed')}</p>
          <p>{query.error.message}</p>
        </Alert>
      )}
      {data && data.total === 0 && (
        <Card className="mt-8 flex flex-col items-start gap-4">
          <p className="text-xl">{t('patient.saved.none')}</p>
          <p>{t('patient.saved.noneHint')}</p>
          <Button asChild>
            <Link to={paths.providers}>
              <Search aria-hidden className="size-5" />
              {t('patient.saved.findProvider')}
            </Link>
          </Button>
        </Card>
      )}
      {data && data.total > 0 && (
        <>
          <p className="mt-6 text-lg" aria-live="polite">
            {t('patient.saved.count', { count: data.total })}
          </p>
          <ul className="mt-4 grid gap-6 lg:grid-cols-2">
            {data.providers.map((p) => (
              <li key={p.id}>
                <Card className="flex h-full flex-col gap-4">
                  <SavedProviderSummary provider={p} />
                  <p className="font-bold">
                    {p.acceptingNewPatients ? t('patient.saved.accepting') : t('patient.saved.notAccepting')}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-3">
                    <Button asChild>
                      <Link
                        to={paths.provider(p.id)}
                        aria-label={t('patient.saved.bookLabel', { name: p.name })}
                      >
                        <CalendarPlus aria-hidden className="size-5" />
                        {t('patient.saved.book')}
                      </Link>
                    </Button>
                    <Button asChild variant="secondary">
                      <Link
                        to={paths.patientMessages}
                        state={{ startConversationWith: { id: p.id, name: p.name, specialty: p.specialty } }}
                        aria-label={t('patient.saved.messageLabel', { name: p.name })}
                      >
                        <MessageSquare aria-hidden className="size-5" />
                        {t('patient.saved.message')}
                      </Link>
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={unsave.isPending && unsave.variables === p.id}
                      onClick={() => remove(p.id, p.name)}
                      aria-label={t('patient.saved.removeLabel', { name: p.name })}
                    >
                      <HeartOff aria-hidden className="size-5" />
                      {t('patient.saved.remove')}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <AdminPager
            className="mt-6"
            page={data.page}
            pages={pages}
            onPage={setPage}
            label={t('patient.saved.pages')}
          />
        </>
      )}
    </PageHeading>
  );
}
