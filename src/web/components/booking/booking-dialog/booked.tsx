import { CalendarCheck, CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { APPOINTMENT_STATUS_LABELS, type AppointmentDto } from '#shared/scheduling/booking.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { api, paths } from '../../../config/paths.ts';
import { useActingForState } from '../../../lib/acting-for.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { whenInWords } from '../../../lib/booking/dates.ts';

/** The booking made: what, when and where, for whom, and the ways on. */
export function Booked({
  appointment,
  forPerson,
  onClose,
}: {
  appointment: AppointmentDto;
  /** The patient a caregiver booked for (ADR 18); null for the user's own visit. */
  forPerson: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const acting = useActingForState();
  // The list opens for the person booked for, whomever the screens acted for (use-acting-for.ts).
  const listFor = forPerson ? forPerson.id : acting ? user?.id : undefined;
  const listTo = listFor
    ? `${paths.patientAppointments}?for=${encodeURIComponent(listFor)}`
    : paths.patientAppointments;
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="success">
        <p className="text-lg font-bold">
          {forPerson ? `${forPerson.name}'s appointment is booked.` : 'Your appointment is booked.'}
        </p>
        <p>
          {forPerson
            ? `We have sent the details to ${forPerson.name}'s email.`
            : 'We have sent the details to your email.'}
        </p>
      </Alert>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-lg">
        <dt className="font-bold">With</dt>
        <dd>{appointment.providerName}</dd>
        <dt className="font-bold">When</dt>
        <dd>{whenInWords(appointment.date, appointment.time)} (Eastern Time)</dd>
        {appointment.appointmentTypeName && (
          <>
            <dt className="font-bold">Visit</dt>
            <dd>
              {appointment.appointmentTypeName}, {appointment.durationMinutes} minutes
            </dd>
          </>
        )}
        <dt className="font-bold">Where</dt>
        <dd>{appointment.providerAddress}</dd>
        <dt className="font-bold">Status</dt>
        <dd>{APPOINTMENT_STATUS_LABELS[appointment.status]}</dd>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <a href={api.appointmentCalendar(appointment.id)} download>
            <CalendarPlus aria-hidden className="size-6" />
            Add to calendar
          </a>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={listTo} onClick={onClose}>
            <CalendarCheck aria-hidden className="size-6" />
            {forPerson ? `View ${forPerson.name}'s Appointments` : 'View My Appointments'}
          </Link>
        </Button>
        <Button size="lg" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
