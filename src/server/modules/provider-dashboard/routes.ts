import { createRoute } from '@hono/zod-openapi';
import { PROVIDER_OVERVIEW_MESSAGES } from '#shared/provider-dashboard/provider-overview.ts';
import { providerOverviewDtoSchema } from '#shared/provider-dashboard/provider-overview-schemas.ts';
import { requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json } from '../../lib/router.ts';
import { providerOverview } from './service.ts';

const overview = createRoute({
  method: 'get',
  path: '/provider/overview',
  summary:
    "The signed-in provider's dashboard overview: today's and this week's appointments, new reviews, " +
    'rating by month, profile views by week, profile completion, subscription and unread messages',
  description:
    'Days, weeks (Monday to Sunday) and months are Florida time (America/New_York). A super admin ' +
    'passes the role check but owns no profile, so hears 404 like a provider without one.',
  middleware: [withRole('provider')],
  responses: {
    200: json(providerOverviewDtoSchema, 'The overview'),
    401: { description: 'Not signed in' },
    403: { description: 'Not a provider account' },
    404: { description: `'${inEnglish(PROVIDER_OVERVIEW_MESSAGES.noProfile)}'` },
  },
});

export const providerDashboardRoutes = createRouter().openapi(overview, async (c) =>
  c.json(await providerOverview(c.var.deps.database.db, requireUser(c), c.var.locale), 200),
);
