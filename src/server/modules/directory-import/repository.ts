import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { providerProfiles } from '#server/db/schema/index.ts';
import { listingSourceOf } from './formats.ts';
import type { ImportFormat, ImportRecord } from './records.ts';

export type BatchOutcome = {
  created: number;
  updated: number;
  claimed: number;
  corrected: number;
  duplicate: number;
};

/** A hospital is known by its CMS Certification Number, everyone else by their NPI. */
const keyOf = (r: ImportRecord) => (r.cmsCcn !== null && r.npiNumber === null ? r.cmsCcn : r.npiNumber!);

/**
 * Writes one batch in one transaction. The profiles already holding these NPIs (or, for hospitals,
 * CMS Certification Numbers) are read first (one index probe) to tell new from updated, and to leave
 * alone what an import must not touch: a claimed profile or one a provider made themselves, a
 * correction by our team, and a row this same run already wrote (the file's next address for an
 * NPI). The upsert's WHERE repeats that rule, so a claim committed between the read and the write
 * still wins. The listing's NUCC name and categories follow the codes written (migration 0033).
 */
export async function upsertBatch(
  db: Db,
  records: ImportRecord[],
  run: { id: string; format: ImportFormat; at: Date },
): Promise<BatchOutcome> {
  const byCcn = run.format === 'hospitals';
  const keyColumn = byCcn ? providerProfiles.cmsCcn : providerProfiles.npiNumber;
  const source = listingSourceOf(run.format);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({
        key: keyColumn,
        claimed: providerProfiles.claimed,
        listingSource: providerProfiles.listingSource,
        importRunId: providerProfiles.importRunId,
        correctedAt: providerProfiles.correctedAt,
      })
      .from(providerProfiles)
      .where(inArray(keyColumn, records.map(keyOf)));
    const byKey = new Map(existing.map((e) => [e.key, e]));
    const outcome: BatchOutcome = { created: 0, updated: 0, claimed: 0, corrected: 0, duplicate: 0 };
    const writable = records.filter((r) => {
      const found = byKey.get(keyOf(r));
      if (!found) return ++outcome.created;
      if (found.claimed || found.listingSource === null) return !++outcome.claimed;
      if (found.importRunId === run.id) return !++outcome.duplicate;
      // An admin put it right after a report: the public file may still carry the old error.
      if (found.correctedAt !== null) return !++outcome.corrected;
      return ++outcome.updated;
    });
    if (writable.length === 0) return outcome;
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    await tx
      .insert(providerProfiles)
      .values(
        writable.map((r) => ({
          ...r,
          profileStatus: 'approved',
          status: 'active',
          // Nobody has told us whether they take new patients: say no rather than promise it.
          acceptingNewPatients: false,
          claimed: false,
          listingSource: source,
          importedAt: run.at,
          importRunId: run.id,
          lastVerifiedAt: run.at,
          lastVerifiedSource: source,
        })),
      )
      .onConflictDoUpdate({
        target: keyColumn,
        set: {
          listingKind: excluded('listing_kind'),
          taxonomyCode: excluded('taxonomy_code'),
          secondaryTaxonomyCodes: excluded('secondary_taxonomy_codes'),
          firstName: excluded('first_name'),
          lastName: excluded('last_name'),
          title: excluded('title'),
          professionalTitle: excluded('professional_title'),
          gender: excluded('gender'),
          practiceName: excluded('practice_name'),
          streetAddress: excluded('street_address'),
          addressLine2: excluded('address_line2'),
          city: excluded('city'),
          state: excluded('state'),
          zipCode: excluded('zip_code'),
          zipPlus4: excluded('zip_plus4'),
          businessAddress: excluded('business_address'),
          phone: excluded('phone'),
          locationLat: excluded('location_lat'),
          locationLng: excluded('location_lng'),
          acceptedInsurancePlans: excluded('accepted_insurance_plans'),
          telehealthAvailable: excluded('telehealth_available'),
          educationTraining: excluded('education_training'),
          // Only the CMS clinician file names affiliations: an NPPES run does not wipe them.
          ...(run.format === 'cms' ? { hospitalAffiliations: excluded('hospital_affiliations') } : {}),
          hospitalType: excluded('hospital_type'),
          emergencyServices: excluded('emergency_services'),
          cmsStarRating: excluded('cms_star_rating'),
          listingSource: excluded('listing_source'),
          importedAt: excluded('imported_at'),
          importRunId: excluded('import_run_id'),
          lastVerifiedAt: excluded('last_verified_at'),
          lastVerifiedSource: excluded('last_verified_source'),
          updatedAt: sql`now()`,
        },
        setWhere: sql`not ${providerProfiles.claimed} and ${providerProfiles.listingSource} is not null
          and ${providerProfiles.correctedAt} is null
          and ${providerProfiles.importRunId} is distinct from excluded.import_run_id`,
      });
    return outcome;
  });
}
