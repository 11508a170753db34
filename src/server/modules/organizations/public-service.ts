import type { Locale } from '#shared/i18n/locales.ts';
import {
  ORGANIZATION_PROVIDERS_PAGE_SIZE,
  ORGANIZATION_SEARCH_LIMIT,
} from '#shared/organizations/organizations.ts';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import type {
  OrganizationProvidersDto,
  OrganizationSearchResultDto,
  PublicOrganizationDto,
} from '#shared/organizations/organization-schemas.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import * as repo from './repository.ts';
import { providerName, toPublicDto, toSearchResult } from './shared.ts';

// What anyone may read of an organization: its page, its listed providers, and its name in a search.

/** GET /api/organizations/{id}: the public page's organization; 404 for an unknown or malformed id. */
export async function publicOrganization(db: Db, id: string): Promise<PublicOrganizationDto> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const row = await repo.findOrganization(db, id);
  if (!row) throw notFound(M.notFound);
  return toPublicDto(row);
}

/** GET /api/organizations/{id}/providers: its listed providers (approved and active), a page at a time. */
export async function publicProviders(
  db: Db,
  id: string,
  page: number,
  locale: Locale,
): Promise<OrganizationProvidersDto> {
  if (!isUuid(id) || !(await repo.findOrganization(db, id))) throw notFound(M.notFound);
  const pageSize = ORGANIZATION_PROVIDERS_PAGE_SIZE;
  const { rows, total } = await repo.listListedProviders(db, id, pageSize, (page - 1) * pageSize);
  return {
    providers: rows.map((r) => ({
      id: r.id,
      name: providerName(r, locale),
      specialty: r.specialty,
      category: r.category,
      imageUrl: r.image_url,
      city: r.city,
      state: r.state,
      rating: Number(r.rating ?? 0),
      reviewCount: r.review_count,
      affiliationRole: r.affiliation_role,
      locationName: r.location_name,
    })),
    total,
    page,
    pageSize,
  };
}

/** GET /api/organizations/search: for a provider looking for one to join (only what the page shows). */
export async function searchOrganizations(
  db: Db,
  q: string | undefined,
): Promise<OrganizationSearchResultDto[]> {
  return (await repo.searchOrganizations(db, q, ORGANIZATION_SEARCH_LIMIT)).map(toSearchResult);
}
