import { createRoute, z } from '@hono/zod-openapi';
import { PROVIDER_OVERVIEW_MESSAGES } from '#shared/providers/provider-overview.ts';
import { PROFILE_STATUSES } from '#shared/providers/profile-editor.ts';
import { SUBSCRIPTION_STATUSES } from '#shared/providers/subscription.ts';
import { APPOINTMENT_STATUSES } from '#shared/scheduling/booking.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json } from '../../lib/router.ts';
import { providerOverview } from './service.ts';

const Status = z.enum(APPOINTMENT_STATUSES);

const Appointment = z.object({
  id: z.string(),
  date: z.string().openapi({ description: "'YYYY-MM-DD', Florida time" }),
  time: z.string().openapi({ description: "'HH:mm', Florida time" }),
  durationMinutes: z.number(),
  patientName: z.string(),
  appointmentTypeName: z.string().nullable(),
  status: Status,
  statusLabel: z.string(),
});

const Overview = z.object({
  today: z.object({ date: z.string(), appointments: z.array(Appointment), total: z.number() }),
  week: z.object({
    from: z.string(),
    to: z.string(),
    total: z.number(),
    byStatus: z.array(z.object({ status: Status, label: z.string(), count: z.number() })),
    upcoming: z.array(Appointment),
  }),
  reviews: z.object({
    newCount: z.number(),
    newest: z.array(
      z.object({
        id: z.string(),
        rating: z.number(),
        title: z.string().nullable(),
        excerpt: z.string().nullable(),
        createdAt: z.string(),
        responded: z.boolean(),
      }),
    ),
  }),
  rating: z.object({
    average: z.number(),
    count: z.number(),
    months: z.array(z.object({ month: z.string(), average: z.number().nullable(), count: z.number() })),
  }),
  views: z.object({
    weeks: z.array(z.object({ weekStart: z.string(), count: z.number() })),
    last30Days: z.number(),
    previous30Days: z.number(),
  }),
  profile: z.object({
    completionPercentage: z.number(),
    status: z.enum(PROFILE_STATUSES),
    pendingChanges: z.boolean(),
  }),
  subscription: z.object({ status: z.enum([...SUBSCRIPTION_STATUSES, 'none']) }),
  unreadMessages: z.number(),
});

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
    200: json(Overview, 'The overview'),
    401: { description: 'Not signed in' },
    403: { description: 'Not a provider account' },
    404: { description: `'${PROVIDER_OVERVIEW_MESSAGES.noProfile}'` },
  },
});

export const providerDashboardRoutes = createRouter().openapi(overview, async (c) =>
  c.json(await providerOverview(c.var.deps.database.db, requireUser(c)), 200),
);
