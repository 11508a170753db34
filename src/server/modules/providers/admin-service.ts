import {
  ADMIN_CONSOLE_MESSAGES as M,
  ADMIN_PROFILE_STATUSES,
  PROVIDER_STATUSES,
  type AdminProfileStatus,
  type ProviderStatus,
} from '#shared/admin/console.ts';
import type { AdminProviderDto, AdminProviderListDto } from '#shared/admin/console-schemas.ts';
import type { Db } from '../../db/client.ts';
import { recordAdminAction } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../app-env.ts';
import * as repo from './admin-repository.ts';

const isStatus = (v: string): v is ProviderStatus => PROVIDER_STATUSES.includes(v as ProviderStatus);
const isProfileStatus = (v: string): v is AdminProfileStatus =>
  ADMIN_PROFILE_STATUSES.includes(v as AdminProfileStatus);

const toDto = (r: repo.ProviderRow): AdminProviderDto => ({
  id: r.id,
  // Empty when the profile has no name yet: the console words that in the reader's language.
  name: [r.first_name, r.last_name].filter(Boolean).join(' '),
  practiceName: r.practice_name,
  specialty: r.specialty,
  city: r.city,
  npiNumber: r.npi_number,
  // The database checks both against the same lists; the guards keep the types honest.
  status: isStatus(r.status) ? r.status : 'inactive',
  profileStatus: isProfileStatus(r.profile_status) ? r.profile_status : 'draft',
  featured: r.featured,
  listed: r.listed,
  createdAt: r.created_at,
});

export async function listProviders(
  db: Db,
  query: repo.ProviderFilters & { page: number; pageSize: number },
): Promise<AdminProviderListDto> {
  const { page, pageSize, ...filters } = query;
  const { rows, total } = await repo.listProviders(db, {
    ...filters,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { providers: rows.map(toDto), total, page, pageSize };
}

export async function setStatus(db: Db, actor: SessionUser, id: string, status: ProviderStatus) {
  return db.transaction(async (tx) => {
    const was = await repo.lockProvider(tx, id);
    if (!was) throw notFound(M.providerNotFound);
    if (was.status === status) return toDto(was);
    const now = await repo.updateProvider(tx, id, { status });
    await recordAdminAction(tx, actor, {
      action: 'provider.status_change',
      targetType: 'provider',
      targetId: id,
      before: { status: was.status, listed: was.listed },
      after: { status: now.status, listed: now.listed },
    });
    return toDto(now);
  });
}

export async function setFeatured(db: Db, actor: SessionUser, id: string, featured: boolean) {
  return db.transaction(async (tx) => {
    const was = await repo.lockProvider(tx, id);
    if (!was) throw notFound(M.providerNotFound);
    if (was.featured === featured) return toDto(was);
    const now = await repo.updateProvider(tx, id, { featured });
    await recordAdminAction(tx, actor, {
      action: featured ? 'provider.feature' : 'provider.unfeature',
      targetType: 'provider',
      targetId: id,
      before: { featured: was.featured },
      after: { featured: now.featured },
    });
    return toDto(now);
  });
}
