import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/**
 * An RFC 4180 record parser fed one physical line at a time, so a multi-gigabyte file is read in
 * constant memory through readline. A quoted field may hold commas, doubled quotes ("") and line
 * breaks; a record whose quote is still open waits for the next line.
 */
export class CsvRecordParser {
  private fields: string[] = [];
  private field = '';
  private inQuotes = false;

  /** Feeds one line (without its line break); returns the record once it is complete, else null. */
  feed(line: string): string[] | null {
    // Most rows of the public files have no quotes at all: split them without walking each character.
    if (!this.inQuotes && this.fields.length === 0 && this.field === '' && !line.includes('"'))
      return line.split(',');
    if (this.inQuotes) this.field += '\n';
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (this.inQuotes) {
        if (ch === '"') {
          if (line[i + 1] === '"') {
            this.field += '"';
            i++;
          } else this.inQuotes = false;
        } else this.field += ch;
      } else if (ch === '"') this.inQuotes = true;
      else if (ch === ',') {
        this.fields.push(this.field);
        this.field = '';
      } else this.field += ch;
    }
    if (this.inQuotes) return null;
    const record = [...this.fields, this.field];
    this.fields = [];
    this.field = '';
    return record;
  }

  /** True when the input ended inside a quoted field (a truncated file). */
  get unterminated(): boolean {
    return this.inQuotes;
  }
}

/** Parses a whole CSV text (tests and small inputs). */
export function parseCsv(text: string): string[][] {
  const parser = new CsvRecordParser();
  const records: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    const record = parser.feed(line);
    if (record && !(record.length === 1 && record[0] === '')) records.push(record);
  }
  return records;
}

/** The records of a CSV file, streamed: readline keeps one line in memory at a time. */
export async function* readCsvFile(path: string): AsyncGenerator<string[]> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  const parser = new CsvRecordParser();
  let first = true;
  for await (let line of lines) {
    // A byte-order mark would glue itself to the first column's name.
    if (first && line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    first = false;
    const record = parser.feed(line);
    if (record && !(record.length === 1 && record[0] === '')) yield record;
  }
  if (parser.unterminated) throw new Error('The file ends inside a quoted field: it looks cut short.');
}
