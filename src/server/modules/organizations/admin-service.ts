import { ADMIN_ORGANIZATIONS_PAGE_SIZE } from '#shared/organizations/organizations.ts';
import type { AdminOrganizationListDto } from '#shared/organizations/organization-schemas.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';
import { toSearchResult } from './shared.ts';

// A super admin manages an organization through the organization admin's endpoints (org-admin-service.ts,
// naming it by organizationId); here they only choose which one.

/** GET /api/admin/organizations: the super admin's chooser of which organization to manage. */
export async function adminOrganizations(
  db: Db,
  query: { q?: string; page: number },
): Promise<AdminOrganizationListDto> {
  const pageSize = ADMIN_ORGANIZATIONS_PAGE_SIZE;
  const { rows, total } = await repo.listOrganizationsForAdmin(
    db,
    query.q,
    pageSize,
    (query.page - 1) * pageSize,
  );
  return {
    organizations: rows.map((r) => ({
      ...toSearchResult(r),
      adminEmail: r.admin_email,
      providersApproved: r.providers_approved,
    })),
    total,
    page: query.page,
    pageSize,
  };
}
