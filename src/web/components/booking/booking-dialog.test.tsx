import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#shared/dto.ts';
import type { SlotDto } from '#shared/appointments/booking.ts';
import { fakeApi, type Answer, type Call } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { spanish } from '../../test/i18n.ts';
import type { Translator } from '#shared/i18n/translate.ts';
import { CAREGIVER, PATIENT } from '../../test/users.ts';
import { caregiversAnswer, caringFor, ROSA } from '../../test/caregivers.ts';
import type { CaringForDto } from '#shared/caregivers/caregiver-schemas.ts';
import { ACTING_FOR_HEADER } from '#shared/caregivers/caregivers.ts';
import { setActingFor } from '../../lib/acting-for.ts';
import { appointment } from '../../test/appointments.ts';
import { longDay } from '#shared/format/dates.ts';
import { addDaysTo, practiceToday } from '../../lib/booking/dates.ts';
import { BookingDialog, type ChosenSlot } from './booking-dialog.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const TYPE = '22222222-2222-4222-8222-222222222222';
const SLOT_A = '33333333-3333-4333-8333-333333333333';
const SLOT_B = '44444444-4444-4444-8444-444444444444';
const today = practiceToday();
const day2 = addDaysTo(today, 2);
const slots: SlotDto[] = [
  { id: SLOT_A, date: day2, time: '09:30', isAvailable: true },
  { id: SLOT_B, date: day2, time: '14:00', isAvailable: true },
];
const provider = {
  id: ID,
  name: 'Dr. Elena Morales, MD',
  specialty: 'Primary Care',
  phone: '(305) 555-0100',
};

let calls: Call[];
let slotAnswer: () => Answer | Promise<Answer>;
let bookAnswer: () => Answer | Promise<Answer>;

function serve(user: CurrentUser | null, people: CaringForDto[] = []) {
  calls = fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user } }),
    'GET /api/caregivers': () => ({ status: 200, body: caregiversAnswer(people) }),
    [`GET /api/providers/${ID}/slots`]: () => slotAnswer(),
    [`GET /api/providers/${ID}/appointment-types`]: () => ({
      status: 200,
      body: {
        types: [
          { id: TYPE, name: 'New patient visit', description: 'A first, longer visit.', durationMinutes: 60 },
          {
            id: '55555555-5555-4555-8555-555555555555',
            name: 'Follow-up',
            description: null,
            durationMinutes: 30,
          },
        ],
      },
    }),
    'POST /api/appointments': () => bookAnswer(),
  });
}

function open(props: { extended?: boolean; initialSlot?: ChosenSlot | null } = {}, translator?: Translator) {
  const onOpenChange = vi.fn();
  const { router } = renderAt(
    <BookingDialog open onOpenChange={onOpenChange} provider={provider} extended {...props} />,
    `/providers/${ID}`,
    undefined,
    { translator },
  );
  return { router, onOpenChange };
}

beforeEach(() => {
  localStorage.clear();
  slotAnswer = () => ({ status: 200, body: { slots } });
  bookAnswer = () => ({ status: 201, body: appointment({ date: day2, time: '09:30' }) });
});
afterEach(() => {
  setActingFor(null);
  vi.unstubAllGlobals();
});

