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
import type { Translate } from '#shared/i18n/translate.ts';
import { AffiliationStatusBadge, OrganizationLogo } from './parts.tsx';

/**
 * /provider-dashboard/organizations: invitations to the provider's account email, the organizations
 * they belong to or asked to join, and a search to ask to join another.
 */
export function ProviderOrganizationsPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.overview.providerOrganizations'));
  const query = useQuery(providerOrganizationsQuery());
  return (
    <PageHeading
      title={t('dashboard.overview.providerOrganizations')}
      intro={t('practice.orgMembership.intro')}
    >
      <BackToDashboard to={paths.providerDashboard} />
      <div className="mt-6">
        {query.isPending && <Spinner label={t('practice.orgMembership.loading')} />}
        {query.isError && <Alert tone="error">{errorWords(query.error, t(M.loadFailed))}</Alert>}
        {query.data && <View data={query.data} />}
      </div>
    </PageHeading>
  );
}

function View({ data }: { data: ProviderOrganizationsDto }) {
  const t = useT();
  const invitationsHeading = useId();
  const mineHeading = useId();
  const current = data.affiliations.filter((a) => a.status !== 'ended');
  const ended = data.affiliations.filter((a) => a.status === 'ended');
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={invitationsHeading}>
        <Card>
          <h2 id={invitationsHeading} className="text-2xl">
            {t('practice.orgMembership.invitations')}
          </h2>
          {data.invitations.length === 0 ? (
            <p className="mt-3 text-lg">{t('practice.orgMembership.noInvitations')}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-3" aria-label={t('practice.orgMembership.invitations')}>
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
            {t('practice.orgMembership.mine')}
          </h2>
          {current.length === 0 ? (
            <p className="mt-3 text-lg">{t('practice.orgMembership.noneMine')}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-3" aria-label={t('practice.orgMembership.mine')}>
              {current.map((a) => (
                <AffiliationItem key={a.id} affiliation={a} />
              ))}
            </ul>
          )}
          {ended.length > 0 && (
            <>
              <h3 className="mt-6 text-xl">{t('practice.orgMembership.ended')}</h3>
              <ul className="mt-3 flex flex-col gap-3" aria-label={t('practice.orgMembership.endedList')}>
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

/** 'Role: Cardiologist · Location: Coral Gables Clinic', or only the one that is set; empty when neither is. */
function details(t: Translate, role: string | null, location: string | null): string {
  if (!role && !location) return '';
  return t('practice.orgMembership.details', {
    which: role && location ? 'both' : role ? 'role' : 'location',
    role: role ?? '',
    location: location ?? '',
  });
}

function InvitationItem({ invitation: inv }: { invitation: ProviderInvitationDto }) {
  const t = useT();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const busy = accept.isPending || decline.isPending;
  const name = inv.organization.name;
  const about = details(t, inv.affiliationRole, inv.locationName);
  return (
    <li className="border-primary flex flex-wrap items-center justify-between gap-4 rounded-xl border-2 p-4 dark:border-sky-300">
      <div className="min-w-0">
        <OrganizationName organization={inv.organization} />
        <p className="mt-2">
          {inv.invitedBy
            ? t('practice.orgMembership.invitedBy', { name: inv.invitedBy })
            : t('practice.orgMembership.invited')}
          {about && ` ${about}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={busy}
          aria-label={t('practice.orgMembership.acceptFrom', { name })}
          onClick={() =>
            accept.mutate(inv.id, {
              onSuccess: () => toast.success(t('practice.orgMembership.accepted', { name })),
              onError: (err) => toast.error(errorWords(err, t(M.saveFailed))),
            })
          }
        >
          <Check aria-hidden className="size-5" />
          {t('practice.orgCommon.accept')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={t('practice.orgMembership.declineFrom', { name })}
          onClick={() =>
            decline.mutate(inv.id, {
              onSuccess: () => toast.success(t('practice.orgMembership.declined', { name })),
              onError: (err) => toast.error(errorWords(err, t(M.saveFailed))),
            })
          }
        >
          <X aria-hidden className="size-5" />
          {t('practice.orgCommon.decline')}
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
  const about = details(t, a.affiliationRole, a.locationName);
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
          {about && <span>{about}</span>}
        </div>
      </div>
      {a.status !== 'ended' && (
        <Button
          variant="ghost"
          className="text-danger dark:text-red-300"
          onClick={() => setConfirming(true)}
          aria-label={
            pending
              ? t('practice.orgMembership.withdrawName', { name })
              : t('practice.orgMembership.leaveName', { name })
          }
        >
          <LogOut aria-hidden className="size-5" />
          {pending ? t('practice.orgMembership.withdraw') : t('practice.orgMembership.leave')}
        </Button>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={
          pending
            ? t('practice.orgMembership.withdrawTitle', { name })
            : t('practice.orgMembership.leaveTitle', { name })
        }
        description={
          pending ? t('practice.orgMembership.withdrawText') : t('practice.orgMembership.leaveText')
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
                  toast.success(
                    pending
                      ? t('practice.orgMembership.withdrawn')
                      : t('practice.orgMembership.left', { name }),
                  );
                },
                onError: (err) => setFailure(errorWords(err, t(M.saveFailed))),
              })
            }
          >
            {end.isPending
              ? t('practice.orgCommon.pleaseWait')
              : pending
                ? t('practice.orgMembership.yesWithdraw')
                : t('practice.orgMembership.yesLeave')}
          </Button>
          <Button variant="secondary" size="lg" disabled={end.isPending} onClick={() => setConfirming(false)}>
            {t('practice.orgCommon.keepIt')}
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
          {t('practice.orgMembership.joinTitle')}
        </h2>
        <p className="mt-2">{t('practice.orgMembership.joinText')}</p>
        <form
          role="search"
          aria-label={t('practice.orgCommon.organizations')}
          onSubmit={submit}
          className="mt-4 flex flex-wrap items-end gap-2"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={inputId} className="font-bold">
              {t('practice.orgForm.name')}
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
            {t('practice.orgCommon.search')}
          </Button>
        </form>
        {search.isFetching && <Spinner label={t('practice.orgMembership.searching')} />}
        {search.isError && (
          <Alert tone="error" className="mt-4">
            {errorWords(search.error, t(M.loadFailed))}
          </Alert>
        )}
        {search.data && search.data.organizations.length === 0 && (
          <p className="mt-4 text-lg">{t('practice.orgMembership.noMatch', { q })}</p>
        )}
        {search.data && search.data.organizations.length > 0 && (
          <ul className="mt-4 flex flex-col gap-3" aria-label={t('practice.orgMembership.matches')}>
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
                      aria-label={t('practice.orgMembership.askName', { name: org.name })}
                      onClick={() =>
                        join.mutate(org.id, {
                          onSuccess: () =>
                            toast.success(t('practice.orgMembership.asked', { name: org.name })),
                          onError: (err) => toast.error(errorWords(err, t(M.saveFailed))),
                        })
                      }
                    >
                      <UserPlus aria-hidden className="size-5" />
                      {t('practice.orgMembership.ask')}
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
