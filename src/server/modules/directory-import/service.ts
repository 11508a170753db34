import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { readCsvFile } from './csv.ts';
import { detectFormat, mappers } from './formats.ts';
import {
  SKIP_REASONS,
  type ImportFormat,
  type ImportRecord,
  type RowMapper,
  type SkipReason,
} from './records.ts';
import { upsertBatch } from './repository.ts';

export type ImportOptions = {
  /** Which public file; when left out, told from the file's header. */
  format?: ImportFormat;
  path: string;
  /** Only rows whose practice is in this state (two letters), e.g. FL. */
  state?: string | null;
  /** Rows per INSERT; 500 keeps a statement well under PostgreSQL's parameter limit. */
  batchSize?: number;
  now?: Date;
  /** Called after each batch with the rows read so far. */
  onProgress?: (rowsRead: number) => void;
};

export type ImportReport = {
  format: ImportFormat;
  rows: number;
  created: number;
  updated: number;
  skipped: Partial<Record<SkipReason, number>>;
  /** CMS specialty names the mapping table (cms-specialties.ts) lacks, with their row counts. */
  unmappedSpecialties: Record<string, number>;
  seconds: number;
  rowsPerSecond: number;
};

/**
 * Imports a CMS Doctors and Clinicians, NPPES or CMS Hospital General Information file, streamed:
 * one line, one batch of at most `batchSize` listings and one transaction in memory at a time,
 * whatever the file's size. Idempotent by NPI (hospitals: CMS Certification Number): a second run
 * updates the unclaimed listings and adds nothing.
 */
export async function importDirectoryFile(db: Db, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 500;
  const run = { id: randomUUID(), format: options.format ?? 'cms', at: options.now ?? new Date() };
  const report: ImportReport = {
    format: run.format,
    rows: 0,
    created: 0,
    updated: 0,
    skipped: {},
    unmappedSpecialties: {},
    seconds: 0,
    rowsPerSecond: 0,
  };
  const skip = (reason: SkipReason, n = 1) => {
    if (n > 0) report.skipped[reason] = (report.skipped[reason] ?? 0) + n;
  };
  // A batch never holds one NPI twice: ON CONFLICT cannot touch a row twice in one statement.
  let batch = new Map<string, ImportRecord>();
  const flush = async () => {
    if (batch.size === 0) return;
    const outcome = await upsertBatch(db, [...batch.values()], run);
    report.created += outcome.created;
    report.updated += outcome.updated;
    skip('claimed', outcome.claimed);
    skip('duplicate', outcome.duplicate);
    skip('corrected', outcome.corrected);
    batch = new Map();
    options.onProgress?.(report.rows);
  };

  let map: RowMapper | undefined;
  for await (const row of readCsvFile(options.path)) {
    if (!map) {
      const header = row.map((h) => h.trim());
      const format = options.format ?? detectFormat(header);
      if (!format)
        throw new Error(
          'This file is none of the public files we import (CMS Doctors and Clinicians, NPPES, CMS Hospital General Information).',
        );
      run.format = report.format = format;
      map = mappers[format](header, options.state?.toUpperCase() ?? null);
      continue;
    }
    report.rows++;
    const result = map(row);
    for (const name of result.unmapped ?? [])
      report.unmappedSpecialties[name] = (report.unmappedSpecialties[name] ?? 0) + 1;
    if ('skip' in result) {
      skip(result.skip);
      continue;
    }
    const key = result.record.npiNumber ?? `ccn:${result.record.cmsCcn}`;
    if (batch.has(key)) {
      skip('duplicate');
      continue;
    }
    batch.set(key, result.record);
    if (batch.size >= batchSize) await flush();
  }
  if (!map) throw new Error('The file is empty.');
  await flush();
  report.seconds = (performance.now() - started) / 1000;
  report.rowsPerSecond = Math.round(report.rows / Math.max(report.seconds, 0.001));
  return report;
}

const FORMAT_NAMES: Record<ImportFormat, string> = {
  cms: 'CMS Doctors and Clinicians',
  nppes: 'NPPES registry',
  hospitals: 'CMS Hospital General Information',
};

/** The report as plain lines for the command line. */
export function formatReport(report: ImportReport): string {
  const lines = [
    `File: ${FORMAT_NAMES[report.format]}`,
    `Read ${report.rows} rows in ${report.seconds.toFixed(1)} s (${report.rowsPerSecond} rows/s).`,
    `New listings: ${report.created}`,
    `Updated listings: ${report.updated}`,
    `Skipped: ${Object.values(report.skipped).reduce((a, b) => a + b, 0)}`,
  ];
  for (const [reason, count] of Object.entries(report.skipped))
    lines.push(`  ${count} ${SKIP_REASONS[reason as SkipReason]}`);
  const unmapped = Object.entries(report.unmappedSpecialties).sort((a, b) => b[1] - a[1]);
  if (unmapped.length > 0) {
    lines.push('Specialty names missing from the mapping table (most frequent first):');
    for (const [name, count] of unmapped.slice(0, 15)) lines.push(`  ${count} ${name}`);
    if (unmapped.length > 15) lines.push(`  ... and ${unmapped.length - 15} more`);
  }
  return lines.join('\n');
}
