import { sql, type SQL } from 'drizzle-orm';
import type { AdminProfileStatus, FeaturedFilter, ProviderStatus } from '#shared/admin/console.ts';
import type { Executor } from '../../db/client.ts';
import { containsPattern, isoTime } from '../../lib/sql.ts';

export type ProviderRow = {
  id: string;
  first_name: string;
  last_name: string;
  title: string;
  practice_name: string | null;
  specialty: string;
  city: string | null;
  npi_number: string | null;
  status: string;
  profile_status: string;
  featured: boolean;
  listed: boolean;
  created_at: string;
};

// provider_search holds exactly the listed providers (kept by a trigger), so a row there is "listed".
const columns = sql`
  p.id, p.first_name, p.last_name, p.title, p.practice_name, p.specialty, p.city, p.npi_number,
  p.status, p.profile_status, p.featured,
  exists (select 1 from provider_search s where s.provider_profile_id = p.id) as listed,
  ${isoTime(sql`p.created_at`)} as created_at`;

export type ProviderFilters = {
  q?: string;
  status?: ProviderStatus;
  profileStatus?: AdminProfileStatus;
  featured?: FeaturedFilter;
};

/** Ten digits is an NPI, matched exactly (its unique index); anything else searches names. */
const isNpiQuery = (q: string) => /^\d{10}$/.test(q);

/** search_name is lower case; matching it as is lets its trigram index serve the search. */
export const providerSearchCondition = (q: string) =>
  isNpiQuery(q) ? sql`p.npi_number = ${q}` : sql`p.search_name like ${containsPattern(q.toLowerCase())}`;

function where(f: ProviderFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.q) parts.push(providerSearchCondition(f.q));
  if (f.status) parts.push(sql`p.status = ${f.status}`);
  if (f.profileStatus) parts.push(sql`p.profile_status = ${f.profileStatus}`);
  if (f.featured) parts.push(sql`p.featured = ${f.featured === 'yes'}`);
  return sql.join(parts, sql` and `);
}

export async function listProviders(
  db: Executor,
  filters: ProviderFilters & { limit: number; offset: number },
) {
  const w = where(filters);
  const [{ rows }, counted] = await Promise.all([
    db.execute<ProviderRow>(sql`
      select ${columns} from provider_profiles p
      where ${w}
      order by p.created_at desc, p.id desc
      limit ${filters.limit} offset ${filters.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from provider_profiles p where ${w}`),
  ]);
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

/** The profile, locked until the transaction ends. */
export async function lockProvider(tx: Executor, id: string): Promise<ProviderRow | null> {
  const { rows } = await tx.execute<ProviderRow>(
    sql`select ${columns} from provider_profiles p where p.id = ${id}::uuid for update of p`,
  );
  return rows[0] ?? null;
}

/** Sets status or featured; the search trigger follows in the same transaction. */
export async function updateProvider(
  tx: Executor,
  id: string,
  change: { status: ProviderStatus } | { featured: boolean },
): Promise<ProviderRow> {
  const set = 'status' in change ? sql`status = ${change.status}` : sql`featured = ${change.featured}`;
  await tx.execute(sql`update provider_profiles set ${set}, updated_at = now() where id = ${id}::uuid`);
  const { rows } = await tx.execute<ProviderRow>(
    sql`select ${columns} from provider_profiles p where p.id = ${id}::uuid`,
  );
  return rows[0]!;
}
