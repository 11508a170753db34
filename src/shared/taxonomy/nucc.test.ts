import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NUCC_CODES_FILE, nuccCodesFile, readCsvRows, releaseOf } from '../../../scripts/build-taxonomy.ts';
import { NUCC_CODES, NUCC_RELEASE, isDeactivated, nuccCode } from './nucc.ts';

const NUCC_CSV = join(resolve('..', 'shared', 'data'), 'nucc', 'nucc_taxonomy_251.csv');

describe.skipIf(!existsSync(NUCC_CSV))('the generated NUCC file', () => {
  it('is what `npm run taxonomy` makes from the published CSV (run it again when this fails)', () => {
    expect(readFileSync(NUCC_CODES_FILE, 'utf8')).toBe(
      nuccCodesFile(readCsvRows(NUCC_CSV), releaseOf(NUCC_CSV)),
    );
  });
});

describe('the NUCC codes', () => {
  it('holds release 25.1: 883 codes, each once, 698 for individuals', () => {
    expect(NUCC_RELEASE).toBe('25.1');
    expect(NUCC_CODES).toHaveLength(883);
    expect(new Set(NUCC_CODES.map((c) => c.code)).size).toBe(883);
    expect(NUCC_CODES.filter((c) => c.section === 'Individual')).toHaveLength(698);
    for (const c of NUCC_CODES) expect(c.code).toMatch(/^[0-9A-Z]{9}X$/);
  });

  it('finds a code whatever its case and spaces, and knows retired ones', () => {
    expect(nuccCode(' 213e00000x ')).toMatchObject({
      classification: 'Podiatrist',
      displayName: 'Podiatrist',
      section: 'Individual',
    });
    expect(nuccCode('0000000000')).toBeUndefined();
    expect(isDeactivated(nuccCode('1835G0000X')!)).toBe(true);
    expect(isDeactivated(nuccCode('183500000X')!)).toBe(false);
  });
});

describe('building the NUCC file', () => {
  const row = {
    Code: '213E00000X',
    Grouping: 'Podiatric Medicine & Surgery Service Providers',
    Classification: 'Podiatrist',
    Specialization: '',
    Definition: 'A long definition that stays out.',
    'Display Name': 'Podiatrist',
    Section: 'Individual',
  };

  it('keeps the fields the product uses and leaves the definitions out', () => {
    const file = nuccCodesFile([row], '25.1');
    expect(file).toContain(
      '["213E00000X","Podiatric Medicine & Surgery Service Providers","Podiatrist","","Podiatrist","I"]',
    );
    expect(file).not.toContain('long definition');
    expect(file).toContain('© American Medical Association');
  });

  it('refuses a file without codes, without a column, or with an unknown section', () => {
    expect(() => nuccCodesFile([], '25.1')).toThrow('no codes');
    const { Section: _, ...noSection } = row;
    expect(() => nuccCodesFile([noSection], '25.1')).toThrow('no column Section');
    expect(() => nuccCodesFile([{ ...row, Section: 'Both' }], '25.1')).toThrow("unknown section 'Both'");
  });

  it('reads the release from the file name, and refuses a name without one', () => {
    expect(releaseOf('downloads/nucc_taxonomy_251.csv')).toBe('25.1');
    expect(releaseOf('nucc_taxonomy_260.CSV')).toBe('26.0');
    expect(() => releaseOf('taxonomy.csv')).toThrow('Cannot tell the NUCC release');
  });
});
