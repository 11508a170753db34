import { ADMIN_CONSOLE_MESSAGES as M, type UserState } from '#shared/admin/console.ts';
import type { AdminUserDto, AdminUserListDto } from '#shared/admin/console-schemas.ts';
import { isPatient, isRole, type Role } from '#shared/roles.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { recordAdminAction } from '../../lib/audit.ts';
import { endAccessesOf, tellAccessesEnded } from '../caregivers/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import * as repo from './users-repository.ts';

/** A timestamp for the answer: ISO text whichever driver read it. */
const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const toDto = (r: repo.UserRow): AdminUserDto => ({
  id: r.id,
  email: r.email,
  firstName: r.firstName,
  lastName: r.lastName,
  // The database checks the role against the same list; the guard keeps the type honest.
  role: isRole(r.role) ? r.role : 'patient',
  emailVerified: r.emailVerified,
  disabledAt: iso(r.disabledAt),
  createdAt: iso(r.createdAt)!,
});

export async function listUsers(
  db: Db,
  query: { q?: string; role?: Role; state?: UserState; page: number; pageSize: number },
): Promise<AdminUserListDto> {
  const { page, pageSize, ...filters } = query;
  const { rows, total } = await repo.listUsers(db, {
    ...filters,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { users: rows.map(toDto), total, page, pageSize };
}

/**
 * A role change away from patient ends the account's caregiver accesses in the same transaction
 * (ADR 18): nobody acts for a provider or an admin, and they act for nobody.
 */
export async function changeRole(deps: AppDeps, actor: SessionUser, id: string, role: Role) {
  // An admin who demoted themselves could not undo it; another super admin must do it.
  if (id === actor.id) throw conflict(M.ownRole);
  const { dto, ended } = await deps.database.db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user) throw notFound(M.userNotFound);
    if (user.role === role) return { dto: toDto(user), ended: [] };
    const changed = await repo.setRole(tx, id, role);
    await recordAdminAction(tx, actor, {
      action: 'user.role_change',
      targetType: 'user',
      targetId: id,
      before: { role: user.role },
      after: { role },
    });
    const ended = isPatient(user.role as Role) ? await endAccessesOf(tx, actor, id, 'role_change') : [];
    return { dto: toDto(changed), ended };
  });
  await tellAccessesEnded(deps, ended);
  return dto;
}

/**
 * Disabling stamps the account and ends all its sessions in one transaction, so it is signed out
 * everywhere at that moment; sign-in then refuses it (lib/auth.ts). Enabling lets it sign in again.
 */
export async function setDisabled(db: Db, actor: SessionUser, id: string, disabled: boolean) {
  if (id === actor.id && disabled) throw conflict(M.ownDisable);
  return db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user) throw notFound(M.userNotFound);
    if (Boolean(user.disabledAt) === disabled) return toDto(user);
    const changed = await repo.setDisabledAt(tx, id, disabled ? new Date() : null);
    const sessionsEnded = disabled ? await repo.deleteSessions(tx, id) : 0;
    await recordAdminAction(tx, actor, {
      action: disabled ? 'user.disable' : 'user.enable',
      targetType: 'user',
      targetId: id,
      before: { disabledAt: iso(user.disabledAt) },
      after: { disabledAt: iso(changed.disabledAt), ...(disabled ? { sessionsEnded } : {}) },
    });
    return toDto(changed);
  });
}

/**
 * The same mail as "Forgot Password", through the sign-in service, so the link and its expiry are
 * its own. The log says a mail was sent, never the link.
 */
export async function sendPasswordReset(deps: AppDeps, actor: SessionUser, id: string) {
  const { db } = deps.database;
  const user = await repo.findUser(db, id);
  if (!user) throw notFound(M.userNotFound);
  await deps.auth.api.requestPasswordReset({ body: { email: user.email, redirectTo: '/reset-password' } });
  await db.transaction((tx) =>
    recordAdminAction(tx, actor, {
      action: 'user.password_reset_mail',
      targetType: 'user',
      targetId: id,
      before: null,
      after: { email: user.email },
    }),
  );
  return { email: user.email };
}