describe('booking dialog', () => {
  it('lists the times of the first open day in two columns after six skeletons; the day buttons keep to the window', async () => {
    serve(PATIENT);
    let release: (a: Answer) => void = () => {};
    slotAnswer = () => new Promise((r) => (release = r));
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Choose Appointment Time' });
    expect(within(dialog).getByTestId('slot-skeletons').children).toHaveLength(6);
    release({ status: 200, body: { slots } });

    expect(await within(dialog).findByRole('heading', { name: longDay(day2, 'en') })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Available Times' })).toBeVisible();
    const times = within(dialog).getByRole('list', { name: `Available Times, ${longDay(day2, 'en')}` });
    expect(times).toHaveClass('grid-cols-2');
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['9:30 AM', '2:00 PM']);
    // The window asked for: today and the 29 days after.
    const asked = calls.find((c) => c.path.endsWith('/slots'))!;
    expect(asked.search).toBe(`?from=${today}&to=${addDaysTo(today, 29)}`);

    // Today: no times, and nothing before it.
    await userEvent.click(within(dialog).getByRole('button', { name: `${longDay(today, 'en')}, no times` }));
    expect(within(dialog).getByText('No available times for this date')).toBeVisible();
    expect(within(dialog).getByText('Try selecting another date')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Previous day' })).toBeDisabled();
    // The last day of the window: no next.
    await userEvent.click(
      within(dialog).getByRole('button', { name: new RegExp(`^${longDay(addDaysTo(today, 29), 'en')}`) }),
    );
    expect(within(dialog).getByRole('button', { name: 'Next day' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous day' }));
    expect(within(dialog).getByRole('heading', { name: longDay(addDaysTo(today, 28), 'en') })).toBeVisible();
  });

  it('says the times could not be loaded', async () => {
    serve(PATIENT);
    slotAnswer = () => ({ status: 500, body: { detail: 'boom' } });
    open();
    expect(
      await screen.findByText('Error loading time slots. Please try again.', {}, { timeout: 4000 }),
    ).toBeVisible();
  });

  it('confirms a chosen time: prefilled, the spec messages, Booking Appointment..., then Add to calendar', async () => {
    serve(PATIENT);
    open({ extended: false });
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Appointment' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: `9:30 AM, ${longDay(day2, 'en')}` }),
    );
    expect(await screen.findByRole('dialog', { name: 'Confirm Appointment' })).toBe(dialog);
    expect(within(dialog).getByTestId('chosen-time')).toHaveTextContent(`${longDay(day2, 'en')} at 9:30 AM`);
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Rosa');
    expect(within(dialog).getByLabelText('Last name')).toHaveValue('Delgado');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('rosa@example.test');
    // The account's address, not a field to type another into: the server mails the account's.
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
      "Your account's email. Confirmations and reminders go there.",
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(await within(dialog).findByText('Please fill in all required fields.')).toBeVisible();
    const fix = within(dialog).getByText('Please fix the following errors:');
    expect(fix).toBeVisible();
    // One sentence per line, not glued into one.
    expect(
      within(fix.nextElementSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Appointment type is required',
      'Phone is required',
      'Date of birth is required',
      'Reason for visit is required',
      'Please enter notes for your appointment.',
    ]);
    expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription('Phone is required');

    await userEvent.selectOptions(await within(dialog).findByLabelText('Appointment type'), TYPE);
    expect(within(dialog).getByText('A first, longer visit.')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Phone'), '(305) 555-0199');
    await userEvent.type(within(dialog).getByLabelText('Date of birth'), '1950-04-02');
    await userEvent.type(within(dialog).getByLabelText('Reason for visit'), 'Knee pain');
    await userEvent.type(within(dialog).getByLabelText('Notes for the office'), 'Coming with my daughter');

    let release: (a: Answer) => void = () => {};
    bookAnswer = () => new Promise((r) => (release = r));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(await within(dialog).findByRole('button', { name: 'Booking Appointment...' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      providerProfileId: ID,
      slotId: SLOT_A,
      date: day2,
      time: '09:30',
      appointmentTypeId: TYPE,
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: 'rosa@example.test',
      phone: '(305) 555-0199',
      dateOfBirth: '1950-04-02',
      reason: 'Knee pain',
      notes: 'Coming with my daughter',
    });
    release({ status: 201, body: appointment({ id: 'appt-9', date: day2, time: '09:30' }) });
    expect(await screen.findByText('Booking appointment with Dr. Elena Morales, MD')).toBeVisible();
    expect(await screen.findByRole('dialog', { name: 'Appointment Booked' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/appointments/appt-9/calendar.ics',
    );
    expect(within(dialog).getByRole('link', { name: 'View My Appointments' })).toHaveAttribute(
      'href',
      '/patient-dashboard/appointments',
    );
  });

  it('when someone else was quicker: the message, fresh times, and what was typed is kept', async () => {
    serve(PATIENT);
    bookAnswer = () => ({
      status: 409,
      body: { detail: 'Unable to reserve time slot. It may already be booked.' },
    });
    open({ initialSlot: { id: SLOT_A, date: day2, time: '09:30' } });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Appointment' });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Appointment type'), TYPE);
    await userEvent.type(within(dialog).getByLabelText('Phone'), '305 555 0199');
    await userEvent.type(within(dialog).getByLabelText('Date of birth'), '1950-04-02');
    await userEvent.type(within(dialog).getByLabelText('Reason for visit'), 'Check-up');
    await userEvent.type(within(dialog).getByLabelText('Notes for the office'), 'None');
    const before = calls.filter((c) => c.path.endsWith('/slots')).length;
    slotAnswer = () => ({ status: 200, body: { slots: [slots[1]] } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));

    expect(await screen.findByRole('dialog', { name: 'Choose Appointment Time' })).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Unable to reserve time slot. It may already be booked.',
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/slots')).length).toBeGreaterThan(before),
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: `9:30 AM, ${longDay(day2, 'en')}` })).toBeNull(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: `2:00 PM, ${longDay(day2, 'en')}` }));
    expect(within(dialog).getByLabelText('Reason for visit')).toHaveValue('Check-up');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('305 555 0199');
  });

  it('a time chosen earlier that is gone by now goes back to the list with the spec message', async () => {
    serve(PATIENT);
    open({ initialSlot: { id: '66666666-6666-4666-8666-666666666666', date: day2, time: '11:00' } });
    expect(await screen.findByRole('dialog', { name: 'Choose Appointment Time' })).toBeVisible();
    expect(
      screen.getByText('This time slot is no longer available. Please select another time.'),
    ).toBeVisible();
  });

  it('a guest who picks a time is asked to sign up; the time and the way back are kept', async () => {
    serve(null);
    const { router } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Choose Appointment Time' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: `2:00 PM, ${longDay(day2, 'en')}` }),
    );
    expect(within(dialog).queryByRole('form')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up to Book' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({
      redirectMessage: 'Sign up to book an appointment',
      fromAction: 'appointment',
      returnToAppointment: `/providers/${ID}`,
    });
    expect(localStorage.getItem('careconnect_intended_route')).toBe(`/providers/${ID}`);
    const pending = JSON.parse(localStorage.getItem('careconnect_pending_actions')!);
    expect(pending).toEqual([
      {
        type: 'appointment',
        providerId: ID,
        providerName: 'Dr. Elena Morales, MD',
        selectedSlot: { slotId: SLOT_B, date: day2, time: '14:00', fullDate: `${day2}T14:00` },
        timestamp: expect.any(Number),
      },
    ]);
    expect(await screen.findByText('Sign up to book an appointment')).toBeVisible();
  });
});

