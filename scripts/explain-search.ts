// Prints the query plans of the main searches, for docs/benchmarks.md (run by scripts/bench.mjs).
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/server/db/client.ts';
import { searchProviders } from '../src/server/modules/providers/search-repository.ts';
import { providerSearchSchema, type ProviderSearchInput } from '../src/shared/search/search-params.ts';
import { specialtyLabelFor } from '../src/server/modules/providers/search-service.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.argv[2] });
const plans: string[] = [];

/** The repository's own query, run under EXPLAIN ANALYZE. */
function explaining(db: Db): Db {
  const run = async (target: Db, query: SQL) => {
    // The separate capped count is not the search itself.
    if (JSON.stringify(query).includes('as n from')) return { rows: [{ n: 0 }] };
    const r = await target.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, costs off) ${query}`);
    plans.push(r.rows.map((row) => row['QUERY PLAN']).join('\n'));
    return { rows: [] };
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'execute') return (q: SQL) => run(target, q);
      return Reflect.get(target, prop);
    },
  }) as Db;
}

const miami = { lat: 25.7617, lng: -80.1918 };
const cases: [string, ProviderSearchInput, boolean][] = [
  [
    'Radius 10 miles around Miami + Primary Care + Medicare',
    { specialty: 'primary-care', insurance: 'Medicare' },
    true,
  ],
  ['Provider name with a typo ("Garsia")', { name: 'Garsia' }, false],
  [
    'Languages and accessibility (list filters), statewide',
    { languages: 'Haitian Creole', accessibility: 'Hearing Loop System' },
    false,
  ],
];
await database.db.execute(sql`analyze`);
const out: string[] = [];
for (const [title, input, radius] of cases) {
  const params = providerSearchSchema.parse(input);
  plans.length = 0;
  await searchProviders(
    explaining(database.db),
    { ...params, specialtyLabel: specialtyLabelFor(params.specialty) },
    radius ? { ...miami, radiusMiles: 10 } : null,
    null,
  );
  out.push(`#### ${title}\n\n\`\`\`\n${plans.join('\n')}\n\`\`\`\n`);
}
await database.close();
console.log(out.join('\n'));
