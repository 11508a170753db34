import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { keepDataDirPrivate } from '../lib/private-data-dir.ts';
import { restoreDatabase } from '../db/backup.ts';
import { readOptions, runTask, UsageError } from './run.ts';

// npm run db:restore -- --from FILE --yes
// Replaces the configured database with a backup made by db:backup. Stop the server first.
const usage = 'Usage: npm run db:restore -- --from FILE --yes';

await runTask(async () => {
  const { values } = readOptions({ options: { from: { type: 'string' }, yes: { type: 'boolean' } } }, usage);
  if (!values.from) throw new UsageError(`Name the backup to restore. ${usage}`);
  const config = loadConfig();
  keepDataDirPrivate(config.DATA_DIR);
  const target = config.DATABASE_URL
    ? 'the PostgreSQL database of DATABASE_URL'
    : `the database in ${config.DATA_DIR}`;
  if (!values.yes)
    throw new UsageError(`This replaces ${target} with ${values.from}: add --yes to go ahead.`);
  const kept = await restoreDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    resolve(values.from),
  );
  console.log(`Restored ${values.from}.${kept ? ` The database it replaced is kept in ${kept}.` : ''}`);
});
