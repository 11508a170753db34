import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { databaseBefore } from '../../test/migrated-before.ts';

/**
 * Migration 0035: an application made when the wizard offered six provider types gets the codes its
 * listing was filed under, the first type chosen (in the wizard's order) as the main specialty.
 */
let database: Database;
const made = new Map<string, string>();

/** An application as the wizard of six types stored it, with these types ticked. */
async function application(name: string, ticked: string[]) {
  const types = Object.fromEntries(
    ['primaryCare', 'dental', 'vision', 'dermatology', 'homeHealth', 'podiatry'].map((t) => [
      t,
      ticked.includes(t),
    ]),
  );
  const { rows: users } = await database.db.execute<{ id: string }>(
    sql`insert into users (name, email, role) values ('Applicant', ${`${randomUUID()}@example.test`}, 'provider') returning id`,
  );
  const { rows } = await database.db.execute<{ id: string }>(sql`
    insert into provider_applications (user_id, full_name, title_role, phone, email, preferred_contact,
      practice_name, business_address, practice_phone, provider_types, medicare_participation,
      accepting_new_patients, languages, referral_source, accurate_information_confirmed,
      prescreen_acknowledged)
    values (${users[0]!.id}::uuid, ${name}, 'Physician', '(305) 555-0142', 'a@example.test', 'Email',
      'Practice', '100 Main St, Miami, FL 33131', '(305) 555-0100', ${JSON.stringify(types)}::jsonb, 'Yes',
      'Yes', array['English'], 'Email', true, true)
    returning id`);
  made.set(name, rows[0]!.id);
}

beforeAll(async () => {
  database = await databaseBefore('0035_');
  await application('family and dental', ['dental', 'primaryCare']);
  await application('feet', ['podiatry']);
  await application('eyes, skin and home', ['homeHealth', 'vision', 'dermatology']);
  await application('none', []);
  await database.migrate();
}, 120_000);

afterAll(() => database?.close());

describe('migration 0035: provider types become taxonomy codes', () => {
  it.each([
    ['family and dental', '207Q00000X', ['122300000X']],
    ['feet', '213E00000X', []],
    ['eyes, skin and home', '152W00000X', ['207N00000X', '163WH0200X']],
    ['none', null, []],
  ])('%s: main %s, others %j', async (name, main, others) => {
    const { rows } = await database.db.execute<{
      taxonomy_code: string | null;
      secondary_taxonomy_codes: string[];
    }>(
      sql`select taxonomy_code, secondary_taxonomy_codes from provider_applications where id = ${made.get(name)}::uuid`,
    );
    expect(rows[0]).toEqual({ taxonomy_code: main, secondary_taxonomy_codes: others });
  });
});
