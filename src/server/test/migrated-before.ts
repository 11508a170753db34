import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../db/client.ts';

/**
 * An embedded database migrated up to, not including, the migration whose name starts with `tag`
 * ('0035_'): to write rows as an earlier version did, then run `database.migrate()` and see what the
 * migration made of them.
 */
export async function databaseBefore(tag: string): Promise<Database> {
  const database = await openDatabase({ databaseUrl: 'memory://' });
  const before = mkdtempSync(join(tmpdir(), 'migrations-before-'));
  try {
    cpSync(MIGRATIONS_DIR, before, { recursive: true });
    const journalFile = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((e) => e.tag.startsWith(tag));
    if (upTo < 0) throw new Error(`No migration named ${tag}…`);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    await migrate(database.db, { migrationsFolder: before });
  } finally {
    rmSync(before, { recursive: true });
  }
  return database;
}