describe('booking dialog: who is this visit for? (ADR 18)', () => {
  const LUIS = caringFor(['view_appointments'], { id: 'u-luis', name: 'Luis Delgado' });
  const posted = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/appointments');

  async function fillTheRest(dialog: HTMLElement) {
    await userEvent.selectOptions(await within(dialog).findByLabelText('Appointment type'), TYPE);
    await userEvent.type(within(dialog).getByLabelText('Phone'), '(305) 555-0142');
    await userEvent.type(within(dialog).getByLabelText('Date of birth'), '1948-06-12');
    await userEvent.type(within(dialog).getByLabelText('Reason for visit'), 'Blood pressure check');
    await userEvent.type(within(dialog).getByLabelText('Notes for the office'), 'Her daughter comes along');
  }

  it('is not asked of someone who may book for nobody else', async () => {
    serve(CAREGIVER, [LUIS]);
    open({ initialSlot: { id: SLOT_A, date: day2, time: '09:30' } });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Appointment' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/caregivers')).toBe(true));
    await within(dialog).findByLabelText('Appointment type');
    expect(within(dialog).queryByRole('group', { name: 'Who is this visit for?' })).toBeNull();
  });

  it('asks, Myself first; for another person nothing of the caregiver is prefilled and the booking names them', async () => {
    serve(CAREGIVER, [caringFor(['manage_appointments']), LUIS]);
    bookAnswer = () => ({
      status: 201,
      body: appointment({ id: 'appt-7', date: day2, time: '09:30', bookedByCaregiver: 'Ana Delgado' }),
    });
    open({ initialSlot: { id: SLOT_A, date: day2, time: '09:30' } });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Appointment' });
    const who = await within(dialog).findByRole('group', { name: 'Who is this visit for?' });
    // Only the people who let her book: Luis lets her see his visits, not book them.
    expect(
      within(who)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Myself', 'Rosa Delgado']);
    expect(within(who).getByRole('radio', { name: 'Myself' })).toBeChecked();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Ana');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '(305) 555-0100');

    await userEvent.click(within(who).getByRole('radio', { name: 'Rosa Delgado' }));
    const form = within(dialog).getByRole('form', { name: "Rosa Delgado's appointment details" });
    expect(within(form).getByLabelText('First name')).toHaveValue('');
    expect(within(form).getByLabelText('Last name')).toHaveValue('');
    expect(within(form).getByLabelText('Phone')).toHaveValue('');
    expect(within(form).queryByLabelText('Email')).toBeNull();
    expect(form).toHaveTextContent("Confirmations and reminders go to Rosa Delgado's email address.");

    await userEvent.type(within(form).getByLabelText('First name'), 'Rosa');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Delgado');
    await fillTheRest(dialog);
    await userEvent.click(within(form).getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText("Rosa Delgado's appointment is booked.")).toBeVisible();
    expect(posted()).toHaveLength(1);
    expect(posted()[0].headers[ACTING_FOR_HEADER]).toBe(ROSA.id);
    expect(posted()[0].body).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Delgado',
      phone: '(305) 555-0142',
    });
    // The caregiver's own address is not sent as Rosa's: the server mails Rosa's account.
    expect(posted()[0].body).not.toHaveProperty('email');
    expect(JSON.stringify(posted()[0].body)).not.toContain(CAREGIVER.email);
    expect(within(dialog).getByRole('link', { name: "View Rosa Delgado's Appointments" })).toHaveAttribute(
      'href',
      `/patient-dashboard/appointments?for=${ROSA.id}`,
    );
  });

  it('starts with the person acted for; choosing Myself books with no acting-for header', async () => {
    setActingFor({ patientId: ROSA.id, name: ROSA.name, caregiverId: CAREGIVER.id });
    serve(CAREGIVER, [caringFor(['manage_appointments'])]);
    open({ initialSlot: { id: SLOT_A, date: day2, time: '09:30' } });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Appointment' });
    const who = await within(dialog).findByRole('group', { name: 'Who is this visit for?' });
    await waitFor(() => expect(within(who).getByRole('radio', { name: 'Rosa Delgado' })).toBeChecked());
    expect(within(dialog).getByLabelText('First name')).toHaveValue('');

    await userEvent.click(within(who).getByRole('radio', { name: 'Myself' }));
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Ana');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.test');
    await fillTheRest(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText('Your appointment is booked.')).toBeVisible();
    expect(posted()).toHaveLength(1);
    expect(posted()[0].headers[ACTING_FOR_HEADER]).toBeUndefined();
    // While acting for Rosa, her own list is one 'for' away.
    expect(within(dialog).getByRole('link', { name: 'View My Appointments' })).toHaveAttribute(
      'href',
      `/patient-dashboard/appointments?for=${CAREGIVER.id}`,
    );
  });
});

