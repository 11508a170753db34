import { WEEKDAYS } from '#shared/schedule/slot-rules.ts';
import { nuccConcept } from './nucc.ts';
import type { BulkSlotRow, OrganizationRow, ProviderRow } from './repository.ts';
import { NPI_SYSTEM } from './search-params.ts';
import { slotEnd, slotInstant } from './slot-time.ts';

/**
 * Our rows as FHIR R4 resources (ADR 11). One listed clinician is four resources with the
 * profile's id: the Practitioner (the person), the PractitionerRole (what they do, where), the
 * Location (the practice address) and the Schedule (their bookable calendar). A listed organisation
 * or hospital (ADR 23) is no person: it is an Organization, a Location and a Schedule with its id.
 * Slots keep the slot's id; organizations of ours keep theirs.
 */

export type Resource = { resourceType: string; id: string } & Record<string, unknown>;

/** The booking-deep-link and booking-phone extensions of SMART Scheduling Links. */
export const BOOKING_DEEP_LINK =
  'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link';
export const BOOKING_PHONE = 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone';

/** Where links point: the public address of the site. */
export type Site = { publicUrl: string };

/** An identifier that is itself a URI (FHIR R4 identifier registry). */
const URI_SYSTEM = 'urn:ietf:rfc:3986';

const isOrganization = (p: Pick<ProviderRow, 'listing_kind'>) => p.listing_kind !== 'clinician';

const displayName = (p: ProviderRow) => {
  if (isOrganization(p) && p.practice_name?.trim()) return p.practice_name.trim();
  const name = `${p.first_name} ${p.last_name}`.trim();
  return p.title === 'Doctor' ? `Dr. ${name}` : name;
};

const meta = (updatedAt: string) => ({ lastUpdated: updatedAt });

/**
 * A listing's specialties in NUCC's taxonomy, the system US directories read (ADR 11): the codes
 * the listing stores (ADR 23), the primary first, each once.
 */
const specialtyConcepts = (p: Pick<ProviderRow, 'taxonomy_code' | 'secondary_taxonomy_codes'>) =>
  [...new Set([p.taxonomy_code, ...p.secondary_taxonomy_codes])].map(nuccConcept);

const npiIdentifier = (p: ProviderRow) =>
  p.npi_number ? [{ use: 'official', system: NPI_SYSTEM, value: p.npi_number }] : undefined;

const phoneTelecom = (phone: string | null) =>
  phone?.trim() ? [{ system: 'phone', value: phone.trim(), use: 'work' }] : undefined;

const postalCode = (p: { zip_code: string | null; zip_plus4?: string | null }) =>
  p.zip_code
    ? p.zip_plus4 && !p.zip_code.includes('-')
      ? `${p.zip_code}-${p.zip_plus4}`
      : p.zip_code
    : undefined;

/** Drops the keys whose value is undefined, so resources carry no empty elements (FHIR forbids them). */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const nonEmpty = <T>(items: T[]) => (items.length ? items : undefined);

const GENDERS: Record<string, string> = { female: 'female', male: 'male', other: 'other' };

export function practitioner(p: ProviderRow): Resource {
  return compact({
    resourceType: 'Practitioner',
    id: p.id,
    meta: meta(p.updated_at),
    identifier: npiIdentifier(p),
    active: true,
    name: [
      compact({
        use: 'official',
        text: displayName(p),
        family: p.last_name || undefined,
        given: p.first_name ? [p.first_name] : undefined,
        prefix: p.title === 'Doctor' ? ['Dr.'] : undefined,
        suffix: p.professional_title ? [p.professional_title] : undefined,
      }),
    ],
    gender: p.gender ? (GENDERS[p.gender] ?? 'unknown') : undefined,
    qualification: p.board_certifications.length
      ? p.board_certifications.map((c) => ({ code: { text: c } }))
      : undefined,
  });
}

const DAY_CODES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Office hours as FHIR's weekly rows: days with the same hours together, times as hh:mm:ss. */
function weeklyHours(hours: ProviderRow['office_hours']) {
  const groups = new Map<string, (typeof DAY_CODES)[number][]>();
  WEEKDAYS.forEach((day, i) => {
    const h = hours[day];
    if (!h || h.closed || !/^\d{2}:\d{2}$/.test(h.open) || !/^\d{2}:\d{2}$/.test(h.close)) return;
    const key = `${h.open}-${h.close}`;
    groups.set(key, [...(groups.get(key) ?? []), DAY_CODES[i]!]);
  });
  return [...groups].map(([key, daysOfWeek]) => {
    const [open, close] = key.split('-');
    return { daysOfWeek, open: `${open}:00`, close: `${close}:00` };
  });
}

/** PractitionerRole.availableTime: the same rows under PractitionerRole's names. */
function availableTime(hours: ProviderRow['office_hours']) {
  return nonEmpty(
    weeklyHours(hours).map(({ daysOfWeek, open, close }) => ({
      daysOfWeek,
      availableStartTime: open,
      availableEndTime: close,
    })),
  );
}

/** Location.hoursOfOperation: Location names them openingTime and closingTime. */
function hoursOfOperation(hours: ProviderRow['office_hours']) {
  return nonEmpty(
    weeklyHours(hours).map(({ daysOfWeek, open, close }) => ({
      daysOfWeek,
      openingTime: open,
      closingTime: close,
    })),
  );
}

const organizationOf = (p: ProviderRow) =>
  p.organization ? (JSON.parse(p.organization) as { id: string; name: string }) : null;

