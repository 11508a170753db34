import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isValidNpi, npiCheckDigit } from './npi.ts';

/** The public NPPES sample beside the project, when present (not on a user's machine). */
const NPPES_SAMPLE = resolve(import.meta.dirname, '../../../../shared/data/nppes/nppes_sample_1000.csv');

describe('NPI check digit (Luhn over 80840 + the first nine digits)', () => {
  it("accepts CMS's published example and real NPIs from the public registry", () => {
    // CMS's worked example in its NPI check-digit guidance: 123456789 → check digit 3.
    expect(npiCheckDigit('123456789')).toBe(3);
    expect(isValidNpi('1234567893')).toBe(true);
    // The first two of the public NPPES sample.
    expect(isValidNpi('1679576722')).toBe(true);
    expect(isValidNpi('1588667638')).toBe(true);
  });

  it.skipIf(!existsSync(NPPES_SAMPLE))('accepts every NPI of the public NPPES sample', () => {
    const npis = readFileSync(NPPES_SAMPLE, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]!.replaceAll('"', ''))
      .filter(Boolean);
    expect(npis.length).toBeGreaterThan(900);
    expect(npis.filter((npi) => !isValidNpi(npi))).toEqual([]);
  });

  it('refuses a wrong check digit, every single-digit typo, and a swap of neighbours', () => {
    expect(isValidNpi('1234567890')).toBe(false);
    const good = '1234567893';
    for (let i = 0; i < 10; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === good[i]) continue;
        const typo = good.slice(0, i) + d + good.slice(i + 1);
        expect(isValidNpi(typo), typo).toBe(false);
      }
    }
    expect(isValidNpi('1243567893')).toBe(false);
  });

  it('refuses anything but ten digits', () => {
    for (const bad of ['', '123456789', '12345678930', '123456789a', '1234-567893', ' 1234567893']) {
      expect(isValidNpi(bad), bad).toBe(false);
    }
  });
});
