import type { ManagedOrganizationDto } from '#shared/organizations/organization-schemas.ts';
import { useT } from '../../../../lib/i18n.tsx';

/** The hint of a location box: the organization's own locations, or any other place; in the page's language. */
export function useLocationHint(org: ManagedOrganizationDto): string {
  const t = useT();
  return org.locations.length > 0
    ? t('practice.orgProviders.locationHint', { names: org.locations.map((l) => l.name).join(', ') })
    : t('practice.orgProviders.locationHintNone');
}
