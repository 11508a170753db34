import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createApp } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { closeServices, createServices } from '../../services.ts';
import { createLogger } from '../../lib/logger.ts';
import { apiClient, testServices } from '../../test/harness.ts';
import {
  appointmentTypes,
  organizations,
  providerAffiliations,
  providerProfiles,
  reviewResponses,
  reviews,
  users,
} from '../schema/index.ts';
import { CATEGORIES } from '#shared/taxonomy/categories.ts';
import { categoryOfCode } from '#shared/taxonomy/taxonomy.ts';
import { everyCategoryCare, spreadCodes } from './care.ts';
import { createRandom, generateProvider } from './generator.ts';
import {
  DEMO_CAREGIVER_EMAIL,
  DEMO_PASSWORD,
  DEMO_PATIENT_EMAIL,
  DEMO_PROVIDER_EMAIL,
  seedDemoIfEmpty,
  seedProviders,
} from './demo.ts';

describe('the provider generator', () => {
  it('gives the same providers for the same seed, and different ones for another', () => {
    const a = Array.from({ length: 5 }, (_, i) => generateProvider(createRandom(42), i));
    const b = Array.from({ length: 5 }, (_, i) => generateProvider(createRandom(42), i));
    const c = Array.from({ length: 5 }, (_, i) => generateProvider(createRandom(43), i));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('places every provider in Florida with complete, fictional contact details', () => {
    const random = createRandom(1);
    for (let i = 0; i < 300; i++) {
      const p = generateProvider(random, i);
      expect(p.state).toBe('FL');
      expect(p.locationLat).toBeGreaterThan(24.4);
      expect(p.locationLat).toBeLessThan(31.1);
      expect(p.locationLng).toBeGreaterThan(-87.7);
      expect(p.locationLng).toBeLessThan(-79.9);
      expect(p.zipCode).toMatch(/^3[234]\d{3}$/);
      expect(p.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(p.email).toMatch(/\.example$/);
      expect(p.languages[0]).toBe('English');
      expect(p.availability.length).toBeGreaterThan(0);
      expect(p.reviewRatings.every((r) => r >= 1 && r <= 5)).toBe(true);
    }
  });
});

describe('what the generated providers practise (ADR 23)', () => {
  it('draws listed NUCC codes with a realistic spread: family doctors and internists most', () => {
    const random = createRandom(5);
    const tally = new Map<string, number>();
    const providers = Array.from({ length: 2000 }, (_, i) => generateProvider(random, i));
    for (const p of providers) tally.set(p.taxonomyCode, (tally.get(p.taxonomyCode) ?? 0) + 1);
    for (const code of spreadCodes()) {
      expect(categoryOfCode(code), code).toBeDefined();
      expect(tally.get(code) ?? 0, code).toBeGreaterThan(0);
    }
    const top = [...tally].sort((a, b) => b[1] - a[1]).map(([code]) => code);
    expect(top.slice(0, 2).sort()).toEqual(['207Q00000X', '207R00000X']);
    const withSecondary = providers.filter((p) => p.secondaryTaxonomyCodes.length > 0);
    expect(withSecondary.length).toBeGreaterThan(100);
    for (const p of withSecondary) {
      expect(p.secondaryTaxonomyCodes).not.toContain(p.taxonomyCode);
      for (const code of p.secondaryTaxonomyCodes) expect(categoryOfCode(code), code).toBeDefined();
    }
    expect(providers.every((p) => p.listingKind === 'clinician' && p.firstName && p.lastName)).toBe(true);
  });

  it('has one listing for every category, organisations under their name alone', () => {
    const cares = everyCategoryCare();
    expect(new Set(cares.map((c) => categoryOfCode(c.code)?.slug))).toEqual(
      new Set(CATEGORIES.map((c) => c.slug)),
    );
    const kindOf = (slug: string) => cares.find((c) => categoryOfCode(c.code)?.slug === slug)?.kind;
    expect(kindOf('hospitals')).toBe('hospital');
    for (const slug of ['pharmacy', 'home-health-care', 'hospice', 'nursing-homes', 'medical-equipment'])
      expect(kindOf(slug), slug).toBe('organization');
    const pharmacy = generateProvider(
      createRandom(1),
      1,
      cares.find((c) => c.kind === 'organization'),
    );
    expect(pharmacy).toMatchObject({ firstName: '', lastName: '', gender: null, professionalTitle: '' });
    expect(pharmacy.practiceName).not.toBe('');
  });
});

describe('seeding providers', () => {
  let deps: AppDeps;
  let ids: string[];
  beforeAll(async () => {
    ({ deps } = await testServices());
    ids = await seedProviders(deps.database.db, { count: 12, seed: 99 });
  });

  it('adds approved, active, complete providers', async () => {
    const rows = await deps.database.db
      .select()
      .from(providerProfiles)
      .where(inArray(providerProfiles.id, ids));
    expect(rows).toHaveLength(12);
    for (const p of rows) {
      expect(p.profileStatus).toBe('approved');
      expect(p.status).toBe('active');
      expect(p.firstName && p.lastName && p.city && p.businessAddress).toBeTruthy();
      expect(p.acceptedInsurancePlans.length).toBeGreaterThan(1);
    }
    const types = await deps.database.db
      .select()
      .from(appointmentTypes)
      .where(inArray(appointmentTypes.providerProfileId, ids));
    expect(types.length).toBeGreaterThanOrEqual(24);
  });

  it('stores each rating aggregate exactly as its reviews add up', async () => {
    const { rows } = await deps.database.db.execute<{
      id: string;
      stored: string;
      n: number;
      actual: string | null;
      count: number;
    }>(sql`
      select p.id, p.rating_average::text as stored, p.review_count as n,
             round(avg(r.rating)::numeric, 2)::text as actual, count(r.id)::int as count
      from provider_profiles p left join reviews r on r.provider_profile_id = p.id
      where p.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by p.id`);
    expect(rows).toHaveLength(12);
    expect(rows.some((r) => r.count > 0)).toBe(true);
    for (const r of rows) {
      expect(r.n).toBe(r.count);
      expect(Number(r.stored)).toBe(r.actual === null ? 0 : Number(r.actual));
    }
  });

  it('opens 30-minute slots only inside the weekly windows, over the next 30 days in Florida time', async () => {
    const { rows } = await deps.database.db.execute<{
      outside: number;
      total: number;
      first: string;
      last: string;
      today: string;
      odd: number;
    }>(sql`
      select count(*) filter (where a.id is null)::int as outside,
             count(*)::int as total,
             min(s.slot_date)::text as first, max(s.slot_date)::text as last,
             (now() at time zone 'America/New_York')::date::text as today,
             count(*) filter (where extract(minute from s.start_time)::int % 30 <> 0)::int as odd
      from provider_time_slots s
      left join provider_availability a
        on a.provider_profile_id = s.provider_profile_id
       and a.day_of_week = extract(dow from s.slot_date)
       and s.start_time >= a.start_time and s.start_time < a.end_time
      where s.provider_profile_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    const r = rows[0]!;
    expect(r.total).toBeGreaterThan(12 * 20);
    expect(r.outside).toBe(0);
    expect(r.odd).toBe(0);
    expect(r.first >= r.today).toBe(true);
    const days = (Date.parse(r.last) - Date.parse(r.today)) / 86_400_000;
    expect(days).toBeLessThanOrEqual(29);
  });
});

describe('the demo seed', () => {
  let deps: AppDeps;
  const config = (extra: Record<string, string> = {}) =>
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'careconnect-seed-')),
      DATABASE_URL: 'memory://',
      SEED_PROVIDERS: '6',
      LOG_LEVEL: 'silent',
      RATE_LIMIT: 'false',
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: 'seed-test-secret-seed-test-secret-0123456',
      ...extra,
    });

  beforeAll(async () => {
    deps = await createServices(config(), createLogger('silent'));
    expect(await seedDemoIfEmpty(deps)).toBe(true);
  });
  afterAll(() => closeServices(deps));

  it('makes the demo accounts, who can sign in with the demo password', async () => {
    const app = createApp(deps);
    for (const [email, role] of [
      [DEMO_PATIENT_EMAIL, 'patient'],
      [DEMO_CAREGIVER_EMAIL, 'patient'],
      [DEMO_PROVIDER_EMAIL, 'provider'],
    ]) {
      const client = apiClient(app);
      const signIn = await client.post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
      expect(signIn.status).toBe(200);
      const me = await client.get('/api/me');
      expect(me.body.user).toMatchObject({ email, role });
    }
  });

  it("lets the demo caregiver act for the demo patient: she sees her mother's visit", async () => {
    const app = createApp(deps);
    const daughter = apiClient(app);
    await daughter.post('/api/auth/sign-in/email', { email: DEMO_CAREGIVER_EMAIL, password: DEMO_PASSWORD });
    const { caringFor } = (await daughter.get('/api/caregivers')).body as {
      caringFor: { patient: { id: string; name: string }; permissions: string[] }[];
    };
    expect(caringFor).toHaveLength(1);
    expect(caringFor[0]!.patient.name).toBe('Rosa Delgado');
    const visits = await daughter.actingFor(caringFor[0]!.patient.id).get('/api/appointments/mine');
    expect(visits.status).toBe(200);
    expect((visits.body.upcoming as unknown[]).length).toBe(1);
  });

  it('gives the demo provider an approved practice near Miami with an organization, slots and reviews', async () => {
    const db = deps.database.db;
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
    const [profile] = await db.select().from(providerProfiles).where(eq(providerProfiles.userId, owner!.id));
    expect(profile).toMatchObject({
      city: 'Miami',
      profileStatus: 'approved',
      status: 'active',
      reviewCount: 5,
    });
    const affiliations = await db
      .select()
      .from(providerAffiliations)
      .where(eq(providerAffiliations.providerProfileId, profile!.id));
    expect(affiliations[0]?.status).toBe('approved');
    // Seeded reviews were never edited, and the demo provider has answered some of them.
    const demoReviews = await db
      .select({ createdAt: reviews.createdAt, updatedAt: reviews.updatedAt })
      .from(reviews)
      .where(eq(reviews.providerProfileId, profile!.id));
    expect(demoReviews.every((r) => r.createdAt.getTime() === r.updatedAt.getTime())).toBe(true);
    const answers = await db
      .select({ userId: reviewResponses.userId, team: reviewResponses.isTeamMemberResponse })
      .from(reviewResponses)
      .where(eq(reviewResponses.providerProfileId, profile!.id));
    expect(answers).toHaveLength(3);
    expect(answers.every((a) => a.userId === owner!.id)).toBe(true);
    expect(answers.some((a) => a.team)).toBe(true);
    expect(await db.select().from(organizations)).toHaveLength(5);
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from provider_time_slots where provider_profile_id = ${profile!.id} and is_available`,
    );
    expect(rows[0]!.n).toBeGreaterThan(10);
    const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from provider_profiles`))
      .rows as { n: number }[];
    // Six drawn, the demo provider, and one listing per category.
    expect(n).toBe(7 + everyCategoryCare().length);
  });

  it('books the demo patient one upcoming visit with the demo provider, its slot taken', async () => {
    const { rows } = await deps.database.db.execute<{
      status: string;
      upcoming: boolean;
      slot_open: boolean;
    }>(sql`
      select a.status, a.appointment_date > (now() at time zone 'America/New_York')::date as upcoming,
        s.is_available as slot_open
      from appointments a
      join users u on u.id = a.patient_id
      join provider_profiles p on p.id = a.provider_profile_id
      join users owner on owner.id = p.user_id
      join provider_time_slots s on s.id = a.slot_id
      where u.email = ${DEMO_PATIENT_EMAIL} and owner.email = ${DEMO_PROVIDER_EMAIL}`);
    expect(rows).toEqual([{ status: 'scheduled', upcoming: true, slot_open: false }]);
  });

  it('lists at least one provider in every category, the database deriving names and categories', async () => {
    const rows = await deps.database.db
      .select({ categories: providerProfiles.categories, specialty: providerProfiles.specialty })
      .from(providerProfiles)
      .where(sql`${providerProfiles.profileStatus} = 'approved' and ${providerProfiles.status} = 'active'`);
    const listed = new Set(rows.flatMap((r) => r.categories));
    expect(CATEGORIES.map((c) => c.slug).filter((slug) => !listed.has(slug))).toEqual([]);
    expect(rows.every((r) => r.specialty !== '')).toBe(true);
  });

  it('runs only once, and never in production', async () => {
    expect(await seedDemoIfEmpty(deps)).toBe(false);
    const production = await createServices(config({ NODE_ENV: 'production' }), createLogger('silent'));
    try {
      expect(await seedDemoIfEmpty(production)).toBe(false);
      const { rows } = await production.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from users`,
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      await closeServices(production);
    }
  });
});
