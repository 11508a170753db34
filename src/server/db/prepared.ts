import { createHash } from 'node:crypto';
import { PGlite, protocol, type ExecProtocolResult } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client.ts';

/**
 * Runs a read-only query as a named prepared statement: parsed and planned once per connection,
 * then only bound and executed. For the search, planning cost more than executing, and the
 * embedded database's ordinary query() takes four trips into WASM (parse, describe, bind, execute),
 * each followed by a file-system sync; this takes one and skips the sync, as nothing is written.
 *
 * Values come back as PostgreSQL's text (the embedded database) or as node-postgres parses them:
 * callers convert what they read (Number(), JSON.parse()).
 */
export async function queryPrepared(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const { text, params, name } = statementOf(query);
  const client = db.$client as unknown;
  if (client instanceof PGlite) return runOnPglite(client, name, text, params);
  // node-postgres prepares a named statement once on each pooled connection; idle connections are
  // closed after a while, which lets go of statements no longer used.
  const result = await (client as pg.Pool).query({ name, text, values: params });
  return result.rows as Record<string, unknown>[];
}

const dialect = new PgDialect();

function statementOf(query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params, name: `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}` };
}

/**
 * The plan a prepared query runs with once its plan is cached (PostgreSQL chooses between a plan
 * for the values and a generic one after five runs), under EXPLAIN ANALYZE: for docs/benchmarks.md.
 * On PostgreSQL the database must have a pool of one connection, so the statement is found again.
 */
export async function explainPrepared(db: Db, query: SQL): Promise<string> {
  for (let i = 0; i < 6; i++) await queryPrepared(db, query);
  const { params, name } = statementOf(query);
  const literal = (v: unknown) => {
    const text = toText(v);
    return text === null ? 'null' : `'${text.replace(/'/g, "''")}'`;
  };
  const args = params.length ? `(${params.map(literal).join(', ')})` : '';
  const explain = `explain (analyze, costs off) execute ${name}${args}`;
  const client = db.$client as unknown;
  const rows =
    client instanceof PGlite
      ? (await client.query<Record<string, string>>(explain)).rows
      : ((await (client as pg.Pool).query(explain)).rows as Record<string, string>[]);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * Statements are kept per filter combination, so their number is bounded by the search's options;
 * past this many the least recently used is closed, in case of a long tail of combinations.
 */
const MAX_STATEMENTS = 200;

const preparedOn = new WeakMap<PGlite, Map<string, true>>();
const { serialize } = protocol;

async function runOnPglite(client: PGlite, name: string, text: string, params: unknown[]) {
  let prepared = preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Map()));
  const statements = prepared;
  return client.runExclusive(async () => {
    const messages: Uint8Array[] = [];
    const isNew = !statements.has(name);
    if (isNew) messages.push(serialize.parse({ name, text, types: [] }));
    messages.push(
      serialize.bind({ statement: name, values: params.map(toText) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    let results: ExecProtocolResult['messages'];
    try {
      ({ messages: results } = await client.execProtocol(concat(messages), { syncToFs: false }));
    } catch (error) {
      // A statement parsed in a batch that then failed would otherwise block its name.
      if (isNew) await close(client, name);
      throw error;
    }
    statements.delete(name);
    statements.set(name, true);
    if (statements.size > MAX_STATEMENTS) {
      const oldest = statements.keys().next().value!;
      statements.delete(oldest);
      await close(client, oldest);
    }
    return rowsOf(results);
  });
}

async function close(client: PGlite, name: string) {
  await client.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]), {
    syncToFs: false,
    throwOnError: false,
  });
}

type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type DataRow = InstanceType<typeof protocol.messages.DataRowMessage>;

function rowsOf(messages: ExecProtocolResult['messages']): Record<string, unknown>[] {
  let columns: string[] = [];
  const rows: Record<string, unknown>[] = [];
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      columns = (message as RowDescription).fields.map((f) => f.name);
    } else if (message.name === 'dataRow') {
      const fields = (message as DataRow).fields;
      rows.push(Object.fromEntries(columns.map((c, i) => [c, fields[i] ?? null])));
    }
  }
  return rows;
}

/** Bind values travel as text, as PostgreSQL's own input functions read them. */
function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean | bigint);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
