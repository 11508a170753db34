import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  caregiverInvitationSchema,
  caregiverRequestSchema,
  type CaregiverAccessDto,
  type CaregiverActionDto,
  type CaregiverRequestToMeDto,
  type CaringForDto,
} from '#shared/caregivers/caregiver-schemas.ts';
import { CAREGIVER_MESSAGES as M, CAREGIVER_PERMISSION_KEYS } from '#shared/caregivers/caregiver-messages.ts';
import { INVITATION_DAYS, type CaregiverPermission } from '#shared/caregivers/caregivers.ts';
import { longDate } from '#shared/format/dates.ts';
import { practiceDate } from '#shared/format/instants.ts';
import { issueText } from '#shared/i18n/issues.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { errorWords } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import {
  caregiversQuery,
  useAnswerRequest,
  useAskToHelp,
  useCancelInvitation,
  useChangePermissions,
  useEndAccess,
  useInvite,
} from '../api/caregivers.ts';
import { PermissionChoices } from './permission-choices.tsx';

type Note = { tone: 'success' | 'error'; text: string };

/**
 * Settings → Family and caregivers: who may act for this patient and what they may do, the
 * invitations and requests waiting for an answer, and the people this patient helps (ADR 18).
 */
export function FamilyAndCaregivers() {
  const query = useQuery(caregiversQuery());
  const [note, setNote] = useState<Note>();
  const t = useT();
  if (query.isPending) return <p role="status">{t('account.caregivers.loading')}</p>;
  if (query.isError)
    return (
      <Alert tone="error">
        <p>{errorWords(query.error, t('account.caregivers.loadFailed'))}</p>
      </Alert>
    );
  const { caregivers, caringFor, invitations, requests } = query.data;
  return (
    <div className="flex flex-col gap-8">
      <p>{t('account.caregivers.intro')}</p>
      {note && (
        <Alert tone={note.tone}>
          <p>{note.text}</p>
        </Alert>
      )}
      {requests.length > 0 && (
        <Part title={t('account.caregivers.askingToHelp')}>
          {requests.map((r) => (
            <RequestToMe key={r.id} request={r} onDone={setNote} />
          ))}
        </Part>
      )}
      <Part title={t('account.caregivers.peopleWhoHelp')}>
        {caregivers.length === 0 ? (
          <p>{t('account.caregivers.noHelpers')}</p>
        ) : (
          caregivers.map((c) => <Helper key={c.id} access={c} onDone={setNote} />)
        )}
      </Part>
      <Part title={t('account.caregivers.invite')}>
        <InviteForm onDone={setNote} />
        {invitations.length > 0 && (
          <ul aria-label={t('account.caregivers.waitingInvitations')} className="mt-4 flex flex-col gap-3">
            {invitations.map((i) => (
              <WaitingInvitation
                key={i.id}
                id={i.id}
                email={i.email}
                expiresAt={i.expiresAt}
                onDone={setNote}
              />
            ))}
          </ul>
        )}
      </Part>
      <Part title={t('account.caregivers.peopleYouHelp')}>
        {caringFor.length === 0 ? (
          <p>{t('account.caregivers.helpNobody')}</p>
        ) : (
          caringFor.map((c) => <PersonIHelp key={c.id} access={c} onDone={setNote} />)
        )}
        <AskToHelpForm onDone={setNote} />
      </Part>
    </div>
  );
}

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <h3 className="text-xl">{title}</h3>
      {children}
    </section>
  );
}

const since = (iso: string, t: Translate, locale: Locale) =>
  t('account.caregivers.since', { date: practiceDate(iso, locale) });

/** One thing a caregiver did for the patient, in plain words: "Booked a visit with Dr. … for March 9, 2026". */
function actionWords(a: CaregiverActionDto, t: Translate, locale: Locale): string {
  const provider = a.providerName;
  const date = a.visitDate ? longDate(a.visitDate, locale) : null;
  switch (a.kind) {
    case 'booked':
      return date
        ? t('account.caregivers.actionBookedFor', { provider, date })
        : t('account.caregivers.actionBooked', { provider });
    case 'cancelled':
      return date
        ? t('account.caregivers.actionCancelledFor', { provider, date })
        : t('account.caregivers.actionCancelled', { provider });
    case 'messaged':
      return t('account.caregivers.actionMessaged', { provider });
    case 'saved':
      return t('account.caregivers.actionSaved', { provider });
  }
}

