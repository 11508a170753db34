import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { BLOCKING_STATUSES, type AppointmentDto } from '#shared/appointments/booking.ts';
import { BOOKING_MESSAGES } from '#shared/appointments/booking-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { nextSlotsKey, slotsKey } from '../../../lib/booking/api.ts';
import {
  cancelProviderAppointment,
  providerAppointmentsQuery,
  setAppointmentStatus,
} from '../api/appointments.ts';
import { hasStarted } from '../../../lib/booking/dates.ts';
import { AppointmentCard, CancelAppointmentDialog } from './appointment-card.tsx';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';

type Change = 'confirmed' | 'completed' | 'no_show';
const DONE: Record<Change, MessageKey> = {
  confirmed: 'appointments.provider.confirmed',
  completed: 'appointments.provider.completed',
  no_show: 'appointments.provider.noShow',
};
const holdsTime = (a: AppointmentDto) => (BLOCKING_STATUSES as readonly string[]).includes(a.status);

/** /provider-dashboard/appointments: today, upcoming and past; confirm, cancel, completed, no-show. */
export function ProviderAppointmentsPage() {
  const t = useT();
  useDocumentTitle(t('appointments.provider.title'));
  const queryClient = useQueryClient();
  const query = useQuery(providerAppointmentsQuery);
  const [cancelling, setCancelling] = useState<AppointmentDto | null>(null);

  const refresh = (a?: AppointmentDto) => {
    void queryClient.invalidateQueries({ queryKey: providerAppointmentsQuery.queryKey });
    if (a) {
      void queryClient.invalidateQueries({ queryKey: slotsKey(a.providerProfileId) });
      void queryClient.invalidateQueries({ queryKey: nextSlotsKey(a.providerProfileId) });
    }
  };

  const status = useMutation({
    mutationFn: ({ a, to }: { a: AppointmentDto; to: Change }) => setAppointmentStatus(a.id, to),
    onSuccess: (_d, { a, to }) => {
      toast.success(t(DONE[to]));
      refresh(a);
    },
    onError: (err) => toast.error(t(BOOKING_MESSAGES.updateFailed, { reason: err.message })),
  });
  const cancel = useMutation({
    mutationFn: ({ a, reason }: { a: AppointmentDto; reason: string }) =>
      cancelProviderAppointment(a.id, reason),
    onSuccess: (_d, { a }) => {
      setCancelling(null);
      toast.success(t('appointments.provider.cancelled'));
      refresh(a);
    },
    onError: (err) => toast.error(t(BOOKING_MESSAGES.cancelFailed, { reason: err.message })),
  });
  const busy = (a: AppointmentDto) => status.isPending && status.variables?.a.id === a.id;

  const actions = (a: AppointmentDto, when: 'today' | 'upcoming' | 'past') => {
    if (!holdsTime(a)) return null;
    return (
      <>
        {/* Only a scheduled visit can be confirmed; only a begun one completed or missed (server rules). */}
        {a.status === 'scheduled' && when !== 'past' && (
          <Button disabled={busy(a)} onClick={() => status.mutate({ a, to: 'confirmed' })}>
            {t('appointments.provider.confirm')}
          </Button>
        )}
        {when !== 'upcoming' && hasStarted(a) && (
          <>
            <Button
              variant="secondary"
              disabled={busy(a)}
              onClick={() => status.mutate({ a, to: 'completed' })}
            >
              {t('appointments.provider.markCompleted')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy(a)}
              onClick={() => status.mutate({ a, to: 'no_show' })}
            >
              {t('appointments.provider.markNoShow')}
            </Button>
          </>
        )}
        {when !== 'past' && (
          <Button variant="secondary" disabled={busy(a)} onClick={() => setCancelling(a)}>
            {t('appointments.provider.cancel')}
          </Button>
        )}
      </>
    );
  };

  const list = (items: AppointmentDto[], when: 'today' | 'upcoming' | 'past', empty: string) =>
    items.length === 0 ? (
      <p className="mt-3 text-lg">{empty}</p>
    ) : (
      <ul className="mt-3 grid gap-4 lg:grid-cols-2">
        {items.map((a) => (
          <li key={a.id}>
            <AppointmentCard appointment={a} audience="provider">
              {actions(a, when)}
            </AppointmentCard>
          </li>
        ))}
      </ul>
    );

  return (
    <PageHeading title={t('appointments.provider.title')} intro={t('appointments.provider.intro')}>
      <BackToDashboard to={paths.providerDashboard} />
      {query.isPending && <Spinner label={t('appointments.provider.loading')} className="mt-8 text-lg" />}
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
          <section aria-labelledby="today-heading">
            <h2 id="today-heading" className="text-2xl">
              {t('appointments.list.today')}
            </h2>
            {list(query.data.today, 'today', t('appointments.provider.noToday'))}
          </section>
          <section aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading" className="text-2xl">
              {t('appointments.list.upcoming')}
            </h2>
            {list(query.data.upcoming, 'upcoming', t('appointments.provider.noUpcoming'))}
          </section>
          <section aria-labelledby="past-heading">
            <h2 id="past-heading" className="text-2xl">
              {t('appointments.list.past')}
            </h2>
            {list(query.data.past, 'past', t('appointments.list.noPast'))}
          </section>
        </div>
      )}
      <CancelAppointmentDialog
        appointment={cancelling}
        onOpenChange={(open) => !open && setCancelling(null)}
        pending={cancel.isPending}
        onCancel={(reason) => cancelling && cancel.mutate({ a: cancelling, reason })}
      />
    </PageHeading>
  );
}
