import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import {
  PIPELINE_ACTION_DONE_KEYS,
  PIPELINE_ACTION_LABEL_KEYS,
  PIPELINE_MESSAGES,
  type AdminApplicationDetailDto,
  type ApplicationEventDto,
  type PipelineAction,
} from '#shared/applications/application-pipeline.ts';
import { APPLICATION_STATUS_KEYS } from '#shared/applications/application-status.ts';
import { practiceDateTime } from '#shared/format/instants.ts';
import { specialtyWords } from '#shared/taxonomy/specialty-words.ts';
import { longDateAndTime } from '#shared/format/times.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { ActionForm } from './action-form.tsx';
import { applicationQuery } from './api.ts';
import { answerWords, contactWords, languageWords, referralWords } from './application-words.ts';
import { StatusBadge } from './format.tsx';

/** /admin/applications/:id: one application, its history, and the next steps it allows. */
export function AdminApplicationPage() {
  const { id = '' } = useParams();
  const t = useT();
  const query = useQuery(applicationQuery(id));
  const application = query.data;
  useDocumentTitle(
    application
      ? t('onboarding.review.documentTitle', { name: application.fullName })
      : t('onboarding.review.pageTitle'),
  );

  if (query.isPending)
    return (
      <PageHeading title={t('onboarding.review.pageTitle')}>
        <BackToList />
        <Spinner label={t('onboarding.review.loading')} />
      </PageHeading>
    );
  if (!application)
    return (
      <PageHeading title={t('onboarding.review.pageTitle')}>
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
  const t = useT();
  return (
    <Button asChild variant="ghost" className="mt-4 -ml-2">
      <Link to={paths.adminApplications}>
        <ArrowLeft aria-hidden className="size-5" />
        {t('onboarding.review.backToList')}
      </Link>
    </Button>
  );
}

function ApplicationView({ application: a }: { application: AdminApplicationDetailDto }) {
  const t = useT();
  const locale = useLocale();
  const [done, setDone] = useState<PipelineAction | null>(null);
  const notGiven = (value: string) => value || t('onboarding.review.notGiven');
  return (
    <PageHeading title={a.fullName} intro={a.practiceName}>
      <BackToList />
      <p className="mt-4 flex flex-wrap items-center gap-3 text-lg" data-testid="application-status">
        <span className="font-bold">{t('onboarding.review.status')}</span>
        <StatusBadge status={a.status} />
        <span className="text-ink-muted dark:text-stone-300">
          {t('onboarding.review.submittedAt', { when: practiceDateTime(a.submittedAt, locale) })}
        </span>
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <Section id="section-contact" title={t('onboarding.review.sectionContact')}>
            <Facts
              rows={[
                [t('onboarding.review.fullName'), a.fullName],
                [t('onboarding.review.role'), a.role],
                [t('onboarding.review.phone'), a.phone],
                [t('onboarding.review.email'), a.email],
                [t('onboarding.review.preferredContact'), contactWords(t, a.preferredContact)],
              ]}
            />
          </Section>
          <Section id="section-practice" title={t('onboarding.review.sectionPractice')}>
            <Facts
              rows={[
                [t('onboarding.review.practiceName'), a.practiceName],
                [t('onboarding.review.businessAddress'), a.businessAddress],
                [t('onboarding.review.website'), notGiven(a.website)],
                [t('onboarding.review.practicePhone'), a.practicePhone],
                [t('onboarding.review.npiNumber'), notGiven(a.npiNumber)],
              ]}
            />
          </Section>
          <Section id="section-care-offered" title={t('onboarding.review.sectionCare')}>
            <Facts
              rows={[
                [
                  t('onboarding.review.mainSpecialty'),
                  notGiven(a.mainSpecialty ? specialtyWords(t, locale, a.mainSpecialty) : ''),
                ],
                ...(a.otherSpecialties.length
                  ? [
                      [
                        t('onboarding.review.otherSpecialties'),
                        a.otherSpecialties.map((o) => specialtyWords(t, locale, o)).join('; '),
                      ] as [string, string],
                    ]
                  : []),
                [t('onboarding.review.languages'), languageWords(t, a.languages).join(', ')],
                [t('onboarding.review.acceptingNewPatients'), answerWords(t, a.acceptingNewPatients)],
                [t('onboarding.review.medicareParticipation'), answerWords(t, a.medicareParticipation)],
                ...(a.medicareAdvantagePlans.length
                  ? [
                      [t('onboarding.review.advantagePlans'), a.medicareAdvantagePlans.join(', ')] as [
                        string,
                        string,
                      ],
                    ]
                  : []),
                [t('onboarding.review.about'), notGiven(a.description)],
                [t('onboarding.review.referralSource'), referralWords(t, a.referralSource)],
              ]}
            />
          </Section>
          {a.photoshoot && (
            <Section id="section-photoshoot" title={t('onboarding.review.sectionPhotoshoot')}>
              <Facts
                rows={[
                  [
                    t('onboarding.review.when'),
                    longDateAndTime(a.photoshoot.date, a.photoshoot.time, locale, t),
                  ],
                  [t('onboarding.review.fieldLocation'), a.photoshoot.location],
                  [
                    t('onboarding.review.photographer'),
                    `${a.photoshoot.photographerName} (${a.photoshoot.photographerEmail})`,
                  ],
                ]}
              />
            </Section>
          )}
          {a.decisionNotes && (
            <Section id="section-last-note" title={t('onboarding.review.sectionLastNote')}>
              <p className="text-lg whitespace-pre-line">{a.decisionNotes}</p>
            </Section>
          )}
          <Section id="section-office-photos" title={t('onboarding.review.sectionPhotos')}>
            {a.images.length === 0 ? (
              <p className="text-lg">{t('onboarding.review.noPhotos')}</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {a.images.map((img, i) => (
                  <li key={img.id}>
                    <a href={img.url} target="_blank" rel="noreferrer" className="block rounded-lg">
                      <img
                        src={img.url}
                        alt={t('onboarding.review.photoAlt', { number: i + 1, count: a.images.length })}
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
              {t('onboarding.review.nextSteps')}
            </h2>
            {done && <Alert tone="success">{t(PIPELINE_ACTION_DONE_KEYS[done])}</Alert>}
            {a.allowedActions.length === 0 ? (
              <p className="text-lg">
                {t('onboarding.review.nothingMore', { status: t(APPLICATION_STATUS_KEYS[a.status]) })}
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
          <Section id="section-history" title={t('onboarding.review.sectionHistory')}>
            <Timeline events={a.events} />
          </Section>
        </div>
      </div>
    </PageHeading>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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

/** The words for each detail an event records; one the screen does not know is named by its field. */
const DATA_LABEL_KEYS: Record<string, MessageKey> = {
  location: 'onboarding.review.fieldLocation',
  photographerName: 'onboarding.review.photographer',
  photographerEmail: 'onboarding.review.eventPhotographerEmail',
  reason: 'onboarding.review.fieldReason',
  notes: 'onboarding.review.eventNotes',
};

/** The event's details in words; a date and time read as one 'When'. */
function eventFacts(t: Translate, locale: Locale, data: Record<string, string>): [string, string][] {
  const { date, time, ...rest } = data;
  return [
    ...(date && time
      ? [[t('onboarding.review.when'), longDateAndTime(date, time, locale, t)] as [string, string]]
      : []),
    ...Object.entries(rest).map(([k, v]): [string, string] => [
      Object.hasOwn(DATA_LABEL_KEYS, k) ? t(DATA_LABEL_KEYS[k]!) : k,
      v,
    ]),
  ];
}

function eventTitle(t: Translate, e: ApplicationEventDto): string {
  if (e.action === 'submit') return t('onboarding.review.eventSubmitted');
  if (e.action) return t(PIPELINE_ACTION_LABEL_KEYS[e.action]);
  return t('onboarding.review.eventMoved', { status: t(APPLICATION_STATUS_KEYS[e.toStatus]) });
}

/** Who did what and when, newest first. */
function Timeline({ events }: { events: ApplicationEventDto[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ol aria-label={t('onboarding.review.historyLabel')} className="flex flex-col gap-4">
      {[...events].reverse().map((e) => {
        const when = practiceDateTime(e.createdAt, locale);
        return (
          <li key={e.id} className="border-primary border-l-4 pl-4 dark:border-sky-300">
            <p className="text-lg font-bold">{eventTitle(t, e)}</p>
            <p>
              {e.actorName === null
                ? t('onboarding.review.eventByDeleted', { when })
                : t('onboarding.review.eventBy', { name: e.actorName, when })}
            </p>
            {e.fromStatus !== e.toStatus && (
              <p className="text-ink-muted dark:text-stone-300">
                {t('onboarding.review.eventStatus', { status: t(APPLICATION_STATUS_KEYS[e.toStatus]) })}
              </p>
            )}
            {eventFacts(t, locale, e.data).map(([k, v]) => (
              <p key={k}>
                <span className="font-bold">{k}:</span> {v}
              </p>
            ))}
            {e.notes && (
              <p className="whitespace-pre-line">
                <span className="font-bold">{t('onboarding.review.internalNotes')}</span> {e.notes}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