export function practitionerRole(p: ProviderRow): Resource {
  const org = organizationOf(p);
  return compact({
    resourceType: 'PractitionerRole',
    id: p.id,
    meta: meta(p.updated_at),
    identifier: npiIdentifier(p),
    active: true,
    practitioner: { reference: `Practitioner/${p.id}`, display: displayName(p) },
    organization: org ? { reference: `Organization/${org.id}`, display: org.name } : undefined,
    location: [{ reference: `Location/${p.id}`, display: locationName(p) }],
    specialty: specialtyConcepts(p),
    telecom: phoneTelecom(p.phone),
    availableTime: availableTime(p.office_hours),
  });
}

const locationName = (p: ProviderRow) =>
  p.practice_name?.trim() || (isOrganization(p) ? displayName(p) : `Office of ${displayName(p)}`);

function address(p: ProviderRow) {
  const street = p.street_address?.trim();
  const lines = street
    ? [street, p.address_line2?.trim()].filter((l): l is string => Boolean(l))
    : p.business_address?.trim()
      ? [p.business_address.trim()]
      : [];
  return compact({
    use: 'work',
    type: 'physical',
    line: lines.length ? lines : undefined,
    city: p.city?.trim() || undefined,
    state: p.state?.trim().toUpperCase() || undefined,
    postalCode: postalCode(p),
    country: 'US',
  });
}

/** The provider's public page: where a person reads about the practice and books. */
const profileUrl = (site: Site, id: string) => `${site.publicUrl}/providers/${encodeURIComponent(id)}`;

/**
 * SMART Scheduling Links requires a Location identifier and a url telecom. Not every practice has
 * an NPI, so the public page's address identifies it too (an RFC 3986 URI, its own system), and is
 * the url telecom: the page a person books on.
 */
export function location(p: ProviderRow, site: Site): Resource {
  const page = profileUrl(site, p.id);
  return compact({
    resourceType: 'Location',
    id: p.id,
    meta: meta(p.updated_at),
    identifier: [...(npiIdentifier(p) ?? []), { use: 'secondary', system: URI_SYSTEM, value: page }],
    status: 'active',
    name: locationName(p),
    telecom: [...(phoneTelecom(p.phone) ?? []), { system: 'url', value: page, use: 'work' }],
    address: address(p),
    // An organisation's or a hospital's own place: the Organization with the same id runs it.
    managingOrganization: isOrganization(p)
      ? { reference: `Organization/${p.id}`, display: displayName(p) }
      : undefined,
    position:
      p.location_lat !== null && p.location_lng !== null
        ? { latitude: Number(p.location_lat), longitude: Number(p.location_lng) }
        : undefined,
    hoursOfOperation: hoursOfOperation(p.office_hours),
  });
}

/**
 * SMART Scheduling Links allows a Schedule exactly one actor, its Location (ADR 11). The
 * practitioner is still one step away: the PractitionerRole with the same id names this Location,
 * the Practitioner and the specialty that serviceType repeats here.
 */
export function schedule(p: ProviderRow): Resource {
  const specialties = specialtyConcepts(p);
  return {
    resourceType: 'Schedule',
    id: p.id,
    meta: meta(p.updated_at),
    active: true,
    serviceType: specialties.slice(0, 1),
    specialty: specialties,
    actor: [{ reference: `Location/${p.id}`, display: locationName(p) }],
  };
}

/**
 * Our booking dialog, opened on this time: the profile page reads slot, date and time from the
 * address and opens the dialog at its confirm step (or on that day's list if the time was taken).
 */
function bookingDeepLink(
  site: Site,
  slot: Pick<BulkSlotRow, 'id' | 'provider_profile_id' | 'date' | 'time'>,
) {
  const query = new URLSearchParams({ slot: slot.id, date: slot.date, time: slot.time });
  return `${profileUrl(site, slot.provider_profile_id)}?${query}`;
}

export function slot(row: BulkSlotRow, nextTime: string | null, site: Site): Resource {
  const phone = row.phone?.trim();
  return {
    resourceType: 'Slot',
    id: row.id,
    schedule: { reference: `Schedule/${row.provider_profile_id}` },
    status: row.free ? 'free' : 'busy',
    start: slotInstant(row.date, row.time),
    end: slotEnd(row.date, row.time, nextTime),
    extension: [
      { url: BOOKING_DEEP_LINK, valueUrl: bookingDeepLink(site, row) },
      ...(phone ? [{ url: BOOKING_PHONE, valueString: phone }] : []),
    ],
  };
}

/**
 * An organization of ours, or a listed organisation or hospital (ADR 23): a healthcare provider by
 * HL7's organisation types, and a listing also by its NUCC codes (a hospital's '282N00000X').
 */
export function organization(o: OrganizationRow): Resource {
  const website = o.website?.trim();
  const codes = o.taxonomy_code ? [...new Set([o.taxonomy_code, ...(o.secondary_taxonomy_codes ?? [])])] : [];
  return compact({
    resourceType: 'Organization',
    id: o.id,
    meta: meta(o.updated_at),
    identifier: o.npi_number ? [{ use: 'official', system: NPI_SYSTEM, value: o.npi_number }] : undefined,
    active: true,
    type: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/organization-type',
            code: 'prov',
            display: 'Healthcare Provider',
          },
        ],
      },
      ...codes.map(nuccConcept),
    ],
    name: o.name,
    telecom: nonEmpty([
      ...(phoneTelecom(o.phone) ?? []),
      ...(website ? [{ system: 'url', value: website, use: 'work' }] : []),
    ]),
    address:
      o.street_address || o.city || o.zip_code
        ? [
            compact({
              use: 'work',
              line: o.street_address?.trim() ? [o.street_address.trim()] : undefined,
              city: o.city?.trim() || undefined,
              state: o.state?.trim().toUpperCase() || undefined,
              postalCode: postalCode(o),
              country: 'US',
            }),
          ]
        : undefined,
  });
}
