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
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { savedProvidersQuery, useUnsave } from '../api/patient.ts';
import { AdminPager } from '../../../components/list-filters.tsx';
import { SavedProviderSummary } from './parts.tsx';

/** /patient-dashboard/saved: every saved provider, with profile, message, book and remove. */
export function SavedProvidersPage() {
  useDocumentTitle('Saved Providers');
  const [page, setPage] = useState(1);
  const query = useQuery(savedProvidersQuery(page));
  const unsave = useUnsave();
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const remove = (id: string, name: string) =>
    unsave.mutate(id, {
      onSuccess: () => {
        toast.success(`${name} removed from saved providers`);
        // Removing the last one of a later page shows the page before.
        if (data && data.providers.length === 1 && page > 1) setPage(page - 1);
      },
      onError: () => toast.error('Failed to remove provider. Please try again.'),
    });

  return (
    <PageHeading title="Saved Providers" intro="The providers you saved, ready to call, message or book.">
      <BackToDashboard to={paths.patientDashboard} />
      {query.isPending && (
        <p role="status" className="mt-6 text-lg">
          Loading your saved providers
        </p>
      )}
      {query.isError && (
        <Alert tone="error" className="mt-6">
          <p className="font-bold">We could not load your saved providers.</p>
          <p>{query.error.message}</p>
        </Alert>
      )}
      {data && data.total === 0 && (
        <Card className="mt-8 flex flex-col items-start gap-4">
          <p className="text-xl">You have not saved any providers yet.</p>
          <p>When you find a provider you like, press Save to keep them here.</p>
          <Button asChild>
            <Link to={paths.providers}>
              <Search aria-hidden className="size-5" />
              Find a Provider
            </Link>
          </Button>
        </Card>
      )}
      {data && data.total > 0 && (
        <>
          <p className="mt-6 text-lg" aria-live="polite">
            {data.total === 1 ? '1 saved provider' : `${data.total} saved providers`}
          </p>
          <ul className="mt-4 grid gap-6 lg:grid-cols-2">
            {data.providers.map((p) => (
              <li key={p.id}>
                <Card className="flex h-full flex-col gap-4">
                  <SavedProviderSummary provider={p} />
                  <p className="font-bold">
                    {p.acceptingNewPatients ? 'Accepting new patients' : 'Not taking new patients right now'}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-3">
                    <Button asChild>
                      <Link to={paths.provider(p.id)} aria-label={`Book a visit with ${p.name}`}>
                        <CalendarPlus aria-hidden className="size-5" />
                        Book
                      </Link>
                    </Button>
                    <Button asChild variant="secondary">
                      <Link
                        to={paths.patientMessages}
                        state={{ startConversationWith: { id: p.id, name: p.name, specialty: p.specialty } }}
                        aria-label={`Message ${p.name}`}
                      >
                        <MessageSquare aria-hidden className="size-5" />
                        Message
                      </Link>
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={unsave.isPending && unsave.variables === p.id}
                      onClick={() => remove(p.id, p.name)}
                      aria-label={`Remove ${p.name} from saved providers`}
                    >
                      <HeartOff aria-hidden className="size-5" />
                      Remove
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
            label="Saved provider pages"
          />
        </>
      )}
    </PageHeading>
  );
}
