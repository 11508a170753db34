import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { syncTaxonomy } from './taxonomy.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Both drivers expose the same query builder; code is written against this type. */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction; repositories that may run inside one take an Executor. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pg pool when on PostgreSQL (LISTEN/NOTIFY needs its own connections). */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  /**
   * Fresh planner statistics and reclaimed space. PostgreSQL's autovacuum does this by itself; the
   * embedded database has no background workers, so the server calls this at start and every few hours.
   */
  maintain(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A provider-name search finds near misses ("Garsia" finds "Garcia", "Jonson" finds "Johnson") above
 * this word similarity. At 0.4 a shared syllable was enough ("Jonson" found Robinson too).
 * Set for every session, so the indexed `<%` operator uses it without a transaction per search.
 */
const NAME_SIMILARITY = 0.45;
const SESSION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${NAME_SIMILARITY}`;

/** The extensions the schema uses; every PGlite opened on our data must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance, btree_gist, citext };

/**
 * The embedded database's page cache, inside the server's own memory (PostgreSQL's default is
 * 128 MB, which it touches in full at start). A page it does not hold is read from the operating
 * system's file cache: a copy, not a disk read. At 100,000 providers 64 MB keeps the server under
 * 500 MB, and the radius search's p95 was the same as at 128 MB (ADR 12, docs/benchmarks.md).
 */
const PGLITE_CACHE_MB = 64;

/** Any fixed number: the advisory lock that lets one instance at a time run the migrations. */
const MIGRATION_LOCK = 7_310_942;

/**
 * Several instances starting together would each apply the same migration; the first to take the
 * lock migrates, the others wait and then find nothing left to do. The lock lives on a connection
 * of its own, outside the pool the migrations use.
 */
async function migrateOnce(databaseUrl: string, migrate: () => Promise<void>) {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.end(); // ending the session releases the lock
  }
}

type Options = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** The embedded database's page cache in MB; bulk command-line work (seeding, importing) asks for more. */
  embeddedCacheMb?: number;
};

/**
 * PostgreSQL when a postgres:// URL is given; otherwise the embedded PGlite in DATA_DIR/db,
 * or an in-memory PGlite for memory:// (what the tests use).
 */
export async function openDatabase({
  databaseUrl,
  dataDir = './data',
  poolSize = 10,
  embeddedCacheMb = PGLITE_CACHE_MB,
}: Options): Promise<Database> {
  if (databaseUrl && !databaseUrl.startsWith('memory://')) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, options: SESSION_OPTIONS });
    // A connection the database ends while it is idle or closing (a restart, a failover, a dropped
    // database) would otherwise raise an error nobody listens for and stop the process. A query on
    // it still fails on its own; the pool opens a new connection for the next one.
    const ignoreClosedConnection = () => undefined;
    pool.on('error', ignoreClosedConnection);
    pool.on('connect', (client) => client.on('error', ignoreClosedConnection));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () =>
        migrateOnce(databaseUrl, async () => {
          await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
          await syncTaxonomy(db);
        }),
      maintain: async () => undefined,
      close: () => pool.end(),
    };
  }
  const location = databaseUrl ? 'memory://' : resolve(dataDir, 'db');
  let unlock = () => {};
  if (location !== 'memory://') {
    mkdirSync(location, { recursive: true });
    unlock = lockDataDir(location);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(location, {
      extensions: PGLITE_EXTENSIONS,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${embeddedCacheMb}MB`],
    });
  } catch (err) {
    unlock();
    throw err;
  }
  await client.exec(`set pg_trgm.word_similarity_threshold = ${NAME_SIMILARITY}`);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      await syncTaxonomy(db as unknown as Db);
    },
    maintain: async () => {
      await client.exec('vacuum analyze');
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
