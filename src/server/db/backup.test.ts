import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { openDatabase, type Database } from './client.ts';

const names = async (database: Database) => {
  const { rows } = await database.db.execute<{ name: string }>(
    sql`select name from backup_probe order by name`,
  );
  return rows.map((r) => r.name);
};

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database backup and restore', () => {
  it('restores exactly what was backed up, keeping the replaced folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-backup-'));
    let database = await openDatabase({ dataDir });
    await database.db.execute(sql`create table backup_probe (name text primary key)`);
    await database.db.execute(sql`insert into backup_probe values ('kept'), ('also kept')`);
    await database.close();

    const file = await backupDatabase({ dataDir });
    expect(file).toMatch(/backups\/careconnect-pglite-.+\.tar\.gz$/);

    database = await openDatabase({ dataDir });
    await database.db.execute(sql`delete from backup_probe where name = 'kept'`);
    await database.db.execute(sql`insert into backup_probe values ('written after the backup')`);
    await database.close();

    const replaced = await restoreDatabase({ dataDir }, file);
    expect(replaced && existsSync(join(replaced, 'PG_VERSION'))).toBe(true);
    database = await openDatabase({ dataDir });
    expect(await names(database)).toEqual(['also kept', 'kept']);
    await database.close();
  });

  it('refuses while another process holds the database, and takes over a dead one’s lock', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-lock-'));
    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`create table backup_probe (name text primary key)`);
    await database.close();

    // The parent process is alive: its lock stands.
    writeFileSync(join(dataDir, 'db', 'careconnect.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another CareConnect process/);
    await expect(backupDatabase({ dataDir })).rejects.toThrow(/in use by another CareConnect process/);

    // A lock left by a process that no longer runs (killed, crashed) is taken over.
    writeFileSync(join(dataDir, 'db', 'careconnect.lock'), '4194000');
    const reopened = await openDatabase({ dataDir });
    expect(await names(reopened)).toEqual([]);
    await reopened.close();
  });

  it('refuses a backup file that is not there, changing nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-restore-'));
    await expect(restoreDatabase({ dataDir }, join(dataDir, 'missing.tar.gz'))).rejects.toThrow(
      /no backup file/,
    );
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
  });
});

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('PostgreSQL backup and restore (pg_dump custom format)', () => {
  it('restores exactly what was backed up', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const name = `careconnect_backup_${Date.now()}_${process.pid}`;
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const target = {
      databaseUrl: url.toString(),
      dataDir: mkdtempSync(join(tmpdir(), 'careconnect-pgdump-')),
    };
    try {
      let database = await openDatabase({ databaseUrl: target.databaseUrl, poolSize: 1 });
      await database.db.execute(sql`create table backup_probe (name text primary key)`);
      await database.db.execute(sql`insert into backup_probe values ('kept'), ('also kept')`);
      const file = await backupDatabase(target);
      expect(file).toMatch(/careconnect-postgres-.+\.dump$/);
      await database.db.execute(sql`delete from backup_probe where name = 'kept'`);
      await database.db.execute(sql`insert into backup_probe values ('written after the backup')`);
      await database.close();

      await restoreDatabase(target, file);
      database = await openDatabase({ databaseUrl: target.databaseUrl, poolSize: 1 });
      expect(await names(database)).toEqual(['also kept', 'kept']);
      await database.close();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
