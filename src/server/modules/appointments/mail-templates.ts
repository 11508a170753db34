import {
  day,
  link,
  reasonRow,
  when,
  words,
  type MailContext,
  type MailTemplates,
  type Row,
} from '../../lib/mail/parts.ts';

/**
 * Who cancelled a visit, for those who did not (ADR 18): a caregiver, the patient, or the practice's
 * office, by name; the template puts it into words of the recipient's language.
 */
export type CancelledBy = { who: 'caregiver' | 'patient' | 'office'; name: string };

/** What every caregiver's appointment mail names: to whom, whose visit, with whom and when. */
type CaregiverVisit = {
  caregiverName: string;
  patientName: string;
  patientId: string;
  providerName: string;
  appointmentDate: string;
  appointmentTime: string;
};

const visitType = (type: string | null | undefined, { t }: MailContext) =>
  type ?? t('mail.common.appointment');

/** Who cancelled a visit, in words: 'Ana Delgado (caregiver)', 'Dr. Grace Roberts's office'. */
function cancelledByName(by: CancelledBy, { t }: Pick<MailContext, 't'>): string {
  switch (by.who) {
    case 'caregiver':
      return t('mail.caregiver.byCaregiver', { name: by.name });
    case 'office':
      return t('mail.caregiver.byOffice', { providerName: by.name });
    case 'patient':
      return by.name;
  }
}
/** A mail queued before the caller passed who cancelled as data holds the words already. */
const cancelledWords = (by: CancelledBy | string, ctx: MailContext) =>
  typeof by === 'string' ? by : cancelledByName(by, ctx);

/** Whose visit it is: the patient's name, or "The patient" when there is none. */
const whose = (patientName: string) => {
  const name = patientName.trim();
  return { named: name ? 'yes' : 'no', patientName: name };
};
/** A subject with names in it stays one line, however the names were typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The patient's appointments page, opened acting for the patient (ADR 18). */
const appointmentsFor = (ctx: MailContext, patientId: string) =>
  link(ctx, `/patient-dashboard/appointments?for=${encodeURIComponent(patientId)}`);
const greeted = (caregiverName: string) => ({ greeted: caregiverName ? 'yes' : 'no', caregiverName });

/** The mails this module sends, with the data each one needs (mail-templates.test.ts). */
export type AppointmentMailData = {
  // Appointments: booked, cancelled and reminded (mail-templates.test.ts, ADR 7).
  // `bookedBy` and `cancelledBy`: the caregiver who did it for the patient (ADR 18), by name.
  'appointment-booked': {
    patientName: string;
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    appointmentType: string | null;
    location: string;
    bookedBy?: string;
  };
  'appointment-booked-provider': {
    providerName: string;
    patientName: string;
    appointmentDate: string;
    appointmentTime: string;
    appointmentType: string | null;
    reason: string;
    bookedBy?: string;
  };
  'appointment-cancelled': {
    patientName: string;
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    reason?: string;
    cancelledBy?: CancelledBy;
  };
  'appointment-cancelled-provider': {
    providerName: string;
    patientName: string;
    appointmentDate: string;
    appointmentTime: string;
    reason?: string;
    cancelledBy?: CancelledBy;
  };
  'appointment-reminder': {
    patientName: string;
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    location: string;
    providerPhone?: string;
  };
  // A caregiver who sees a patient's appointments hears of them as the patient does
  // (caregiver-notices.test.ts); `patientId` makes the link open the app acting for that patient.
  'caregiver-appointment-booked': CaregiverVisit & {
    appointmentType: string | null;
    location: string;
    bookedBy?: string;
  };
  'caregiver-appointment-cancelled': CaregiverVisit & { reason?: string; cancelledBy?: CancelledBy };
  'caregiver-appointment-reminder': CaregiverVisit & { location: string; providerPhone?: string };
};

