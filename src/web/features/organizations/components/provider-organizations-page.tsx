import { useQuery } from '@tanstack/react-query';
import { Check, LogOut, Search, UserPlus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import type {
  ProviderAffiliationDto,
  ProviderInvitationDto,
  ProviderOrganizationsDto,
} from '#shared/organizations/organization-schemas.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import {
  organizationSearchQuery,
  providerOrganizationsQuery,
  useAcceptInvitation,
  useDeclineInvitation,
  useEndMyAffiliation,
  useRequestToJoin,
} from '../api/organizations.ts';
import { errorWords } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { AffiliationStatusBadge, OrganizationLogo } from './parts.tsx';

/**
 * /provider-dashboard/organizations: invitations to the provider's account email, the organizations
 * they belong to or asked to join, and a search to ask to join another.
 */
export function ProviderOrganizationsPage() {
  const t = useT();
  useDocumentTitle('Organizations');
  const query = useQuery(providerOrganizationsQuery());
  return (
    <PageHeading
      title="Organizations"
      intro="Invitations from medical groups, and the organizations you belong to. Patients see your approved organization on your profile."
    >
      <BackToDashboard to={paths.providerDashboard} />
      <div className="mt-6">
        {query.isPending && <Spinner label="Loading your organizations..." />}
        {query.isError && <Alert tone="error">{errorWords(query.error, t(M.loadFailed))}</Alert>}
        {query.data && <View data={query.data} />}
      </div>
    </PageHeading>
  );
}

function View({ data }: { data: ProviderOrganizationsDto }) {
  const invitationsHeading = useId();
  const mineHeading = useId();
  const current = data.affiliations.filter((a) => a.status !== 'ended');
  const ended = data.affiliations.filter((a) => a.status === 'ended');
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={invitationsHeading}>
        <Card>
          <h2 id={invitationsHeading} className="text-2xl">
            Invitations
          </h2>
          {data.invitations.length === 0 ? (
            <p className="mt-3 text-lg">You have no invitations waiting.</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-3" aria-label="Invitations">
              {data.invitations.map((inv) => (
                <InvitationItem key={inv.id} invitation={inv} />
              ))}
            </ul>
          )}
        </Card>
      </section>

      <section aria-labelledby={mineHeading}>
        <Card>
          <h2 id={mineHeading} className="text-2xl">
            Your organizations
          </h2>
          {current.length === 0 ? (
            <p className="mt-3 text-lg">You are not part of any organization yet.</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-3" aria-label="Your organizations">
              {current.map((a) => (
                <AffiliationItem key={a.id} affiliation={a} />
              ))}
            </ul>
          )}
          {ended.length > 0 && (
            <>
              <h3 className="mt-6 text-xl">Ended</h3>
              <ul className="mt-3 flex flex-col gap-3" aria-label="Ended affiliations">
                {ended.map((a) => (
                  <AffiliationItem key={a.id} affiliation={a} />
                ))}
              </ul>
            </>
          )}
        </Card>
      </section>

      <JoinSearch data={data} />
    </div>
  );
}

function OrganizationName({
  organization,
}: {
  organization: { id: string; name: string; logoUrl: string | null };
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <OrganizationLogo url={organization.logoUrl} className="size-14" />
      <Link
        to={paths.organization(organization.id)}
        className="text-primary text-xl font-bold wrap-anywhere underline dark:text-sky-300"
      >
        {organization.name}
      </Link>
    </div>
  );
}

const details = (role: string | null, location: string | null) =>
  [role && `Role: ${role}`, location && `Location: ${location}`].filter(Boolean).join(' · ');

