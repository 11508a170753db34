import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import type {
  ProviderAffiliationDto,
  ProviderOrganizationsDto,
} from '#shared/organizations/organization-schemas.ts';
import { nameOrEmail } from '#shared/display-name.ts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../app-env.ts';
import { isUuid } from '../../lib/ids.ts';
import { announce, notify, type Notice, type NotifyInput, type WriteNotice } from '../notifications/index.ts';
import * as repo from './repository.ts';
import { statusOf, type Deps } from './shared.ts';

// The provider's side: invitations to answer, requests to join, affiliations to leave. The
// organization's admin is notified of each.

const DASHBOARD_PROVIDERS_URL = '/organization-dashboard/providers';

async function myProfileId(db: Executor, user: SessionUser): Promise<string> {
  const id = await repo.providerProfileIdOfUser(db, user.id);
  if (!id) throw conflict(M.noProviderProfile);
  return id;
}

function toProviderAffiliationDto(row: repo.AffiliationRow): ProviderAffiliationDto {
  return {
    id: row.id,
    status: statusOf(row.status),
    affiliationRole: row.affiliation_role,
    locationName: row.location_name,
    organization: {
      id: row.organization_id,
      name: row.organization_name,
      logoUrl: row.organization_logo_url,
    },
    updatedAt: row.updated_at,
  };
}

/** GET /api/provider/organizations: invitations to the account's email, and the provider's affiliations. */
export async function providerOrganizations(db: Db, user: SessionUser): Promise<ProviderOrganizationsDto> {
  const profileId = await repo.providerProfileIdOfUser(db, user.id);
  const [invitations, affiliations] = await Promise.all([
    repo.listInvitationsForEmail(db, user.email),
    profileId ? repo.listProviderAffiliations(db, profileId) : Promise.resolve([]),
  ]);
  return {
    invitations: invitations.map((r) => ({
      id: r.id,
      organization: { id: r.organization_id, name: r.organization_name, logoUrl: r.organization_logo_url },
      affiliationRole: r.affiliation_role,
      locationName: r.location_name,
      invitedBy: r.invited_by_name,
      createdAt: r.created_at,
    })),
    affiliations: affiliations.map(toProviderAffiliationDto),
  };
}

/** The organization's admin hears of what the provider did, in the admin's language. */
function organizationNotice(adminUserId: string | null, words: WriteNotice): NotifyInput | null {
  return adminUserId
    ? { userId: adminUserId, kind: 'onboarding', words, url: DASHBOARD_PROVIDERS_URL }
    : null;
}

/** An invitation addressed to this account; anybody else's is not found. */
async function myInvitation(db: Db, user: SessionUser, id: string) {
  if (!isUuid(id)) throw notFound(M.invitationNotFound);
  const row = await repo.findInvitation(db, id);
  if (!row || row.email !== user.email.toLowerCase()) throw notFound(M.invitationNotFound);
  return row;
}

/**
 * POST /api/provider/organization-invitations/{id}/accept: an approved affiliation with the
 * invitation's role and location (a request or an ended affiliation to the same organization is
 * brought up to date).
 */
export async function acceptInvitation(
  deps: Deps,
  user: SessionUser,
  id: string,
): Promise<ProviderOrganizationsDto> {
  const db = deps.database.db;
  const invitation = await myInvitation(db, user, id);
  const profileId = await myProfileId(db, user);
  const notices: Notice[] = [];
  await db.transaction(async (tx) => {
    if (!(await repo.answerInvitation(tx, id, 'accepted'))) throw conflict(M.invitationAnswered);
    await repo.upsertAffiliation(tx, {
      providerProfileId: profileId,
      organizationId: invitation.organization_id,
      status: 'approved',
      affiliationRole: invitation.affiliation_role,
      locationName: invitation.location_name,
      replaces: ['pending', 'approved', 'ended'],
    });
    const name = nameOrEmail(user);
    const organization = invitation.organization_name;
    const notice = organizationNotice(invitation.organization_admin_user_id, ({ t }) => ({
      title: t('notices.organization.joinedTitle', { name, organization }),
      body: t('notices.organization.joinedBody', { name }),
    }));
    if (notice) notices.push(await notify(deps, notice, tx));
  });
  await announce(deps, notices);
  return providerOrganizations(db, user);
}

