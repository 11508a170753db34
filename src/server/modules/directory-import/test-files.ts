import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'import-'));
let fileNo = 0;

/** Writes the lines as a CSV file of its own and gives its path. */
export function csvFile(lines: string[]): string {
  const path = join(dir, `f${fileNo++}.csv`);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

let ccnNo = 0;
/** A CMS Certification Number no real hospital has (a Q in the third place) and no other test uses. */
export function uniqueCcn(): string {
  return `${String(Math.floor(Math.random() * 90) + 10)}Q${String(ccnNo++ % 1000).padStart(3, '0')}`;
}

/** Letters no name has, so a name search finds only the listing a test made. */
export function uniqueWord(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}
