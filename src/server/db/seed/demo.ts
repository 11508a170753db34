import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import type { Db } from '../client.ts';
import { CAREGIVER_PERMISSIONS } from '#shared/caregivers/caregivers.ts';
import {
  appointmentTypes,
  caregiverAccess,
  organizations,
  providerAffiliations,
  providerAvailability,
  providerProfiles,
  reviewResponses,
  reviews,
  users,
} from '../schema/index.ts';
import { createVerifiedUser } from '../../modules/accounts/service.ts';
import { everyCategoryCare, type Care } from './care.ts';
import {
  findListedProvider,
  insertAppointment,
  listActiveTypes,
  listOpenSlots,
  loadSchedule,
  lockCoveredSlots,
  markSlotsBooked,
} from '../../modules/appointments/repository.ts';
import { addDaysToDate, eligibleSlots, practiceToday } from '#shared/schedule/slot-rules.ts';
import {
  createRandom,
  generateProvider,
  reviewerName,
  reviewText,
  type GeneratedProvider,
} from './generator.ts';

export const DEMO_PASSWORD = 'demo-password-1';
export const DEMO_PATIENT_EMAIL = 'patient@demo.careconnect.test';
export const DEMO_PROVIDER_EMAIL = 'provider@demo.careconnect.test';
/** Rosa's daughter, who may do everything a caregiver can for her mother (ADR 18). */
export const DEMO_CAREGIVER_EMAIL = 'caregiver@demo.careconnect.test';
const REVIEWERS = 40;
const BATCH = 500;
/** Open slots are made for the booking window: 30 days ahead (docs/product.md#booking). */
const SLOT_DAYS = 30;

/**
 * Seeds demo data when the database has no providers yet: on the embedded database always,
 * on PostgreSQL only with SEED_DEMO=true, and never in production.
 */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<boolean> {
  const { config, database, log } = deps;
  if (config.isProduction) return false;
  if (database.kind === 'postgres' && !config.SEED_DEMO) return false;
  if (config.SEED_DEMO === false) return false;
  const [row] = await database.db.select({ n: count() }).from(providerProfiles);
  if (row!.n > 0) return false;
  const started = Date.now();
  await seedDemo(database.db, config.SEED_PROVIDERS);
  log.info({ providers: config.SEED_PROVIDERS, ms: Date.now() - started }, 'seeded demo data');
  console.log(
    `\n  Demo data is ready. Try it with any of these accounts (password ${DEMO_PASSWORD}):\n` +
      `    ${DEMO_PATIENT_EMAIL}    (patient)\n    ${DEMO_CAREGIVER_EMAIL}  (the patient's daughter and caregiver)\n` +
      `    ${DEMO_PROVIDER_EMAIL}   (provider)\n`,
  );
  return true;
}

/**
 * The demo set: N providers, a demo patient with her daughter as her caregiver, and a demo provider
 * who owns an approved practice near Miami.
 */
async function seedDemo(db: Db, providers: number) {
  await seedProviders(db, { count: providers, seed: 20261122 });
  // Every kind of care a person can look for has someone to find (seed.test.ts).
  await seedProviders(db, { cares: everyCategoryCare(), seed: 20261123 });
  const patient = await createVerifiedUser(db, {
    email: DEMO_PATIENT_EMAIL,
    password: DEMO_PASSWORD,
    role: 'patient',
    firstName: 'Rosa',
    lastName: 'Delgado',
  });
  const provider = await createVerifiedUser(db, {
    email: DEMO_PROVIDER_EMAIL,
    password: DEMO_PASSWORD,
    role: 'provider',
    firstName: 'Elena',
    lastName: 'Morales',
  });
  const [miami] = await seedProviders(db, {
    count: 1,
    seed: 7,
    ownerUserId: provider.id,
    override: {
      firstName: 'Elena',
      lastName: 'Morales',
      professionalTitle: 'md',
      // Family medicine, with geriatric care as her second specialty.
      taxonomyCode: '207Q00000X',
      secondaryTaxonomyCodes: ['207QG0300X'],
      listingKind: 'clinician',
      practiceName: 'Morales Family Primary Care',
      email: 'office@morales-family-primary-care.example',
      about:
        'Dr. Morales has cared for older adults in Miami for 14 years. She takes time to listen, explains ' +
        'every option in plain words, and works closely with families and caregivers. Se habla español.',
      yearsInPractice: 14,
      streetAddress: '1450 Coral Way',
      addressLine2: 'Suite 204',
      businessAddress: '1450 Coral Way, Suite 204, Miami, FL 33145',
      city: 'Miami',
      zipCode: '33145',
      locationLat: 25.7505,
      locationLng: -80.2195,
      languages: ['English', 'Spanish'],
      acceptingNewPatients: true,
      featured: true,
      reviewRatings: [5, 5, 4, 5, 4],
    },
  });
  await seedOrganizations(db, miami!);
  await seedResponses(db, miami!, provider.id);
  await seedAppointment(db, miami!, patient.id);
  const daughter = await createVerifiedUser(db, {
    email: DEMO_CAREGIVER_EMAIL,
    password: DEMO_PASSWORD,
    role: 'patient',
    firstName: 'Ana',
    lastName: 'Delgado',
  });
  await db
    .insert(caregiverAccess)
    .values({ patientId: patient.id, caregiverId: daughter.id, permissions: [...CAREGIVER_PERMISSIONS] });
  await refreshStatistics(db);
}

