import { conflict } from '../../lib/errors.ts';
import { INSURANCE_OPTIONS } from '#shared/providers/directory-lists.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { Executor } from '../../db/client.ts';
import { geocode } from '../../lib/geo.ts';
import * as adminRepo from './admin-repository.ts';
import type { ApplicationRow } from './repository.ts';

/**
 * Final approval lists the provider (ADR 10): their profile becomes approved and active, created
 * from the application when they never made one, or with its empty fields filled from it.
 */

export type Address = {
  street: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

const STATE_ZIP = /^([A-Za-z]{2})\.?(?:\s+(\d{5})(?:-\d{4})?)?$/;
const CITY_STATE_ZIP = /^(.+?)\s+([A-Za-z]{2})\.?\s+(\d{5})(?:-\d{4})?$/;

/**
 * '100 Miracle Mile, Suite 2, Coral Gables, FL 33134' → street, line 2, city, state and ZIP. What
 * cannot be told apart stays null (the whole text is kept as the business address anyway).
 */
export function parseBusinessAddress(text: string): Address {
  const parts = text
    .split(/\s*[,\n]\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > 1 && /^(usa|us|united states)$/i.test(parts.at(-1)!)) parts.pop();
  const none: Address = { street: null, line2: null, city: null, state: null, zip: null };
  const last = parts.at(-1) ?? '';
  const stateZip = STATE_ZIP.exec(last);
  if (stateZip && parts.length >= 2) {
    return {
      street: parts.length >= 3 ? parts[0]! : null,
      line2: parts.length >= 4 ? parts.slice(1, -2).join(', ') : null,
      city: parts.at(-2)!,
      state: stateZip[1]!.toUpperCase(),
      zip: stateZip[2] ?? null,
    };
  }
  const cityStateZip = CITY_STATE_ZIP.exec(last);
  if (cityStateZip) {
    return {
      street: parts.length >= 2 ? parts[0]! : null,
      line2: parts.length >= 3 ? parts.slice(1, -1).join(', ') : null,
      city: cityStateZip[1]!,
      state: cityStateZip[2]!.toUpperCase(),
      zip: cityStateZip[3]!,
    };
  }
  return { ...none, zip: /\b(\d{5})(?:-\d{4})?\s*$/.exec(text.trim())?.[1] ?? null };
}

/** 'Dr. Elena Morales, MD' → Elena / Morales / MD. The last word is the family name. */
export function splitFullName(fullName: string): {
  firstName: string;
  lastName: string;
  professionalTitle: string | null;
} {
  const [name = '', ...suffix] = fullName.split(',').map((s) => s.trim());
  const words = name
    .replace(/^dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const lastName = words.length > 1 ? words.at(-1)! : '';
  const firstName = words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? '');
  return { firstName, lastName, professionalTitle: suffix.filter(Boolean).join(', ') || null };
}

/** The wizard's plan names spelled as the insurance filter spells them. */
const PLAN_NAMES: Record<string, string> = { 'Blue Cross Blue Shield': 'Blue Cross' };
const insuranceName = (plan: string) =>
  PLAN_NAMES[plan] ?? INSURANCE_OPTIONS.find((o) => o.toLowerCase() === plan.toLowerCase()) ?? plan;

/** Medicare (and the chosen Medicare Advantage plans) as the profile's accepted insurance. */
export function insurancesFrom(participation: string, plans: string[]): string[] {
  if (participation === 'No') return [];
  const names = ['Medicare', ...(participation === 'Medicare Advantage' ? plans.map(insuranceName) : [])];
  return [...new Set(names)];
}

/** Where the practice is, for radius search: from its ZIP, else its city and state. */
function locate(
  address: Address,
): { lat: number; lng: number; city: string | null; state: string | null } | null {
  const place =
    (address.zip && geocode(address.zip)) ||
    (address.city && address.state && geocode(`${address.city}, ${address.state}`)) ||
    null;
  return place ? { lat: place.lat, lng: place.lng, city: place.city, state: place.state } : null;
}

const isEmpty = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** Every field of a new profile the application can give. */
async function valuesFromApplication(
  db: Executor,
  app: ApplicationRow,
  officePhotos: string[],
  profileId?: string,
) {
  const name = splitFullName(app.fullName);
  const address = parseBusinessAddress(app.businessAddress);
  const npi = app.npiNumber.trim();
  return {
    firstName: name.firstName,
    lastName: name.lastName,
    professionalTitle: name.professionalTitle,
    taxonomyCode: app.taxonomyCode,
    secondaryTaxonomyCodes: app.secondaryTaxonomyCodes,
    practiceName: app.practiceName,
    businessAddress: app.businessAddress,
    streetAddress: address.street,
    addressLine2: address.line2,
    city: address.city,
    state: address.state,
    zipCode: address.zip,
    phone: app.practicePhone || app.phone,
    // The application's e-mail is the sign-in address: never published unless the provider enters it
    // in their profile themselves (admin-applications.test.ts: email null once listed).
    email: null,
    about: app.description.trim() || null,
    languages: app.languages,
    acceptedInsurancePlans: insurancesFrom(app.medicareParticipation, app.medicareAdvantagePlans),
    acceptingNewPatients: app.acceptingNewPatients !== 'No',
    officePhotos,
    // Unique across profiles: one already listed under this NPI keeps it.
    npiNumber: npi && !(await adminRepo.npiTaken(db, npi, profileId)) ? npi : null,
  };
}

/** Coordinates (and the gazetteer's city and state where the address had none). */
function withPlace<T extends Address & { lat: number | null; lng: number | null }>(v: T): T {
  if (v.lat !== null && v.lng !== null) return v;
  const place = locate(v);
  if (!place) return v;
  return { ...v, lat: place.lat, lng: place.lng, city: v.city ?? place.city, state: v.state ?? place.state };
}

/**
 * Approves and activates the applicant's profile in the caller's transaction, creating or filling
 * it from the application. Returns the profile's id.
 */
export async function listProvider(
  db: Executor,
  app: ApplicationRow,
  officePhotos: string[],
): Promise<string> {
  const existing = await adminRepo.findProfileForUpdate(db, app.userId);
  const npi = app.npiNumber.trim();
  const listing = npi ? await adminRepo.findUnclaimedListingForUpdate(db, npi) : null;
  if (listing && !existing) return claimListing(db, app, officePhotos, listing.id);
  // The provider already built their own profile: it stays theirs, and the imported listing of the
  // same person is retired (hidden, its NPI handed over) rather than listing them twice.
  if (listing) await adminRepo.updateProfile(db, listing.id, { status: 'inactive', npiNumber: null });
  const fromApp = await valuesFromApplication(db, app, officePhotos, existing?.id);
  // Final approval is an admin's verification of what the profile says.
  const verified = { lastVerifiedAt: new Date(), lastVerifiedSource: 'admin', reconfirmMailedAt: null };

  if (!existing) {
    const place = withPlace({
      street: fromApp.streetAddress,
      line2: fromApp.addressLine2,
      city: fromApp.city,
      state: fromApp.state,
      zip: fromApp.zipCode,
      lat: null as number | null,
      lng: null as number | null,
    });
    const id = await adminRepo.insertProfile(db, {
      ...fromApp,
      taxonomyCode: fromApp.taxonomyCode ?? undefined,
      city: place.city,
      state: place.state,
      locationLat: place.lat,
      locationLng: place.lng,
      userId: app.userId,
      profileStatus: 'approved',
      status: 'active',
      ...verified,
    });
    await assertListable(db, id);
    return id;
  }

  // Only what the provider left empty is taken from the application.
  const fill: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fromApp)) {
    if (value === null || key === 'taxonomyCode' || key === 'acceptingNewPatients') continue;
    if (isEmpty(existing[key as keyof typeof existing])) fill[key] = value;
  }
  const merged = withPlace({
    street: (fill.streetAddress as string | undefined) ?? existing.streetAddress,
    line2: (fill.addressLine2 as string | undefined) ?? existing.addressLine2,
    city: (fill.city as string | undefined) ?? existing.city,
    state: (fill.state as string | undefined) ?? existing.state,
    zip: (fill.zipCode as string | undefined) ?? existing.zipCode,
    lat: existing.locationLat,
    lng: existing.locationLng,
  });
  if (existing.locationLat === null || existing.locationLng === null) {
    fill.locationLat = merged.lat;
    fill.locationLng = merged.lng;
    if (isEmpty(existing.city)) fill.city = merged.city;
    if (isEmpty(existing.state)) fill.state = merged.state;
  }
  await adminRepo.updateProfile(db, existing.id, {
    ...fill,
    profileStatus: 'approved',
    status: 'active',
    ...verified,
  });
  await assertListable(db, existing.id);
  return existing.id;
}

