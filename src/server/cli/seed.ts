import { refreshStatistics, seedProviders } from '../db/seed/demo.ts';
import { readOptions, runBulkCli, UsageError } from './run.ts';

// npm run seed -- --providers 10000 [--seed 42] [--slot-days 14]: adds synthetic approved providers (scale
// tests, benchmarks). Open slots default to two weeks ahead: at 30 days a large seed is mostly slot rows.
const usage = 'Usage: npm run seed -- --providers N [--seed S] [--slot-days D]';

await runBulkCli(async ({ database }) => {
  const { values } = readOptions(
    {
      options: {
        providers: { type: 'string', default: '1000' },
        seed: { type: 'string' },
        'slot-days': { type: 'string', default: '14' },
      },
    },
    usage,
  );
  const providers = Number(values.providers);
  const seed = values.seed === undefined ? Date.now() % 1_000_000 : Number(values.seed);
  if (!Number.isInteger(providers) || providers < 1 || providers > 200_000)
    throw new UsageError(`--providers must be 1 to 200000. ${usage}`);
  if (!Number.isInteger(seed) || seed < 0) throw new UsageError(`--seed must be a whole number. ${usage}`);
  const slotDays = Number(values['slot-days']);
  if (!Number.isInteger(slotDays) || slotDays < 0 || slotDays > 30)
    throw new UsageError(`--slot-days must be 0 to 30. ${usage}`);
  const started = Date.now();
  for (let done = 0; done < providers; done += 5000) {
    const n = Math.min(5000, providers - done);
    await seedProviders(database.db, { count: n, seed: seed + done, slotDays });
    console.log(`  ${done + n} of ${providers} providers added`);
  }
  await refreshStatistics(database.db);
  console.log(`Added ${providers} providers in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
});
