import { createRoute } from '@hono/zod-openapi';
import { verificationDtoSchema } from '#shared/directory-trust/directory-trust-schemas.ts';
import { PROVIDER_OVERVIEW_MESSAGES } from '#shared/provider-dashboard/provider-overview.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json } from '../../lib/router.ts';
import * as service from './service.ts';

const refusals = {
  401: { description: 'Not signed in' },
  403: { description: 'Not a provider account' },
  404: { description: `No provider profile yet (code ${PROVIDER_OVERVIEW_MESSAGES.noProfile})` },
};

const mine = createRoute({
  method: 'get',
  path: '/provider/verification',
  summary: "When the signed-in provider's information was last verified, and whether it is due again",
  middleware: [withRole('provider')],
  responses: { 200: json(verificationDtoSchema, 'The verification'), ...refusals },
});

const confirm = createRoute({
  method: 'post',
  path: '/provider/verification/confirm',
  summary: 'The provider confirms their information is correct: last verified becomes now',
  middleware: [withRole('provider')],
  responses: { 200: json(verificationDtoSchema, 'Confirmed'), ...refusals },
});

export const directoryTrustRoutes = createRouter()
  .openapi(mine, async (c) =>
    c.json(await service.myVerification(c.var.deps.database.db, requireUser(c)), 200),
  )
  .openapi(confirm, async (c) =>
    c.json(await service.confirmMyInformation(c.var.deps.database.db, requireUser(c)), 200),
  );