/**
 * The demo patient has one visit booked with the demo provider a few days ahead, so both dashboards
 * have something to show: the first bookable morning time from three days on, as a booking would take it.
 */
async function seedAppointment(db: Db, providerProfileId: string, patientId: string) {
  const now = new Date();
  const provider = await findListedProvider(db, providerProfileId);
  const type = (await listActiveTypes(db, providerProfileId)).find((t) => t.duration_minutes === 30);
  if (!provider || !type) return;
  const from = addDaysToDate(practiceToday(now), 3);
  const to = addDaysToDate(from, 14);
  const open = eligibleSlots(
    await listOpenSlots(db, providerProfileId, from, to),
    await loadSchedule(db, provider, from, to),
    now,
  );
  const slot = open.find((s) => s.time >= '10:00') ?? open[0];
  if (!slot) return;
  await db.transaction(async (tx) => {
    const covered = await lockCoveredSlots(tx, providerProfileId, slot.date, slot.time, 30);
    await insertAppointment(tx, {
      patientId,
      providerProfileId,
      slotId: slot.id,
      appointmentTypeId: type.id,
      appointmentDate: slot.date,
      appointmentTime: slot.time,
      appointmentDuration: 30,
      status: 'scheduled',
      reason: 'Blood pressure check and a refill of my medicines',
      notes: 'I use a walker, so a ground-floor room would help.',
      patientFirstName: 'Rosa',
      patientLastName: 'Delgado',
      patientEmail: DEMO_PATIENT_EMAIL,
      patientPhone: '(305) 555-0187',
      patientDateOfBirth: '1951-04-12',
    });
    await markSlotsBooked(
      tx,
      covered.filter((s) => s.isAvailable).map((s) => s.id),
    );
  });
}

const RESPONSES = [
  {
    content:
      'Thank you for taking the time to write this. It is a privilege to care for you, and we look forward to your next visit.',
    isTeamMemberResponse: false,
  },
  {
    content:
      'Thank you from all of us at the front desk! We are glad the visit went smoothly. Call us any time you need help with an appointment.',
    isTeamMemberResponse: true,
  },
  {
    content:
      'We appreciate your honest feedback. We are working on shorter waiting times; please ask for me directly next time if anything is unclear.',
    isTeamMemberResponse: false,
  },
];

