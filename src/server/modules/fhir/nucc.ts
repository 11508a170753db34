import { nuccCode } from '#shared/taxonomy/nucc.ts';
import { taxonomyFilter, type TaxonomyFilter } from '#shared/taxonomy/search-filter.ts';

/** The code system of the NUCC Health Care Provider Taxonomy, as FHIR names it. */
const NUCC_SYSTEM = 'http://nucc.org/provider-taxonomy';

/**
 * A listing's codes as FHIR codings (ADR 23): each with NUCC's display name. The listing stores
 * the codes themselves, so nothing is mapped; a code NUCC does not know (none should be stored)
 * is given without a display rather than with a wrong one.
 */
export function nuccConcept(code: string) {
  const known = nuccCode(code);
  const coding = known
    ? { system: NUCC_SYSTEM, code: known.code, display: known.displayName }
    : { system: NUCC_SYSTEM, code };
  return known ? { coding: [coding], text: known.displayName } : { coding: [coding] };
}

/** What a search's specialty value matches: a set of codes, or a category narrowed to some. */
export type SpecialtyMatch = Exclude<TaxonomyFilter, { kind: 'nothing' }>;

/**
 * A specialty as a search names it: a NUCC code ('207RC0000X', optionally 'system|code'), or one
 * of the first catalogue's values or labels ('cardiology', 'Cardiology'), which keep their meaning
 * through search-filter.ts. Null when it names nothing (an unknown code, another system).
 */
export function specialtyMatchOf(token: string): SpecialtyMatch | null {
  const bar = token.lastIndexOf('|');
  const system = bar >= 0 ? token.slice(0, bar) : null;
  const value = (bar >= 0 ? token.slice(bar + 1) : token).trim();
  if (!value || (system !== null && system !== NUCC_SYSTEM)) return null;
  // With the NUCC system, only a code: 'nucc|cardiology' names nothing in NUCC's system.
  if (system === NUCC_SYSTEM && !nuccCode(value)) return null;
  const match = taxonomyFilter(undefined, value);
  return match && match.kind !== 'nothing' ? match : null;
}
