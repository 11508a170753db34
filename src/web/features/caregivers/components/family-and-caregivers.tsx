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
import { CAREGIVER_MESSAGES as M } from '#shared/caregivers/caregiver-messages.ts';
import { CAREGIVER_PERMISSION_LABELS, type CaregiverPermission } from '#shared/caregivers/caregivers.ts';
import { longDate } from '#shared/format/dates.ts';
import { practiceDate } from '#shared/format/instants.ts';
import { issueText } from '#shared/i18n/issues.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { errorWords } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
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
  if (query.isPending) return <p role="status">Loading your family and caregivers…</p>;
  if (query.isError)
    return (
      <Alert tone="error">
        <p>{errorWords(query.error, 'We could not load your family and caregivers. Please try again.')}</p>
      </Alert>
    );
  const { caregivers, caringFor, invitations, requests } = query.data;
  return (
    <div className="flex flex-col gap-8">
      <p>
        A family member or friend can help you on CareConnect: see and book your visits, or message your
        providers for you. You choose what each person may do, and you can change it or stop it at any time.
        They never see your password or your reviews.
      </p>
      {note && (
        <Alert tone={note.tone}>
          <p>{note.text}</p>
        </Alert>
      )}
      {requests.length > 0 && (
        <Part title="Asking to help you">
          {requests.map((r) => (
            <RequestToMe key={r.id} request={r} onDone={setNote} />
          ))}
        </Part>
      )}
      <Part title="People who help you">
        {caregivers.length === 0 ? (
          <p>No one can act for you yet.</p>
        ) : (
          caregivers.map((c) => <Helper key={c.id} access={c} onDone={setNote} />)
        )}
      </Part>
      <Part title="Invite someone to help you">
        <InviteForm onDone={setNote} />
        {invitations.length > 0 && (
          <ul aria-label="Invitations waiting for an answer" className="mt-4 flex flex-col gap-3">
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
      <Part title="People you help">
        {caringFor.length === 0 ? (
          <p>You do not help anyone on CareConnect yet.</p>
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

const since = (iso: string) => `Since ${practiceDate(iso)}`;

/** One thing a caregiver did for the patient, in plain words: "Booked a visit with Dr. … for March 9, 2026". */
function actionWords(a: CaregiverActionDto): string {
  const visit = a.visitDate ? ` for ${longDate(a.visitDate)}` : '';
  switch (a.kind) {
    case 'booked':
      return `Booked a visit with ${a.providerName}${visit}`;
    case 'cancelled':
      return `Cancelled the visit with ${a.providerName}${visit}`;
    case 'messaged':
      return `Wrote to ${a.providerName}`;
    case 'saved':
      return `Saved ${a.providerName}`;
  }
}

/** The newest things a caregiver did for the patient, so nothing done in their name goes unseen. */
function WhatTheyDid({ access }: { access: CaregiverAccessDto }) {
  if (access.recentActions.length === 0)
    return <p className="mt-2">{access.caregiver.name} has not done anything for you yet.</p>;
  return (
    <>
      <p className="mt-2 font-bold">What {access.caregiver.name} did for you lately</p>
      <ul className="list-disc pl-6">
        {access.recentActions.map((a) => (
          <li key={`${a.kind}-${a.at}`}>
            {actionWords(a)}{' '}
            <span className="text-ink-muted dark:text-stone-300">({practiceDate(a.at)})</span>
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
  const save = async () => {
    if (chosen.length === 0) return setError(t(M.choosePermission));
    setError(undefined);
    await tellOutcome(
      onDone,
      change.mutateAsync({ id: access.id, permissions: chosen }),
      () => `Saved what ${access.caregiver.name} may do for you.`,
      'We could not save the change. Please try again.',
    );
  };
  return (
    <article
      aria-label={access.caregiver.name}
      className="rounded-xl border-2 border-stone-300 p-4 dark:border-stone-700"
    >
      <p className="text-lg font-bold">{access.caregiver.name}</p>
      <p className="break-all">{access.caregiver.email}</p>
      <p className="text-ink-muted dark:text-stone-300">{since(access.since)}</p>
      <WhatTheyDid access={access} />
      <div className="mt-3">
        <PermissionChoices
          legend={`What ${access.caregiver.name} may do for you`}
          value={chosen}
          onChange={setChosen}
          error={error}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={() => void save()} disabled={change.isPending}>
          Save Changes
        </Button>
        <EndAccessButton
          id={access.id}
          label="Stop Their Access"
          question={`Stop ${access.caregiver.name}'s access?`}
          explanation={`${access.caregiver.name} will no longer be able to do anything for you on CareConnect. You can invite them again later.`}
          done={`${access.caregiver.name} can no longer act for you.`}
          onDone={onDone}
        />
      </div>
    </article>
  );
}

function PersonIHelp({ access, onDone }: { access: CaringForDto; onDone: (n: Note) => void }) {
  return (
    <article
      aria-label={access.patient.name}
      className="rounded-xl border-2 border-stone-300 p-4 dark:border-stone-700"
    >
      <p className="text-lg font-bold">{access.patient.name}</p>
      <p className="text-ink-muted dark:text-stone-300">{since(access.since)}</p>
      <p className="mt-2 font-bold">What you may do</p>
      <ul className="list-disc pl-6">
        {access.permissions.map((p) => (
          <li key={p}>{CAREGIVER_PERMISSION_LABELS[p]}</li>
        ))}
      </ul>
      <div className="mt-3">
        <EndAccessButton
          id={access.id}
          label="Stop Helping"
          question={`Stop helping ${access.patient.name}?`}
          explanation={`You will no longer be able to do anything for ${access.patient.name} on CareConnect. They can invite you again later.`}
          done={`You no longer help ${access.patient.name}.`}
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
  const confirm = async () => {
    await tellOutcome(
      props.onDone,
      end.mutateAsync(props.id).finally(() => setOpen(false)),
      () => props.done,
      'We could not stop the access. Please try again.',
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
            Keep It
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
  const reply = async (yes: boolean) => {
    if (yes && chosen.length === 0) return setError(t(M.choosePermission));
    setError(undefined);
    await tellOutcome(
      onDone,
      answer.mutateAsync({ id: request.id, permissions: yes ? chosen : null }),
      () => (yes ? `${request.from.name} can now help you.` : `You said no to ${request.from.name}.`),
      'We could not send your answer. Please try again.',
    );
  };
  return (
    <article
      aria-label={`${request.from.name} asks to help you`}
      className="rounded-xl border-2 border-amber-400 p-4"
    >
      <p className="text-lg font-bold">{request.from.name}</p>
      <p className="break-all">{request.from.email}</p>
      <p className="text-ink-muted dark:text-stone-300">Asked on {practiceDate(request.sentAt)}</p>
      <div className="mt-3">
        <PermissionChoices
          legend={`If you say yes, what may ${request.from.name} do for you?`}
          value={chosen}
          onChange={setChosen}
          error={error}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={() => void reply(true)} disabled={answer.isPending}>
          Say Yes
        </Button>
        <Button variant="secondary" onClick={() => void reply(false)} disabled={answer.isPending}>
          Say No
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
      () => `We sent an invitation to ${parsed.data.email}. The link in it works for 7 days.`,
      'We could not send the invitation. Please try again.',
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
      aria-label="Invite someone to help you"
      className="flex max-w-xl flex-col gap-5"
    >
      <TextField
        label="Their email address"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <PermissionChoices
        legend="What may they do for you?"
        value={chosen}
        onChange={setChosen}
        error={errors.permissions}
      />
      <div>
        <Button type="submit" size="lg" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send Invitation'}
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
  const takeBack = async () => {
    await tellOutcome(
      props.onDone,
      cancel.mutateAsync(props.id),
      () => `The invitation to ${props.email} no longer works.`,
      'We could not take the invitation back. Please try again.',
    );
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-dashed border-stone-400 p-4">
      <div>
        <p className="font-bold break-all">{props.email}</p>
        <p className="text-ink-muted dark:text-stone-300">
          Waiting for an answer until {practiceDate(props.expiresAt)}
        </p>
      </div>
      <Button variant="secondary" onClick={() => void takeBack()} disabled={cancel.isPending}>
        Take Back
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
      'We could not send your request. Please try again.',
    );
    if (asked) setEmail('');
  };
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label="Ask to help someone"
      className="mt-2 flex max-w-xl flex-col gap-4"
    >
      <TextField
        label="Ask to help someone: their email address"
        hint="They must have a CareConnect patient account. Nothing changes until they say yes."
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <div>
        <Button type="submit" variant="secondary" size="lg" disabled={ask.isPending}>
          Ask to Help
        </Button>
      </div>
    </form>
  );
}
