import { createHash, randomBytes } from 'node:crypto';
import { CAREGIVER_MESSAGES as M } from '#shared/caregivers/caregiver-messages.ts';
import {
  CAREGIVER_INVITATIONS_PER_HOUR,
  CAREGIVER_PERMISSIONS,
  INVITATION_DAYS,
  allows,
  normalizePermissions,
  type CaregiverPermission,
} from '#shared/caregivers/caregivers.ts';
import type {
  CaregiverInvitationInput,
  CaregiverInvitationPreviewDto,
  CaregiversDto,
  SentCaregiverInvitationDto,
} from '#shared/caregivers/caregiver-schemas.ts';
import { nameOrEmail, personName } from '#shared/display-name.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { isPatient } from '#shared/roles.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import type { Db, Executor } from '../../db/client.ts';
import { recordAdminAction } from '../../lib/audit.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { recipientLocale } from '../../lib/mail/recipient-locale.ts';
import { isUuid } from '../../lib/ids.ts';
import { providerName } from '../../lib/row-names.ts';
import { countHit } from '../../lib/rate-limit.ts';
import { forgetNoticesAbout } from '../notifications/index.ts';
import { publishToUsers } from '../realtime/index.ts';
import * as repo from './repository.ts';

/**
 * Caregiver access (ADR 18): who may act for whom, granted by the patient through an invitation or
 * a request, changed and ended at any time. `mayActFor` is the one rule every route that acts for a
 * patient asks; it reads the database on every call, so an ended access stops the next request.
 */

/**
 * Whether `user` may do `permission` for the patient `patientId`: always for themselves, otherwise
 * only through a live access that allows it, to an enabled patient account (caregivers.test.ts, the
 * permission matrix in caregivers-api.test.ts, acting-for.test.ts).
 */
export async function mayActFor(
  db: Executor,
  user: Pick<SessionUser, 'id'>,
  patientId: string,
  permission: CaregiverPermission,
): Promise<boolean> {
  if (user.id === patientId) return true;
  const access = await repo.findActableAccess(db, patientId, user.id);
  return access !== null && allows(access.permissions, permission);
}

/** Who a request acts for, and who makes it: the same person unless a caregiver acts for a patient. */
export type Acting = { patientId: string; patientEmail: string; actorId: string; forSomeoneElse: boolean };

/**
 * The patient a request acts for: the signed-in user's own, or the one the acting-for header names
 * when `mayActFor` allows `permission` (the route × permission matrix in acting-for.test.ts). Any
 * other header (a stranger, an ended access, a malformed id) is the same 403.
 */
export async function actingFor(
  db: Executor,
  user: Pick<SessionUser, 'id' | 'email'>,
  header: string | undefined,
  permission: CaregiverPermission,
): Promise<Acting> {
  const { acting, may } = await actingForAny(db, user, header);
  if (!may(permission)) throw forbidden(M.notAllowedFor);
  return acting;
}

/**
 * For a page that shows several kinds of a patient's matters at once (the dashboard's overview): who
 * it acts for, and which kinds it may show. A header naming anyone without a live access is the same
 * 403 as in `actingFor`.
 */
export async function actingForAny(
  db: Executor,
  user: Pick<SessionUser, 'id' | 'email'>,
  header: string | undefined,
): Promise<{ acting: Acting; may: (permission: CaregiverPermission) => boolean }> {
  const patientId = header?.trim() || user.id;
  if (patientId === user.id)
    return {
      acting: { patientId, patientEmail: user.email, actorId: user.id, forSomeoneElse: false },
      may: () => true,
    };
  const access = isUuid(patientId) ? await repo.findActableAccess(db, patientId, user.id) : null;
  if (!access) throw forbidden(M.notAllowedFor);
  return {
    acting: { patientId, patientEmail: access.patientEmail, actorId: user.id, forSomeoneElse: true },
    may: (permission) => allows(access.permissions, permission),
  };
}

