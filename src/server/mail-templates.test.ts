import { describe, expect, it } from 'vitest';
import { serverTranslator } from './lib/i18n.ts';
import { renderTemplate, TEMPLATES, type TemplateData, type TemplateName } from './mail-templates.ts';

const ctx = { appUrl: 'https://care.example', locale: 'en' } as const;
const es = { appUrl: 'https://care.example', locale: 'es' } as const;
// Callers pass the stored day and time; the template writes them in the recipient's language.
const when = { appointmentDate: '2026-03-02', appointmentTime: '10:30' };
const caregiverVisit = {
  caregiverName: 'Ana Delgado',
  patientName: 'Rosa Delgado',
  patientId: '0b6f7c2e-3d1a-4e5b-9c8d-7a6b5c4d3e2f',
  providerName: 'Dr. Grace Roberts',
  ...when,
};

/** One realistic data set per template. */
const SAMPLES: { [K in TemplateName]: TemplateData[K] } = {
  'password-reset': { resetUrl: 'https://care.example/reset-password?token=abc123' },
  'account-verification': { verificationUrl: 'https://care.example/api/auth/verify-email?token=xyz789' },
  'sign-up-attempt': {},
  'provider-application-status': { status: 'changes_requested', notes: 'Please add your NPI number.' },
  'contact-form': {
    firstName: 'Rosa',
    lastName: 'Delgado',
    email: 'rosa@example.test',
    specialty: 'Podiatry',
    message: 'Do you list podiatrists in Naples?',
    source: 'contact',
  },
  'contact-confirmation': {},
  'subscription-confirmation': { userName: 'Dr. Elena Morales' },
  'partial-approval': { providerName: 'Dr. Elena Morales' },
  'photoshoot-confirmation': { providerName: 'Dr. Elena Morales', ...when },
  'photoshoot-reminder': { providerName: 'Dr. Elena Morales', ...when },
  'photoshoot-reschedule': {
    providerName: 'Dr. Elena Morales',
    newDate: '2026-03-03',
    newTime: '14:00',
    reason: 'Rain',
  },
  'photoshoot-completion': { providerName: 'Dr. Elena Morales' },
  'photoshoot-cancellation': { providerName: 'Dr. Elena Morales', ...when, reason: 'Office closed' },
  'photographer-assignment': {
    photographerName: 'Sam Lee',
    providerName: 'Dr. Elena Morales',
    ...when,
    location: '1450 Coral Way, Miami',
  },
  'photographer-reschedule': {
    photographerName: 'Sam Lee',
    providerName: 'Dr. Elena Morales',
    newDate: '2026-03-03',
    newTime: '14:00',
  },
  'photographer-cancellation': { photographerName: 'Sam Lee', providerName: 'Dr. Elena Morales', ...when },
  'final-approval': { providerName: 'Dr. Elena Morales' },
  'appointment-booked': {
    patientName: 'Rosa Delgado',
    providerName: 'Dr. Elena Morales',
    ...when,
    appointmentType: 'New Patient Visit',
    location: '1450 Coral Way, Suite 204, Miami, FL 33145',
  },
  'appointment-booked-provider': {
    providerName: 'Dr. Elena Morales',
    patientName: 'Rosa Delgado',
    ...when,
    appointmentType: 'Follow-up Visit',
    reason: 'Knee pain & swelling',
  },
  'account-deleted': { firstName: 'Rosa', cancelledAppointments: 2 },
  'appointment-cancelled': {
    patientName: 'Rosa Delgado',
    providerName: 'Dr. Elena Morales',
    ...when,
    reason: 'Feeling better',
  },
  'appointment-cancelled-provider': {
    providerName: 'Dr. Elena Morales',
    patientName: 'Rosa Delgado',
    ...when,
  },
  'appointment-reminder': {
    patientName: 'Rosa Delgado',
    providerName: 'Dr. Elena Morales',
    ...when,
    location: '1450 Coral Way, Miami',
    providerPhone: '(305) 555-0142',
  },
  'organization-invitation': {
    organizationName: 'Coral Way Health Partners',
    inviterName: 'Olivia Organizer',
    affiliationRole: 'Attending Physician',
    locationName: 'Coral Gables Clinic',
  },
  'profile-reconfirm': { providerName: 'Dr. Elena Morales', lastVerifiedAt: '2026-03-05T15:00:00.000Z' },
  'caregiver-invitation': {
    patientName: 'Rosa Delgado',
    permissions: ['view_appointments', 'message_providers'],
    expiresAt: '2026-03-09T15:00:00.000Z',
    token: 'k3y-0f-the-1nvitation',
  },
  'caregiver-request': { patientName: 'Rosa Delgado', requesterName: 'Ana Delgado' },
  'caregiver-appointment-booked': {
    ...caregiverVisit,
    appointmentType: 'New Patient Visit',
    location: '1450 Coral Way, Suite 204, Miami, FL 33145',
    bookedBy: 'Ana Delgado',
  },
  'caregiver-appointment-cancelled': {
    ...caregiverVisit,
    reason: 'The doctor is ill',
    cancelledBy: { who: 'caregiver', name: 'Ana Delgado' },
  },
  'caregiver-appointment-reminder': {
    ...caregiverVisit,
    location: '1450 Coral Way, Miami',
    providerPhone: '(305) 555-0142',
  },
};

