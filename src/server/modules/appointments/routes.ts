import { createRoute } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import {
  appointmentDtoSchema,
  appointmentStatusSchema,
  appointmentTypesDtoSchema,
  bookingSchema,
  cancelAppointmentSchema,
  patientAppointmentsDtoSchema,
  providerAppointmentsDtoSchema,
  providerSlotsDtoSchema,
  slotRangeQuerySchema,
} from '#shared/appointments/booking.ts';
import { APPOINTMENT_MESSAGES } from '#shared/appointments/appointment-messages.ts';
import { BOOKING_MESSAGES } from '#shared/appointments/booking-messages.ts';
import { canActAsPatient } from '#shared/roles.ts';
import { REALTIME } from '#shared/realtime/events.ts';
import { requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { allowOnly, signedIn } from '../../lib/middleware.ts';
import { createRouter, idParam, json, jsonBody, textAnswer } from '../../lib/router.ts';
import { actingForDoc, actingForRequest } from '../caregivers/index.ts';
import * as service from './service.ts';

const notAvailable = { description: "'Provider not found or not available'" };
const guest = { description: `'${inEnglish(BOOKING_MESSAGES.notAuthenticated)}'` };

/**
 * Booking is a patient's act (super admins pass, as everywhere); guests hear the product's words
 * (appointments.test.ts).
 */
const patientsOnly = allowOnly(canActAsPatient, {
  guest: BOOKING_MESSAGES.notAuthenticated,
  refused: APPOINTMENT_MESSAGES.patientsOnly,
});
const member = signedIn(BOOKING_MESSAGES.notAuthenticated);

const slots = createRoute({
  method: 'get',
  path: '/providers/{id}/slots',
  summary:
    "A listed provider's bookable times between two dates (from today to 30 days ahead, America/New_York)",
  request: { params: idParam, query: slotRangeQuerySchema },
  responses: { 200: json(providerSlotsDtoSchema, 'Bookable slots'), 404: notAvailable },
});

const slotEvents = createRoute({
  method: 'get',
  path: '/providers/{id}/slots/events',
  summary: "Server-Sent Events: a 'slots' event whenever the provider's times change",
  request: { params: idParam },
  responses: {
    200: textAnswer(
      'text/event-stream',
      "An event stream; each 'slots' event carries {providerProfileId} as JSON",
    ),
    404: notAvailable,
  },
});

const types = createRoute({
  method: 'get',
  path: '/providers/{id}/appointment-types',
  summary: "A listed provider's active appointment types, by name",
  request: { params: idParam },
  responses: {
    200: json(appointmentTypesDtoSchema, 'Appointment types'),
    404: notAvailable,
  },
});

const bookRoute = createRoute({
  method: 'post',
  path: '/appointments',
  summary: 'Book an open slot (patients, or a caregiver for the patient they act for)',
  middleware: [patientsOnly],
  request: { headers: actingForDoc.headers, body: jsonBody(bookingSchema) },
  responses: {
    201: json(appointmentDtoSchema, 'The new appointment'),
    401: guest,
    403: actingForDoc.refusal,
    409: {
      description: `'${inEnglish(BOOKING_MESSAGES.slotGone)}' or '${inEnglish(BOOKING_MESSAGES.slotTaken)}'`,
    },
  },
});

const mine = createRoute({
  method: 'get',
  path: '/appointments/mine',
  summary: 'The upcoming and past appointments of the signed-in patient, or of the patient they act for',
  middleware: [patientsOnly],
  request: { headers: actingForDoc.headers },
  responses: {
    200: json(patientAppointmentsDtoSchema, 'Appointments'),
    401: guest,
    403: actingForDoc.refusal,
  },
});

const cancelBody = jsonBody(cancelAppointmentSchema);

const cancelMine = createRoute({
  method: 'post',
  path: '/appointments/{id}/cancel',
  summary:
    "Cancel your appointment with a reason (or one of a patient's who lets you manage theirs; a super admin may cancel any)",
  middleware: [member],
  request: { params: idParam, body: cancelBody },
  responses: { 200: json(appointmentDtoSchema, 'The cancelled appointment'), 401: guest },
});

const calendar = createRoute({
  method: 'get',
  path: '/appointments/{id}/calendar.ics',
  summary: 'The appointment as an iCalendar file (its patient or its provider)',
  middleware: [member],
  request: { params: idParam },
  responses: {
    200: textAnswer('text/calendar', 'iCalendar'),
    401: guest,
  },
});

const practice = createRoute({
  method: 'get',
  path: '/provider/appointments',
  summary: "The signed-in provider's appointments: today, upcoming and past",
  middleware: [member],
  responses: {
    200: json(providerAppointmentsDtoSchema, 'Appointments'),
    401: guest,
    404: { description: 'No provider profile yet' },
  },
});

const statusRoute = createRoute({
  method: 'post',
  path: '/provider/appointments/{id}/status',
  summary: 'Confirm, or once its time has started, mark completed or missed',
  middleware: [member],
  request: {
    params: idParam,
    body: jsonBody(appointmentStatusSchema),
  },
  responses: { 200: json(appointmentDtoSchema, 'The appointment as it is now'), 401: guest },
});

const cancelPractice = createRoute({
  method: 'post',
  path: '/provider/appointments/{id}/cancel',
  summary: "Cancel one of your practice's appointments with a reason",
  middleware: [member],
  request: { params: idParam, body: cancelBody },
  responses: { 200: json(appointmentDtoSchema, 'The cancelled appointment'), 401: guest },
});

export const appointmentRoutes = createRouter()
  .openapi(slots, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await service.listSlots(c.var.deps.database.db, id, c.req.valid('query')), 200);
  })
  .openapi(slotEvents, async (c) => {
    const { id } = c.req.valid('param');
    // Unknown providers are refused before the stream opens (a 404, not an endless empty stream).
    await service.requireListedProvider(c.var.deps.database.db, id);
    const bus = c.var.deps.events;
    // Buffering proxies (nginx) would hold the events back.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let closed: () => void = () => {};
      const done = new Promise<void>((resolve) => (closed = resolve));
      const unsubscribe = bus.subscribe('slots', (event) => {
        if (event.providerProfileId !== id) return;
        void stream.writeSSE({ event: 'slots', data: JSON.stringify(event) });
      });
      const counted = c.var.metrics.streamOpened('slots');
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), REALTIME.heartbeatMs);
      let stopListening = () => {};
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        counted();
        stopListening();
        closed();
      };
      // A stopping instance ends the stream; the browser reconnects to one that stays (lib/draining.ts).
      stopListening = c.var.deps.draining.onStart(end);
      stream.onAbort(end);
      // The first bytes tell the client the subscription is in place; retry sets its reconnect delay.
      await stream.write('retry: 5000\n: connected\n\n');
      await done;
    }) as never;
  })
  .openapi(types, async (c) =>
    c.json(await service.listAppointmentTypes(c.var.deps.database.db, c.req.valid('param').id), 200),
  )
  .openapi(bookRoute, async (c) => {
    const { user, acting } = await actingForRequest(c, 'manage_appointments');
    return c.json(await service.book(c.var.deps, user, c.var.locale, acting, c.req.valid('json')), 201);
  })
  .openapi(mine, async (c) => {
    const { user, acting } = await actingForRequest(c, 'view_appointments');
    return c.json(await service.listMine(c.var.deps.database.db, user, c.var.locale, acting), 200);
  })
  .openapi(cancelMine, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(
      await service.cancelAsPatient(c.var.deps, requireUser(c), c.var.locale, id, c.req.valid('json').reason),
      200,
    );
  })
  .openapi(calendar, async (c) => {
    // In the language of the page asking (ADR 19).
    const file = await service.calendarFor(c.var.deps, requireUser(c), c.req.valid('param').id, c.var.locale);
    return c.body(file.content, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
    }) as never;
  })
  .openapi(practice, async (c) =>
    c.json(await service.listForProvider(c.var.deps.database.db, requireUser(c), c.var.locale), 200),
  )
  .openapi(statusRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(
      await service.changeStatus(c.var.deps, requireUser(c), c.var.locale, id, c.req.valid('json').status),
      200,
    );
  })
  .openapi(cancelPractice, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(
      await service.cancelAsProvider(
        c.var.deps,
        requireUser(c),
        c.var.locale,
        id,
        c.req.valid('json').reason,
      ),
      200,
    );
  });
