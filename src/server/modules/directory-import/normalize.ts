import { isValidNpi } from '#shared/providers/npi.ts';

/**
 * Clean-ups for the public files' values. The NPPES sample went through a spreadsheet tool, so
 * numbers come as floats ('1679576722.0', '1.679576722E9', ZIP '322044736.0'); CMS drops ZIP
 * leading zeros and writes ZIP+4 without a dash; both write names in capitals.
 */

/** Undoes a float rendering of a whole number: '1.0' → '1', '1.234567893E9' → '1234567893'. */
export function wholeNumber(raw: string): string {
  const value = raw.trim();
  if (/^\d+\.0*$/.test(value)) return value.replace(/\.0*$/, '');
  if (/^\d+(\.\d+)?[eE]\+?\d+$/.test(value)) {
    const n = Number(value);
    // Past 2^53 a float no longer holds every digit: better no number than a wrong one.
    if (Number.isSafeInteger(n)) return String(n);
  }
  return value;
}

/** A valid NPI from the file's text, or null. */
export function normalizeNpi(raw: string): string | null {
  const npi = wholeNumber(raw);
  return isValidNpi(npi) ? npi : null;
}

/**
 * ZIP or ZIP+4 in any of the files' forms → the 5-digit ZIP and the +4 (null when absent or
 * 0000). Leading zeros lost to number formatting come back: 9-digit forms are 9 long, 5-digit ones 5.
 */
export function normalizeZip(raw: string): { zip: string; plus4: string | null } | null {
  const digits = wholeNumber(raw).replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  let full: string;
  if (digits.length >= 7 && digits.length <= 9) full = digits.padStart(9, '0');
  else if (digits.length >= 3 && digits.length <= 5) full = digits.padStart(5, '0');
  else return null;
  const zip = full.slice(0, 5);
  if (zip === '00000') return null;
  const plus4 = full.length === 9 && full.slice(5) !== '0000' ? full.slice(5) : null;
  return { zip, plus4 };
}

/** A US phone number as (305) 555-0100, or null when it is not ten digits. */
export function normalizePhone(raw: string): string | null {
  let digits = wholeNumber(raw).replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10 || /^[01]/.test(digits)) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const KEEP_UPPER = new Set(['PO', 'NE', 'NW', 'SE', 'SW', 'US', 'II', 'III', 'IV', 'LLC', 'PA', 'PC', 'MD']);

/** One word in proper case: O'Brien, Perez-Rodriguez, McDonald, 111th, and the possessive St Mary's. */
function properWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/(^|[-'’(/"])([a-z])/g, (_, sep: string, c: string, at: number, all: string) =>
      /['’]/.test(sep) && c === 's' && !/[a-z]/.test(all[at + 2] ?? '') ? sep + c : sep + c.toUpperCase(),
    )
    .replace(/^Mc([a-z])/, (_, c: string) => `Mc${c.toUpperCase()}`);
}

/** Capitals to proper case; words that are abbreviations (PO, NW, LLC) stay capitals. */
export function properCase(raw: string): string {
  return raw
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((w) =>
      KEEP_UPPER.has(w.toUpperCase().replace(/[.,]/g, '')) && w === w.toUpperCase() ? w : properWord(w),
    )
    .join(' ');
}

/** Credentials people put in name fields; they belong in the professional title, not the name. */
const CREDENTIALS = new Set([
  'MD',
  'DO',
  'DPM',
  'OD',
  'DC',
  'DDS',
  'DMD',
  'PHD',
  'PSYD',
  'AUD',
  'DPT',
  'PT',
  'NP',
  'APRN',
  'ARNP',
  'FNP',
  'PA',
  'PAC',
  'RN',
  'LCSW',
  'CSW',
  'CNS',
  'MPH',
  'FACP',
  'FACC',
  'FACS',
  'OT',
  'OTR',
  'CCCSLP',
  'SLP',
  'RD',
  'LD',
  'CP',
  'PSY',
  'AU',
  'MS',
  'MA',
  'DNP',
  'CRNA',
]);
const GENERATIONAL = /^(JR|SR|II|III|IV|V)$/;

const bare = (token: string) => token.toUpperCase().replace(/[.\s-]/g, '');

/** 'M.D.', 'MD, FACP', 'D.O' → 'MD', 'MD, FACP', 'DO' (letters, up to 20 characters), or null. */
export function normalizeCredentials(...raws: string[]): string | null {
  const seen: string[] = [];
  for (const raw of raws)
    for (const token of raw.split(/[,;/]|\s+/)) {
      const t = bare(token);
      if (t && /^[A-Z]{1,6}$/.test(t) && !GENERATIONAL.test(t) && !seen.includes(t)) seen.push(t);
    }
  let out = '';
  for (const t of seen) {
    const next = out ? `${out}, ${t}` : t;
    if (next.length > 20) break;
    out = next;
  }
  return out || null;
}

/**
 * A person's name parts from the file: proper case, a generational suffix kept on the last name
 * ('Smith Jr.'), credentials written into the name or suffix field moved out to the credentials.
 */
export function normalizePersonName(input: {
  first: string;
  last: string;
  suffix?: string;
  credential?: string;
}): { firstName: string; lastName: string; credentials: string | null } {
  const moved: string[] = [];
  const lastTokens = input.last.trim().split(/\s+/).filter(Boolean);
  while (lastTokens.length > 1 && CREDENTIALS.has(bare(lastTokens[lastTokens.length - 1]!)))
    moved.unshift(lastTokens.pop()!.replace(/,$/, ''));
  let lastName = properCase(lastTokens.join(' ').replace(/,$/, ''));
  const suffix = (input.suffix ?? '').trim();
  if (suffix) {
    if (GENERATIONAL.test(bare(suffix))) {
      const s = bare(suffix);
      lastName = `${lastName} ${s === 'JR' || s === 'SR' ? `${s[0]}${s[1]!.toLowerCase()}.` : s}`;
    } else moved.push(suffix);
  }
  return {
    firstName: properCase(input.first),
    lastName,
    credentials: normalizeCredentials(input.credential ?? '', ...moved),
  };
}

/** MM/DD/YYYY (NPPES dates) → a Date at UTC midnight, or null. */
export function parseUsDate(raw: string): Date | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw.trim());
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A CMS Certification Number: six characters, the first two the state. The files lose the leading
 * zero of the states numbered 01-09 ('10001' for Alabama's 010001); it comes back here, so that a
 * clinician's affiliation and the hospital's own row meet. Null when it is not one.
 */
export function normalizeCcn(raw: string): string | null {
  let ccn = wholeNumber(raw).toUpperCase();
  if (/^\d{4,5}$/.test(ccn)) ccn = ccn.padStart(6, '0');
  return /^[0-9A-Z]{6}$/.test(ccn) && ccn !== '000000' ? ccn : null;
}