/** A caregiver's mail names whose visit it is in the subject (ADR 18); the rest keep a fixed one. */
const NAMED_SUBJECTS: TemplateName[] = [
  'caregiver-appointment-booked',
  'caregiver-appointment-cancelled',
  'caregiver-appointment-reminder',
];

/** The English words a raw value of the samples becomes, written out (they must not change). */
const IN_WORDS: Record<string, (value: unknown) => string | undefined> = {
  status: () => undefined,
  appointmentDate: () => 'Monday, March 2, 2026',
  appointmentTime: () => '10:30 AM',
  newDate: () => 'Tuesday, March 3, 2026',
  newTime: () => '2:00 PM',
  lastVerifiedAt: () => 'March 5, 2026',
  expiresAt: () => 'March 9, 2026',
  permissions: () => 'See appointments; Message providers',
  cancelledBy: () => 'Ana Delgado (caregiver)',
};

describe('e-mail templates', () => {
  it("covers the 15 templates of the spec, the contact form's copy to its writer, the 5 appointment mails, the 5 caregiver mails and the note to an address's owner that someone signed up with it", () => {
    expect(Object.keys(TEMPLATES)).toHaveLength(30);
    expect(Object.keys(TEMPLATES).filter((name) => name.startsWith('appointment-'))).toHaveLength(5);
    expect(Object.keys(TEMPLATES).filter((name) => name.startsWith('caregiver-'))).toHaveLength(5);
  });

  for (const name of Object.keys(SAMPLES) as TemplateName[]) {
    const subject = NAMED_SUBJECTS.includes(name) ? 'a subject naming whose visit' : 'a fixed subject';
    it(`${name}: ${subject}, a complete HTML page and a text version with the same content`, () => {
      const mail = renderTemplate(name, SAMPLES[name] as never, ctx);
      const other = renderTemplate(
        name,
        { ...SAMPLES[name], providerName: 'Someone Else', userName: 'X' } as never,
        ctx,
      );
      expect(mail.subject.length).toBeGreaterThan(10);
      if (NAMED_SUBJECTS.includes(name)) expect(other.subject).toContain('Someone Else');
      else expect(other.subject).toBe(mail.subject);
      expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
      // Codes, days, times and instants are put into words; every other value appears as given.
      const shown = Object.entries(SAMPLES[name] as Record<string, unknown>).map(([key, value]) =>
        key in IN_WORDS ? IN_WORDS[key]!(value) : value,
      );
      for (const value of shown.filter((v): v is string => typeof v === 'string')) {
        expect(mail.text).toContain(value);
        expect(mail.html).toContain(String(value).replaceAll('&', '&amp;'));
      }
    });
  }

  it('tells an invited address without a provider account how to apply, and one with an account where to go', () => {
    const newcomer = renderTemplate('organization-invitation', SAMPLES['organization-invitation'], ctx);
    expect(newcomer.text).toContain('https://care.example/provider-application');
    expect(newcomer.text).toContain('this same email address');
    expect(newcomer.text).toContain('https://care.example/provider-dashboard/organizations');
    const member = renderTemplate(
      'organization-invitation',
      { ...SAMPLES['organization-invitation'], hasProviderAccount: true },
      ctx,
    );
    expect(member.text).not.toContain('/provider-application');
    expect(member.text).toContain('https://care.example/provider-dashboard/organizations');
  });

  it('tells a patient whose account was deleted what went, what was cancelled and that reviews stay', () => {
    const mail = renderTemplate('account-deleted', SAMPLES['account-deleted'], ctx);
    expect(mail.text).toContain('Your 2 upcoming appointments were cancelled');
    expect(mail.text).toContain('stay on the site without your name');
    const none = renderTemplate('account-deleted', { firstName: 'Rosa', cancelledAppointments: 0 }, ctx);
    expect(none.text).not.toContain('cancelled');
  });

  it("tells a caregiver whose visit it is, in the subject, and links to that patient's appointments", () => {
    const booked = renderTemplate(
      'caregiver-appointment-booked',
      SAMPLES['caregiver-appointment-booked'],
      ctx,
    );
    expect(booked.subject).toBe("Rosa Delgado's appointment with Dr. Grace Roberts is booked");
    expect(booked.text).toContain('Hello Ana Delgado, Rosa Delgado has a new visit with Dr. Grace Roberts.');
    expect(booked.text).toContain('Ana Delgado booked it for Rosa Delgado.');
    const link = `https://care.example/patient-dashboard/appointments?for=${caregiverVisit.patientId}`;
    expect(booked.text).toContain(link);
    expect(booked.html).toContain(`href="${link}"`);
    expect(booked.text).toContain('Rosa Delgado lets you see their appointments');
    const cancelled = renderTemplate(
      'caregiver-appointment-cancelled',
      SAMPLES['caregiver-appointment-cancelled'],
      ctx,
    );
    expect(cancelled.subject).toBe("Rosa Delgado's appointment with Dr. Grace Roberts was cancelled");
    expect(cancelled.text).toContain('Cancelled by: Ana Delgado (caregiver)');
    expect(cancelled.text).toContain('removes this visit from your calendar');
    const reminder = renderTemplate(
      'caregiver-appointment-reminder',
      SAMPLES['caregiver-appointment-reminder'],
      ctx,
    );
    expect(reminder.subject).toBe("Reminder: Rosa Delgado's appointment with Dr. Grace Roberts is coming up");
    // Without who booked or cancelled, and without a caregiver's name, it still reads.
    const plain = renderTemplate(
      'caregiver-appointment-booked',
      { ...SAMPLES['caregiver-appointment-booked'], bookedBy: undefined, caregiverName: '' },
      ctx,
    );
    expect(plain.text).toContain('Hello there, Rosa Delgado has a new visit');
    expect(plain.text).not.toContain('booked it for');
  });

  it('keeps a subject with names on one line, however the names were typed', () => {
    const mail = renderTemplate(
      'caregiver-appointment-cancelled',
      {
        ...caregiverVisit,
        patientName: 'Rosa\r\nBcc: victim@example.test',
        providerName: 'Dr.\tGrace\n Roberts',
      },
      ctx,
    );
    expect(mail.subject).toBe(
      "Rosa Bcc: victim@example.test's appointment with Dr. Grace Roberts was cancelled",
    );
    expect(mail.subject).not.toMatch(/[\r\n\t]/);
  });

  it('names the caregiver who booked or cancelled to the practice and to the patient', () => {
    const practice = renderTemplate(
      'appointment-booked-provider',
      { ...SAMPLES['appointment-booked-provider'], bookedBy: 'Ana Delgado' },
      ctx,
    );
    expect(practice.text).toContain('Booked by Ana Delgado (caregiver) for Rosa Delgado.');
    expect(practice.text).not.toContain('a patient booked');
    const own = renderTemplate('appointment-booked-provider', SAMPLES['appointment-booked-provider'], ctx);
    expect(own.text).toContain('a patient booked a visit with you');
    expect(own.text).not.toContain('Booked by');
    const patient = renderTemplate(
      'appointment-booked',
      { ...SAMPLES['appointment-booked'], bookedBy: 'Ana Delgado' },
      ctx,
    );
    expect(patient.text).toContain('Ana Delgado booked this visit for you.');
    const cancelled = renderTemplate(
      'appointment-cancelled-provider',
      {
        ...SAMPLES['appointment-cancelled-provider'],
        cancelledBy: { who: 'caregiver', name: 'Ana Delgado' },
      },
      ctx,
    );
    expect(cancelled.text).toContain('Cancelled by Ana Delgado (caregiver) for Rosa Delgado.');
    const toPatient = renderTemplate(
      'appointment-cancelled',
      { ...SAMPLES['appointment-cancelled'], cancelledBy: { who: 'caregiver', name: 'Ana Delgado' } },
      ctx,
    );
    expect(toPatient.text).toContain('Ana Delgado (caregiver) cancelled this visit for you.');
  });

  it('names the action in the subjects people look for', () => {
    expect(renderTemplate('account-verification', SAMPLES['account-verification'], ctx).subject).toMatch(
      /verify/i,
    );
    expect(renderTemplate('password-reset', SAMPLES['password-reset'], ctx).subject).toMatch(/password/i);
  });

  it('puts the link on a big button and, in full, in the text version', () => {
    const mail = renderTemplate('password-reset', SAMPLES['password-reset'], ctx);
    expect(mail.html).toContain('href="https://care.example/reset-password?token=abc123"');
    expect(mail.html).toContain('Choose a New Password');
    expect(mail.text).toContain('https://care.example/reset-password?token=abc123');
    const final = renderTemplate('final-approval', SAMPLES['final-approval'], ctx);
    expect(final.text).toContain('https://care.example/provider-dashboard');
  });

  it('puts an application status into plain words', () => {
    const mail = renderTemplate('provider-application-status', { status: 'changes_requested' }, ctx);
    expect(mail.text).toContain('needs a few changes');
    expect(renderTemplate('provider-application-status', { status: 'approved' }, ctx).text).toContain(
      'approved',
    );
  });

  it('uses the spec defaults for a subscription with no tier or amount', () => {
    const mail = renderTemplate('subscription-confirmation', { userName: 'Ana' }, ctx);
    expect(mail.text).toContain('Plan: Provider');
    expect(mail.text).toContain('Amount: $90 a month');
    // No processor yet: the mail must not say the subscription is already active or paid.
    expect(mail.text).toContain('you will not be charged until then');
    expect(mail.text).not.toMatch(/is active/);
  });

  it('escapes what people typed', () => {
    const mail = renderTemplate(
      'contact-form',
      {
        firstName: 'Rosa',
        lastName: 'Delgado',
        email: 'rosa@example.test',
        specialty: 'Podiatry',
        message: '<script>alert("x")</script><img src=x onerror=1>',
        source: 'contact',
      },
      ctx,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => renderTemplate('password-reset', { resetUrl: 'javascript:alert(1)' }, ctx)).toThrow(
      /javascript:/,
    );
  });
});

