import { existsSync, readFileSync } from 'node:fs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CsvRecordParser, parseCsv, readCsvFile } from './csv.ts';
import {
  normalizeCredentials,
  normalizeNpi,
  normalizePersonName,
  normalizePhone,
  normalizeZip,
  properCase,
} from './normalize.ts';
import { mapCmsSpecialty, mapTaxonomy, NUCC_PREFIXES } from './specialties.ts';

const DATA = resolve('..', 'shared', 'data');

describe('the CSV parser (RFC 4180)', () => {
  it('splits plain rows, keeps empty fields and quoted commas, undoes doubled quotes', () => {
    expect(parseCsv('a,,c\n"Smith, John","say ""hi""",x')).toEqual([
      ['a', '', 'c'],
      ['Smith, John', 'say "hi"', 'x'],
    ]);
  });

  it('joins a quoted field that runs over a line break, and ends with an empty last field', () => {
    const parser = new CsvRecordParser();
    expect(parser.feed('1,"first line')).toBeNull();
    expect(parser.unterminated).toBe(true);
    expect(parser.feed('second line",')).toEqual(['1', 'first line\nsecond line', '']);
    expect(parser.unterminated).toBe(false);
  });

  it('streams a file with CRLF line ends and a byte-order mark, and refuses one cut inside quotes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'csv-'));
    const good = join(dir, 'good.csv');
    writeFileSync(good, '\ufeffNPI,Name\r\n1,"A, B"\r\n\r\n2,C\r\n');
    const rows: string[][] = [];
    for await (const r of readCsvFile(good)) rows.push(r);
    expect(rows).toEqual([
      ['NPI', 'Name'],
      ['1', 'A, B'],
      ['2', 'C'],
    ]);
    const cut = join(dir, 'cut.csv');
    writeFileSync(cut, 'NPI,Name\n1,"never closed\n');
    await expect(async () => {
      for await (const r of readCsvFile(cut)) void r;
    }).rejects.toThrow(/cut short/);
  });
});

describe('value clean-ups', () => {
  it('reads NPIs written as floats or in scientific notation, and refuses a wrong check digit', () => {
    expect(normalizeNpi('1679576722')).toBe('1679576722');
    expect(normalizeNpi('1679576722.0')).toBe('1679576722');
    expect(normalizeNpi('1.679576722E9')).toBe('1679576722');
    expect(normalizeNpi('1.679576722e+09')).toBe('1679576722');
    expect(normalizeNpi('1679576723')).toBeNull();
    expect(normalizeNpi('167957672')).toBeNull();
    expect(normalizeNpi('')).toBeNull();
  });

  it('splits ZIP+4, restores lost leading zeros and drops an empty +4', () => {
    expect(normalizeZip('341081869')).toEqual({ zip: '34108', plus4: '1869' });
    expect(normalizeZip('322044736.0')).toEqual({ zip: '32204', plus4: '4736' });
    expect(normalizeZip('33101-0100')).toEqual({ zip: '33101', plus4: '0100' });
    expect(normalizeZip('60402345')).toEqual({ zip: '06040', plus4: '2345' });
    expect(normalizeZip('6040')).toEqual({ zip: '06040', plus4: null });
    expect(normalizeZip('362070000')).toEqual({ zip: '36207', plus4: null });
    expect(normalizeZip('36207')).toEqual({ zip: '36207', plus4: null });
    expect(normalizeZip('ABCDE')).toBeNull();
    expect(normalizeZip('')).toBeNull();
  });

  it('writes phones as (305) 555-0100 and refuses what is not a US number', () => {
    expect(normalizePhone('3055550100')).toBe('(305) 555-0100');
    expect(normalizePhone('9043881820.0')).toBe('(904) 388-1820');
    expect(normalizePhone('1-305-555-0100')).toBe('(305) 555-0100');
    expect(normalizePhone('305.555.0100')).toBe('(305) 555-0100');
    expect(normalizePhone('555-0100')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });

  it('proper-cases names and addresses, keeping abbreviations', () => {
    expect(properCase('PEREZ-RODRIGUEZ')).toBe('Perez-Rodriguez');
    expect(properCase("O'BRIEN")).toBe("O'Brien");
    expect(properCase('MCDONALD')).toBe('McDonald');
    expect(properCase('870 111TH AVE N')).toBe('870 111th Ave N');
    expect(properCase('1500  NW  12TH AVE')).toBe('1500 NW 12th Ave');
    expect(properCase('PO BOX 2168')).toBe('PO Box 2168');
  });

  it('moves credentials out of names and keeps generational suffixes', () => {
    expect(normalizePersonName({ first: 'JOHN', last: 'SMITH MD', suffix: 'JR.' })).toEqual({
      firstName: 'John',
      lastName: 'Smith Jr.',
      credentials: 'MD',
    });
    expect(
      normalizePersonName({ first: 'ANA', last: 'DIAZ', suffix: 'III', credential: 'M.D., F.A.C.P.' }),
    ).toEqual({ firstName: 'Ana', lastName: 'Diaz III', credentials: 'MD, FACP' });
    expect(normalizePersonName({ first: 'LEE', last: 'KIM', suffix: 'D.O.' }).credentials).toBe('DO');
    expect(normalizeCredentials('')).toBeNull();
  });
});

describe('specialty mapping', () => {
  it('maps CMS primary specialties and refuses those we do not list', () => {
    expect(mapCmsSpecialty('CARDIOVASCULAR DISEASE (CARDIOLOGY)')).toEqual({
      specialty: 'Cardiology',
      title: 'Doctor',
    });
    expect(mapCmsSpecialty('NURSE PRACTITIONER')).toEqual({
      specialty: 'Primary Care',
      title: 'Nurse Practitioner',
    });
    expect(mapCmsSpecialty('CHIROPRACTIC')).toBeNull();
  });

  it('maps NUCC taxonomy codes by their longest prefix', () => {
    expect(mapTaxonomy('207RC0000X')?.specialty).toBe('Cardiology');
    expect(mapTaxonomy('207R00000X')?.specialty).toBe('Internal Medicine');
    expect(mapTaxonomy('207XS0114X')?.specialty).toBe('Orthopedics');
    expect(mapTaxonomy('111N00000X')).toBeNull();
    expect(mapTaxonomy('')).toBeNull();
  });

  describe.skipIf(!existsSync(join(DATA, 'nucc')))('against the published NUCC code set', () => {
    it('every mapped code or prefix exists in it', () => {
      const codes = readFileSync(join(DATA, 'nucc', 'nucc_taxonomy_251.csv'), 'utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[0]!)
        .filter(Boolean);
      const missing = NUCC_PREFIXES().filter((p) => !codes.some((c) => c.startsWith(p)));
      expect(missing).toEqual([]);
    });
  });
});
