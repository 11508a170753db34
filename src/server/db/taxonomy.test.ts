import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECIALTIES } from '#shared/providers/directory-lists.ts';
import { providerSearchSchema } from '#shared/search/search-params.ts';
import { runProviderSearch } from '../modules/providers/search-service.ts';
import { databaseBefore } from '../test/migrated-before.ts';
import type { Database } from './client.ts';
import { syncTaxonomy, taxonomyRows } from './taxonomy.ts';

/**
 * The move to the NUCC taxonomy (ADR 23, migration 0033) on a database made before it: each listing of
 * the 24 old specialties gets its code, and each old `?specialty=` value still finds the listings it
 * found before, which matched the label exactly.
 */
let database: Database;
const byLabel = new Map<string, string[]>();

beforeAll(async () => {
  database = await databaseBefore('0033_');
  // Two listings per old label, and one with a label nobody knew.
  const labels = [...SPECIALTIES.map((s) => s.label), 'Acupuncture Wizardry'];
  let n = 0;
  for (const label of labels) {
    for (let i = 0; i < 2; i++) {
      n++;
      const { rows } = await database.db.execute<{ id: string }>(sql`
        insert into provider_profiles (first_name, last_name, specialty, city, state, location_lat, location_lng,
          profile_status, status)
        values ('Old', ${`Listing${n}`}, ${label}, 'Miami', 'FL', 25.76, -80.19, 'approved', 'active')
        returning id`);
      byLabel.set(label, [...(byLabel.get(label) ?? []), rows[0]!.id]);
    }
  }
  await database.migrate();
}, 120_000);

afterAll(() => database?.close());

const found = async (input: Record<string, string>) => {
  const result = await runProviderSearch(database.db, providerSearchSchema.parse(input));
  return result.providers.map((p) => p.id).sort();
};

describe('migrating the 24 old specialties to taxonomy codes', () => {
  it('gives every old listing a code, its NUCC name and its category; an unknown label becomes General Practice', async () => {
    const { rows } = await database.db.execute<{
      last_name: string;
      taxonomy_code: string;
      specialty: string;
      categories: string[];
    }>(
      sql`select last_name, taxonomy_code, specialty, categories from provider_profiles order by created_at`,
    );
    const cardiology = byLabel.get('Cardiology')!;
    const { rows: cardiologists } = await database.db.execute<{
      taxonomy_code: string;
      specialty: string;
      categories: string[];
    }>(
      sql`select taxonomy_code, specialty, categories from provider_profiles where id = ${cardiology[0]}::uuid`,
    );
    expect(cardiologists[0]).toEqual({
      taxonomy_code: '207RC0000X',
      specialty: 'Cardiovascular Disease Physician',
      categories: ['heart'],
    });
    expect(rows.filter((r) => r.categories.length === 0)).toEqual([]);
    const unknown = byLabel.get('Acupuncture Wizardry')!;
    const { rows: fallback } = await database.db.execute<{ taxonomy_code: string; specialty: string }>(
      sql`select taxonomy_code, specialty from provider_profiles where id = ${unknown[0]}::uuid`,
    );
    expect(fallback[0]).toEqual({ taxonomy_code: '208D00000X', specialty: 'General Practice Physician' });
  });

  it.each(SPECIALTIES.map((s) => [s.value, s.label]))(
    '?specialty=%s still finds every listing it found before, and no other old listing',
    async (value, label) => {
      const before = [...byLabel.get(label)!].sort();
      // 'Primary Care' listings became family doctors, the commonest primary care doctors: the family
      // medicine value finds them too.
      // A label nobody knew became General Practice, the old default, found by it now.
      const alsoNow =
        value === 'family-medicine'
          ? byLabel.get('Primary Care')!
          : value === 'general-practice' || value === 'primary-care'
            ? byLabel.get('Acupuncture Wizardry')!
            : [];
      // A wide old value (primary care) also finds the narrower old ones inside its category.
      const widerThanBefore: Record<string, string[]> = {
        'primary-care': ['General Practice', 'Family Medicine', 'Internal Medicine'],
      };
      const inside = (widerThanBefore[value] ?? []).flatMap((l) => byLabel.get(l)!);
      expect(await found({ specialty: value })).toEqual([...before, ...alsoNow, ...inside].sort());
      expect(await found({ specialty: label })).toEqual([...before, ...alsoNow, ...inside].sort());
    },
  );
});

describe('start-up keeps nucc_taxonomy in step with the shared lists', () => {
  it('writes it again when it differs, and every listing follows', async () => {
    const cardiologist = byLabel.get('Cardiology')![0]!;
    await database.db.execute(sql`update nucc_taxonomy set category = 'skin' where code = '207RC0000X'`);
    await database.db.execute(sql`delete from nucc_taxonomy_version`);
    await database.db.execute(
      sql`update provider_profiles set taxonomy_code = taxonomy_code where id = ${cardiologist}::uuid`,
    );
    expect(await found({ category: 'skin', lat: '25.76', lng: '-80.19' })).toContain(cardiologist);
    await syncTaxonomy(database.db);
    expect(await found({ category: 'skin', lat: '25.76', lng: '-80.19' })).not.toContain(cardiologist);
    expect(await found({ category: 'heart', lat: '25.76', lng: '-80.19' })).toContain(cardiologist);
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from nucc_taxonomy`,
    );
    expect(rows[0]!.n).toBe(taxonomyRows().length);
  });
});
