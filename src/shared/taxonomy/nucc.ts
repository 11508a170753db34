/**
 * The NUCC Health Care Provider Taxonomy, the code set every US provider's NPI record carries (ADR
 * 23). The codes come from nucc-codes.gen.ts, which `npm run taxonomy` writes from the published CSV.
 */
import { NUCC_ROWS } from './nucc-codes.gen.ts';

export { NUCC_RELEASE } from './nucc-codes.gen.ts';

export type NuccSection = 'Individual' | 'Non-Individual';

export type NuccCode = {
  /** Ten characters, e.g. '213E00000X' (podiatrist). */
  code: string;
  grouping: string;
  classification: string;
  /** Empty for a classification's own code. */
  specialization: string;
  displayName: string;
  section: NuccSection;
};

export const NUCC_CODES: readonly NuccCode[] = NUCC_ROWS.map(
  ([code, grouping, classification, specialization, displayName, section]) => ({
    code,
    grouping,
    classification,
    specialization,
    displayName,
    section: section === 'I' ? 'Individual' : 'Non-Individual',
  }),
);

const BY_CODE = new Map(NUCC_CODES.map((c) => [c.code, c]));

export const nuccCode = (code: string): NuccCode | undefined => BY_CODE.get(code.trim().toUpperCase());

/** NUCC keeps a retired code in the file, its display name starting 'Deactivated'. */
export const isDeactivated = (c: NuccCode) => c.displayName.startsWith('Deactivated');
