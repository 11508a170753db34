import { cmsMapper } from './cms.ts';
import { hospitalMapper } from './hospitals.ts';
import { nppesMapper } from './nppes.ts';
import { squash, type ImportFormat, type RowMapper } from './records.ts';

export const mappers: Record<ImportFormat, (header: string[], onlyState?: string | null) => RowMapper> = {
  cms: cmsMapper,
  nppes: nppesMapper,
  hospitals: hospitalMapper,
};

/** Which public file a header is, by a column only that file has; null when none. */
export function detectFormat(header: string[]): ImportFormat | null {
  const has = (name: string) => header.some((h) => squash(h) === squash(name));
  if (has('Entity Type Code')) return 'nppes';
  if (has('pri_spec')) return 'cms';
  if (has('Facility ID') && has('Hospital Type')) return 'hospitals';
  return null;
}

/** What a listing from this file is recorded as coming from: hospitals are a CMS file too. */
export const listingSourceOf = (format: ImportFormat): 'cms' | 'nppes' =>
  format === 'nppes' ? 'nppes' : 'cms';
