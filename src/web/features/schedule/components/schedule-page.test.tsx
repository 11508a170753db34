import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { longDay } from '#shared/format/dates.ts';
import { timeOfDay } from '#shared/format/times.ts';
import { addDaysIso, type ScheduleCalendarDto, type ScheduleDto } from '#shared/schedule/schedule.ts';
import { spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { PROVIDER_USER } from '../../../test/users.ts';
import { ProviderSchedulePage } from './schedule-page.tsx';

const open = { open: '08:00', close: '17:00', closed: false };
const closed = { open: '09:00', close: '17:00', closed: true };
const schedule: ScheduleDto = {
  providerProfileId: 'p1',
  providerName: 'Elena Morales',
  timeZone: 'America/New_York',
  availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }],
  officeHours: {
    monday: open,
    tuesday: open,
    wednesday: open,
    thursday: open,
    friday: open,
    saturday: closed,
    sunday: closed,
  },
  appointmentTypes: [
    { id: 't1', name: 'Follow-up Visit', nameEs: null, description: null, durationMinutes: 30 },
  ],
};

let failWrites: string | null = null;
let slotsChanged = { changed: 1, skippedBooked: 0 };
const requests: { method: string; url: string; body?: unknown }[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Every day of the asked week, the first one with a free, a booked and a blocked slot. */
function calendar(url: string): ScheduleCalendarDto {
  const params = new URL(url, 'http://localhost').searchParams;
  const from = params.get('from')!;
  const days = Array.from({ length: 7 }, (_, i) => ({
    date: addDaysIso(from, i),
    slots: [] as ScheduleCalendarDto['days'][number]['slots'],
  }));
  const future = days[6]!;
  future.slots = [
    {
      id: 's1',
      time: '09:00',
      state: 'free',
      patientName: null,
      bookedByCaregiver: null,
      appointmentId: null,
    },
    {
      id: 's2',
      time: '09:30',
      state: 'booked',
      patientName: 'Rosa Delgado',
      bookedByCaregiver: 'Ana Delgado',
      appointmentId: 'a1',
    },
    {
      id: 's3',
      time: '10:00',
      state: 'blocked',
      patientName: null,
      bookedByCaregiver: null,
      appointmentId: null,
    },
  ];
  return { from, to: addDaysIso(from, 6), today: from, days };
}

beforeEach(() => {
  // Monday 23 November 2026, 07:00 in Florida: the whole week shown is still to come.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
  failWrites = null;
  slotsChanged = { changed: 1, skippedBooked: 0 };
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url === '/api/me') return json({ user: PROVIDER_USER });
      requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method !== 'GET' && failWrites) return json({ detail: failWrites }, 400);
      if (url.startsWith('/api/provider/schedule/calendar')) return json(calendar(url));
      if (url === '/api/provider/schedule') return json(schedule);
      if (url.endsWith('/slots/generate'))
        return json({ added: 12, from: '2026-11-23', to: '2026-12-22', stepMinutes: 30 });
      if (url.endsWith('/slots/block') || url.endsWith('/slots/unblock')) return json(slotsChanged);
      return json(schedule);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const show = () => renderAt(<ProviderSchedulePage />, '/provider-dashboard/schedule');
const showInSpanish = () =>
  renderAt(<ProviderSchedulePage />, '/provider-dashboard/schedule', undefined, { translator: spanish });
/** A message's words as a person reads them, without its `<0>` marks. */
const words = (text: string) => text.replace(/<\/?\d+>/g, '');

const writes = () => requests.filter((r) => r.method !== 'GET');

describe('provider schedule page', () => {
  it('shows each part of the schedule and each slot as free, booked (with the patient) or blocked', async () => {
    show();
    const weekly = await screen.findByRole('region', { name: 'Weekly hours' });
    expect(within(weekly).getByLabelText('From (Monday, hours 1)')).toHaveValue('09:00');
    expect(within(weekly).getByLabelText('To (Monday, hours 1)')).toHaveValue('12:00');
    const office = screen.getByRole('region', { name: 'Office hours' });
    expect(within(office).getByLabelText('Closed on Saturday')).toBeChecked();
    expect(within(office).getByLabelText('Opens on Monday')).toHaveValue('08:00');
    expect(screen.getByText('Follow-up Visit')).toBeVisible();

    const cal = screen.getByRole('region', { name: 'Your calendar' });
    expect(await within(cal).findByText('Rosa Delgado')).toBeVisible();
    expect(within(cal).getByText('Booked by Ana Delgado (caregiver)')).toBeVisible();
    expect(within(cal).getByRole('button', { name: /^Block 9:00 AM/ })).toBeVisible();
    expect(within(cal).getByRole('button', { name: /^Unblock 10:00 AM/ })).toBeVisible();
    expect(within(cal).queryByRole('button', { name: /9:30 AM/ })).toBeNull();
  });

  it('refuses overlapping hours beside the field, sending nothing', async () => {
    show();
    const weekly = await screen.findByRole('region', { name: 'Weekly hours' });
    await userEvent.click(within(weekly).getByRole('button', { name: 'Add hours on Monday' }));
    await userEvent.selectOptions(within(weekly).getByLabelText('From (Monday, hours 2)'), '11:00');
    await userEvent.click(within(weekly).getByRole('button', { name: 'Save weekly hours' }));
    const error = await within(weekly).findByText(
      'These hours overlap other hours on Monday. Please change one of them.',
    );
    expect(error).toHaveAttribute('role', 'alert');
    expect(within(weekly).getByLabelText('From (Monday, hours 2)')).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
  });

  it('keeps what was chosen when the server refuses, and says why', async () => {
    failWrites = 'The closing time must be later than the opening time.';
    show();
    const office = await screen.findByRole('region', { name: 'Office hours' });
    await userEvent.click(within(office).getByLabelText('Closed on Saturday'));
    await userEvent.selectOptions(within(office).getByLabelText('Opens on Saturday'), '10:00');
    await userEvent.click(within(office).getByRole('button', { name: 'Save office hours' }));
    expect(await screen.findByText('The closing time must be later than the opening time.')).toBeVisible();
    expect(within(office).getByLabelText('Opens on Saturday')).toHaveValue('10:00');
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      url: '/api/provider/schedule/office-hours',
      body: { saturday: { open: '10:00', close: '17:00', closed: false } },
    });
  });

  it('makes slots and says how many, and blocks one slot by its id', async () => {
    show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Make time slots for the next 30 days' }),
    );
    expect(await screen.findByTestId('slots-made')).toHaveTextContent(
      '12 new time slots were made for the next 30 days.',
    );
    expect(writes()[0]).toMatchObject({
      url: '/api/provider/schedule/slots/generate',
      body: { stepMinutes: 30 },
    });

    const cal = screen.getByRole('region', { name: 'Your calendar' });
    await userEvent.click(await within(cal).findByRole('button', { name: /^Block 9:00 AM/ }));
    expect(await screen.findByText('1 time blocked.')).toBeVisible();
    expect(writes()[1]).toMatchObject({ url: '/api/provider/schedule/slots/block', body: { slotId: 's1' } });
  });

  it('checks an appointment type with the shared rules before sending it', async () => {
    show();
    const types = await screen.findByRole('region', { name: 'Appointment types' });
    await userEvent.click(within(types).getByRole('button', { name: 'Add appointment type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add appointment type' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add appointment type' }));
    expect(await within(dialog).findByText('Please enter a name for this appointment type.')).toBeVisible();
    expect(writes()).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Annual wellness visit');
    await userEvent.clear(within(dialog).getByLabelText('Length in minutes'));
    await userEvent.type(within(dialog).getByLabelText('Length in minutes'), '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add appointment type' }));
    expect(await screen.findByText('Appointment type added.')).toBeVisible();
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      url: '/api/provider/schedule/appointment-types',
      body: { name: 'Annual wellness visit', durationMinutes: 45, description: null },
    });
  });

  it('takes a Spanish name for a type, checked by the shared rules, and shows it in the list', async () => {
    schedule.appointmentTypes = [
      {
        id: 't1',
        name: 'Follow-up Visit',
        nameEs: 'Consulta de seguimiento',
        description: null,
        durationMinutes: 30,
      },
    ];
    try {
      show();
      const types = await screen.findByRole('region', { name: 'Appointment types' });
      expect(within(types).getByText('Consulta de seguimiento')).toHaveAttribute('lang', 'es');
      await userEvent.click(within(types).getByRole('button', { name: 'Edit Follow-up Visit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Follow-up Visit' });
      const spanishName = within(dialog).getByLabelText('Name in Spanish (optional)');
      expect(spanishName).toHaveValue('Consulta de seguimiento');
      await userEvent.clear(spanishName);
      await userEvent.type(spanishName, 'x'.repeat(101));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(
        await within(dialog).findByText('Please keep the Spanish name to 100 characters or fewer.'),
      ).toBeVisible();
      expect(writes()).toEqual([]);
      await userEvent.clear(spanishName);
      await userEvent.type(spanishName, 'Consulta de control');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(writes()).toHaveLength(1));
      expect(writes()[0]).toMatchObject({
        method: 'PATCH',
        url: '/api/provider/schedule/appointment-types/t1',
        body: { name: 'Follow-up Visit', nameEs: 'Consulta de control' },
      });
    } finally {
      schedule.appointmentTypes = [
        { id: 't1', name: 'Follow-up Visit', nameEs: null, description: null, durationMinutes: 30 },
      ];
    }
  });

  it('labels the Spanish name in Spanish on a Spanish page', async () => {
    showInSpanish();
    const types = await screen.findByRole('region', { name: spanish.t('provider.schedule.typesTitle') });
    await userEvent.click(
      within(types).getByRole('button', { name: spanish.t('provider.schedule.addType') }),
    );
    const dialog = await screen.findByRole('dialog', { name: spanish.t('provider.schedule.addType') });
    expect(within(dialog).getByLabelText('Nombre en español (opcional)')).toBeVisible();
  });

  it('speaks Spanish: days, labels, slots and what was made', async () => {
    showInSpanish();
    expect(
      await screen.findByRole('heading', { level: 1, name: spanish.t('provider.schedule.pageTitle') }),
    ).toBeVisible();
    const weekly = await screen.findByRole('region', {
      name: spanish.t('provider.schedule.weeklyHoursTitle'),
    });
    expect(within(weekly).getByText('Lunes')).toBeVisible();
    expect(
      within(weekly).getByLabelText(
        words(spanish.t('provider.schedule.hoursFrom', { day: 'monday', number: 1 })),
      ),
    ).toHaveValue('09:00');
    expect(within(weekly).getByLabelText('Desde (lunes, horario 1)')).toHaveValue('09:00');
    expect(
      within(weekly).getByRole('button', {
        name: words(spanish.t('provider.schedule.addHours', { day: 'sunday' })),
      }),
    ).toBeVisible();
    const office = screen.getByRole('region', { name: spanish.t('provider.schedule.officeHoursTitle') });
    expect(within(office).getByLabelText('Cerrado el sábado')).toBeChecked();
    expect(
      within(office).getByText(spanish.t('provider.schedule.closedAllDay', { day: 'sunday' })),
    ).toBeVisible();
    expect(
      within(office).getByLabelText(words(spanish.t('provider.schedule.opensOn', { day: 'monday' }))),
    ).toHaveValue('08:00');
    const types = screen.getByRole('region', { name: spanish.t('provider.schedule.typesTitle') });
    expect(
      within(types).getByText(spanish.t('provider.schedule.lengthMinutes', { minutes: 30 })),
    ).toBeVisible();
    expect(within(types).getByRole('button', { name: 'Editar Follow-up Visit' })).toBeVisible();

    const cal = screen.getByRole('region', { name: spanish.t('provider.schedule.calendarTitle') });
    const sunday = '2026-11-29';
    const slot = await within(cal).findByTestId(`slot-${sunday}-09:00`);
    expect(slot).toHaveTextContent(spanish.t('provider.schedule.stateFree'));
    expect(
      within(slot).getByRole('button', {
        name: spanish.t('provider.schedule.blockSlot', {
          time: timeOfDay('09:00', 'es'),
          day: longDay(sunday, 'es'),
        }),
      }),
    ).toBeVisible();
    expect(within(cal).getByText(spanish.t('provider.schedule.legendBlocked'))).toBeVisible();
    expect(
      within(cal).getByText(spanish.t('provider.schedule.dayToday', { day: 'lunes, 23 de noviembre' })),
    ).toBeVisible();

    await userEvent.click(
      screen.getByRole('button', { name: spanish.t('provider.schedule.makeSlotsButton') }),
    );
    expect(await screen.findByTestId('slots-made')).toHaveTextContent(
      'Se crearon 12 horas nuevas para los próximos 30 días. (del 23 de noviembre al 22 de diciembre)',
    );
    // The toasts speak Spanish too.
    expect(
      await screen.findByText(spanish.t('provider.schedule.slotsMade', { added: 12 }), { selector: 'div' }),
    ).toBeVisible();
    await userEvent.click(
      within(slot).getByRole('button', { name: new RegExp(`^${spanish.t('provider.schedule.block')} `) }),
    );
    expect(await screen.findByText('Se bloqueó 1 hora.')).toBeVisible();

    // The lists of times read as Spanish clocks.
    const from = within(weekly).getByLabelText('Desde (lunes, horario 1)');
    expect(within(from).getByRole('option', { name: '1:30 p.m.' })).toHaveValue('13:30');
  });

  it('says how many times a range blocked or unblocked, and the booked ones left as they were', async () => {
    slotsChanged = { changed: 3, skippedBooked: 2 };
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Block these times' }));
    expect(await screen.findByText('3 times blocked. 2 booked times were left as they were.')).toBeVisible();
    slotsChanged = { changed: 0, skippedBooked: 1 };
    await userEvent.click(screen.getByRole('button', { name: 'Unblock these times' }));
    expect(
      await screen.findByText('No times were unblocked. 1 booked time was left as it was.'),
    ).toBeVisible();
  });

  it('says in Spanish how many times a range unblocked', async () => {
    slotsChanged = { changed: 2, skippedBooked: 1 };
    showInSpanish();
    await userEvent.click(
      await screen.findByRole('button', { name: spanish.t('provider.schedule.unblockTheseTimes') }),
    );
    expect(
      await screen.findByText('Se desbloquearon 2 horas. 1 hora reservada se quedó como estaba.'),
    ).toBeVisible();
  });
});