/** POST /api/provider/organization-invitations/{id}/decline */
export async function declineInvitation(
  deps: Deps,
  user: SessionUser,
  id: string,
): Promise<ProviderOrganizationsDto> {
  const db = deps.database.db;
  const invitation = await myInvitation(db, user, id);
  const notices: Notice[] = [];
  await db.transaction(async (tx) => {
    if (!(await repo.answerInvitation(tx, id, 'declined'))) throw conflict(M.invitationAnswered);
    const name = nameOrEmail(user);
    const organization = invitation.organization_name;
    const notice = organizationNotice(invitation.organization_admin_user_id, ({ t }) => ({
      title: t('notices.organization.declinedInvitationTitle', { name }),
      body: t('notices.organization.declinedInvitationBody', { name, organization }),
    }));
    if (notice) notices.push(await notify(deps, notice, tx));
  });
  await announce(deps, notices);
  return providerOrganizations(db, user);
}

/** POST /api/provider/affiliations: a request to join, which the organization's admin answers. */
export async function requestToJoin(
  deps: Deps,
  user: SessionUser,
  organizationId: string,
): Promise<ProviderOrganizationsDto> {
  const db = deps.database.db;
  const profileId = await myProfileId(db, user);
  const org = await repo.findOrganization(db, organizationId);
  if (!org) throw notFound(M.notFound);
  const notices: Notice[] = [];
  await db.transaction(async (tx) => {
    const row = await repo.upsertAffiliation(tx, {
      providerProfileId: profileId,
      organizationId,
      status: 'pending',
      affiliationRole: null,
      locationName: null,
      replaces: ['ended'],
    });
    if (!row) {
      const existing = await repo.findAffiliationByPair(tx, profileId, organizationId);
      throw conflict(existing?.status === 'approved' ? M.alreadyMember : M.requestExists);
    }
    const name = nameOrEmail(user);
    const notice = organizationNotice(org.admin_user_id, ({ t }) => ({
      title: t('notices.organization.askedToJoinTitle', { name, organization: org.name }),
      body: t('notices.organization.askedToJoinBody', { name }),
    }));
    if (notice) notices.push(await notify(deps, notice, tx));
  });
  await announce(deps, notices);
  return providerOrganizations(db, user);
}

/** POST /api/provider/affiliations/{id}/end: the provider leaves, or withdraws a request. */
export async function endMyAffiliation(
  deps: Deps,
  user: SessionUser,
  id: string,
): Promise<ProviderOrganizationsDto> {
  const db = deps.database.db;
  if (!isUuid(id)) throw notFound(M.affiliationNotFound);
  const profileId = await myProfileId(db, user);
  const current = await repo.findAffiliation(db, id);
  if (!current || current.provider_profile_id !== profileId) throw notFound(M.affiliationNotFound);
  const notices: Notice[] = [];
  await db.transaction(async (tx) => {
    if (!(await repo.setAffiliation(tx, id, ['pending', 'approved'], { status: 'ended' }))) {
      throw conflict(M.notApproved);
    }
    const left = current.status === 'approved';
    const name = nameOrEmail(user);
    const organization = current.organization_name;
    const notice = organizationNotice(current.organization_admin_user_id, ({ t }) =>
      left
        ? {
            title: t('notices.organization.leftTitle', { name, organization }),
            body: t('notices.organization.leftBody', { name }),
          }
        : {
            title: t('notices.organization.withdrewTitle', { name }),
            body: t('notices.organization.withdrewBody', { name }),
          },
    );
    if (notice) notices.push(await notify(deps, notice, tx));
  });
  await announce(deps, notices);
  return providerOrganizations(db, user);
}
