import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { UPCOMING_STATUSES, type AppointmentDto } from '#shared/appointments/booking.ts';
import { BOOKING_MESSAGES } from '#shared/appointments/booking-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useActing } from '../../../lib/use-acting-for.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { myAppointmentsQuery, nextSlotsKey, slotsKey } from '../../../lib/booking/api.ts';
import { cancelMyAppointment } from '../api/appointments.ts';
import { AddToCalendar, AppointmentCard, CancelAppointmentDialog } from './appointment-card.tsx';
import { LazyBookingDialog, type BookingProvider } from '../../../components/booking/lazy-booking.tsx';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';

/** Quick View's 'Book Appointment' comes here with the provider (search.e2e.ts). */
type BookAppointmentWith = { id: string; name: string; specialty?: string; location?: string };

/**
 * /patient-dashboard/appointments: upcoming and past, Add to calendar, cancel with a reason. For a
 * patient the user acts for, theirs, cancelled only when that patient lets the user (ADR 18).
 */
export function PatientAppointmentsPage() {
  const { acting, may } = useActing();
  const t = useT();
  const title = acting
    ? t('appointments.patient.titleFor', { name: acting.name })
    : t('appointments.patient.title');
  useDocumentTitle(title);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(myAppointmentsQuery);
  const bookWith = (location.state as { bookAppointmentWith?: BookAppointmentWith } | null)
    ?.bookAppointmentWith;
  const [booking, setBooking] = useState<BookingProvider | null>(() =>
    bookWith ? { id: bookWith.id, name: bookWith.name, specialty: bookWith.specialty } : null,
  );
  const [cancelling, setCancelling] = useState<AppointmentDto | null>(null);

  const cancel = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelMyAppointment(id, reason),
    onSuccess: () => {
      const providerId = cancelling?.providerProfileId;
      setCancelling(null);
      toast.success(
        acting
          ? t('appointments.patient.cancelledFor', { name: acting.name })
          : t('appointments.patient.cancelled'),
      );
      void queryClient.invalidateQueries({ queryKey: myAppointmentsQuery.queryKey });
      if (providerId) {
        void queryClient.invalidateQueries({ queryKey: slotsKey(providerId) });
        void queryClient.invalidateQueries({ queryKey: nextSlotsKey(providerId) });
      }
    },
    onError: (err) => toast.error(t(BOOKING_MESSAGES.cancelFailed, { reason: err.message })),
  });

  return (
    <PageHeading title={title} intro={t('appointments.patient.intro')}>
      <BackToDashboard to={paths.patientDashboard} />
      {query.isPending && <Spinner label={t('appointments.patient.loading')} className="mt-8 text-lg" />}
      {query.isError && (
        <div role="alert" className="border-danger bg-danger-soft text-danger mt-8 rounded-lg border-l-4 p-4">
          <p className="font-bold">{t('appointments.list.loadFailed')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            {t('appointments.list.tryAgain')}
          </Button>
        </div>
      )}
      {query.data && (
        <div className="mt-8 flex flex-col gap-10">
          <section aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading" className="text-2xl">
              {t('appointments.list.upcoming')}
            </h2>
            {query.data.upcoming.length === 0 ? (
              <div className="mt-3 rounded-2xl border border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900">
                <p className="text-lg">
                  {acting
                    ? t('appointments.patient.noUpcomingFor', { name: acting.name })
                    : t('appointments.patient.noUpcoming')}
                </p>
                <Button asChild className="mt-3">
                  <Link to={paths.providers}>
                    <Search aria-hidden className="size-5" />
                    {t('appointments.patient.findProvider')}
                  </Link>
                </Button>
              </div>
            ) : (
              <ul className="mt-3 grid gap-4 lg:grid-cols-2">
                {query.data.upcoming.map((a) => (
                  <li key={a.id}>
                    <AppointmentCard appointment={a} audience="patient">
                      {(UPCOMING_STATUSES as readonly string[]).includes(a.status) && (
                        <>
                          <AddToCalendar appointmentId={a.id} />
                          {may('manage_appointments') && (
                            <Button variant="secondary" onClick={() => setCancelling(a)}>
                              {t('appointments.cancel.title')}
                            </Button>
                          )}
                        </>
                      )}
                    </AppointmentCard>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="past-heading">
            <h2 id="past-heading" className="text-2xl">
              {t('appointments.list.past')}
            </h2>
            {query.data.past.length === 0 ? (
              <p className="mt-3 text-lg">{t('appointments.list.noPast')}</p>
            ) : (
              <ul className="mt-3 grid gap-4 lg:grid-cols-2">
                {query.data.past.map((a) => (
                  <li key={a.id}>
                    <AppointmentCard appointment={a} audience="patient" />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      <CancelAppointmentDialog
        appointment={cancelling}
        onOpenChange={(open) => !open && setCancelling(null)}
        pending={cancel.isPending}
        onCancel={(reason) => cancelling && cancel.mutate({ id: cancelling.id, reason })}
      />
      {booking && (
        <LazyBookingDialog
          open
          onOpenChange={(open) => {
            if (open) return;
            setBooking(null);
            // Forget the request, so a reload or Back does not open the dialog again.
            if (bookWith) navigate(location.pathname, { replace: true, state: null });
          }}
          provider={booking}
        />
      )}
    </PageHeading>
  );
}
