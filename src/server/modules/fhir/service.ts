import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';
import { resourceNotFound } from './outcome.ts';
import * as repo from './repository.ts';
import {
  location,
  organization,
  practitioner,
  practitionerRole,
  schedule,
  slot,
  type Resource,
  type Site,
} from './resources.ts';
import { RESOURCES, RESOURCE_TYPES, parseSearch, type ResourceType } from './search-params.ts';

type Rows = { rows: Resource[]; lastId: string | null; more: boolean; total: number | null };

/** Reads one page of the type's resources: the rows of its family, shaped as that type. */
async function page(
  db: Db,
  type: ResourceType,
  query: URLSearchParams,
  site: Site,
): Promise<Rows & { count: number }> {
  const { filter, count, cursor } = parseSearch(type, query);
  const def = RESOURCES[type];
  const opts = { cursor, limit: count };
  const shaped = (() => {
    if (def.family === 'organization') {
      return repo
        .searchOrganizations(db, filter, opts)
        .then((p) => ({ ...p, rows: p.rows.map(organization) }));
    }
    if (def.family === 'slot') {
      return repo
        .searchSlots(db, filter, opts)
        .then((p) => ({ ...p, rows: p.rows.map((r) => slot(r, r.next_time, site)) }));
    }
    const shape = providerShape(type, site);
    return repo
      .searchProviders(db, filter, {
        ...opts,
        bookableOnly: Boolean(def.bookableOnly),
        cliniciansOnly: Boolean(def.cliniciansOnly),
      })
      .then((p) => ({ ...p, rows: p.rows.map(shape) }));
  })();
  const { rows, total } = await shaped;
  const more = rows.length > count;
  const kept = rows.slice(0, count);
  return { rows: kept, lastId: kept.at(-1)?.id ?? null, more, total, count };
}

function providerShape(type: ResourceType, site: Site): (row: repo.ProviderRow) => Resource {
  switch (type) {
    case 'Practitioner':
      return practitioner;
    case 'PractitionerRole':
      return practitionerRole;
    case 'Location':
      return (r) => location(r, site);
    default:
      return schedule;
  }
}

/**
 * A searchset Bundle (FHIR R4 Bundle; conformance.test.ts, ADR 11): the matches of one page, with links to it
 * and the next.
 */
export async function search(db: Db, type: ResourceType, url: URL, site: Site) {
  const result = await page(db, type, url.searchParams, site);
  const base = `${site.publicUrl}/fhir`;
  const self = new URL(`${base}/${type}`);
  for (const [k, v] of url.searchParams) self.searchParams.append(k, v);
  const link = [{ relation: 'self', url: self.toString() }];
  if (result.more && result.lastId) {
    const next = new URL(self);
    next.searchParams.delete('_cursor');
    next.searchParams.set('_count', String(result.count));
    next.searchParams.set('_cursor', result.lastId);
    link.push({ relation: 'next', url: next.toString() });
  }
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    timestamp: new Date().toISOString(),
    ...(result.total === null ? {} : { total: result.total }),
    link,
    entry: result.rows.map((resource) => ({
      fullUrl: `${base}/${type}/${resource.id}`,
      resource,
      search: { mode: 'match' },
    })),
  };
}

/** One resource by id; anything not public (or not an id of ours) is simply not found. */
export async function read(db: Db, type: ResourceType, id: string, site: Site): Promise<Resource> {
  if (!isUuid(id)) throw resourceNotFound(type, id);
  const result = await page(db, type, new URLSearchParams({ _id: id }), site);
  const found = result.rows[0];
  if (!found) throw resourceNotFound(type, id);
  return found;
}

/** What this server does (FHIR R4 CapabilityStatement), written from the same table the routes use. */
export function capabilityStatement(site: Site, now = new Date()) {
  return {
    resourceType: 'CapabilityStatement',
    // A machine name (FHIR's cnl-0: a letter, then letters, digits or underscores) and one for people.
    name: 'CareConnectDirectory',
    title: 'CareConnect public provider directory',
    status: 'active',
    date: now.toISOString().slice(0, 10),
    publisher: 'CareConnect',
    kind: 'instance',
    software: { name: 'CareConnect' },
    implementation: {
      description: 'CareConnect public provider directory: read-only FHIR R4, no sign-in',
      url: `${site.publicUrl}/fhir`,
    },
    fhirVersion: '4.0.1',
    format: ['json'],
    rest: [
      {
        mode: 'server',
        documentation:
          'Public, listed directory data only. Searches page by _count (at most 100) and the next link. ' +
          'Open slots are also published for SMART Scheduling Links at /fhir/$bulk-publish.',
        resource: RESOURCE_TYPES.map((type) => ({
          type,
          interaction: [{ code: 'read' }, { code: 'search-type' }],
          searchParam: RESOURCES[type].params.map((p) => ({
            name: p.name,
            type: p.type,
            documentation: p.documentation,
          })),
        })),
      },
    ],
  };
}