/**
 * The applicant claims the listing imported from public data under their NPI (claim.test.ts): that
 * profile, with its page address, reviews and favourites, becomes theirs instead of a new one.
 * What the application says is the provider's own word and replaces the public data; what it
 * leaves empty keeps the imported value.
 */
async function claimListing(
  db: Executor,
  app: ApplicationRow,
  officePhotos: string[],
  listingId: string,
): Promise<string> {
  const fromApp = await valuesFromApplication(db, app, officePhotos, listingId);
  const given = Object.fromEntries(
    Object.entries(fromApp).filter(([key, v]) => !isEmpty(v) && key !== 'acceptingNewPatients'),
  );
  const moved = ['streetAddress', 'city', 'state', 'zipCode'].some((k) => k in given);
  const place = moved
    ? withPlace({
        street: fromApp.streetAddress,
        line2: fromApp.addressLine2,
        city: fromApp.city,
        state: fromApp.state,
        zip: fromApp.zipCode,
        lat: null as number | null,
        lng: null as number | null,
      })
    : null;
  const now = new Date();
  await adminRepo.updateProfile(db, listingId, {
    ...given,
    ...(place
      ? {
          locationLat: place.lat,
          locationLng: place.lng,
          city: place.city ?? undefined,
          state: place.state ?? undefined,
          zipPlus4: null,
        }
      : {}),
    acceptingNewPatients: fromApp.acceptingNewPatients,
    userId: app.userId,
    claimed: true,
    claimedAt: now,
    importRunId: null,
    profileStatus: 'approved',
    status: 'active',
    lastVerifiedAt: now,
    lastVerifiedSource: 'admin',
  });
  await assertListable(db, listingId);
  return listingId;
}

export const NOT_LISTABLE: MessageKey = 'admin.listing.notListable';

/**
 * Search never shows a profile without a first name, a last name, or both a city and an address
 * (docs/product.md#search). Final approval of such a profile would list nobody while telling the provider
 * they are live, so it is refused (the caller's transaction undoes the rest).
 */
async function assertListable(db: Executor, profileId: string) {
  const p = await adminRepo.findProfileById(db, profileId);
  const blank = (v: string | null | undefined) => !v || v.trim() === '';
  if (!p || blank(p.firstName) || blank(p.lastName) || (blank(p.city) && blank(p.businessAddress)))
    throw conflict(NOT_LISTABLE);
}
