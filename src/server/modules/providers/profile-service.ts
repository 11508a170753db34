import {
  ANONYMOUS_USER_ID,
  PROFILE_MESSAGES,
  type NextSlotsDto,
  type ProviderProfileDto,
  type SimilarProvidersDto,
} from '#shared/providers/profile.ts';
import type { profileViewSchema } from '#shared/providers/profile-inputs.ts';
import { NEXT_SLOTS_COUNT, nextSlotsCutoff } from '#shared/providers/next-slots.ts';
import { DEFAULT_RESPONSE_MINUTES } from '#shared/presence/presence.ts';
import { eligibleSlots } from '#shared/schedule/slot-rules.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Logger } from '../../lib/logger.ts';
import { recordProfileView } from '../activity/index.ts';
import { findListedProvider, loadSchedule } from '../appointments/index.ts';
import {
  findListedBasics,
  findListedHospitals,
  findListedProfile,
  findOpenSlots,
  findSimilar,
  type Place,
  type ProfileRow,
} from './profile-repository.ts';
import { displayBasics, toCard } from './search-service.ts';

const SIMILAR_COUNT = 3;

/** Unknown, unlisted and malformed ids are all the same 404 to the public. */
const unavailable = () => notFound(PROFILE_MESSAGES.notAvailable);
function checkId(id: string) {
  if (!isUuid(id)) throw unavailable();
}

export async function getProfile(db: Db, id: string, place: Place | null): Promise<ProviderProfileDto> {
  checkId(id);
  const row = await findListedProfile(db, id, place);
  if (!row) throw unavailable();
  // Most listings name no hospital: only those that do cost a second query.
  const hospitals = row.hospital_affiliations.length
    ? await findListedHospitals(db, row.hospital_affiliations)
    : [];
  return toProfile(row, hospitals);
}

export async function getSimilar(db: Db, id: string, place: Place | null): Promise<SimilarProvidersDto> {
  checkId(id);
  const me = await findListedBasics(db, id);
  if (!me) throw unavailable();
  // Near the user when we know where they are, else near this provider's own office.
  const own = me.lat !== null && me.lng !== null ? { lat: me.lat, lng: me.lng } : null;
  const rows = await findSimilar(db, {
    id,
    category: me.category,
    near: place ?? own,
    place,
    limit: SIMILAR_COUNT,
  });
  return { providers: rows.map(toCard) };
}

/** Open slots read per request before the booking rules pick the next 3 from them. */
const NEXT_SLOTS_SCAN = 200;

/**
 * The next 3 times a patient can actually book: the open slots from the cutoff, through the same slot
 * rules as the booking dialog (office hours, weekly windows, booked appointments), so a time shown
 * here is never refused when chosen.
 */
export async function getNextSlots(db: Db, id: string, now = new Date()): Promise<NextSlotsDto> {
  checkId(id);
  const provider = await findListedProvider(db, id);
  if (!provider) throw unavailable();
  if (!provider.claimed) return { slots: [] };
  const cutoff = nextSlotsCutoff(now);
  const [open, schedule] = await Promise.all([
    findOpenSlots(db, id, cutoff, NEXT_SLOTS_SCAN),
    loadSchedule(db, provider, cutoff.date, cutoff.until),
  ]);
  const bookable = eligibleSlots(
    open.map((slot) => ({ ...slot, isAvailable: true })),
    schedule,
    now,
  );
  return { slots: bookable.slice(0, NEXT_SLOTS_COUNT).map(({ id, date, time }) => ({ id, date, time })) };
}

/**
 * Records a profile view with its metadata (profile.test.ts, docs/product.md#profiles). Never throws: a view
 * that cannot be recorded must not trouble the page, so failures are logged (an error code and the provider
 * id, nothing about the person) and swallowed.
 */
export async function trackProfileView(
  deps: { db: Db; log: Logger },
  args: {
    providerId: string;
    userId: string | null;
    userAgent: string | undefined;
    view: z.output<typeof profileViewSchema>;
    now?: Date;
  },
): Promise<void> {
  const { providerId, userId, userAgent, view, now = new Date() } = args;
  if (!isUuid(providerId)) return;
  try {
    await recordProfileView(deps.db, {
      userId: userId ?? ANONYMOUS_USER_ID,
      providerProfileId: providerId,
      sessionId: view.sessionId,
      metadata: {
        referrer_source: view.referrerSource,
        search_query: view.searchQuery ?? null,
        search_filters: view.searchFilters ?? null,
        search_position: view.searchPosition ?? null,
        user_agent: userAgent?.slice(0, 500) ?? null,
        device_type: view.deviceType,
        timestamp: now.toISOString(),
        page_url: view.pageUrl,
        session_id: view.sessionId,
      },
    });
  } catch (err) {
    // A driver error's message can carry the query's parameters (the user agent, the session id):
    // only its code is logged.
    const code =
      (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    deps.log.warn({ code: code ?? 'unknown', providerId }, 'profile view not recorded');
  }
}

function toProfile(row: ProfileRow, hospitals: { id: string; name: string }[]): ProviderProfileDto {
  const cityLine = [row.city?.trim(), [row.state?.trim(), row.zip_code?.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const street = [row.street_address?.trim(), row.address_line_2?.trim()].filter(Boolean).join(', ');
  return {
    id: row.id,
    ...displayBasics(row),
    secondaryTaxonomyCodes: row.secondary_taxonomy_codes,
    categories: row.categories,
    hospital:
      row.listing_kind === 'hospital'
        ? {
            type: row.hospital_type,
            emergencyServices: row.emergency_services,
            starRating: row.cms_star_rating,
          }
        : null,
    hospitalAffiliations: hospitals,
    logoUrl: row.logo_url,
    about: row.about?.trim() || null,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    acceptingNewPatients: row.accepting_new_patients,
    telehealthAvailable: row.telehealth_available,
    // The street with its city line; without a street, the business address already is the whole line.
    fullAddress: street
      ? [street, cityLine].filter(Boolean).join(', ')
      : row.business_address?.trim() || cityLine,
    phone: row.phone?.trim() || null,
    email: row.email?.trim() || null,
    languages: row.languages.length ? row.languages : ['English'],
    officeHours: row.office_hours ?? {},
    officePhotos: row.office_photos,
    boardCertifications: row.board_certifications,
    educationTraining: row.education_training?.trim() || null,
    professionalMemberships: row.professional_memberships,
    gender: row.gender,
    npiNumber: row.npi_number,
    yearsInPractice: row.years_in_practice,
    accessibilityFeatures: row.accessibility_features,
    lat: row.location_lat,
    lng: row.location_lng,
    distanceMiles: row.distance_miles === null ? null : Number(row.distance_miles),
    organization: row.organization_id
      ? { id: row.organization_id, name: row.organization_name ?? '', logoUrl: row.organization_logo_url }
      : null,
    lastSeenAt: row.last_seen_at,
    averageResponseMinutes: row.average_response_minutes ?? DEFAULT_RESPONSE_MINUTES,
    verified: row.user_id !== null,
    claimed: row.claimed,
    listingSource: row.listing_source,
    lastVerified: { at: row.last_verified_at, source: row.last_verified_source },
    correctedAt: row.corrected_at,
  };
}
