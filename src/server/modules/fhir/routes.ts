import type { Context } from 'hono';
import { createRouter } from '../../lib/router.ts';
import type { AppEnv } from '../../app-env.ts';
import {
  BULK_FILES,
  PUBLISH_MAX_AGE_SECONDS,
  bulkFile,
  manifest,
  parseSince,
  type BulkType,
} from './bulk-publish.ts';
import { FHIR_JSON, OutcomeError, outcomeResponse } from './outcome.ts';
import { isResourceType } from './search-params.ts';
import { capabilityStatement, read, search } from './service.ts';

/**
 * The public FHIR R4 read API and the SMART Scheduling Links publication, mounted at /fhir
 * (ADR 11). Nothing here needs a sign-in or shows anything that is not already on the public site.
 */
export const fhirRoutes = createRouter();

fhirRoutes.onError((err, c) => {
  if (err instanceof OutcomeError) return outcomeResponse(c, err.status, err.code, err.message);
  c.get('deps').log.error({ err }, 'FHIR request failed');
  return outcomeResponse(c, 500, 'exception', 'Something went wrong on our side. Please try again.');
});

// Other systems read this from their own pages too; it is public and sent without cookies.
fhirRoutes.use('*', async (c, next) => {
  await next();
  c.header('Access-Control-Allow-Origin', '*');
});

const site = (c: Context<AppEnv>) => ({ publicUrl: c.get('deps').config.publicUrl });
const fhirJson = (c: Context<AppEnv>, body: unknown) =>
  c.body(JSON.stringify(body), 200, { 'Content-Type': FHIR_JSON });

fhirRoutes.get('/metadata', (c) => fhirJson(c, capabilityStatement(site(c))));

/** The URL the client asked for, on our public address (the manifest's `request`). */
const requestUrl = (c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  return `${site(c).publicUrl}/fhir/$bulk-publish${url.search}`;
};

const publish = async (c: Context<AppEnv>) => {
  const since = parseSince(c.req.query('_since'));
  const body = await manifest(c.get('deps').database.db, site(c), requestUrl(c), since);
  c.header('Cache-Control', `public, max-age=${PUBLISH_MAX_AGE_SECONDS}`);
  return c.body(JSON.stringify(body), 200, { 'Content-Type': 'application/json; charset=utf-8' });
};
// Clients may send the dollar sign as it is or percent-encoded.
fhirRoutes.get('/$bulk-publish', publish);
fhirRoutes.get('/%24bulk-publish', publish);

const FILE_TYPES = new Map<string, BulkType>(
  Object.entries(BULK_FILES).map(([type, file]) => [file, type as BulkType]),
);

fhirRoutes.get('/bulk/:file', (c) => {
  const type = FILE_TYPES.get(c.req.param('file'));
  if (!type) throw new OutcomeError(404, 'not-found', 'There is no such file in this publication.');
  // Checked for every file, so a mistake is told, though the Slot file is always whole (ADR 11).
  const since = parseSince(c.req.query('_since'));
  c.header('Cache-Control', `public, max-age=${PUBLISH_MAX_AGE_SECONDS}`);
  return c.body(bulkFile(c.get('deps').database.db, site(c), type, since), 200, {
    'Content-Type': 'application/fhir+ndjson',
  });
});

const typeOf = (c: Context<AppEnv>) => {
  const type = c.req.param('type') ?? '';
  if (!isResourceType(type)) {
    throw new OutcomeError(404, 'not-supported', `This server does not serve the resource type "${type}".`);
  }
  return type;
};

fhirRoutes.get('/:type', async (c) =>
  fhirJson(c, await search(c.get('deps').database.db, typeOf(c), new URL(c.req.url), site(c))),
);

fhirRoutes.get('/:type/:id', async (c) =>
  fhirJson(c, await read(c.get('deps').database.db, typeOf(c), c.req.param('id'), site(c))),
);

fhirRoutes.all('*', (c) =>
  c.req.method === 'GET' || c.req.method === 'HEAD'
    ? outcomeResponse(c, 404, 'not-found', 'There is nothing at this address.')
    : outcomeResponse(c, 405, 'not-supported', 'This FHIR server is read-only.'),
);
