import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PROVIDER_TYPE_OPTIONS } from '#shared/providers/application.ts';
import {
  PIPELINE_ACTION_DONE,
  PIPELINE_ACTION_LABELS,
  PIPELINE_MESSAGES,
  type AdminApplicationDetailDto,
  type ApplicationEventDto,
  type PipelineAction,
} from '#shared/providers/application-pipeline.ts';
import { APPLICATION_STATUS_LABELS } from '#shared/providers/application-status.ts';
import { practiceDateTime } from '#shared/format/instants.ts';
import { longDateAndTime } from '#shared/format/times.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { ActionForm } from './action-form.tsx';
import { applicationQuery } from './api.ts';
import { StatusBadge } from './format.tsx';

/** /admin/applications/:id: one application, its history, and the next steps it allows. */
export function AdminApplicationPage() {
  const { id = '' } = useParams();
  const t = useT();
  const query = useQuery(applicationQuery(id));
  const application = query.data;
  useDocumentTitle(application ? `Application: ${application.fullName}` : 'Provider Application');

  if (query.isPending)
    return (
      <PageHeading title="Provider Application">
        <BackToList />
        <Spinner label="Loading application..." />
      </PageHeading>
    );
  if (!application)
    return (
      <PageHeading title="Provider Application">
        <BackToList />
        <Alert tone="error" className="mt-6">
          {query.error instanceof ApiError && query.error.status === 404
            ? t(PIPELINE_MESSAGES.notFound)
            : t(PIPELINE_MESSAGES.loadFailed)}
        </Alert>
      </PageHeading>
    );
  return <ApplicationView application={application} />;
}

function BackToList() {
  return (
    <Button asChild variant="ghost" className="mt-4 -ml-2">
      <Link to={paths.adminApplications}>
        <ArrowLeft aria-hidden className="size-5" />
        Back to Applications
      </Link>
    </Button>
  );
}

function ApplicationView({ application: a }: { application: AdminApplicationDetailDto }) {
  const [done, setDone] = useState<PipelineAction | null>(null);
  const typeLabels = PROVIDER_TYPE_OPTIONS.filter((o) => a.providerTypes.includes(o.key)).map((o) => o.label);
  return (
    <PageHeading title={a.fullName} intro={a.practiceName}>
      <BackToList />
      <p className="mt-4 flex flex-wrap items-center gap-3 text-lg" data-testid="application-status">
        <span className="font-bold">Status:</span>
        <StatusBadge status={a.status} />
        <span className="text-ink-muted dark:text-stone-300">
          Submitted {practiceDateTime(a.submittedAt)}
        </span>
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <Section title="Contact">
            <Facts
              rows={[
                ['Full name', a.fullName],
                ['Title or role', a.role],
                ['Phone', a.phone],
                ['Email', a.email],
                ['Preferred contact', a.preferredContact],
              ]}
            />
          </Section>
          <Section title="Practice">
            <Facts
              rows={[
                ['Practice name', a.practiceName],
                ['Business address', a.businessAddress],
                ['Website', a.website || 'Not given'],
                ['Practice phone', a.practicePhone],
                ['NPI number', a.npiNumber || 'Not given'],
              ]}
            />
          </Section>
          <Section title="Care offered">
            <Facts
              rows={[
                ['Provider types', typeLabels.join(', ')],
                ['Languages', a.languages.join(', ')],
                ['Accepting new patients', a.acceptingNewPatients],
                ['Medicare participation', a.medicareParticipation],
                ...(a.medicareAdvantagePlans.length
                  ? [['Medicare Advantage plans', a.medicareAdvantagePlans.join(', ')] as [string, string]]
                  : []),
                ['About the practice', a.description || 'Not given'],
                ['Heard about us through', a.referralSource],
              ]}
            />
          </Section>
          {a.photoshoot && (
            <Section title="Photoshoot">
              <Facts
                rows={[
                  ['When', longDateAndTime(a.photoshoot.date, a.photoshoot.time)],
                  ['Location', a.photoshoot.location],
                  ['Photographer', `${a.photoshoot.photographerName} (${a.photoshoot.photographerEmail})`],
                ]}
              />
            </Section>
          )}
          {a.decisionNotes && (
            <Section title="Last note sent to the provider">
              <p className="text-lg whitespace-pre-line">{a.decisionNotes}</p>
            </Section>
          )}
          <Section title="Office photos">
            {a.images.length === 0 ? (
              <p className="text-lg">No photos were sent with this application.</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {a.images.map((img, i) => (
                  <li key={img.id}>
                    <a href={img.url} target="_blank" rel="noreferrer" className="block rounded-lg">
                      <img
                        src={img.url}
                        alt={`Office photo ${i + 1} of ${a.images.length} (opens full size)`}
                        className="aspect-[4/3] w-full rounded-lg border-2 border-stone-300 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>

        <div className="flex flex-col gap-6">
          <section aria-labelledby="next-steps" className="flex flex-col gap-4">
            <h2 id="next-steps" className="text-2xl">
              Next steps
            </h2>
            {done && <Alert tone="success">{PIPELINE_ACTION_DONE[done]}</Alert>}
            {a.allowedActions.length === 0 ? (
              <p className="text-lg">
                This application is {APPLICATION_STATUS_LABELS[a.status].toLowerCase()}. There is nothing more
                to do.
              </p>
            ) : (
              a.allowedActions.map((action) => (
                <ActionForm
                  key={`${action}-${a.updatedAt}`}
                  action={action}
                  application={a}
                  onDone={setDone}
                />
              ))
            )}
          </section>
          <Section title="History">
            <Timeline events={a.events} />
          </Section>
        </div>
      </div>
    </PageHeading>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id={id} className="mb-3 text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-bold">{label}</dt>
          <dd className="mb-2 break-words whitespace-pre-line sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const DATA_LABELS: Record<string, string> = {
  When: 'When',
  location: 'Location',
  photographerName: 'Photographer',
  photographerEmail: 'Photographer email',
  reason: 'Reason',
  notes: 'Explanation sent to the provider',
};

/** The event's details in words; a date and time read as one 'When'. */
function eventFacts(data: Record<string, string>): [string, string][] {
  const { date, time, ...rest } = data;
  return [
    ...(date && time ? [['When', longDateAndTime(date, time)] as [string, string]] : []),
    ...Object.entries(rest),
  ];
}

function eventTitle(e: ApplicationEventDto): string {
  if (e.action === 'submit') return 'Application submitted';
  if (e.action) return PIPELINE_ACTION_LABELS[e.action];
  return `Moved to ${APPLICATION_STATUS_LABELS[e.toStatus]}`;
}

/** Who did what and when, newest first. */
function Timeline({ events }: { events: ApplicationEventDto[] }) {
  return (
    <ol aria-label="Application history" className="flex flex-col gap-4">
      {[...events].reverse().map((e) => (
        <li key={e.id} className="border-primary border-l-4 pl-4 dark:border-sky-300">
          <p className="text-lg font-bold">{eventTitle(e)}</p>
          <p>
            By {e.actorName} on {practiceDateTime(e.createdAt)}
          </p>
          {e.fromStatus !== e.toStatus && (
            <p className="text-ink-muted dark:text-stone-300">
              Status: {APPLICATION_STATUS_LABELS[e.toStatus]}
            </p>
          )}
          {eventFacts(e.data).map(([k, v]) => (
            <p key={k}>
              <span className="font-bold">{DATA_LABELS[k] ?? k}:</span> {v}
            </p>
          ))}
          {e.notes && (
            <p className="whitespace-pre-line">
              <span className="font-bold">Internal notes:</span> {e.notes}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
