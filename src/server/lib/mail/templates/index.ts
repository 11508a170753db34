import { renderMail, type MailContent, type RenderedMail } from './document.tsx';

export type { RenderedMail } from './document.tsx';

/** Every e-mail the product sends, with the data each one needs (templates.test.ts). */
export type TemplateData = {
  'password-reset': { resetUrl: string };
  'account-verification': { verificationUrl: string };
  'provider-application-status': { status: string; notes?: string };
  'contact-form': {
    firstName: string;
    lastName: string;
    email: string;
    specialty: string;
    message: string;
    source: string;
  };
  // Nothing the writer typed: the address is unverified (contact.test.ts: a short receipt).
  'contact-confirmation': Record<string, never>;
  'subscription-confirmation': { userName: string; subscriptionTier?: string; subscriptionAmount?: string };
  'partial-approval': { providerName: string };
  'photoshoot-confirmation': { providerName: string; appointmentDate: string; appointmentTime: string };
  'photoshoot-reminder': { providerName: string; appointmentDate: string; appointmentTime: string };
  'photoshoot-reschedule': { providerName: string; newDate: string; newTime: string; reason?: string };
  'photoshoot-completion': { providerName: string };
  'photoshoot-cancellation': {
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    reason?: string;
  };
  'photographer-assignment': {
    photographerName: string;
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    location: string;
  };
  'photographer-reschedule': {
    photographerName: string;
    providerName: string;
    newDate: string;
    newTime: string;
    reason?: string;
  };
  'photographer-cancellation': {
    photographerName: string;
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    reason?: string;
  };
  'final-approval': { providerName: string };
  // A patient deleted their own account (the dashboards issue): the last mail we send them.
  'account-deleted': { firstName: string; cancelledAppointments: number };
  // Appointments: booked, cancelled and reminded (templates.test.ts, ADR 7).
  // `bookedBy` and `cancelledBy`: the caregiver who did it for the patient (ADR 18), by name.
  'appointment-booked': {
    patientName: string;
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    appointmentType: string;
    location: string;
    bookedBy?: string;
  };
  'appointment-booked-provider': {
    providerName: string;
    patientName: string;
    appointmentDate: string;
    appointmentTime: string;
    appointmentType: string;
    reason: string;
    bookedBy?: string;
  };
  'appointment-cancelled': {
    patientName: string;
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    reason?: string;
    cancelledBy?: string;
  };
  'appointment-cancelled-provider': {
    providerName: string;
    patientName: string;
    appointmentDate: string;
    appointmentTime: string;
    reason?: string;
    cancelledBy?: string;
  };
  'appointment-reminder': {
    patientName: string;
    providerName: string;
    appointmentDate: string;
    appointmentTime: string;
    location: string;
    providerPhone?: string;
  };
  // An organization invites a provider by address (the dashboards issue); they may not have an account yet.
  'organization-invitation': {
    organizationName: string;
    inviterName: string;
    affiliationRole?: string;
    locationName?: string;
    /** The address belongs to a provider account: no need to explain how to join. */
    hasProviderAccount?: boolean;
  };
  // Directory trust (trust.test.ts): every 90 days a provider is asked to confirm their listing.
  'profile-reconfirm': { providerName: string; lastVerifiedDate: string };
  // Caregiver access (caregivers-api.test.ts): a patient's invitation, and someone's request to a patient.
  'caregiver-invitation': { patientName: string; permissions: string; expiresOn: string; token: string };
  'caregiver-request': { patientName: string; requesterName: string };
  // A caregiver who sees a patient's appointments hears of them as the patient does
  // (caregiver-notices.test.ts); `patientId` makes the link open the app acting for that patient.
  'caregiver-appointment-booked': CaregiverVisit & {
    appointmentType: string;
    location: string;
    bookedBy?: string;
  };
  'caregiver-appointment-cancelled': CaregiverVisit & { reason?: string; cancelledBy?: string };
  'caregiver-appointment-reminder': CaregiverVisit & { location: string; providerPhone?: string };
};

/** What every caregiver's appointment mail names: to whom, whose visit, with whom and when. */
type CaregiverVisit = {
  caregiverName: string;
  patientName: string;
  patientId: string;
  providerName: string;
  appointmentDate: string;
  appointmentTime: string;
};

export type TemplateName = keyof TemplateData;

/** Where the product lives, for links back into it (PUBLIC_URL). */
type Context = { appUrl: string };

type Definitions = { [K in TemplateName]: (data: TemplateData[K], ctx: Context) => MailContent };

