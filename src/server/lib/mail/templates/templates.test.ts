import { describe, expect, it } from 'vitest';
import { renderTemplate, TEMPLATES, type TemplateData, type TemplateName } from './index.ts';

const ctx = { appUrl: 'https://care.example' };
const when = { appointmentDate: 'Monday, March 2, 2026', appointmentTime: '10:30 AM' };
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
    newDate: 'Tuesday, March 3, 2026',
    newTime: '2:00 PM',
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
    newDate: 'Tuesday, March 3, 2026',
    newTime: '2:00 PM',
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
  'profile-reconfirm': { providerName: 'Dr. Elena Morales', lastVerifiedDate: 'March 5, 2026' },
  'caregiver-invitation': {
    patientName: 'Rosa Delgado',
    permissions: 'See appointments; Message providers',
    expiresOn: 'March 9, 2026',
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
    cancelledBy: 'Ana Delgado (caregiver)',
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

describe('e-mail templates', () => {
  it("covers the 15 templates of the spec, the contact form's copy to its writer, the 5 appointment mails and the 5 caregiver mails", () => {
    expect(Object.keys(TEMPLATES)).toHaveLength(29);
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
      // Status codes are put into words; every other value appears as given.
      const { status: _status, ...shown } = SAMPLES[name] as Record<string, string>;
      for (const value of Object.values(shown)) {
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
      { ...SAMPLES['appointment-cancelled-provider'], cancelledBy: 'Ana Delgado (caregiver)' },
      ctx,
    );
    expect(cancelled.text).toContain('Cancelled by Ana Delgado (caregiver) for Rosa Delgado.');
    const toPatient = renderTemplate(
      'appointment-cancelled',
      { ...SAMPLES['appointment-cancelled'], cancelledBy: 'Ana Delgado (caregiver)' },
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
