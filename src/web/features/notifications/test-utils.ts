import type { NotificationDto } from '#shared/notifications/notification-schemas.ts';
import { minutesAgo } from '../../test/clock.ts';

export const notification = (over: Partial<NotificationDto> = {}): NotificationDto => ({
  id: 'n1',
  kind: 'appointment_booked',
  title: 'New appointment booked',
  body: 'Follow-up Visit with Rosa Delgado on Monday, March 9, 2026 at 2:30 PM.',
  url: '/provider-dashboard/appointments',
  data: { appointmentId: 'a1' },
  readAt: null,
  createdAt: minutesAgo(5),
  ...over,
});
