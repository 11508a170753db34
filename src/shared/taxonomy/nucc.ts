/**
 * The NUCC Health Care Provider Taxonomy, the code set every US provider's NPI record carries (ADR
 * 23). The codes come from nucc-codes.gen.ts, which `npm run taxonomy` writes from the published CSV.
 */
import type { NuccCode } from './nucc-code.ts';
import { NUCC_ROWS } from './nucc-codes.gen.ts';

export { NUCC_RELEASE } from './nucc-codes.gen.ts';
export { isDeactivated, type NuccCode } from './nucc-code.ts';

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
