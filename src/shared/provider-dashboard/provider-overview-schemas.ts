import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../appointments/booking.ts';
import { PROFILE_STATUSES } from '../provider-profile/profile-editor.ts';
import { SUBSCRIPTION_STATUSES } from '../subscriptions/subscription.ts';

/**
 * The provider dashboard's overview answer (GET /api/provider/overview), apart from its words in
 * provider-overview.ts so the overview page, which imports only the types, does not download zod.
 */

const appointmentStatus = z.enum(APPOINTMENT_STATUSES);

const overviewAppointmentDtoSchema = z.object({
  id: z.string(),
  date: z.string().describe("'YYYY-MM-DD', Florida time"),
  time: z.string().describe("'HH:mm', Florida time"),
  durationMinutes: z.number(),
  patientName: z.string(),
  appointmentTypeName: z.string().nullable(),
  /** The caregiver who booked it for the patient (ADR 18), by name; null when the patient did. */
  bookedByCaregiver: z.string().nullable(),
  /** The screen says it in its reader's language. */
  status: appointmentStatus,
});
export type OverviewAppointmentDto = z.infer<typeof overviewAppointmentDtoSchema>;

const statusCountDtoSchema = z.object({
  status: appointmentStatus,
  count: z.number(),
});

const overviewReviewDtoSchema = z.object({
  id: z.string(),
  rating: z.number(),
  title: z.string().nullable(),
  /** The start of the review's text, cut at a word, with an ellipsis when cut. */
  excerpt: z.string().nullable(),
  createdAt: z.string(),
  responded: z.boolean(),
});

const ratingMonthDtoSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  /** Null in a month without reviews. */
  average: z.number().nullable(),
  count: z.number(),
});
export type RatingMonthDto = z.infer<typeof ratingMonthDtoSchema>;

const viewWeekDtoSchema = z.object({
  /** The week's Monday, 'YYYY-MM-DD'. */
  weekStart: z.string(),
  count: z.number(),
});
export type ViewWeekDto = z.infer<typeof viewWeekDtoSchema>;

export const providerOverviewDtoSchema = z.object({
  today: z.object({
    date: z.string(),
    appointments: z.array(overviewAppointmentDtoSchema),
    total: z.number(),
  }),
  week: z.object({
    /** Monday and Sunday of this week. */
    from: z.string(),
    to: z.string(),
    total: z.number(),
    /** Every status, in the order appointments move through them, zero included. */
    byStatus: z.array(statusCountDtoSchema),
    /** The next blocking appointments from now on (this week or later). */
    upcoming: z.array(overviewAppointmentDtoSchema),
  }),
  reviews: z.object({ newCount: z.number(), newest: z.array(overviewReviewDtoSchema) }),
  rating: z.object({ average: z.number(), count: z.number(), months: z.array(ratingMonthDtoSchema) }),
  views: z.object({ weeks: z.array(viewWeekDtoSchema), last30Days: z.number(), previous30Days: z.number() }),
  profile: z.object({
    completionPercentage: z.number(),
    status: z.enum(PROFILE_STATUSES),
    pendingChanges: z.boolean(),
  }),
  subscription: z.object({ status: z.enum([...SUBSCRIPTION_STATUSES, 'none']) }),
  unreadMessages: z.number(),
});
export type ProviderOverviewDto = z.infer<typeof providerOverviewDtoSchema>;
