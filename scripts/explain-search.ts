// Prints the query plans of the main searches, for docs/benchmarks.md (run by scripts/bench.mjs).
// Each is the repository's own prepared statement, explained once its plan is cached, as it runs.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { explainPrepared } from '../src/server/db/prepared.ts';
import { searchQuery } from '../src/server/modules/providers/search-repository.ts';
import { taxonomyFilter } from '../src/shared/taxonomy/search-filter.ts';
import { slotWindow } from '../src/shared/search/availability.ts';
import { providerSearchSchema, type ProviderSearchInput } from '../src/shared/search/search-params.ts';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.argv[2],
  poolSize: 1,
});

const miami = (radiusMiles: number) => ({ lat: 25.7617, lng: -80.1918, radiusMiles });
const cases: [string, ProviderSearchInput, ReturnType<typeof miami> | null][] = [
  [
    'Radius 10 miles around Miami + Primary Care + Medicare',
    { specialty: 'primary-care', insurance: 'Medicare' },
    miami(10),
  ],
  ['Provider name with a typo ("Garsia")', { name: 'Garsia' }, null],
  [
    'Languages and accessibility (list filters), statewide',
    { languages: 'Haitian Creole', accessibility: 'Hearing Loop System' },
    null,
  ],
  [
    'Open this week, mornings, 25 miles around Miami',
    { availability: 'this_week', time: 'morning' },
    miami(25),
  ],
];
await database.db.execute(sql`analyze`);
const out: string[] = [];
for (const [title, input, center] of cases) {
  const params = providerSearchSchema.parse(input);
  const query = searchQuery(
    { ...params, taxonomy: taxonomyFilter(params.category, params.specialty) },
    center,
    slotWindow(params.availability, params.time, new Date()),
  );
  out.push(`#### ${title}\n\n\`\`\`\n${await explainPrepared(database.db, query)}\n\`\`\`\n`);
}
await database.close();
console.log(out.join('\n'));
