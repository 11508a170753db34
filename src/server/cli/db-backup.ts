import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { keepDataDirPrivate } from '../lib/private-data-dir.ts';
import { backupDatabase } from '../db/backup.ts';
import { readOptions, runTask } from './run.ts';

// npm run db:backup [-- --out FILE]
// PostgreSQL: a pg_dump custom-format file (DATABASE_URL). Embedded: an archive of DATA_DIR's
// database folder; stop the server first (the command refuses while it runs).
await runTask(async () => {
  const { values } = readOptions(
    { options: { out: { type: 'string' } } },
    'Usage: npm run db:backup [-- --out FILE]',
  );
  const config = loadConfig();
  keepDataDirPrivate(config.DATA_DIR);
  const file = await backupDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    values.out ? resolve(values.out) : undefined,
  );
  console.log(`Backup written to ${file}`);
});
