import {
  AFFILIATION_STATUSES,
  AFFILIATIONS_PAGE_SIZE,
  INVITATIONS_PAGE_SIZE,
  INVITATIONS_PER_HOUR,
  isAffiliationStatus,
  type AffiliationStatus,
  type InvitationStatus,
} from '#shared/organizations/organizations.ts';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type {
  AffiliationDto,
  AffiliationListDto,
  InvitationDto,
  InvitationListDto,
} from '#shared/organizations/organization-schemas.ts';
import { nameOrEmail } from '#shared/display-name.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import { changedFields } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { recipientLocale } from '../../lib/mail/recipient-locale.ts';
import type { SessionUser } from '../../app-env.ts';
import { isUuid } from '../../lib/ids.ts';
import { countHit } from '../../lib/rate-limit.ts';
import { announce, notify, type Notice, type NotifyInput, type WriteNotice } from '../notifications/index.ts';
import { audit, organizationFor } from './org-admin-service.ts';
import * as repo from './repository.ts';
import { blank, providerName, statusOf, type Deps } from './shared.ts';

// The organization dashboard's providers: the affiliations it answers and ends, the invitations it sends.

const PROVIDER_ORGANIZATIONS_URL = '/provider-dashboard/organizations';

function toAffiliationDto(row: repo.AffiliationRow, locale: Locale): AffiliationDto {
  return {
    id: row.id,
    status: statusOf(row.status),
    affiliationRole: row.affiliation_role,
    locationName: row.location_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    provider: {
      id: row.provider_profile_id,
      name: providerName(row, locale),
      specialty: row.specialty,
      category: row.category,
      listed: row.listed,
    },
  };
}

function toInvitationDto(row: repo.InvitationRow): InvitationDto {
  return {
    id: row.id,
    email: row.email,
    affiliationRole: row.affiliation_role,
    locationName: row.location_name,
    status: row.status as InvitationStatus,
    createdAt: row.created_at,
  };
}

