import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Check, MailPlus, Pencil, UserX, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { invitationInputSchema, type InvitationInput } from '#shared/organizations/organization-schemas.ts';
import {
  ORGANIZATION_MESSAGES as M,
  type AffiliationDto,
  type AffiliationStatus,
  type ManagedOrganizationDto,
} from '#shared/organizations/organizations.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorWords } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import {
  affiliationsQuery,
  invitationsQuery,
  useInvite,
  useRevokeInvitation,
  useUpdateAffiliation,
  type Scope,
} from '../api/organizations.ts';
import { NoOrganizationYet } from './organization-profile-page.tsx';
import { AffiliationStatusBadge, ManagedOrganization, Pager } from './parts.tsx';

/** /organization-dashboard/providers: invite providers, answer their requests, and manage affiliations. */
export function OrganizationProvidersPage() {
  useDocumentTitle('Providers');
  return (
    <PageHeading
      title="Providers"
      intro="Invite providers, approve their requests to join, and end affiliations."
    >
      <BackToDashboard to={paths.organizationAdminDashboard} />
      <div className="mt-6">
        <ManagedOrganization noOrganization={<NoOrganizationYet />}>
          {(org, scope) => (
            <div className="flex flex-col gap-8">
              <Affiliations org={org} scope={scope} />
              <div className="grid items-start gap-8 lg:grid-cols-2">
                <InviteForm org={org} scope={scope} />
                <Invitations scope={scope} />
              </div>
            </div>
          )}
        </ManagedOrganization>
      </div>
    </PageHeading>
  );
}

/** The organization's locations, offered while typing a location name (any other name may be typed). */
function LocationOptions({ id, org }: { id: string; org: ManagedOrganizationDto }) {
  return (
    <datalist id={id}>
      {org.locations.map((l) => (
        <option key={l.name} value={l.name} />
      ))}
    </datalist>
  );
}

const locationHint = (org: ManagedOrganizationDto) =>
  org.locations.length > 0
    ? `One of your locations (${org.locations.map((l) => l.name).join(', ')}) or another place. Optional.`
    : 'Optional.';

function InviteForm({ org, scope }: { org: ManagedOrganizationDto; scope: Scope }) {
  const invite = useInvite(scope);
  const [failure, setFailure] = useState<string>();
  const form = useForm<InvitationInput>({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: { email: '', affiliationRole: '', locationName: '' },
  });
  const { errors } = form.formState;
  const heading = useId();
  const listId = useId();
  const submit = form.handleSubmit((values) => {
    setFailure(undefined);
    invite.mutate(values, {
      onSuccess: (sent) => {
        toast.success(`Invitation sent to ${sent.email}.`);
        form.reset();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fields.email)
          form.setError('email', { message: err.fields.email });
        setFailure(errorWords(err, M.saveFailed));
      },
    });
  });
  return (
    <section aria-labelledby={heading}>
      <Card>
        <h2 id={heading} className="text-2xl">
          Invite a provider
        </h2>
        <p className="mt-2 mb-5">
          We e-mail them an invitation. If they are not on CareConnect yet, the e-mail tells them how to join.
        </p>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          {failure && <Alert tone="error">{failure}</Alert>}
          <TextField
            label="Provider's email"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label="Role (optional)"
            hint="Such as Attending Physician or Medical Director."
            error={errors.affiliationRole?.message}
            {...form.register('affiliationRole')}
          />
          <TextField
            label="Location"
            hint={locationHint(org)}
            list={listId}
            error={errors.locationName?.message}
            {...form.register('locationName')}
          />
          <LocationOptions id={listId} org={org} />
          <Button type="submit" size="lg" className="self-start" disabled={invite.isPending}>
            <MailPlus aria-hidden className="size-5" />
            {invite.isPending ? 'Sending...' : 'Send invitation'}
          </Button>
        </form>
      </Card>
    </section>
  );
}