function InvitationItem({ invitation: inv }: { invitation: ProviderInvitationDto }) {
  const t = useT();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const busy = accept.isPending || decline.isPending;
  const name = inv.organization.name;
  return (
    <li className="border-primary flex flex-wrap items-center justify-between gap-4 rounded-xl border-2 p-4 dark:border-sky-300">
      <div className="min-w-0">
        <OrganizationName organization={inv.organization} />
        <p className="mt-2">
          {inv.invitedBy ? `${inv.invitedBy} invites you to join.` : 'You are invited to join.'}
          {details(inv.affiliationRole, inv.locationName) &&
            ` ${details(inv.affiliationRole, inv.locationName)}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={busy}
          aria-label={`Accept the invitation from ${name}`}
          onClick={() =>
            accept.mutate(inv.id, {
              onSuccess: () => toast.success(`You are now part of ${name}.`),
              onError: (err) => toast.error(errorWords(err, t(M.saveFailed))),
            })
          }
        >
          <Check aria-hidden className="size-5" />
          Accept
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={`Decline the invitation from ${name}`}
          onClick={() =>
            decline.mutate(inv.id, {
              onSuccess: () => toast.success(`You declined the invitation from ${name}.`),
              onError: (err) => toast.error(errorWords(err, t(M.saveFailed))),
            })
          }
        >
          <X aria-hidden className="size-5" />
          Decline
        </Button>
      </div>
    </li>
  );
}

function AffiliationItem({ affiliation: a }: { affiliation: ProviderAffiliationDto }) {
  const t = useT();
  const end = useEndMyAffiliation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();
  const name = a.organization.name;
  const pending = a.status === 'pending';
  return (
    <li
      className={cn(
        'flex flex-wrap items-center justify-between gap-4 rounded-xl border-2 p-4',
        pending ? 'border-warning' : 'border-stone-300 dark:border-stone-700',
      )}
    >
      <div className="min-w-0">
        <OrganizationName organization={a.organization} />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <AffiliationStatusBadge status={a.status} />
          {details(a.affiliationRole, a.locationName) && (
            <span>{details(a.affiliationRole, a.locationName)}</span>
          )}
        </div>
      </div>
      {a.status !== 'ended' && (
        <Button
          variant="ghost"
          className="text-danger dark:text-red-300"
          onClick={() => setConfirming(true)}
          aria-label={pending ? `Withdraw your request to join ${name}` : `Leave ${name}`}
        >
          <LogOut aria-hidden className="size-5" />
          {pending ? 'Withdraw request' : 'Leave organization'}
        </Button>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={pending ? `Withdraw your request to join ${name}?` : `Leave ${name}?`}
        description={
          pending
            ? 'The organization will no longer see your request.'
            : 'Your profile will no longer show this organization, and its page will no longer list you.'
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
            disabled={end.isPending}
            onClick={() =>
              end.mutate(a.id, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(pending ? 'Your request is withdrawn.' : `You left ${name}.`);
                },
                onError: (err) => setFailure(errorWords(err, t(M.saveFailed))),
              })
            }
          >
            {end.isPending ? 'Please wait...' : pending ? 'Yes, withdraw' : 'Yes, leave'}
          </Button>
          <Button variant="secondary" size="lg" disabled={end.isPending} onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

function JoinSearch({ data }: { data: ProviderOrganizationsDto }) {
  const t = useT();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const search = useQuery(organizationSearchQuery(q));
  const join = useRequestToJoin();
  const heading = useId();
  const inputId = useId();
  const statusOf = new Map(data.affiliations.map((a) => [a.organization.id, a.status]));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(text.trim());
  };
  return (
    <section aria-labelledby={heading}>
      <Card>
        <h2 id={heading} className="text-2xl">
          Request to join an organization
        </h2>
        <p className="mt-2">
          Find your medical group, clinic or hospital by name. Its administrator approves your request.
        </p>
        <form
          role="search"
          aria-label="Organizations"
          onSubmit={submit}
          className="mt-4 flex flex-wrap items-end gap-2"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={inputId} className="font-bold">
              Organization name
            </label>
            <input
              id={inputId}
              type="search"
              className={cn(inputClass, 'w-full border-stone-500 sm:w-96')}
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <Button type="submit" size="lg" className="min-h-12 py-2">
            <Search aria-hidden className="size-5" />
            Search
          </Button>
        </form>
        {search.isFetching && <Spinner label="Searching..." />}
        {search.isError && (
          <Alert tone="error" className="mt-4">
            {errorWords(search.error, t(M.loadFailed))}
          </Alert>
        )}
        {search.data && search.data.organizations.length === 0 && (
          <p className="mt-4 text-lg">No organization matches “{q}”.</p>
        )}
        {search.data && search.data.organizations.length > 0 && (
          <ul className="mt-4 flex flex-col gap-3" aria-label="Matching organizations">
            {search.data.organizations.map((org) => {
              const status = statusOf.get(org.id);
              return (
                <li
                  key={org.id}
                  className="flex flex-wrap items-center justify-between gap-4 rounded-xl border-2 border-stone-300 p-4 dark:border-stone-700"
                >
                  <div className="min-w-0">
                    <OrganizationName organization={org} />
                    {(org.city || org.state) && (
                      <p className="mt-1">{[org.city, org.state].filter(Boolean).join(', ')}</p>
                    )}
                  </div>
                  {status === 'approved' || status === 'pending' ? (
                    <AffiliationStatusBadge status={status} />
                  ) : (
                    <Button
                      disabled={join.isPending}
                      aria-label={`Ask to join ${org.name}`}
                      onClick={() =>
                        join.mutate(org.id, {
                          onSuccess: () => toast.success(`Your request to join ${org.name} is sent.`),
                          onError: (err) => toast.error(errorWords(err, t(M.saveFailed))),
                        })
                      }
                    >
                      <UserPlus aria-hidden className="size-5" />
                      Ask to join
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </section>
  );
}