export async function listAffiliations(
  db: Db,
  user: SessionUser,
  query: { organizationId?: string; status?: AffiliationStatus; page: number },
  locale: Locale,
): Promise<AffiliationListDto> {
  const org = await organizationFor(db, user, query.organizationId);
  const pageSize = AFFILIATIONS_PAGE_SIZE;
  const { rows, counts } = await repo.listAffiliations(db, org.id, {
    status: query.status,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  const byStatus = Object.fromEntries(AFFILIATION_STATUSES.map((s) => [s, 0])) as Record<
    AffiliationStatus,
    number
  >;
  for (const c of counts) if (isAffiliationStatus(c.status)) byStatus[c.status] = c.n;
  const total = query.status
    ? byStatus[query.status]
    : AFFILIATION_STATUSES.reduce((n, s) => n + byStatus[s], 0);
  return {
    affiliations: rows.map((row) => toAffiliationDto(row, locale)),
    total,
    page: query.page,
    pageSize,
    counts: byStatus,
  };
}

/** The provider's account hears of what the organization did, in the provider's language. */
function providerNotice(row: repo.AffiliationRow, words: WriteNotice): NotifyInput | null {
  return row.provider_user_id
    ? {
        userId: row.provider_user_id,
        kind: 'onboarding',
        words,
        url: PROVIDER_ORGANIZATIONS_URL,
      }
    : null;
}

const WHAT_THE_ORGANIZATION_DID: Record<
  'approve' | 'decline' | 'update' | 'end',
  (organization: string) => WriteNotice
> = {
  approve:
    (organization) =>
    ({ t }) => ({
      title: t('notices.affiliation.approvedTitle', { organization }),
      body: t('notices.affiliation.approvedBody', { organization }),
    }),
  decline:
    (organization) =>
    ({ t }) => ({
      title: t('notices.affiliation.declinedTitle', { organization }),
      body: t('notices.affiliation.declinedBody', { organization }),
    }),
  update:
    (organization) =>
    ({ t }) => ({
      title: t('notices.affiliation.updatedTitle', { organization }),
      body: t('notices.affiliation.updatedBody', { organization }),
    }),
  end:
    (organization) =>
    ({ t }) => ({
      title: t('notices.affiliation.endedTitle', { organization }),
      body: t('notices.affiliation.endedBody', { organization }),
    }),
};

/**
 * PATCH /api/organization-admin/affiliations/{id}: approve or decline a request, change an approved
 * affiliation's role and location, or end it (kept, as ended). The provider is notified.
 */
export async function updateAffiliation(
  deps: Deps,
  user: SessionUser,
  organizationId: string | undefined,
  id: string,
  input: {
    action: 'approve' | 'decline' | 'update' | 'end';
    affiliationRole?: string;
    locationName?: string;
  },
  locale: Locale,
): Promise<AffiliationDto> {
  const db = deps.database.db;
  const org = await organizationFor(db, user, organizationId);
  if (!isUuid(id)) throw notFound(M.affiliationNotFound);
  const current = await repo.findAffiliation(db, id);
  // Another organization's affiliation does not exist, as far as this one can tell.
  if (!current || current.organization_id !== org.id) throw notFound(M.affiliationNotFound);

  const role = input.affiliationRole === undefined ? undefined : blank(input.affiliationRole);
  const location = input.locationName === undefined ? undefined : blank(input.locationName);
  const plan = {
    approve: { from: ['pending'], to: 'approved', refusal: M.notPending },
    decline: { from: ['pending'], to: 'ended', refusal: M.notPending },
    update: { from: ['approved'], to: 'approved', refusal: M.notApproved },
    end: { from: ['approved'], to: 'ended', refusal: M.notApproved },
  }[input.action] as { from: AffiliationStatus[]; to: AffiliationStatus; refusal: MessageKey };
  const keepsDetails = input.action === 'decline' || input.action === 'end';

  const notices: Notice[] = [];
  await db.transaction(async (tx) => {
    const changed = await repo.setAffiliation(tx, id, plan.from, {
      status: plan.to,
      affiliationRole: keepsDetails ? undefined : role,
      locationName: keepsDetails ? undefined : location,
    });
    if (!changed) throw conflict(plan.refusal);
    const after = (await repo.findAffiliation(tx, id))!;
    const { before: was, after: now } = changedFields(
      {
        status: current.status,
        affiliationRole: current.affiliation_role,
        locationName: current.location_name,
      },
      { status: after.status, affiliationRole: after.affiliation_role, locationName: after.location_name },
    );
    await audit(tx, user, {
      action: `organization.affiliation_${input.action}`,
      targetType: 'provider_affiliation',
      targetId: id,
      before: was,
      after: now,
    });
    const notice = providerNotice(after, WHAT_THE_ORGANIZATION_DID[input.action](org.name));
    if (notice) notices.push(await notify(deps, notice, tx));
  });
  await announce(deps, notices);
  return toAffiliationDto((await repo.findAffiliation(db, id))!, locale);
}

export async function listInvitations(
  db: Db,
  user: SessionUser,
  query: { organizationId?: string; page: number },
): Promise<InvitationListDto> {
  const org = await organizationFor(db, user, query.organizationId);
  const pageSize = INVITATIONS_PAGE_SIZE;
  const { rows, total } = await repo.listPendingInvitations(
    db,
    org.id,
    pageSize,
    (query.page - 1) * pageSize,
  );
  return { invitations: rows.map(toInvitationDto), total, page: query.page, pageSize };
}

/**
 * POST /api/organization-admin/invitations: a pending invitation to an address, and the mail that tells
 * its owner (who may not be on CareConnect yet). Limited per organization, whoever sends them.
 */
export async function invite(
  deps: Deps,
  user: SessionUser,
  organizationId: string | undefined,
  input: { email: string; affiliationRole: string; locationName: string },
  /** The inviting page's language: the mail's, unless the address is an account with its own. */
  requestLocale: Locale = DEFAULT_LOCALE,
): Promise<InvitationDto> {
  const db = deps.database.db;
  const org = await organizationFor(db, user, organizationId);
  const found = await repo.providerByEmail(db, input.email, org.id);
  if (found.affiliated) throw conflict(M.alreadyAffiliated);
  if (deps.config.rateLimit) {
    const wait = await countHit(db, `app:organization-invitations:${org.id}`, {
      name: 'organization-invitations',
      max: INVITATIONS_PER_HOUR,
      windowSeconds: 3600,
      message: M.tooManyInvitations,
    });
    if (wait > 0) throw new AppError(429, M.tooManyInvitations);
  }
  const id = await db.transaction(async (tx) => {
    const row = await repo.insertInvitation(tx, {
      organizationId: org.id,
      email: input.email,
      affiliationRole: blank(input.affiliationRole),
      locationName: blank(input.locationName),
      invitedBy: user.id,
    });
    if (!row) throw conflict(M.invitationPending);
    await deps.outbox.send(
      {
        to: input.email,
        template: 'organization-invitation',
        data: {
          organizationName: org.name,
          inviterName: nameOrEmail(user),
          affiliationRole: blank(input.affiliationRole) ?? undefined,
          locationName: blank(input.locationName) ?? undefined,
          hasProviderAccount: found.has_account,
        },
        locale: await recipientLocale(tx, { email: input.email }, requestLocale),
      },
      tx,
    );
    await audit(tx, user, {
      action: 'organization.invite',
      targetType: 'organization_invitation',
      targetId: row.id,
      after: {
        organizationId: org.id,
        email: input.email,
        affiliationRole: blank(input.affiliationRole),
        locationName: blank(input.locationName),
      },
    });
    return row.id;
  });
  return toInvitationDto((await repo.findInvitation(db, id))!);
}

/** DELETE /api/organization-admin/invitations/{id}: the invitation can no longer be accepted. */
export async function revokeInvitation(
  db: Db,
  user: SessionUser,
  organizationId: string | undefined,
  id: string,
): Promise<InvitationDto> {
  const org = await organizationFor(db, user, organizationId);
  if (!isUuid(id)) throw notFound(M.invitationNotFound);
  const current = await repo.findInvitation(db, id);
  if (!current || current.organization_id !== org.id) throw notFound(M.invitationNotFound);
  await db.transaction(async (tx) => {
    if (!(await repo.answerInvitation(tx, id, 'revoked'))) throw conflict(M.invitationAnswered);
    await audit(tx, user, {
      action: 'organization.invitation_revoke',
      targetType: 'organization_invitation',
      targetId: id,
      before: { status: current.status },
      after: { status: 'revoked' },
    });
  });
  return toInvitationDto((await repo.findInvitation(db, id))!);
}