/** The demo provider has answered their three newest reviews (one from the office staff). */
async function seedResponses(db: Db, providerProfileId: string, ownerId: string) {
  const newest = await db
    .select({ id: reviews.id, createdAt: reviews.createdAt })
    .from(reviews)
    .where(eq(reviews.providerProfileId, providerProfileId))
    .orderBy(desc(reviews.createdAt))
    .limit(RESPONSES.length);
  if (!newest.length) return;
  await db.insert(reviewResponses).values(
    newest.map((review, i) => {
      // A day or two after the review, never in the future.
      const at = new Date(Math.min(review.createdAt.getTime() + (i + 1) * 86_400_000, Date.now()));
      return {
        reviewId: review.id,
        providerProfileId,
        userId: ownerId,
        ...RESPONSES[i]!,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}

/**
 * After a bulk load: fresh planner statistics, and a visibility map so index-only scans (the slot
 * probes of the availability search) need not visit the table.
 */
export async function refreshStatistics(db: Db) {
  await db.execute(sql`vacuum analyze provider_profiles, provider_search, provider_time_slots, reviews`);
}

const ORGANIZATIONS = [
  {
    name: 'Coral Way Medical Group',
    city: 'Miami',
    zipCode: '33145',
    streetAddress: '1400 Coral Way',
    phone: '(305) 555-0100',
  },
  {
    name: 'Orlando Senior Care Partners',
    city: 'Orlando',
    zipCode: '32801',
    streetAddress: '200 E Robinson St',
    phone: '(407) 555-0110',
  },
  {
    name: 'Tampa Bay Health Alliance',
    city: 'Tampa',
    zipCode: '33602',
    streetAddress: '501 E Kennedy Blvd',
    phone: '(813) 555-0120',
  },
  {
    name: 'First Coast Family Physicians',
    city: 'Jacksonville',
    zipCode: '32202',
    streetAddress: '100 N Laura St',
    phone: '(904) 555-0130',
  },
  {
    name: 'Gulf Coast Specialty Network',
    city: 'Naples',
    zipCode: '34102',
    streetAddress: '850 5th Ave S',
    phone: '(239) 555-0140',
  },
];

/** A few medical groups, each with up to four approved affiliations among the providers of its city. */
async function seedOrganizations(db: Db, demoProviderId: string) {
  for (const org of ORGANIZATIONS) {
    const [row] = await db
      .insert(organizations)
      .values({
        ...org,
        state: 'FL',
        description: `${org.name} brings together primary care and specialist practices in and around ${org.city}.`,
      })
      .returning({ id: organizations.id });
    const members = await db
      .select({ id: providerProfiles.id })
      .from(providerProfiles)
      .where(eq(providerProfiles.city, org.city))
      .orderBy(providerProfiles.lastName, providerProfiles.id)
      .limit(4);
    const ids = new Set(members.map((m) => m.id));
    if (org.city === 'Miami') ids.add(demoProviderId);
    if (!ids.size) continue;
    await db.insert(providerAffiliations).values(
      [...ids].map((providerProfileId) => ({
        providerProfileId,
        organizationId: row!.id,
        status: 'approved',
        affiliationRole: 'Physician',
        locationName: `${org.city} Clinic`,
      })),
    );
  }
}

type SeedOptions = {
  count?: number;
  seed: number;
  ownerUserId?: string;
  override?: Partial<GeneratedProvider>;
  slotDays?: number;
  /** What each provider practises, one per entry, instead of `count` drawn from the spread. */
  cares?: Care[];
};

/** Adds `count` approved, active providers with hours, appointment types, open slots and reviews. Returns their ids. */
export async function seedProviders(
  db: Db,
  { count: wanted, seed, ownerUserId, override, slotDays = SLOT_DAYS, cares }: SeedOptions,
) {
  const total = cares?.length ?? wanted ?? 0;
  const random = createRandom(seed);
  const reviewerIds = await ensureReviewers(db);
  const ids: string[] = [];
  for (let start = 0; start < total; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, total - start) }, (_, i) => ({
      ...generateProvider(random, seed * 1_000_000 + start + i, cares?.[start + i]),
      ...override,
    }));
    const inserted = await db
      .insert(providerProfiles)
      .values(
        batch.map((p) => ({
          userId: ownerUserId ?? null,
          firstName: p.firstName,
          lastName: p.lastName,
          title: p.title,
          professionalTitle: p.professionalTitle,
          initials: p.firstName
            ? `${p.firstName[0]}${p.lastName[0]}`
            : p.practiceName.slice(0, 2).toUpperCase(),
          taxonomyCode: p.taxonomyCode,
          secondaryTaxonomyCodes: p.secondaryTaxonomyCodes,
          listingKind: p.listingKind,
          gender: p.gender,
          practiceName: p.practiceName,
          streetAddress: p.streetAddress,
          addressLine2: p.addressLine2,
          businessAddress: p.businessAddress,
          city: p.city,
          state: p.state,
          zipCode: p.zipCode,
          locationLat: p.locationLat,
          locationLng: p.locationLng,
          phone: p.phone,
          email: p.email,
          about: p.about,
          languages: p.languages,
          acceptedInsurancePlans: p.acceptedInsurancePlans,
          accessibilityFeatures: p.accessibilityFeatures,
          acceptingNewPatients: p.acceptingNewPatients,
          telehealthAvailable: p.telehealthAvailable,
          featured: p.featured,
          yearsInPractice: p.yearsInPractice,
          boardCertifications: p.boardCertifications,
          educationTraining: p.educationTraining,
          professionalMemberships: p.professionalMemberships,
          officeHours: p.officeHours,
          practiceType: p.practiceType,
          badges: {
            boardCertified: p.boardCertifications.length > 0,
            yearsExperience: p.yearsInPractice,
            telehealthAvailable: p.telehealthAvailable,
          },
          profileStatus: 'approved',
          status: 'active',
          profileCompletionPercentage: 100,
        })),
      )
      .returning({ id: providerProfiles.id });
    const batchIds = inserted.map((r) => r.id);
    ids.push(...batchIds);

    await db
      .insert(providerAvailability)
      .values(
        batch.flatMap((p, i) => p.availability.map((w) => ({ providerProfileId: batchIds[i]!, ...w }))),
      );
    await db
      .insert(appointmentTypes)
      .values(
        batch.flatMap((p, i) => p.appointmentTypes.map((t) => ({ providerProfileId: batchIds[i]!, ...t }))),
      );
    const reviewRows = batch.flatMap((p, i) => {
      const first = random.int(0, reviewerIds.length - 1);
      return p.reviewRatings.map((rating, k) => ({
        providerProfileId: batchIds[i]!,
        userId: reviewerIds[(first + k) % reviewerIds.length]!,
        rating,
        ...reviewText(random, rating),
        isVerified: random.chance(0.6),
        recommend: rating >= 4,
        ...sameTime(new Date(Date.now() - random.int(1, 720) * 86_400_000)),
      }));
    });
    if (reviewRows.length) await db.insert(reviews).values(reviewRows);
    if (slotDays > 0) await generateSlots(db, batchIds, slotDays);
    await refreshRatings(db, batchIds);
  }
  return ids;
}

/** Written once and never edited: the page shows 'edited' when the two differ. */
const sameTime = (at: Date) => ({ createdAt: at, updatedAt: at });

/**
 * Open 30-minute slots from each provider's weekly windows, for the coming days in the practice's
 * time zone (Florida's America/New_York). About one in five is already taken, as in real life.
 */
async function generateSlots(db: Db, providerIds: string[], days: number) {
  if (!providerIds.length) return;
  await db.execute(sql`
    insert into provider_time_slots (provider_profile_id, slot_date, start_time, is_available)
    select a.provider_profile_id, d::date, a.start_time + k * interval '30 minutes',
           abs(hashtext(a.provider_profile_id::text || d::date::text || k::text)) % 5 <> 0
    from provider_availability a
    cross join generate_series((now() at time zone 'America/New_York')::date,
                               (now() at time zone 'America/New_York')::date + ${days - 1}::int,
                               interval '1 day') d
    cross join lateral generate_series(0, (extract(epoch from a.end_time - a.start_time) / 1800)::int - 1) k
    where a.provider_profile_id in (${sql.join(
      providerIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and a.is_available and extract(dow from d) = a.day_of_week
    on conflict do nothing`);
}

/** Recomputes the stored rating aggregate from the reviews (the same rule the review module uses). */
async function refreshRatings(db: Db, providerIds: string[]) {
  if (!providerIds.length) return;
  await db.execute(sql`
    update provider_profiles p
    set rating_average = coalesce(r.avg, 0), review_count = coalesce(r.n, 0)
    from (select pp.id,
                 round(avg(rv.rating)::numeric, 2) as avg,
                 count(rv.id)::int as n
          from provider_profiles pp left join reviews rv on rv.provider_profile_id = pp.id
          where pp.id in (${sql.join(
            providerIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          group by pp.id) r
    where p.id = r.id`);
}

/** Patients who wrote the synthetic reviews. They have no password, so nobody can sign in as them. */
async function ensureReviewers(db: Db): Promise<string[]> {
  const emails = Array.from(
    { length: REVIEWERS },
    (_, i) => `reviewer-${String(i + 1).padStart(2, '0')}@demo.careconnect.test`,
  );
  await db
    .insert(users)
    .values(
      emails.map((email, i) => {
        const { firstName, lastName } = reviewerName(i);
        return {
          email,
          name: `${firstName} ${lastName}`,
          firstName,
          lastName,
          role: 'patient',
          emailVerified: true,
        };
      }),
    )
    .onConflictDoNothing({ target: users.email });
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return rows.sort((a, b) => a.email.localeCompare(b.email)).map((r) => r.id);
}
