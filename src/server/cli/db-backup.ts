import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDatabase } from '../db/backup.ts';

// npm run db:backup [-- --out FILE]
// PostgreSQL: a pg_dump custom-format file (DATABASE_URL). Embedded: an archive of DATA_DIR's
// database folder; stop the server first (the command refuses while it runs).
try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const file = await backupDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    values.out ? resolve(values.out) : undefined,
  );
  console.log(`Backup written to ${file}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