const APPLICATION_STATUS_TEXT: Record<string, string> = {
  submitted:
    'Thank you for applying. We have received your application; our team will review it within 3-5 business days.',
  approved: 'Good news: your application has been approved.',
  rejected: 'After careful review, we are not able to approve your application at this time.',
  changes_requested:
    'Our team has looked at your application and needs a few changes before we can approve it.',
  review: 'Your application is now being reviewed by our team. This usually takes 3-5 business days.',
  under_review: 'Your application is now being reviewed by our team. This usually takes 3-5 business days.',
};

const when = (date: string, time: string): [string, string][] => [
  ['Date', date],
  ['Time', time],
];
const reasonRow = (reason?: string): [string, string][] => (reason ? [['Reason', reason]] : []);
const CALENDAR_NOTE = 'The attached calendar file adds this visit to your calendar.';

/** 'Rosa Delgado's'. */
const whose = (patientName: string) => `${patientName.trim() || 'The patient'}'s`;
/** A subject with names in it stays one line, however the names were typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The patient's appointments page, opened acting for the patient (ADR 18). */
const appointmentsFor = (appUrl: string, patientId: string) =>
  `${appUrl}/patient-dashboard/appointments?for=${encodeURIComponent(patientId)}`;
const hello = (caregiverName: string) => `Hello ${caregiverName || 'there'}`;
/** Why a caregiver gets these mails, and how they stop. */
const caregiverFootnote = (patientName: string) =>
  `You get this e-mail because ${patientName} lets you see their appointments on CareConnect. If you no longer help them, you can stop under Family and caregivers in your settings.`;

/**
 * Subjects are fixed per template; only the body carries the person's details. The exception is a
 * caregiver's appointment mail, whose subject says whose visit it is: a caregiver may help more than
 * one person, besides their own visits (templates.test.ts).
 */
