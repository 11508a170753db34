/**
 * The shape of one NUCC taxonomy code, apart from the codes themselves (nucc.ts), so that the
 * category lists can be imported without the 883 codes.
 */
type NuccSection = 'Individual' | 'Non-Individual';

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

/** NUCC keeps a retired code in the file, its display name starting 'Deactivated'. */
export const isDeactivated = (c: NuccCode) => c.displayName.startsWith('Deactivated');

/**
 * Ten characters: nine letters or digits and a final X ('207RC0000X'). Here, not beside the schemas
 * that use it, so a screen can tell a code without downloading zod (languages.e2e.ts weighs them).
 */
export const NUCC_CODE_PATTERN = /^[0-9A-Z]{9}X$/;
