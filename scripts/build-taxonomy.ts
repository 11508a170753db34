// `npm run taxonomy -- nucc_taxonomy_251.csv`: writes src/shared/taxonomy/nucc-codes.gen.ts from the
// NUCC Health Care Provider Taxonomy file (ADR 23), as published twice a year at nucc.org. Only the
// fields the product uses are kept; the long definitions stay out (they would triple the file, and
// people read our own words). src/shared/taxonomy/nucc.test.ts fails when the file is not what this
// script makes from the CSV.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../src/server/modules/directory-import/csv.ts';

export const NUCC_CODES_FILE = fileURLToPath(
  new URL('../src/shared/taxonomy/nucc-codes.gen.ts', import.meta.url),
);

/** The rows of a CSV file as objects keyed by the header's names (trimmed: some files pad them). */
export function readCsvRows(path: string): Record<string, string>[] {
  const [header, ...records] = parseCsv(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
  if (!header) return [];
  const names = header.map((name) => name.trim());
  return records.map((record) =>
    Object.fromEntries(names.map((name, i) => [name, (record[i] ?? '').trim()])),
  );
}

/** '.../nucc_taxonomy_251.csv' → '25.1', the release the file name carries. */
export function releaseOf(path: string): string {
  const match = /(\d{2})(\d)\.csv$/i.exec(basename(path));
  if (!match)
    throw new Error(
      `Cannot tell the NUCC release from the file name ${basename(path)} (nucc_taxonomy_251.csv).`,
    );
  return `${match[1]}.${match[2]}`;
}

const COLUMNS = ['Code', 'Grouping', 'Classification', 'Specialization', 'Display Name', 'Section'] as const;
const SECTIONS = { Individual: 'I', 'Non-Individual': 'N' } as const;

/** The generated module's text, from the CSV's rows: one line per code, in the file's order. */
export function nuccCodesFile(rows: Record<string, string>[], release: string): string {
  if (rows.length === 0) throw new Error('The NUCC file has no codes.');
  const missing = COLUMNS.filter((column) => !(column in rows[0]!));
  if (missing.length) throw new Error(`The NUCC file has no column ${missing.join(', ')}.`);
  const lines = rows.map((row) => {
    const section = SECTIONS[row.Section as keyof typeof SECTIONS];
    if (!section) throw new Error(`Code ${row.Code} has an unknown section '${row.Section}'.`);
    const fields = [
      row.Code,
      row.Grouping,
      row.Classification,
      row.Specialization,
      row['Display Name'],
      section,
    ];
    // Some display names carry a doubled space ('Hearing  Aid Equipment'): kept as published.
    return `  ${JSON.stringify(fields)},`;
  });
  return [
    '// Written by `npm run taxonomy` from the NUCC Health Care Provider Taxonomy CSV: do not edit.',
    '// Health Care Provider Taxonomy code set © American Medical Association, published by the National',
    '// Uniform Claim Committee (nucc.org), used with attribution (ADR 23).',
    '',
    `export const NUCC_RELEASE = '${release}';`,
    '',
    '/** Code, grouping, classification, specialization, display name, section (I individual, N not). */',
    "export type NuccRow = readonly [string, string, string, string, string, 'I' | 'N'];",
    '',
    'export const NUCC_ROWS: readonly NuccRow[] = [',
    ...lines,
    '];',
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const csv = process.argv[2];
  if (!csv) {
    console.error('Usage: npm run taxonomy -- path/to/nucc_taxonomy_NNN.csv');
    process.exit(2);
  }
  const rows = readCsvRows(csv);
  writeFileSync(NUCC_CODES_FILE, nuccCodesFile(rows, releaseOf(csv)));
  console.log(`Wrote ${rows.length} NUCC codes (release ${releaseOf(csv)}) to ${NUCC_CODES_FILE}.`);
}