/**
 * The caregivers who hear of a patient's `permission` matters (appointment notices, message events),
 * read at the moment of telling: an ended access hears nothing more.
 */
export async function caregiversWith(
  db: Executor,
  patientId: string,
  permission: CaregiverPermission,
): Promise<string[]> {
  const granting = CAREGIVER_PERMISSIONS.filter((p) => allows([p], permission));
  return repo.listCaregiverIdsWith(db, patientId, granting);
}

/** Caregiver access is between patient accounts: a provider or an admin acts in another role. */
function requirePatientAccount(user: SessionUser) {
  if (!isPatient(user.role)) throw forbidden(M.patientsOnly);
}

/** Both people's open screens hear that the access began, changed or ended, and read it again. */
const tellBoth = (
  deps: Pick<AppDeps, 'events' | 'log'>,
  access: { patientId: string; caregiverId: string },
) => publishToUsers(deps, [access.patientId, access.caregiverId], { type: 'caregiver-access' });

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000);

async function limitInvitations(deps: AppDeps, user: SessionUser) {
  if (!deps.config.rateLimit) return;
  const wait = await countHit(deps.database.db, `app:caregiver-invitations:${user.id}`, {
    name: 'caregiver-invitations',
    max: CAREGIVER_INVITATIONS_PER_HOUR,
    windowSeconds: 3600,
    message: M.tooManyInvitations,
  });
  if (wait > 0) throw new AppError(429, M.tooManyInvitations);
}

/** What the patient's list shows of each caregiver's doings: the newest few, enough to notice. */
const ACTIONS_SHOWN = 5;

/** GET /api/caregivers: both sides of the signed-in patient's caregiver access. */
export async function overview(
  db: Db,
  user: SessionUser,
  locale: Locale,
  now = new Date(),
): Promise<CaregiversDto> {
  requirePatientAccount(user);
  const [caregivers, caringFor, invitations, requests, actions] = await Promise.all([
    repo.listCaregiversOf(db, user.id),
    repo.listPatientsOf(db, user.id),
    repo.listWaitingInvitations(db, user.id, now),
    repo.listWaitingRequests(db, user.id, now),
    repo.listCaregiverActions(db, user.id, ACTIONS_SHOWN),
  ]);
  return {
    caregivers: caregivers.map((row) => ({
      id: row.id,
      caregiver: { name: nameOrEmail(row.person), email: row.person.email },
      permissions: row.permissions as CaregiverPermission[],
      since: row.createdAt.toISOString(),
      recentActions: actions
        .filter((a) => a.caregiver_id === row.caregiverId)
        .map((a) => ({
          kind: a.kind,
          providerName: providerName(a, locale),
          visitDate: a.visit_date,
          at: a.at,
        })),
    })),
    caringFor: caringFor.map((row) => ({
      id: row.id,
      patient: { id: row.patientId, name: personName(row.person) || 'A patient' },
      permissions: row.permissions as CaregiverPermission[],
      since: row.createdAt.toISOString(),
    })),
    invitations: invitations.map(toSentInvitation),
    requests: requests.map((row) => ({
      id: row.id,
      from: { name: nameOrEmail(row.person), email: row.person.email },
      sentAt: row.createdAt.toISOString(),
    })),
  };
}

