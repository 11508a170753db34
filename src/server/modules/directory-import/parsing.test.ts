import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CsvRecordParser, parseCsv, readCsvFile } from './csv.ts';
import { cmsCodes, splitSpecialtyList } from './cms.ts';
import { detectFormat } from './formats.ts';
import { hospitalTypeCode } from './hospitals.ts';
import { nppesCodes } from './nppes.ts';
import {
  normalizeCcn,
  normalizeCredentials,
  normalizeNpi,
  normalizePersonName,
  normalizePhone,
  normalizeZip,
  properCase,
} from './normalize.ts';
import { titleOfCode } from './titles.ts';

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
    expect(properCase("ST. MARY'S CHILDREN'S HOSPITAL")).toBe("St. Mary's Children's Hospital");
    expect(properCase("O'SULLIVAN")).toBe("O'Sullivan");
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

describe('taxonomy codes from the files', () => {
  it('maps CMS specialty names through the one table, each name to its main code, reporting unknown names', () => {
    expect(cmsCodes('CARDIOVASCULAR DISEASE (CARDIOLOGY)', [])).toEqual({
      codes: ['207RC0000X'],
      unmapped: [],
    });
    // The nurse practitioner's further crosswalk codes are kinds of NP, not facts about this one.
    expect(cmsCodes('NURSE PRACTITIONER', ['GERIATRIC MEDICINE', 'NURSE PRACTITIONER'])).toEqual({
      codes: ['363L00000X', '207RG0300X'],
      unmapped: [],
    });
    expect(cmsCodes('ASTROLOGY', ['', 'CHIROPRACTIC'])).toEqual({
      codes: ['111N00000X'],
      unmapped: ['ASTROLOGY'],
    });
    expect(cmsCodes('', [])).toEqual({ codes: [], unmapped: [] });
  });

  it('splits sec_spec_all at its commas, but not inside a name that has one', () => {
    expect(splitSpecialtyList('HOSPITALIST, NEPHROLOGY')).toEqual(['HOSPITALIST', 'NEPHROLOGY']);
    expect(splitSpecialtyList('PSYCHOLOGIST, CLINICAL, GERIATRIC MEDICINE')).toEqual([
      'PSYCHOLOGIST, CLINICAL',
      'GERIATRIC MEDICINE',
    ]);
    expect(splitSpecialtyList('')).toEqual([]);
  });

  it('takes the NPPES code whose primary switch is Y first, else the first, once each, dropping malformed ones', () => {
    expect(nppesCodes(['207Q00000X', '207RC0000X', ''], ['N', 'Y', ''])).toEqual([
      '207RC0000X',
      '207Q00000X',
    ]);
    expect(nppesCodes(['207q00000x', '207Q00000X', '1223G0001X'], ['X', 'X', 'X'])).toEqual([
      '207Q00000X',
      '1223G0001X',
    ]);
    expect(nppesCodes(['NOT A CODE', '', '261QP2300X'], ['Y', '', 'N'])).toEqual(['261QP2300X']);
    expect(nppesCodes(['', ''], ['', ''])).toEqual([]);
  });

  it('titles physicians and the doctors of teeth, feet, eyes and spines "Doctor", others by their NUCC classification', () => {
    expect(titleOfCode('207RC0000X')).toBe('Doctor');
    expect(titleOfCode('1223G0001X')).toBe('Doctor');
    expect(titleOfCode('111N00000X')).toBe('Doctor');
    expect(titleOfCode('363L00000X')).toBe('Nurse Practitioner');
    expect(titleOfCode('225100000X')).toBe('Physical Therapist');
    expect(titleOfCode('ZZZZZZZZZX')).toBe('');
  });

  it('files each CMS hospital type under its NUCC hospital code', () => {
    expect(hospitalTypeCode('Acute Care Hospitals')).toBe('282N00000X');
    expect(hospitalTypeCode('Critical Access Hospitals')).toBe('282NC0060X');
    expect(hospitalTypeCode('Psychiatric')).toBe('283Q00000X');
    expect(hospitalTypeCode('Childrens')).toBe('282NC2000X');
    expect(hospitalTypeCode('Long-term')).toBe('282E00000X');
    expect(hospitalTypeCode('Acute Care - Department of Defense')).toBe('2865M2000X');
    // A type CMS adds later is still a hospital.
    expect(hospitalTypeCode('Something New')).toBe('282N00000X');
  });

  it('gives back the leading zero CMS Certification Numbers lose', () => {
    expect(normalizeCcn('10001')).toBe('010001');
    expect(normalizeCcn('100018')).toBe('100018');
    expect(normalizeCcn('10001.0')).toBe('010001');
    expect(normalizeCcn('67z001')).toBe('67Z001');
    expect(normalizeCcn('')).toBeNull();
    expect(normalizeCcn('1234567')).toBeNull();
  });

  it('tells the three files apart by their headers', () => {
    expect(detectFormat(['NPI', 'Entity Type Code', 'Healthcare Provider Taxonomy Code_1'])).toBe('nppes');
    expect(detectFormat(['NPI', ' lst_nm', ' pri_spec'])).toBe('cms');
    expect(detectFormat(['Facility ID', 'Facility Name', 'Hospital Type'])).toBe('hospitals');
    expect(detectFormat(['Name', 'City'])).toBeNull();
  });
});