/** What a sample says itself (names, addresses, what people typed): shown as written in any language. */
function given(name: TemplateName): string[] {
  const values = Object.values(SAMPLES[name] as Record<string, unknown>).flatMap((v) =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' && 'name' in v ? [String(v.name)] : [],
  );
  // Longest first, so a name inside a longer value does not break it apart.
  return values.sort((a, b) => b.length - a.length);
}

describe('e-mail templates in Spanish', () => {
  for (const name of Object.keys(SAMPLES) as TemplateName[]) {
    it(`${name}: subject, HTML and text in Spanish, with no English sentence left`, () => {
      const english = renderTemplate(name, SAMPLES[name] as never, ctx);
      const mail = renderTemplate(name, SAMPLES[name] as never, es);
      expect(mail.html).toMatch(/^<!doctype html><html lang="es">/);
      expect(mail.subject).not.toBe(english.subject);
      const values = given(name);
      // Every line of the English text is gone, but those that are only a value or a link.
      for (const line of english.text.split('\n')) {
        if (
          !line.trim() ||
          values.includes(line) ||
          /^https?:/.test(line) ||
          ['—', 'CareConnect'].includes(line)
        )
          continue;
        expect(mail.text).not.toContain(line);
      }
      // What is left once the values and links are taken out has no English words in it.
      const own = (text: string) =>
        values.reduce((rest, value) => rest.replaceAll(value, ''), text.replace(/https?:\/\/\S+/g, ''));
      const englishWords =
        /\b(the|you|your|and|with|was|is|are|hello|please|thank|appointment|date|time|reply)\b/i;
      expect(own(mail.subject)).not.toMatch(englishWords);
      expect(own(mail.text)).not.toMatch(englishWords);
      expect(own(mail.html.replace(/<[^>]*>/g, ' ').replaceAll('&amp;', '&'))).not.toMatch(englishWords);
      // Links into the product go to its Spanish addresses (a given link is the caller's).
      for (const url of mail.text.match(/https:\/\/care\.example\S*/g) ?? [])
        if (!values.includes(url)) expect(url).toMatch(/^https:\/\/care\.example\/es\//);
    });
  }

  it('writes a booking in Spanish: its words, its date and time, and links to the Spanish pages', () => {
    const mail = renderTemplate(
      'appointment-booked',
      { ...SAMPLES['appointment-booked'], appointmentType: null },
      es,
    );
    expect(mail.subject).toBe('Su cita está reservada');
    expect(mail.text).toContain('Hola, Rosa Delgado: su cita con Dr. Elena Morales está reservada.');
    expect(mail.text).toContain('Fecha: lunes, 2 de marzo de 2026');
    expect(mail.text).toContain('Hora: 10:30 a.m.');
    expect(mail.text).toContain('Tipo de cita: Cita');
    expect(mail.html).toContain('href="https://care.example/es/patient-dashboard/appointments"');
    expect(mail.html).toContain('Si el botón no funciona, copie esta dirección en su navegador:');
  });

  it('says "a la" before one o’clock and "a las" before any other hour, in Spanish', () => {
    const at = (appointmentTime: string) =>
      renderTemplate('appointment-reminder', { ...SAMPLES['appointment-reminder'], appointmentTime }, es)
        .html;
    expect(at('13:00')).toMatch(/es a la 1:00 p\.\s?m\. del lunes, 2 de marzo de 2026\./);
    expect(at('01:30')).toMatch(/es a la 1:30 a\.\s?m\. del /);
    expect(at('15:00')).toMatch(/es a las 3:00 p\.\s?m\. del /);
    const photoshoot = (appointmentTime: string) =>
      renderTemplate(
        'photoshoot-confirmation',
        { ...SAMPLES['photoshoot-confirmation'], appointmentTime },
        es,
      ).html;
    expect(photoshoot('13:15')).toMatch(/programada para la 1:15 p\.\s?m\. del /);
    expect(photoshoot('10:30')).toMatch(/programada para las 10:30 a\.\s?m\. del /);
  });

  it('names what a caregiver may do, until when, and who cancelled, in Spanish', () => {
    const invitation = renderTemplate('caregiver-invitation', SAMPLES['caregiver-invitation'], es);
    expect(invitation.text).toContain('Usted podrá: Ver las citas; Enviar mensajes a los proveedores');
    expect(invitation.text).toContain('Válida hasta: 9 de marzo de 2026');
    expect(invitation.text).toContain(
      'https://care.example/es/caregiver-invitation?token=k3y-0f-the-1nvitation',
    );
    const cancelled = renderTemplate(
      'caregiver-appointment-cancelled',
      SAMPLES['caregiver-appointment-cancelled'],
      es,
    );
    expect(cancelled.subject).toBe('La cita de Rosa Delgado con Dr. Grace Roberts fue cancelada');
    expect(cancelled.text).toContain('Cancelada por: Ana Delgado (cuidador o cuidadora)');
    const byOffice = renderTemplate(
      'caregiver-appointment-cancelled',
      { ...caregiverVisit, cancelledBy: { who: 'office', name: 'Dr. Grace Roberts' } },
      es,
    );
    expect(byOffice.text).toContain('Cancelada por: el consultorio de Dr. Grace Roberts');
    const english = renderTemplate(
      'caregiver-appointment-cancelled',
      { ...caregiverVisit, cancelledBy: { who: 'office', name: 'Dr. Grace Roberts' } },
      ctx,
    );
    expect(english.text).toContain("Cancelled by: Dr. Grace Roberts's office");
  });

  it('counts cancelled visits and greets without a name in Spanish', () => {
    expect(renderTemplate('account-deleted', SAMPLES['account-deleted'], es).text).toContain(
      'Sus 2 próximas citas fueron canceladas',
    );
    const one = renderTemplate('account-deleted', { firstName: '', cancelledAppointments: 1 }, es);
    expect(one.text).toContain('Adiós, y gracias');
    expect(one.text).toContain('Su próxima cita fue cancelada');
    const request = renderTemplate(
      'caregiver-request',
      { patientName: '', requesterName: 'Ana Delgado' },
      es,
    );
    expect(request.text.split('\n')[0]).toBe('Hola');
  });

  it('sends a newcomer to the Spanish application page', () => {
    const mail = renderTemplate('organization-invitation', SAMPLES['organization-invitation'], es);
    expect(mail.text).toContain('https://care.example/es/provider-application');
    expect(mail.text).toContain('https://care.example/es/provider-dashboard/organizations');
  });

  it('words a status it does not know with its code, in either language', () => {
    const { t } = serverTranslator('es');
    const mail = renderTemplate('provider-application-status', { status: 'paused' }, es);
    expect(mail.text).toContain(t('mail.applicationStatus.other', { status: 'paused' }));
  });
});