describe('booking dialog in Spanish', () => {
  it('speaks Spanish throughout: the calendar, the times, the form, the booking made', async () => {
    serve(PATIENT);
    open({ extended: false }, spanish);
    const dialog = await screen.findByRole('dialog', { name: 'Reservar una cita' });
    const day = longDay(day2, 'es');
    expect(await within(dialog).findByRole('heading', { name: day })).toBeVisible();
    expect(within(dialog).getByText('Elija una fecha')).toBeVisible();
    expect(within(dialog).getByText('Todas las horas están en la hora del Este.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Día anterior' })).toBeVisible();
    expect(
      within(dialog).getByRole('button', { name: `${longDay(today, 'es')}, no hay horas` }),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: `${day}, 2 horas disponibles` })).toBeVisible();
    const times = within(dialog).getByRole('list', { name: `Horas disponibles, ${day}` });
    const [first] = within(times).getAllByRole('button');
    expect(first!.textContent).toMatch(/^9:30 a\.\s?m\.$/);

    await userEvent.click(first!);
    expect(await screen.findByRole('dialog', { name: 'Confirmar la cita' })).toBe(dialog);
    expect(within(dialog).getByTestId('chosen-time')).toHaveTextContent(
      new RegExp(`^${day}, 9:30 a\\.\\s?m\\.$`),
    );
    expect(within(dialog).getByText('Hora del Este')).toBeVisible();
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Rosa');
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'El correo electrónico de su cuenta. Allí le enviamos las confirmaciones y los recordatorios.',
    );
    expect(
      await within(dialog).findByRole('option', { name: 'New patient visit (60 minutos)' }),
    ).toBeTruthy();

    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de cita'), TYPE);
    await userEvent.type(within(dialog).getByLabelText('Teléfono'), '(305) 555-0199');
    await userEvent.type(within(dialog).getByLabelText('Fecha de nacimiento'), '1950-04-02');
    await userEvent.type(within(dialog).getByLabelText('Motivo de la consulta'), 'Dolor de rodilla');
    await userEvent.type(within(dialog).getByLabelText('Notas para el consultorio'), 'Vengo con mi hija');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservar cita' }));

    expect(await screen.findByRole('dialog', { name: 'Cita reservada' })).toBe(dialog);
    expect(within(dialog).getByText('Su cita está reservada.')).toBeVisible();
    expect(within(dialog).getByText('Enviamos los detalles a su correo electrónico.')).toBeVisible();
    expect(within(dialog).getByText(/\(hora del Este\)$/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Agregar al calendario' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Ver mis citas' })).toBeVisible();
    expect(within(dialog).queryByText(/Appointment|Eastern Time|Your /)).toBeNull();
  });
});