export const appointmentMails: MailTemplates<AppointmentMailData> = {
  'appointment-booked': (
    { patientName, providerName, appointmentDate, appointmentTime, appointmentType, location, bookedBy },
    ctx,
  ) => {
    const { t } = ctx;
    return {
      subject: t('mail.appointmentBooked.subject'),
      preview: t('mail.appointmentBooked.preview', {
        providerName,
        ...words(appointmentDate, appointmentTime, ctx.locale),
      }),
      heading: t('mail.appointmentBooked.heading'),
      paragraphs: [
        t('mail.appointmentBooked.booked', { patientName, providerName }),
        ...(bookedBy ? [t('mail.appointmentBooked.bookedBy', { bookedBy })] : []),
      ],
      details: [
        [t('mail.common.provider'), providerName],
        ...when(appointmentDate, appointmentTime, ctx),
        [t('mail.common.visit'), visitType(appointmentType, ctx)],
        [t('mail.common.location'), location],
      ],
      action: {
        label: t('mail.common.viewMyAppointments'),
        url: link(ctx, '/patient-dashboard/appointments'),
      },
      footnote: t('mail.appointmentBooked.footnote'),
    };
  },
  'appointment-booked-provider': (
    { providerName, patientName, appointmentDate, appointmentTime, appointmentType, reason, bookedBy },
    ctx,
  ) => {
    const { t } = ctx;
    return {
      subject: t('mail.appointmentBookedProvider.subject'),
      preview: t('mail.appointmentBookedProvider.preview', {
        patientName,
        ...words(appointmentDate, appointmentTime, ctx.locale),
      }),
      heading: t('mail.appointmentBookedProvider.heading'),
      paragraphs: bookedBy
        ? [
            t('mail.appointmentBookedProvider.bookedForYou', { providerName }),
            t('mail.appointmentBookedProvider.bookedBy', { bookedBy, patientName }),
          ]
        : [t('mail.appointmentBookedProvider.patientBooked', { providerName })],
      details: [
        [t('mail.common.patient'), patientName],
        ...when(appointmentDate, appointmentTime, ctx),
        [t('mail.common.visit'), visitType(appointmentType, ctx)],
        [t('mail.common.reason'), reason],
      ],
      action: {
        label: t('mail.common.viewAppointments'),
        url: link(ctx, '/provider-dashboard/appointments'),
      },
      footnote: t('mail.common.calendarAdds'),
    };
  },
  'appointment-cancelled': (
    { patientName, providerName, appointmentDate, appointmentTime, reason, cancelledBy },
    ctx,
  ) => {
    const { t } = ctx;
    return {
      subject: t('mail.appointmentCancelled.subject'),
      preview: t('mail.appointmentCancelled.preview', {
        providerName,
        date: day(appointmentDate, ctx.locale),
      }),
      heading: t('mail.appointmentCancelled.heading'),
      paragraphs: [
        t('mail.appointmentCancelled.cancelled', { patientName }),
        ...(cancelledBy
          ? [t('mail.appointmentCancelled.cancelledBy', { cancelledBy: cancelledWords(cancelledBy, ctx) })]
          : []),
      ],
      details: [
        [t('mail.common.provider'), providerName],
        ...when(appointmentDate, appointmentTime, ctx),
        ...reasonRow(reason, ctx),
      ],
      action: { label: t('mail.appointmentCancelled.action'), url: link(ctx, '/providers') },
      footnote: t('mail.common.calendarRemoves'),
    };
  },
  'appointment-cancelled-provider': (
    { providerName, patientName, appointmentDate, appointmentTime, reason, cancelledBy },
    ctx,
  ) => {
    const { t } = ctx;
    return {
      subject: t('mail.appointmentCancelledProvider.subject'),
      preview: t('mail.appointmentCancelledProvider.preview', {
        patientName,
        date: day(appointmentDate, ctx.locale),
      }),
      heading: t('mail.appointmentCancelledProvider.heading'),
      paragraphs: [
        t('mail.appointmentCancelledProvider.cancelled', { providerName }),
        ...(cancelledBy
          ? [
              t('mail.appointmentCancelledProvider.cancelledBy', {
                cancelledBy: cancelledWords(cancelledBy, ctx),
                patientName,
              }),
            ]
          : []),
      ],
      details: [
        [t('mail.common.patient'), patientName],
        ...when(appointmentDate, appointmentTime, ctx),
        ...reasonRow(reason, ctx),
      ],
      action: {
        label: t('mail.common.viewAppointments'),
        url: link(ctx, '/provider-dashboard/appointments'),
      },
    };
  },
  'appointment-reminder': (
    { patientName, providerName, appointmentDate, appointmentTime, location, providerPhone },
    ctx,
  ) => {
    const { t } = ctx;
    return {
      subject: t('mail.appointmentReminder.subject'),
      preview: t('mail.appointmentReminder.preview', {
        providerName,
        ...words(appointmentDate, appointmentTime, ctx.locale),
      }),
      heading: t('mail.appointmentReminder.heading'),
      paragraphs: [t('mail.appointmentReminder.reminder', { patientName, providerName })],
      details: [
        ...when(appointmentDate, appointmentTime, ctx),
        [t('mail.common.location'), location],
        ...(providerPhone ? ([[t('mail.common.phone'), providerPhone]] as Row[]) : []),
      ],
      action: {
        label: t('mail.common.viewMyAppointments'),
        url: link(ctx, '/patient-dashboard/appointments'),
      },
      footnote: t('mail.appointmentReminder.footnote'),
    };
  },
  'caregiver-appointment-booked': (
    {
      caregiverName,
      patientName,
      patientId,
      providerName,
      appointmentDate,
      appointmentTime,
      appointmentType,
      location,
      bookedBy,
    },
    ctx,
  ) => {
    const { t } = ctx;
    const visit = { ...whose(patientName), providerName };
    return {
      subject: oneLine(t('mail.caregiverAppointmentBooked.subject', visit)),
      preview: t('mail.caregiverAppointmentBooked.preview', {
        ...visit,
        ...words(appointmentDate, appointmentTime, ctx.locale),
      }),
      heading: t('mail.caregiverAppointmentBooked.heading', whose(patientName)),
      paragraphs: [
        t('mail.caregiverAppointmentBooked.newVisit', {
          ...greeted(caregiverName),
          patientName,
          providerName,
        }),
        ...(bookedBy ? [t('mail.caregiverAppointmentBooked.bookedBy', { bookedBy, patientName })] : []),
      ],
      details: [
        [t('mail.common.patient'), patientName],
        [t('mail.common.provider'), providerName],
        ...when(appointmentDate, appointmentTime, ctx),
        [t('mail.common.visit'), visitType(appointmentType, ctx)],
        [t('mail.common.location'), location],
      ],
      action: {
        label: t('mail.caregiver.seeAppointments', whose(patientName)),
        url: appointmentsFor(ctx, patientId),
      },
      footnote: `${t('mail.common.calendarAdds')} ${t('mail.caregiver.footnote', { patientName })}`,
    };
  },
  'caregiver-appointment-cancelled': (
    {
      caregiverName,
      patientName,
      patientId,
      providerName,
      appointmentDate,
      appointmentTime,
      reason,
      cancelledBy,
    },
    ctx,
  ) => {
    const { t } = ctx;
    const visit = { ...whose(patientName), providerName };
    return {
      subject: oneLine(t('mail.caregiverAppointmentCancelled.subject', visit)),
      preview: t('mail.caregiverAppointmentCancelled.preview', {
        ...visit,
        date: day(appointmentDate, ctx.locale),
      }),
      heading: t('mail.caregiverAppointmentCancelled.heading', whose(patientName)),
      paragraphs: [
        t('mail.caregiverAppointmentCancelled.cancelled', { ...greeted(caregiverName), ...visit }),
      ],
      details: [
        [t('mail.common.patient'), patientName],
        [t('mail.common.provider'), providerName],
        ...when(appointmentDate, appointmentTime, ctx),
        ...(cancelledBy
          ? ([[t('mail.caregiver.cancelledBy'), cancelledWords(cancelledBy, ctx)]] as Row[])
          : []),
        ...reasonRow(reason, ctx),
      ],
      action: {
        label: t('mail.caregiver.seeAppointments', whose(patientName)),
        url: appointmentsFor(ctx, patientId),
      },
      footnote: `${t('mail.common.calendarRemoves')} ${t('mail.caregiver.footnote', { patientName })}`,
    };
  },
  'caregiver-appointment-reminder': (
    {
      caregiverName,
      patientName,
      patientId,
      providerName,
      appointmentDate,
      appointmentTime,
      location,
      providerPhone,
    },
    ctx,
  ) => {
    const { t } = ctx;
    const visit = { ...whose(patientName), providerName };
    return {
      subject: oneLine(t('mail.caregiverAppointmentReminder.subject', visit)),
      preview: t('mail.caregiverAppointmentReminder.preview', {
        ...visit,
        ...words(appointmentDate, appointmentTime, ctx.locale),
      }),
      heading: t('mail.caregiverAppointmentReminder.heading', whose(patientName)),
      paragraphs: [t('mail.caregiverAppointmentReminder.reminder', { ...greeted(caregiverName), ...visit })],
      details: [
        [t('mail.common.patient'), patientName],
        ...when(appointmentDate, appointmentTime, ctx),
        [t('mail.common.location'), location],
        ...(providerPhone ? ([[t('mail.common.phone'), providerPhone]] as Row[]) : []),
      ],
      action: {
        label: t('mail.caregiver.seeAppointments', whose(patientName)),
        url: appointmentsFor(ctx, patientId),
      },
      footnote: `${t('mail.caregiverAppointmentReminder.footnote', { patientName })} ${t('mail.caregiver.footnote', { patientName })}`,
    };
  },
};
