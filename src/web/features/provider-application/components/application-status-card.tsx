import { Link } from 'react-router';
import type { ProviderApplicationDto } from '#shared/providers/application.ts';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/**
 * The provider's latest application, in plain words. While it is open a new one would be refused,
 * so the page shows this instead of the form; after a rejection the form follows below it.
 */
export function ApplicationStatusCard({ application }: { application: ProviderApplicationDto }) {
  const rejected = application.status === 'rejected';
  return (
    <section
      aria-labelledby="application-status-heading"
      className="border-primary rounded-2xl border-2 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="application-status-heading" className="text-2xl">
        Your application
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-lg sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">Status</dt>
        <dd>{application.statusLabel}</dd>
        <dt className="font-bold">Submitted</dt>
        <dd>{longDate(application.submittedAt)}</dd>
        <dt className="font-bold">Practice</dt>
        <dd>{application.practiceName}</dd>
      </dl>
      {rejected ? (
        <p className="mt-4 text-lg">
          This application was not approved. You are welcome to apply again with the form below.
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg">
            Our team has your application, so there is no need to send another one. We will contact you about
            the next steps.
          </p>
          <Button asChild variant="secondary" className="mt-4">
            <Link to={paths.providerDashboard}>Go to your dashboard</Link>
          </Button>
        </>
      )}
    </section>
  );
}