function toSentInvitation(row: {
  id: string;
  email: string | null;
  permissions: string[];
  createdAt: Date;
  expiresAt: Date;
}): SentCaregiverInvitationDto {
  return {
    id: row.id,
    email: row.email ?? '',
    permissions: row.permissions as CaregiverPermission[],
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * POST /api/caregivers/invitations: a patient invites someone by email. The mail carries a link that
 * works once, for 7 days, and only for the account with that address.
 */
export async function invite(
  deps: AppDeps,
  user: SessionUser,
  input: { email: string; permissions: CaregiverInvitationInput['permissions'] },
  /** The inviting page's language: the mail's, unless the address is an account with its own. */
  requestLocale: Locale = DEFAULT_LOCALE,
  now = new Date(),
): Promise<SentCaregiverInvitationDto> {
  requirePatientAccount(user);
  if (input.email === user.email.toLowerCase()) throw badRequest(M.notYourself, { email: M.notYourself });
  const db = deps.database.db;
  const existing = await repo.findPersonByEmail(db, input.email);
  if (existing && (await repo.findLiveAccess(db, user.id, existing.id))) throw conflict(M.alreadyCaregiver);
  await limitInvitations(deps, user);
  const token = randomBytes(32).toString('base64url');
  const permissions = normalizePermissions(input.permissions);
  return db.transaction(async (tx) => {
    await repo.cancelLapsed(tx, user.id, now);
    const row = await repo.insertInvitation(tx, {
      kind: 'invitation',
      patientId: user.id,
      email: input.email,
      permissions,
      tokenHash: hashToken(token),
      expiresAt: daysFrom(now, INVITATION_DAYS),
    });
    if (!row) throw conflict(M.alreadyInvited);
    await deps.outbox.send(
      {
        to: input.email,
        template: 'caregiver-invitation',
        data: {
          patientName: nameOrEmail(user),
          permissions,
          expiresAt: row.expiresAt.toISOString(),
          token,
        },
        locale: await recipientLocale(tx, { email: input.email }, requestLocale),
      },
      tx,
    );
    await recordAdminAction(tx, user, {
      action: 'caregiver.invite',
      targetType: 'caregiver_invitation',
      targetId: row.id,
      after: { email: input.email, permissions },
    });
    return toSentInvitation(row);
  });
}

/** DELETE /api/caregivers/invitations/{id}: the patient takes back an invitation nobody answered yet. */
export async function cancelInvitation(db: Db, user: SessionUser, id: string, now = new Date()) {
  requirePatientAccount(user);
  const row = isUuid(id) ? await repo.findWaiting(db, id, 'invitation', now) : null;
  if (!row || row.patientId !== user.id) throw notFound(M.invitationNotFound);
  await db.transaction(async (tx) => {
    if (!(await repo.answer(tx, id, 'cancelled', now))) throw notFound(M.invitationNotFound);
    await recordAdminAction(tx, user, {
      action: 'caregiver.invitation_cancel',
      targetType: 'caregiver_invitation',
      targetId: id,
      before: { status: 'pending' },
      after: { status: 'cancelled' },
    });
  });
}

/** POST /api/caregivers/invitations/preview: what a link offers, before signing in to accept it. */
export async function previewInvitation(
  db: Db,
  token: string,
  now = new Date(),
): Promise<CaregiverInvitationPreviewDto> {
  const row = await repo.findWaitingByTokenHash(db, hashToken(token), now);
  const patient = row && (await repo.findPerson(db, row.patientId));
  if (!row || !patient) throw notFound(M.invitationInvalid);
  return {
    patientName: personName(patient) || 'A patient',
    email: row.email ?? '',
    permissions: row.permissions as CaregiverPermission[],
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * POST /api/caregivers/invitations/accept: the invited person, signed in with the address the link
 * was sent to, becomes a caregiver with the permissions the patient chose. The link is spent.
 */
export async function acceptInvitation(deps: AppDeps, user: SessionUser, token: string, now = new Date()) {
  requirePatientAccount(user);
  const db = deps.database.db;
  const row = await repo.findWaitingByTokenHash(db, hashToken(token), now);
  if (!row) throw notFound(M.invitationInvalid);
  if (row.patientId === user.id) throw forbidden(M.ownInvitation);
  if (row.email !== user.email.toLowerCase()) throw forbidden(M.invitationOtherEmail);
  await db.transaction(async (tx) => {
    if (!(await repo.answer(tx, row.id, 'accepted', now, user.id))) throw notFound(M.invitationInvalid);
    const access = await repo.insertAccess(tx, {
      patientId: row.patientId,
      caregiverId: user.id,
      permissions: normalizePermissions(row.permissions),
    });
    if (!access) throw conflict(M.alreadyHelping);
    await recordAdminAction(tx, user, {
      action: 'caregiver.grant',
      targetType: 'caregiver_access',
      targetId: access.id,
      after: {
        patientId: row.patientId,
        caregiverId: user.id,
        permissions: access.permissions,
        via: 'invitation',
      },
    });
  });
  await tellBoth(deps, { patientId: row.patientId, caregiverId: user.id });
}

/** The job that asks a patient, by their address, to let someone help (`requestAccess`). */
export const CAREGIVER_REQUEST_JOB = 'caregiver.request';

type CaregiverRequestJob = { requesterId: string; patientEmail: string };

/**
 * POST /api/caregivers/requests: someone asks a patient, by email, to let them help. The answer is
 * the same whether or not such a patient exists, and so is the work done before it: the request is
 * queued, and the job decides (`askPatient`), so neither the words nor the time taken tell who has
 * an account here (caregivers-api.test.ts).
 */
export async function requestAccess(deps: AppDeps, user: SessionUser, patientEmail: string) {
  requirePatientAccount(user);
  await limitInvitations(deps, user);
  const job: CaregiverRequestJob = { requesterId: user.id, patientEmail };
  await deps.queue.enqueue(CAREGIVER_REQUEST_JOB, job, { maxAttempts: 3 });
}

/** The queued request: waits for the patient's answer and mails them, when such a patient exists. */
async function askPatient(
  deps: Pick<AppDeps, 'database' | 'outbox'>,
  { requesterId, patientEmail }: CaregiverRequestJob,
  now = new Date(),
) {
  const db = deps.database.db;
  const [requester, patient] = await Promise.all([
    repo.findPerson(db, requesterId),
    repo.findPersonByEmail(db, patientEmail),
  ]);
  if (!requester || !isPatient(requester.role as SessionUser['role'])) return;
  if (!patient || patient.id === requester.id || !isPatient(patient.role as SessionUser['role'])) return;
  if (await repo.findLiveAccess(db, patient.id, requester.id)) return;
  await db.transaction(async (tx) => {
    await repo.cancelLapsed(tx, patient.id, now);
    const row = await repo.insertInvitation(tx, {
      kind: 'request',
      patientId: patient.id,
      caregiverId: requester.id,
      permissions: [],
      expiresAt: daysFrom(now, INVITATION_DAYS),
    });
    if (!row) return;
    await deps.outbox.send(
      {
        to: patient.email,
        template: 'caregiver-request',
        data: { patientName: personName(patient), requesterName: nameOrEmail(requester) },
        locale: await recipientLocale(tx, { userId: patient.id }),
      },
      tx,
    );
  });
}

/** Registers the request job on the queue (the server, the CLIs and the tests all wire it here). */
export function registerCaregiverJobs(deps: Pick<AppDeps, 'database' | 'outbox' | 'queue'>) {
  deps.queue.register(CAREGIVER_REQUEST_JOB, (payload) => askPatient(deps, payload as CaregiverRequestJob));
}

/** POST /api/caregivers/requests/{id}/approve: the patient lets the person who asked help, as chosen. */
export async function approveRequest(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  chosen: readonly CaregiverPermission[],
  now = new Date(),
) {
  requirePatientAccount(user);
  const db = deps.database.db;
  const row = isUuid(id) ? await repo.findWaiting(db, id, 'request', now) : null;
  if (!row || row.patientId !== user.id || !row.caregiverId) throw notFound(M.requestNotFound);
  const caregiverId = row.caregiverId;
  const permissions = normalizePermissions(chosen);
  await db.transaction(async (tx) => {
    if (!(await repo.answer(tx, id, 'accepted', now))) throw notFound(M.requestNotFound);
    const access = await repo.insertAccess(tx, { patientId: user.id, caregiverId, permissions });
    if (!access) throw conflict(M.alreadyCaregiver);
    await recordAdminAction(tx, user, {
      action: 'caregiver.grant',
      targetType: 'caregiver_access',
      targetId: access.id,
      after: { patientId: user.id, caregiverId, permissions, via: 'request' },
    });
  });
  await tellBoth(deps, { patientId: user.id, caregiverId });
}

/** POST /api/caregivers/requests/{id}/decline: the patient says no; the person who asked is not told why. */
export async function declineRequest(db: Db, user: SessionUser, id: string, now = new Date()) {
  requirePatientAccount(user);
  const row = isUuid(id) ? await repo.findWaiting(db, id, 'request', now) : null;
  if (!row || row.patientId !== user.id) throw notFound(M.requestNotFound);
  await db.transaction(async (tx) => {
    if (!(await repo.answer(tx, id, 'declined', now))) throw notFound(M.requestNotFound);
    await recordAdminAction(tx, user, {
      action: 'caregiver.request_decline',
      targetType: 'caregiver_invitation',
      targetId: id,
      before: { status: 'pending' },
      after: { status: 'declined' },
    });
  });
}

/** PATCH /api/caregivers/access/{id}: the patient changes what one caregiver may do. */
export async function changePermissions(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  chosen: readonly CaregiverPermission[],
) {
  requirePatientAccount(user);
  const db = deps.database.db;
  const access = isUuid(id) ? await repo.findLiveAccessById(db, id) : null;
  if (!access || access.patientId !== user.id) throw notFound(M.accessNotFound);
  const permissions = normalizePermissions(chosen);
  await db.transaction(async (tx) => {
    if (!(await repo.updatePermissions(tx, id, permissions))) throw notFound(M.accessNotFound);
    await recordAdminAction(tx, user, {
      action: 'caregiver.permissions_change',
      targetType: 'caregiver_access',
      targetId: id,
      before: { permissions: access.permissions },
      after: { permissions },
    });
  });
  await tellBoth(deps, access);
}

/** DELETE /api/caregivers/access/{id}: either side ends the access, at once. */
export async function endAccess(deps: AppDeps, user: SessionUser, id: string) {
  requirePatientAccount(user);
  const db = deps.database.db;
  const access = isUuid(id) ? await repo.findLiveAccessById(db, id) : null;
  if (!access || (access.patientId !== user.id && access.caregiverId !== user.id))
    throw notFound(M.accessNotFound);
  await db.transaction(async (tx) => {
    if (!(await repo.endAccess(tx, id, user.id))) throw notFound(M.accessNotFound);
    await forgetNoticesAbout(tx, access.caregiverId, access.patientId);
    await recordAdminAction(tx, user, {
      action: 'caregiver.end',
      targetType: 'caregiver_access',
      targetId: id,
      before: { permissions: access.permissions },
      after: { endedBy: user.id === access.patientId ? 'patient' : 'caregiver' },
    });
  });
  await tellBoth(deps, access);
}

/**
 * An account that stops being a patient (a role change away from patient, or the account deleted)
 * can no longer be acted for, nor act for anyone: every live access it is part of ends, each
 * audit-logged with why, and with it the caregivers' notices about the patient, whose links would
 * lead to pages they may no longer open (ADR 18). Runs in the caller's transaction; the caller tells
 * both people's screens after the commit (`tellAccessesEnded`).
 */
export async function endAccessesOf(
  tx: Executor,
  actor: SessionUser,
  userId: string,
  why: 'role_change' | 'account_deleted',
) {
  const ended = await repo.endAccessesOf(tx, userId, actor.id);
  for (const access of ended) {
    await forgetNoticesAbout(tx, access.caregiverId, access.patientId);
    await recordAdminAction(tx, actor, {
      action: 'caregiver.end',
      targetType: 'caregiver_access',
      targetId: access.id,
      before: { permissions: access.permissions },
      after: { endedBy: why },
    });
  }
  return ended;
}

/** Both people's screens of each ended access hear of it (after the commit). */
export async function tellAccessesEnded(
  deps: Pick<AppDeps, 'events' | 'log'>,
  ended: readonly { patientId: string; caregiverId: string }[],
) {
  for (const access of ended) await tellBoth(deps, access);
}