/** The newest things a caregiver did for the patient, so nothing done in their name goes unseen. */
function WhatTheyDid({ access }: { access: CaregiverAccessDto }) {
  const t = useT();
  const locale = useLocale();
  const name = access.caregiver.name;
  if (access.recentActions.length === 0)
    return <p className="mt-2">{t('account.caregivers.nothingYet', { name })}</p>;
  return (
    <>
      <p className="mt-2 font-bold">{t('account.caregivers.didLately', { name })}</p>
      <ul className="list-disc pl-6">
        {access.recentActions.map((a) => (
          <li key={`${a.kind}-${a.at}`}>
            {actionWords(a, t, locale)}{' '}
            <span className="text-ink-muted dark:text-stone-300">({practiceDate(a.at, locale)})</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Waits for one change and tells the patient how it went: `success` from its answer or, for a
 * failure, the server's words, else `failure`. True when the change went through.
 */
async function tellOutcome<T>(
  onDone: (n: Note) => void,
  change: Promise<T>,
  success: (answer: T) => string,
  failure: string,
): Promise<boolean> {
  try {
    const answer = await change;
    onDone({ tone: 'success', text: success(answer) });
    return true;
  } catch (err) {
    onDone({ tone: 'error', text: errorWords(err, failure) });
    return false;
  }
}

function Helper({ access, onDone }: { access: CaregiverAccessDto; onDone: (n: Note) => void }) {
  const [chosen, setChosen] = useState<CaregiverPermission[]>(access.permissions);
  const [error, setError] = useState<string>();
  const change = useChangePermissions();
  const t = useT();
  const locale = useLocale();
  const name = access.caregiver.name;
  const save = async () => {
    if (chosen.length === 0) return setError(t(M.choosePermission));
    setError(undefined);
    await tellOutcome(
      onDone,
      change.mutateAsync({ id: access.id, permissions: chosen }),
      () => t('account.caregivers.savedPermissions', { name }),
      t('account.caregivers.saveFailed'),
    );
  };
  return (
    <article
      aria-label={access.caregiver.name}
      className="rounded-xl border-2 border-stone-300 p-4 dark:border-stone-700"
    >
      <p className="text-lg font-bold">{access.caregiver.name}</p>
      <p className="break-all">{access.caregiver.email}</p>
      <p className="text-ink-muted dark:text-stone-300">{since(access.since, t, locale)}</p>
      <WhatTheyDid access={access} />
      <div className="mt-3">
        <PermissionChoices
          legend={t('account.caregivers.mayDoFor', { name })}
          value={chosen}
          onChange={setChosen}
          error={error}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={() => void save()} disabled={change.isPending}>
          {t('account.caregivers.saveChanges')}
        </Button>
        <EndAccessButton
          id={access.id}
          label={t('account.caregivers.stopAccess')}
          question={t('account.caregivers.stopAccessQuestion', { name })}
          explanation={t('account.caregivers.stopAccessExplanation', { name })}
          done={t('account.caregivers.accessStopped', { name })}
          onDone={onDone}
        />
      </div>
    </article>
  );
}

function PersonIHelp({ access, onDone }: { access: CaringForDto; onDone: (n: Note) => void }) {
  const t = useT();
  const locale = useLocale();
  const name = access.patient.name;
  return (
    <article
      aria-label={access.patient.name}
      className="rounded-xl border-2 border-stone-300 p-4 dark:border-stone-700"
    >
      <p className="text-lg font-bold">{access.patient.name}</p>
      <p className="text-ink-muted dark:text-stone-300">{since(access.since, t, locale)}</p>
      <p className="mt-2 font-bold">{t('account.caregivers.whatYouMayDo')}</p>
      <ul className="list-disc pl-6">
        {access.permissions.map((p) => (
          <li key={p}>{t(CAREGIVER_PERMISSION_KEYS[p])}</li>
        ))}
      </ul>
      <div className="mt-3">
        <EndAccessButton
          id={access.id}
          label={t('account.caregivers.stopHelping')}
          question={t('account.caregivers.stopHelpingQuestion', { name })}
          explanation={t('account.caregivers.stopHelpingExplanation', { name })}
          done={t('account.caregivers.helpingStopped', { name })}
          onDone={onDone}
        />
      </div>
    </article>
  );
}

function EndAccessButton(props: {
  id: string;
  label: string;
  question: string;
  explanation: string;
  done: string;
  onDone: (n: Note) => void;
}) {
  const [open, setOpen] = useState(false);
  const end = useEndAccess();
  const t = useT();
  const confirm = async () => {
    await tellOutcome(
      props.onDone,
      end.mutateAsync(props.id).finally(() => setOpen(false)),
      () => props.done,
      t('account.caregivers.endFailed'),
    );
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {props.label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={props.question} description={props.explanation}>
        <div className="flex flex-wrap gap-3">
          <Button variant="danger" onClick={() => void confirm()} disabled={end.isPending}>
            {props.label}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('account.caregivers.keepIt')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function RequestToMe({ request, onDone }: { request: CaregiverRequestToMeDto; onDone: (n: Note) => void }) {
  const [chosen, setChosen] = useState<CaregiverPermission[]>([]);
  const [error, setError] = useState<string>();
  const answer = useAnswerRequest();
  const t = useT();
  const locale = useLocale();
  const name = request.from.name;
  const reply = async (yes: boolean) => {
    if (yes && chosen.length === 0) return setError(t(M.choosePermission));
    setError(undefined);
    await tellOutcome(
      onDone,
      answer.mutateAsync({ id: request.id, permissions: yes ? chosen : null }),
      () =>
        yes
          ? t('account.caregivers.requestApproved', { name })
          : t('account.caregivers.requestDeclined', { name }),
      t('account.caregivers.answerFailed'),
    );
  };
  return (
    <article
      aria-label={t('account.caregivers.asksToHelp', { name })}
      className="rounded-xl border-2 border-amber-400 p-4"
    >
      <p className="text-lg font-bold">{request.from.name}</p>
      <p className="break-all">{request.from.email}</p>
      <p className="text-ink-muted dark:text-stone-300">
        {t('account.caregivers.askedOn', { date: practiceDate(request.sentAt, locale) })}
      </p>
      <div className="mt-3">
        <PermissionChoices
          legend={t('account.caregivers.ifYes', { name })}
          value={chosen}
          onChange={setChosen}
          error={error}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={() => void reply(true)} disabled={answer.isPending}>
          {t('account.caregivers.sayYes')}
        </Button>
        <Button variant="secondary" onClick={() => void reply(false)} disabled={answer.isPending}>
          {t('account.caregivers.sayNo')}
        </Button>
      </div>
    </article>
  );
}

function InviteForm({ onDone }: { onDone: (n: Note) => void }) {
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<CaregiverPermission[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invite = useInvite();
  const t = useT();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = caregiverInvitationSchema.safeParse({ email, permissions: chosen });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), issueText(i, t)])));
      return;
    }
    setErrors({});
    const sent = await tellOutcome(
      onDone,
      invite.mutateAsync(parsed.data),
      () => t('account.caregivers.invitationSent', { email: parsed.data.email, days: INVITATION_DAYS }),
      t('account.caregivers.inviteFailed'),
    );
    if (sent) {
      setEmail('');
      setChosen([]);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('account.caregivers.invite')}
      className="flex max-w-xl flex-col gap-5"
    >
      <TextField
        label={t('account.caregivers.theirEmail')}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <PermissionChoices
        legend={t('account.caregivers.whatMayTheyDo')}
        value={chosen}
        onChange={setChosen}
        error={errors.permissions}
      />
      <div>
        <Button type="submit" size="lg" disabled={invite.isPending}>
          {invite.isPending ? t('account.caregivers.sending') : t('account.caregivers.sendInvitation')}
        </Button>
      </div>
    </form>
  );
}

function WaitingInvitation(props: {
  id: string;
  email: string;
  expiresAt: string;
  onDone: (n: Note) => void;
}) {
  const cancel = useCancelInvitation();
  const t = useT();
  const locale = useLocale();
  const takeBack = async () => {
    await tellOutcome(
      props.onDone,
      cancel.mutateAsync(props.id),
      () => t('account.caregivers.invitationTakenBack', { email: props.email }),
      t('account.caregivers.takeBackFailed'),
    );
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-dashed border-stone-400 p-4">
      <div>
        <p className="font-bold break-all">{props.email}</p>
        <p className="text-ink-muted dark:text-stone-300">
          {t('account.caregivers.waitingUntil', { date: practiceDate(props.expiresAt, locale) })}
        </p>
      </div>
      <Button variant="secondary" onClick={() => void takeBack()} disabled={cancel.isPending}>
        {t('account.caregivers.takeBack')}
      </Button>
    </li>
  );
}

function AskToHelpForm({ onDone }: { onDone: (n: Note) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const ask = useAskToHelp();
  const t = useT();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = caregiverRequestSchema.safeParse({ patientEmail: email });
    if (!parsed.success) return setError(parsed.error.issues[0] && issueText(parsed.error.issues[0], t));
    setError(undefined);
    const asked = await tellOutcome(
      onDone,
      ask.mutateAsync(parsed.data.patientEmail),
      ({ message }) => message,
      t('account.caregivers.askFailed'),
    );
    if (asked) setEmail('');
  };
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('account.caregivers.askFormLabel')}
      className="mt-2 flex max-w-xl flex-col gap-4"
    >
      <TextField
        label={t('account.caregivers.askEmail')}
        hint={t('account.caregivers.askHint')}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <div>
        <Button type="submit" variant="secondary" size="lg" disabled={ask.isPending}>
          {t('account.caregivers.askButton')}
        </Button>
      </div>
    </form>
  );
}
