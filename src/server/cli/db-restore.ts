import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { restoreDatabase } from '../db/backup.ts';

// npm run db:restore -- --from FILE --yes
// Replaces the configured database with a backup made by db:backup. Stop the server first.
try {
  const { values } = parseArgs({ options: { from: { type: 'string' }, yes: { type: 'boolean' } } });
  if (!values.from) throw new Error('Name the backup to restore: npm run db:restore -- --from FILE --yes');
  const config = loadConfig();
  const target = config.DATABASE_URL
    ? 'the PostgreSQL database of DATABASE_URL'
    : `the database in ${config.DATA_DIR}`;
  if (!values.yes) throw new Error(`This replaces ${target} with ${values.from}. Add --yes to go ahead.`);
  const kept = await restoreDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    resolve(values.from),
  );
  console.log(`Restored ${values.from}.${kept ? ` The database it replaced is kept in ${kept}.` : ''}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
