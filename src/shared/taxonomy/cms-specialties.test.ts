import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsvRows } from '../../../scripts/build-taxonomy.ts';
import { CMS_SPECIALTIES, cmsSpecialtyCodes, cmsSpecialtyKey } from './cms-specialties.ts';
import { isDeactivated, nuccCode } from './nucc.ts';

const CMS_SAMPLE = join(resolve('..', 'shared', 'data'), 'cms', 'dac_sample_2021.csv');
const SPECIALTY_COLUMNS = ['pri_spec', 'sec_spec_1', 'sec_spec_2', 'sec_spec_3', 'sec_spec_4'];

describe('CMS specialty names', () => {
  it('each map to current NUCC codes, written as their key', () => {
    for (const [name, codes] of Object.entries(CMS_SPECIALTIES)) {
      expect(cmsSpecialtyKey(name), name).toBe(name);
      expect(codes.length, name).toBeGreaterThan(0);
      for (const code of codes) {
        const known = nuccCode(code);
        expect(known, `${name}: ${code}`).toBeDefined();
        expect(isDeactivated(known!), `${name}: ${code}`).toBe(false);
      }
    }
  });

  it('are found whatever the spacing and case, with the main code first', () => {
    expect(cmsSpecialtyCodes(' chiropractic ')).toEqual(['111N00000X']);
    expect(cmsSpecialtyCodes('Allergy/ Immunology')[0]).toBe('207K00000X');
    expect(cmsSpecialtyCodes('CLINICAL  SOCIAL WORKER')).toEqual(['1041C0700X']);
    expect(cmsSpecialtyCodes('FAMILY PRACTICE')).toEqual(cmsSpecialtyCodes('FAMILY MEDICINE'));
  });

  it('give nothing for a name that is not one', () => {
    expect(cmsSpecialtyCodes('ASTROLOGY')).toEqual([]);
    expect(cmsSpecialtyCodes('')).toEqual([]);
    expect(cmsSpecialtyCodes('CONSTRUCTOR')).toEqual([]);
  });
});

describe.skipIf(!existsSync(CMS_SAMPLE))('the public Doctors and Clinicians sample', () => {
  it('names no specialty we cannot map', () => {
    const names = new Set<string>();
    for (const row of readCsvRows(CMS_SAMPLE))
      for (const column of SPECIALTY_COLUMNS) if (row[column]) names.add(row[column]);
    expect(names.size).toBeGreaterThan(40);
    expect([...names].filter((name) => cmsSpecialtyCodes(name).length === 0)).toEqual([]);
  });
});