function Invitations({ scope }: { scope: Scope }) {
  const [page, setPage] = useState(1);
  const query = useQuery(invitationsQuery(scope, page));
  const revoke = useRevokeInvitation(scope);
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <Card>
        <h2 id={heading} className="text-2xl">
          Invitations waiting
        </h2>
        {query.isPending && <Spinner label="Loading invitations..." />}
        {query.isError && <Alert tone="error">{errorWords(query.error, M.loadFailed)}</Alert>}
        {query.data && query.data.invitations.length === 0 && (
          <p className="mt-3 text-lg">No invitations are waiting for an answer.</p>
        )}
        {query.data && query.data.invitations.length > 0 && (
          <ul className="mt-4 flex flex-col gap-3" aria-label="Invitations waiting">
            {query.data.invitations.map((inv) => (
              <li
                key={inv.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-stone-300 p-4 dark:border-stone-700"
              >
                <div className="min-w-0">
                  <p className="font-bold wrap-anywhere">{inv.email}</p>
                  <p>
                    {[inv.affiliationRole, inv.locationName].filter(Boolean).join(', ') ||
                      'No role or location'}
                    {' · sent '}
                    {new Date(inv.createdAt).toLocaleDateString('en-US', {
                      dateStyle: 'medium',
                      timeZone: 'America/New_York',
                    })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={revoke.isPending}
                  aria-label={`Revoke the invitation to ${inv.email}`}
                  onClick={() =>
                    revoke.mutate(inv.id, {
                      onSuccess: () => toast.success(`The invitation to ${inv.email} is revoked.`),
                      onError: (err) => toast.error(errorWords(err, M.saveFailed)),
                    })
                  }
                >
                  <X aria-hidden className="size-5" />
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
        {query.data && (
          <div className="mt-4">
            <Pager
              page={page}
              total={query.data.total}
              pageSize={query.data.pageSize}
              onPage={setPage}
              label="Invitation pages"
            />
          </div>
        )}
      </Card>
    </section>
  );
}

const TABS: { status: AffiliationStatus; label: string; empty: string }[] = [
  { status: 'pending', label: 'Requests to join', empty: 'No provider is waiting for an answer.' },
  { status: 'approved', label: 'Approved', empty: 'No provider is part of your organization yet.' },
  { status: 'ended', label: 'Ended', empty: 'No affiliation has ended.' },
];

function Affiliations({ org, scope }: { org: ManagedOrganizationDto; scope: Scope }) {
  const [status, setStatus] = useState<AffiliationStatus>('approved');
  const [page, setPage] = useState(1);
  const query = useQuery(affiliationsQuery(scope, status, page));
  const heading = useId();
  const tab = TABS.find((t) => t.status === status)!;
  return (
    <section aria-labelledby={heading}>
      <Card>
        <h2 id={heading} className="text-2xl">
          Your providers
        </h2>
        <div role="group" aria-label="Show" className="mt-4 flex flex-wrap gap-2">
          {TABS.map((t) => (
            <Button
              key={t.status}
              variant={t.status === status ? 'primary' : 'secondary'}
              aria-pressed={t.status === status}
              onClick={() => {
                setStatus(t.status);
                setPage(1);
              }}
            >
              {t.label}
              {query.data ? ` (${query.data.counts[t.status]})` : ''}
            </Button>
          ))}
        </div>
        {query.isPending && <Spinner label="Loading providers..." />}
        {query.isError && (
          <Alert tone="error" className="mt-4">
            {errorWords(query.error, M.loadFailed)}
          </Alert>
        )}
        {query.data && query.data.affiliations.length === 0 && <p className="mt-4 text-lg">{tab.empty}</p>}
        {query.data && query.data.affiliations.length > 0 && (
          <ul className="mt-4 flex flex-col gap-3" aria-label={tab.label}>
            {query.data.affiliations.map((a) => (
              <AffiliationItem key={a.id} affiliation={a} org={org} scope={scope} />
            ))}
          </ul>
        )}
        {query.data && (
          <div className="mt-4">
            <Pager
              page={page}
              total={query.data.total}
              pageSize={query.data.pageSize}
              onPage={setPage}
              label="Provider pages"
            />
          </div>
        )}
      </Card>
    </section>
  );
}

type Dialogs = 'approve' | 'edit' | 'decline' | 'end' | null;

function AffiliationItem({
  affiliation: a,
  org,
  scope,
}: {
  affiliation: AffiliationDto;
  org: ManagedOrganizationDto;
  scope: Scope;
}) {
  const [open, setOpen] = useState<Dialogs>(null);
  const name = a.provider.name;
  return (
    <li
      className={cn(
        'flex flex-wrap items-start justify-between gap-4 rounded-xl border-2 p-4',
        a.status === 'pending' ? 'border-warning' : 'border-stone-300 dark:border-stone-700',
      )}
    >
      <div className="min-w-0">
        <p className="text-xl font-bold">
          {a.provider.listed ? (
            <Link to={paths.provider(a.provider.id)} className="text-primary underline dark:text-sky-300">
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        <p>{a.provider.specialty}</p>
        <p>
          <span className="font-bold">Role:</span> {a.affiliationRole ?? 'Not set'} ·{' '}
          <span className="font-bold">Location:</span> {a.locationName ?? 'Not set'}
        </p>
        <div className="mt-2">
          <AffiliationStatusBadge status={a.status} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {a.status === 'pending' && (
          <>
            <Button onClick={() => setOpen('approve')} aria-label={`Approve ${name}`}>
              <Check aria-hidden className="size-5" />
              Approve
            </Button>
            <Button variant="secondary" onClick={() => setOpen('decline')} aria-label={`Decline ${name}`}>
              <X aria-hidden className="size-5" />
              Decline
            </Button>
          </>
        )}
        {a.status === 'approved' && (
          <>
            <Button
              variant="secondary"
              onClick={() => setOpen('edit')}
              aria-label={`Change role and location of ${name}`}
            >
              <Pencil aria-hidden className="size-5" />
              Change role and location
            </Button>
            <Button
              variant="ghost"
              className="text-danger dark:text-red-300"
              onClick={() => setOpen('end')}
              aria-label={`End affiliation with ${name}`}
            >
              <UserX aria-hidden className="size-5" />
              End affiliation
            </Button>
          </>
        )}
      </div>
      {(open === 'approve' || open === 'edit') && (
        <DetailsDialog
          affiliation={a}
          org={org}
          scope={scope}
          action={open === 'approve' ? 'approve' : 'update'}
          onClose={() => setOpen(null)}
        />
      )}
      {(open === 'decline' || open === 'end') && (
        <ConfirmDialog affiliation={a} scope={scope} action={open} onClose={() => setOpen(null)} />
      )}
    </li>
  );
}

function DetailsDialog({
  affiliation: a,
  org,
  scope,
  action,
  onClose,
}: {
  affiliation: AffiliationDto;
  org: ManagedOrganizationDto;
  scope: Scope;
  action: 'approve' | 'update';
  onClose: () => void;
}) {
  const update = useUpdateAffiliation(scope);
  const [role, setRole] = useState(a.affiliationRole ?? '');
  const [location, setLocation] = useState(a.locationName ?? '');
  const [failure, setFailure] = useState<string>();
  const listId = useId();
  const approve = action === 'approve';
  const send = () => {
    setFailure(undefined);
    update.mutate(
      { id: a.id, action, affiliationRole: role, locationName: location },
      {
        onSuccess: () => {
          toast.success(approve ? `${a.provider.name} is approved.` : 'The changes are saved.');
          onClose();
        },
        onError: (err) => setFailure(errorWords(err, M.saveFailed)),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={approve ? `Approve ${a.provider.name}?` : `Role and location of ${a.provider.name}`}
      description={
        approve
          ? 'They will be listed as part of your organization. You can set their role and location now or later.'
          : 'How your organization lists this provider.'
      }
    >
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label="Role (optional)"
          value={role}
          maxLength={80}
          onChange={(e) => setRole(e.target.value)}
        />
        <TextField
          label="Location"
          hint={locationHint(org)}
          list={listId}
          value={location}
          maxLength={120}
          onChange={(e) => setLocation(e.target.value)}
        />
        <LocationOptions id={listId} org={org} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={update.isPending}>
            {update.isPending ? 'Please wait...' : approve ? 'Approve' : 'Save changes'}
          </Button>
          <Button variant="secondary" size="lg" disabled={update.isPending} onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ConfirmDialog({
  affiliation: a,
  scope,
  action,
  onClose,
}: {
  affiliation: AffiliationDto;
  scope: Scope;
  action: 'decline' | 'end';
  onClose: () => void;
}) {
  const update = useUpdateAffiliation(scope);
  const [failure, setFailure] = useState<string>();
  const decline = action === 'decline';
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={
        decline ? `Decline ${a.provider.name}'s request?` : `End the affiliation with ${a.provider.name}?`
      }
      description={
        decline
          ? 'They will not be listed as part of your organization. They may ask again later.'
          : 'They will no longer be listed as part of your organization. We will let them know.'
      }
    >
      {failure && (
        <Alert tone="error" className="mb-4">
          {failure}
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="danger"
          size="lg"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: a.id, action },
              {
                onSuccess: () => {
                  toast.success(decline ? 'The request is declined.' : 'The affiliation has ended.');
                  onClose();
                },
                onError: (err) => setFailure(errorWords(err, M.saveFailed)),
              },
            )
          }
        >
          {update.isPending ? 'Please wait...' : decline ? 'Yes, decline' : 'Yes, end affiliation'}
        </Button>
        <Button variant="secondary" size="lg" disabled={update.isPending} onClick={onClose}>
          Keep it
        </Button>
      </div>
    </Dialog>
  );
}
