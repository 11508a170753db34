import { createRoute } from '@hono/zod-openapi';
import { adminOverviewDtoSchema, type AdminOverviewDto } from '#shared/admin/console-schemas.ts';
import { ROLES, isRole, type Role } from '#shared/roles.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, superAdminRefusals } from '../../lib/router.ts';
import { overviewCounts } from './overview-repository.ts';

const overview = createRoute({
  method: 'get',
  path: '/admin/overview',
  summary:
    "The admin console's figures: accounts, listed providers, work waiting, mail, appointments (super_admin)",
  middleware: [withRole('super_admin')],
  responses: { 200: json(adminOverviewDtoSchema, 'The figures, counted now'), ...superAdminRefusals },
});

export const adminOverviewRoutes = createRouter().openapi(overview, async (c) => {
  const { roles, applications, figures: f } = await overviewCounts(c.var.deps.database.db);
  const byRole = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;
  let newLast7Days = 0;
  for (const r of roles) {
    if (isRole(r.role)) byRole[r.role] = r.n;
    newLast7Days += r.recent;
  }
  const byStatus = Object.fromEntries(applications.map((a) => [a.status, a.n]));
  const body: AdminOverviewDto = {
    users: { byRole, total: roles.reduce((n, r) => n + r.n, 0), newLast7Days },
    providers: { listed: f.listed },
    applications: { waiting: applications.reduce((n, a) => n + a.n, 0), byStatus },
    profileReviewsPending: f.reviews,
    reportsOpen: f.reports,
    subscriptionsPending: f.subscriptions,
    appointmentsThisWeek: f.appointments,
    mail: { failedLast7Days: f.mail_failed, queued: f.mail_queued },
    waitingList: f.waiting,
    featureSuggestionsNew: f.suggestions,
  };
  return c.json(body, 200);
});
