import type { ManagedOrganizationDto } from '#shared/organizations/organization-schemas.ts';

/** The organization's locations, offered while typing a location name (any other name may be typed). */
export function LocationOptions({ id, org }: { id: string; org: ManagedOrganizationDto }) {
  return (
    <datalist id={id}>
      {org.locations.map((l) => (
        <option key={l.name} value={l.name} />
      ))}
    </datalist>
  );
}
