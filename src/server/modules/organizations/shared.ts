import type { ListingKind } from '#shared/taxonomy/listing.ts';
import { providerDisplayName } from '#shared/display-name.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { isAffiliationStatus, type AffiliationStatus } from '#shared/organizations/organizations.ts';
import type {
  OrganizationSearchResultDto,
  PublicOrganizationDto,
} from '#shared/organizations/organization-schemas.ts';
import type { AppDeps } from '../../app-env.ts';
import type * as repo from './repository.ts';

/** What this module's services use of the app: the organizations services share one shape. */
export type Deps = Pick<AppDeps, 'config' | 'database' | 'outbox' | 'queue' | 'events' | 'log' | 'storage'>;

/** An empty optional field is stored as null. */
export const blank = (v: string | undefined | null) => (v ? v : null);

export const statusOf = (s: string): AffiliationStatus => (isAffiliationStatus(s) ? s : 'ended');

/** A provider's name from the profile columns a query selected, in the reader's language ('Dra.'). */
export const providerName = (
  row: {
    title: string;
    first_name: string;
    last_name: string;
    professional_title: string | null;
    gender: string | null;
    /** An organisation or hospital listing is named by its practice name (providerDisplayName). */
    practice_name?: string | null;
    listing_kind?: ListingKind;
  },
  locale: Locale,
) =>
  providerDisplayName(
    {
      title: row.title,
      firstName: row.first_name,
      lastName: row.last_name,
      professionalTitle: row.professional_title,
      gender: row.gender,
      practiceName: row.practice_name,
      listingKind: row.listing_kind,
    },
    { locale },
  );

export function toPublicDto(row: repo.OrganizationRow): PublicOrganizationDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logoUrl: row.logo_url,
    website: row.website,
    phone: row.phone,
    streetAddress: row.street_address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    locations: (row.locations ?? []).map((l) => ({
      name: l.name,
      streetAddress: l.streetAddress,
      city: l.city,
      state: l.state,
      zipCode: l.zipCode,
      phone: l.phone ?? null,
    })),
  };
}

export const toSearchResult = (r: repo.OrganizationSearchRow): OrganizationSearchResultDto => ({
  id: r.id,
  name: r.name,
  city: r.city,
  state: r.state,
  logoUrl: r.logo_url,
});