export const TEMPLATES: Definitions = {
  'password-reset': ({ resetUrl }) => ({
    subject: 'Reset your CareConnect password',
    preview: 'Use this link to choose a new password.',
    heading: 'Reset your password',
    paragraphs: [
      'We received a request to reset the password for your CareConnect account.',
      'Press the button below to choose a new password.',
    ],
    action: { label: 'Choose a New Password', url: resetUrl },
    footnote:
      'This link works for one hour and only once. If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.',
  }),
  'account-verification': ({ verificationUrl }) => ({
    subject: 'Please verify your CareConnect email address',
    preview: 'One last step: confirm your email address.',
    heading: 'Welcome to CareConnect!',
    paragraphs: [
      'Thank you for creating an account. Please confirm that this is your email address, so you can sign in.',
    ],
    action: { label: 'Verify My Email', url: verificationUrl },
    footnote:
      'This link works for 24 hours. If you did not create a CareConnect account, you can ignore this e-mail.',
  }),
  'provider-application-status': ({ status, notes }, { appUrl }) => ({
    subject: 'Update on your CareConnect provider application',
    preview: 'There is news about your provider application.',
    heading: 'Your provider application',
    paragraphs: [
      APPLICATION_STATUS_TEXT[status] ?? `The status of your application is now: ${status}.`,
      ...(notes ? [`Notes from our team: ${notes}`] : []),
    ],
    action: { label: 'Open My Dashboard', url: `${appUrl}/provider-dashboard` },
  }),
  // The message itself, to our support inbox; a reply goes to the person who wrote it.
  'contact-form': ({ firstName, lastName, email, specialty, message, source }) => ({
    subject: 'New message from the CareConnect contact form',
    preview: `${firstName} ${lastName} wrote to us.`,
    heading: 'A new message from the contact form',
    paragraphs: [message],
    details: [
      ['Name', `${firstName} ${lastName}`],
      ['Email', email],
      ['Specialty interest', specialty],
      ['Sent from', source === 'coming-soon' ? 'The coming-soon page' : 'The contact page'],
    ],
    footnote: 'Reply to this e-mail to answer them. We promise a reply within 24 hours.',
  }),
  // A receipt only: anyone can type anyone's address into the form, so echoing what was typed
  // would let a stranger send their words to someone else in our name.
  'contact-confirmation': () => ({
    subject: 'We received your message',
    preview: "Thank you for writing to us. We'll get back to you within 24 hours.",
    heading: 'Thank you for your message',
    paragraphs: [
      "We'll get back to you within 24 hours.",
      'If you did not write to us through our contact form, you can ignore this e-mail.',
    ],
  }),
  'subscription-confirmation': (
    { userName, subscriptionTier = 'Provider', subscriptionAmount = '$90' },
    { appUrl },
  ) => ({
    subject: 'Your CareConnect subscription is confirmed',
    preview: 'Thank you for subscribing to CareConnect.',
    heading: `Thank you, ${userName}!`,
    // There is no payment processor yet: the subscription waits until our team arranges billing.
    paragraphs: [
      'Thank you for subscribing to CareConnect. Our team will contact you to arrange billing; you will not be charged until then.',
    ],
    details: [
      ['Plan', subscriptionTier],
      ['Amount', `${subscriptionAmount} a month`],
      ['Contract', 'Monthly, no long-term contract. Cancel at any time.'],
    ],
    action: { label: 'Open My Dashboard', url: `${appUrl}/provider-dashboard` },
  }),
  'partial-approval': ({ providerName }, { appUrl }) => ({
    subject: 'Your application is approved: next, your photoshoot',
    preview: 'Your application passed review. Schedule your professional photoshoot.',
    heading: `Congratulations, ${providerName}!`,
    paragraphs: [
      'Your application has passed our review.',
      'The next step is a short professional photoshoot, so patients can see you and your office. Please choose a time that suits you.',
    ],
    action: { label: 'Schedule My Photoshoot', url: `${appUrl}/provider-dashboard` },
  }),
  'photoshoot-confirmation': ({ providerName, appointmentDate, appointmentTime }) => ({
    subject: 'Your CareConnect photoshoot is booked',
    preview: `Your photoshoot is booked for ${appointmentDate} at ${appointmentTime}.`,
    heading: 'Your photoshoot is booked',
    paragraphs: [`Hello ${providerName}, your photoshoot is confirmed.`],
    details: when(appointmentDate, appointmentTime),
    footnote: 'If you need to change the time, reply to this e-mail and we will find another one.',
  }),
  'photoshoot-reminder': ({ providerName, appointmentDate, appointmentTime }) => ({
    subject: 'Reminder: your CareConnect photoshoot is coming up',
    preview: `Your photoshoot is on ${appointmentDate} at ${appointmentTime}.`,
    heading: 'Your photoshoot is coming up',
    paragraphs: [`Hello ${providerName}, this is a friendly reminder of your photoshoot.`],
    details: when(appointmentDate, appointmentTime),
    footnote: 'Tip: a tidy waiting room and a white coat or your usual work clothes look best.',
  }),
  'photoshoot-reschedule': ({ providerName, newDate, newTime, reason }) => ({
    subject: 'Your CareConnect photoshoot has a new time',
    preview: `Your photoshoot is now on ${newDate} at ${newTime}.`,
    heading: 'Your photoshoot has moved',
    paragraphs: [`Hello ${providerName}, your photoshoot has a new date and time.`],
    details: [...when(newDate, newTime), ...reasonRow(reason)],
  }),
  'photoshoot-completion': ({ providerName }) => ({
    subject: 'Your CareConnect photoshoot is complete',
    preview: 'Thank you for your time. Your photos are on their way.',
    heading: 'Thank you for your photoshoot',
    paragraphs: [
      `Hello ${providerName}, your photoshoot is complete.`,
      'Our team will add the photos to your profile and do a final check. We will e-mail you when your profile is live.',
    ],
  }),
  'photoshoot-cancellation': ({ providerName, appointmentDate, appointmentTime, reason }) => ({
    subject: 'Your CareConnect photoshoot was cancelled',
    preview: `Your photoshoot on ${appointmentDate} was cancelled.`,
    heading: 'Your photoshoot was cancelled',
    paragraphs: [`Hello ${providerName}, the following photoshoot was cancelled.`],
    details: [...when(appointmentDate, appointmentTime), ...reasonRow(reason)],
    footnote: 'Reply to this e-mail to choose a new time.',
  }),
  'photographer-assignment': ({
    photographerName,
    providerName,
    appointmentDate,
    appointmentTime,
    location,
  }) => ({
    subject: 'New CareConnect photoshoot assignment',
    preview: `A photoshoot with ${providerName} on ${appointmentDate}.`,
    heading: 'You have a new photoshoot',
    paragraphs: [`Hello ${photographerName}, you are assigned to a photoshoot.`],
    details: [['Provider', providerName], ...when(appointmentDate, appointmentTime), ['Location', location]],
  }),
  'photographer-reschedule': ({ photographerName, providerName, newDate, newTime, reason }) => ({
    subject: 'A CareConnect photoshoot has a new time',
    preview: `The photoshoot with ${providerName} is now on ${newDate} at ${newTime}.`,
    heading: 'A photoshoot has moved',
    paragraphs: [`Hello ${photographerName}, a photoshoot you are assigned to has a new date and time.`],
    details: [['Provider', providerName], ...when(newDate, newTime), ...reasonRow(reason)],
  }),
  'photographer-cancellation': ({
    photographerName,
    providerName,
    appointmentDate,
    appointmentTime,
    reason,
  }) => ({
    subject: 'A CareConnect photoshoot was cancelled',
    preview: `The photoshoot with ${providerName} on ${appointmentDate} was cancelled.`,
    heading: 'A photoshoot was cancelled',
    paragraphs: [`Hello ${photographerName}, the following photoshoot was cancelled.`],
    details: [['Provider', providerName], ...when(appointmentDate, appointmentTime), ...reasonRow(reason)],
  }),
  'final-approval': ({ providerName }, { appUrl }) => ({
    subject: 'Your CareConnect profile is live',
    preview: 'Patients can now find and book you on CareConnect.',
    heading: `Welcome aboard, ${providerName}!`,
    paragraphs: [
      'Your profile is approved and live. Patients can now find you, read about your practice and book appointments.',
      'Keep your hours and open time slots up to date, so patients always see when you are free.',
    ],
    action: { label: 'Open My Dashboard', url: `${appUrl}/provider-dashboard` },
  }),
  'account-deleted': ({ firstName, cancelledAppointments }, { appUrl }) => ({
    subject: 'Your CareConnect account was deleted',
    preview: 'Your account and your personal details are gone.',
    heading: `Goodbye, ${firstName || 'and thank you'}`,
    paragraphs: [
      'As you asked, we deleted your CareConnect account. Your name, phone number, address, photo, saved providers, searches and messages are gone.',
      ...(cancelledAppointments > 0
        ? [
            cancelledAppointments === 1
              ? 'Your upcoming appointment was cancelled, and the provider was told.'
              : `Your ${cancelledAppointments} upcoming appointments were cancelled, and the providers were told.`,
          ]
        : []),
      'The reviews you wrote stay on the site without your name, so other people can still read them.',
    ],
    action: { label: 'Visit CareConnect', url: appUrl },
    footnote:
      'If you did not delete your account, please reply to this e-mail at once. You are welcome to create a new account at any time.',
  }),
  'appointment-booked': (
    { patientName, providerName, appointmentDate, appointmentTime, appointmentType, location, bookedBy },
    { appUrl },
  ) => ({
    subject: 'Your appointment is booked',
    preview: `Your visit with ${providerName} is on ${appointmentDate} at ${appointmentTime}.`,
    heading: 'Your appointment is booked',
    paragraphs: [
      `Hello ${patientName}, your visit with ${providerName} is booked.`,
      ...(bookedBy ? [`${bookedBy} booked this visit for you.`] : []),
    ],
    details: [
      ['Provider', providerName],
      ...when(appointmentDate, appointmentTime),
      ['Visit', appointmentType],
      ['Location', location],
    ],
    action: { label: 'View My Appointments', url: `${appUrl}/patient-dashboard/appointments` },
    footnote: `${CALENDAR_NOTE} If you cannot come, please cancel from your appointments page so someone else can have the time.`,
  }),
  'appointment-booked-provider': (
    { providerName, patientName, appointmentDate, appointmentTime, appointmentType, reason, bookedBy },
    { appUrl },
  ) => ({
    subject: 'New appointment booked',
    preview: `${patientName} booked ${appointmentDate} at ${appointmentTime}.`,
    heading: 'A new appointment was booked',
    paragraphs: bookedBy
      ? [
          `Hello ${providerName}, a visit with you was booked.`,
          `Booked by ${bookedBy} (caregiver) for ${patientName}.`,
        ]
      : [`Hello ${providerName}, a patient booked a visit with you.`],
    details: [
      ['Patient', patientName],
      ...when(appointmentDate, appointmentTime),
      ['Visit', appointmentType],
      ['Reason', reason],
    ],
    action: { label: 'View Appointments', url: `${appUrl}/provider-dashboard/appointments` },
    footnote: CALENDAR_NOTE,
  }),
  'appointment-cancelled': (
    { patientName, providerName, appointmentDate, appointmentTime, reason, cancelledBy },
    { appUrl },
  ) => ({
    subject: 'Your appointment was cancelled',
    preview: `Your visit with ${providerName} on ${appointmentDate} was cancelled.`,
    heading: 'Your appointment was cancelled',
    paragraphs: [
      `Hello ${patientName}, the following visit was cancelled.`,
      ...(cancelledBy ? [`${cancelledBy} cancelled this visit for you.`] : []),
    ],
    details: [['Provider', providerName], ...when(appointmentDate, appointmentTime), ...reasonRow(reason)],
    action: { label: 'Find Another Time', url: `${appUrl}/providers` },
    footnote: 'The attached calendar file removes this visit from your calendar.',
  }),
  'appointment-cancelled-provider': (
    { providerName, patientName, appointmentDate, appointmentTime, reason, cancelledBy },
    { appUrl },
  ) => ({
    subject: 'An appointment was cancelled',
    preview: `The visit with ${patientName} on ${appointmentDate} was cancelled.`,
    heading: 'An appointment was cancelled',
    paragraphs: [
      `Hello ${providerName}, the following visit was cancelled. The time is open again.`,
      ...(cancelledBy ? [`Cancelled by ${cancelledBy} for ${patientName}.`] : []),
    ],
    details: [['Patient', patientName], ...when(appointmentDate, appointmentTime), ...reasonRow(reason)],
    action: { label: 'View Appointments', url: `${appUrl}/provider-dashboard/appointments` },
  }),
  'appointment-reminder': (
    { patientName, providerName, appointmentDate, appointmentTime, location, providerPhone },
    { appUrl },
  ) => ({
    subject: 'Reminder: your appointment is coming up',
    preview: `Your visit with ${providerName} is on ${appointmentDate} at ${appointmentTime}.`,
    heading: 'Your appointment is coming up',
    paragraphs: [`Hello ${patientName}, this is a friendly reminder of your visit with ${providerName}.`],
    details: [
      ...when(appointmentDate, appointmentTime),
      ['Location', location],
      ...(providerPhone ? ([['Phone', providerPhone]] as [string, string][]) : []),
    ],
    action: { label: 'View My Appointments', url: `${appUrl}/patient-dashboard/appointments` },
    footnote: 'Please bring your Medicare or insurance card and a list of your medicines.',
  }),
  'profile-reconfirm': ({ providerName, lastVerifiedDate }, { appUrl }) => ({
    subject: 'Please confirm your CareConnect listing',
    preview: 'A quick check keeps your listing trusted by patients.',
    heading: `Is your information still correct, ${providerName}?`,
    paragraphs: [
      `Your listing was last verified on ${lastVerifiedDate}. We ask every provider to check their listing every 90 days, so patients can trust what they read.`,
      'Please look over your address, phone number, hours and insurance plans. If all is right, press "Confirm my information is correct" on your dashboard. If something has changed, update your profile.',
    ],
    action: { label: 'Open My Dashboard', url: `${appUrl}/provider-dashboard` },
  }),
  'caregiver-invitation': ({ patientName, permissions, expiresOn, token }, { appUrl }) => ({
    subject: 'You are invited to help a family member on CareConnect',
    preview: `${patientName} would like you to help with their care on CareConnect.`,
    heading: `${patientName} would like your help`,
    paragraphs: [
      `${patientName} has invited you to help them on CareConnect, the way family members often do: finding doctors, keeping track of visits and staying in touch with their providers.`,
      'Press the button below, then sign in or create an account with this same email address to accept. You can stop helping at any time, and so can they.',
    ],
    details: [
      ['Invited by', patientName],
      ['You will be able to', permissions],
      ['This invitation works until', expiresOn],
    ],
    action: { label: 'See the Invitation', url: `${appUrl}/caregiver-invitation?token=${token}` },
    footnote:
      'The link works once, only for this email address. If you do not know this person, you can ignore this e-mail: nothing changes.',
  }),
  'caregiver-request': ({ patientName, requesterName }, { appUrl }) => ({
    subject: 'Someone asked to help you on CareConnect',
    preview: `${requesterName} asked to help with your care on CareConnect.`,
    heading: `Hello ${patientName}`,
    paragraphs: [
      `${requesterName} has asked to help you on CareConnect, for example to book visits or message your providers for you.`,
      'Nothing changes unless you say yes. Open Family and caregivers in your settings to say yes and choose what they may do, or to say no.',
    ],
    details: [['Asked by', requesterName]],
    action: { label: 'Open My Settings', url: `${appUrl}/patient-dashboard/settings` },
    footnote:
      'If you do not know this person, say no or ignore this e-mail: they cannot see anything of yours.',
  }),
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
    { appUrl },
  ) => ({
    subject: oneLine(`${whose(patientName)} appointment with ${providerName} is booked`),
    preview: `${whose(patientName)} visit with ${providerName} is on ${appointmentDate} at ${appointmentTime}.`,
    heading: `${whose(patientName)} appointment is booked`,
    paragraphs: [
      `${hello(caregiverName)}, ${patientName} has a new visit with ${providerName}.`,
      ...(bookedBy ? [`${bookedBy} booked it for ${patientName}.`] : []),
    ],
    details: [
      ['Patient', patientName],
      ['Provider', providerName],
      ...when(appointmentDate, appointmentTime),
      ['Visit', appointmentType],
      ['Location', location],
    ],
    action: { label: `See ${whose(patientName)} Appointments`, url: appointmentsFor(appUrl, patientId) },
    footnote: `${CALENDAR_NOTE} ${caregiverFootnote(patientName)}`,
  }),
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
    { appUrl },
  ) => ({
    subject: oneLine(`${whose(patientName)} appointment with ${providerName} was cancelled`),
    preview: `${whose(patientName)} visit with ${providerName} on ${appointmentDate} was cancelled.`,
    heading: `${whose(patientName)} appointment was cancelled`,
    paragraphs: [`${hello(caregiverName)}, ${whose(patientName)} visit with ${providerName} was cancelled.`],
    details: [
      ['Patient', patientName],
      ['Provider', providerName],
      ...when(appointmentDate, appointmentTime),
      ...(cancelledBy ? ([['Cancelled by', cancelledBy]] as [string, string][]) : []),
      ...reasonRow(reason),
    ],
    action: { label: `See ${whose(patientName)} Appointments`, url: appointmentsFor(appUrl, patientId) },
    footnote: `The attached calendar file removes this visit from your calendar. ${caregiverFootnote(patientName)}`,
  }),
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
    { appUrl },
  ) => ({
    subject: oneLine(`Reminder: ${whose(patientName)} appointment with ${providerName} is coming up`),
    preview: `${whose(patientName)} visit with ${providerName} is on ${appointmentDate} at ${appointmentTime}.`,
    heading: `${whose(patientName)} appointment is coming up`,
    paragraphs: [
      `${hello(caregiverName)}, this is a friendly reminder of ${whose(patientName)} visit with ${providerName}.`,
    ],
    details: [
      ['Patient', patientName],
      ...when(appointmentDate, appointmentTime),
      ['Location', location],
      ...(providerPhone ? ([['Phone', providerPhone]] as [string, string][]) : []),
    ],
    action: { label: `See ${whose(patientName)} Appointments`, url: appointmentsFor(appUrl, patientId) },
    footnote: `${patientName} should bring their Medicare or insurance card and a list of their medicines. ${caregiverFootnote(patientName)}`,
  }),
  'organization-invitation': (
    { organizationName, inviterName, affiliationRole, locationName, hasProviderAccount },
    { appUrl },
  ) => ({
    subject: 'You are invited to join an organization on CareConnect',
    preview: `${inviterName} invites you to join ${organizationName}.`,
    heading: `Join ${organizationName} on CareConnect`,
    paragraphs: [
      `${inviterName} invites you to join ${organizationName} on CareConnect. Once you accept, your profile shows that you are part of ${organizationName}, and its page lists you.`,
      hasProviderAccount
        ? 'Sign in and open Organizations in your provider dashboard to accept or decline the invitation.'
        : `You do not have a CareConnect provider account with this email address yet. First apply to be listed at ${appUrl}/provider-application and create your account with this same email address. Then open Organizations in your provider dashboard to accept the invitation.`,
    ],
    details: [
      ['Organization', organizationName],
      ['Invited by', inviterName],
      ...(affiliationRole ? ([['Role', affiliationRole]] as [string, string][]) : []),
      ...(locationName ? ([['Location', locationName]] as [string, string][]) : []),
    ],
    action: { label: 'See My Invitations', url: `${appUrl}/provider-dashboard/organizations` },
    footnote:
      'If you do not know this organization, you can ignore this e-mail: nothing changes until you accept.',
  }),
};

export function renderTemplate<T extends TemplateName>(
  name: T,
  data: TemplateData[T],
  ctx: Context,
): RenderedMail {
  const define = TEMPLATES[name] as (d: TemplateData[T], c: Context) => MailContent;
  return renderMail(define(data, ctx));
}
