import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { appointmentTypeDtoSchema } from '#shared/appointments/booking.ts';
import {
  appointmentTypeSchema,
  appointmentTypeUpdateSchema,
  availabilitySchema,
  calendarQuerySchema,
  generateSlotsResultDtoSchema,
  generateSlotsSchema,
  officeHoursSchema,
  scheduleCalendarDtoSchema,
  scheduleDtoSchema,
  scheduleProviderQuerySchema,
  slotChangeResultDtoSchema,
  slotSelectionSchema,
} from '#shared/schedule/schedule.ts';
import type { AppEnv } from '../../app-env.ts';
import { publishSlotsChanged } from '../../lib/events.ts';
import { createRouter, idParam, json, jsonBody } from '../../lib/router.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import * as service from './service.ts';

// Every route: guests 401, roles other than provider and super_admin 403 (before the body is read).
// A provider works on their own profile; a super_admin names one with ?providerProfileId=.
const guard = [withRole('provider')];

const errors = {
  401: { description: 'Not signed in' },
  403: { description: "Not a provider, or another provider's schedule" },
} as const;

const getSchedule = createRoute({
  method: 'get',
  path: '/provider/schedule',
  summary: 'Your weekly hours, office hours and active appointment types',
  middleware: guard,
  request: { query: scheduleProviderQuerySchema },
  responses: {
    200: json(scheduleDtoSchema, 'The schedule'),
    ...errors,
    404: { description: 'No provider profile' },
  },
});

const putAvailability = createRoute({
  method: 'put',
  path: '/provider/schedule/availability',
  summary: "Replace the week's hours (HH:mm on the half hour; no overlaps within a day)",
  middleware: guard,
  request: { query: scheduleProviderQuerySchema, body: jsonBody(availabilitySchema) },
  responses: {
    200: json(scheduleDtoSchema, 'The schedule as saved'),
    400: { description: 'Invalid hours' },
    ...errors,
  },
});

const putOfficeHours = createRoute({
  method: 'put',
  path: '/provider/schedule/office-hours',
  summary: 'Set each weekday open and close, or closed',
  middleware: guard,
  request: { query: scheduleProviderQuerySchema, body: jsonBody(officeHoursSchema) },
  responses: {
    200: json(scheduleDtoSchema, 'The schedule as saved'),
    400: { description: 'Invalid hours' },
    ...errors,
  },
});

const generate = createRoute({
  method: 'post',
  path: '/provider/schedule/slots/generate',
  summary: 'Make time slots for the next 30 days (America/New_York) from the weekly and office hours',
  middleware: guard,
  request: { query: scheduleProviderQuerySchema, body: jsonBody(generateSlotsSchema) },
  responses: {
    200: json(generateSlotsResultDtoSchema, 'How many slots were added'),
    ...errors,
  },
});

/** Block and unblock take the same selection and answer the same way. */
const slotChangeRoute = (path: string, summary: string, refused: string) =>
  createRoute({
    method: 'post',
    path,
    summary,
    middleware: guard,
    request: { query: scheduleProviderQuerySchema, body: jsonBody(slotSelectionSchema) },
    responses: {
      200: json(slotChangeResultDtoSchema, 'What changed'),
      ...errors,
      409: { description: refused },
    },
  });

const block = slotChangeRoute(
  '/provider/schedule/slots/block',
  'Block one slot (slotId) or a range of one day (date, startTime, endTime; 30-minute steps)',
  'The slot is booked or has passed',
);

const unblock = slotChangeRoute(
  '/provider/schedule/slots/unblock',
  'Unblock one blocked slot or the blocked slots of a range; booked times stay booked',
  'Not blocked, booked, or passed',
);

const addType = createRoute({
  method: 'post',
  path: '/provider/schedule/appointment-types',
  summary: 'Add an appointment type (5 to 480 minutes)',
  middleware: guard,
  request: { query: scheduleProviderQuerySchema, body: jsonBody(appointmentTypeSchema) },
  responses: {
    201: json(appointmentTypeDtoSchema, 'The new type'),
    ...errors,
    409: { description: 'A type with this name exists' },
  },
});

const editType = createRoute({
  method: 'patch',
  path: '/provider/schedule/appointment-types/{id}',
  summary: 'Change an appointment type',
  middleware: guard,
  request: { params: idParam, body: jsonBody(appointmentTypeUpdateSchema) },
  responses: {
    200: json(appointmentTypeDtoSchema, 'The type as saved'),
    ...errors,
    404: { description: 'Not found' },
  },
});

const removeType = createRoute({
  method: 'delete',
  path: '/provider/schedule/appointment-types/{id}',
  summary: 'Remove an appointment type (kept for past appointments, no longer offered)',
  middleware: guard,
  request: { params: idParam },
  responses: { 204: { description: 'Removed' }, ...errors, 404: { description: 'Not found' } },
});

const calendar = createRoute({
  method: 'get',
  path: '/provider/schedule/calendar',
  summary: 'Each day from `from` to `to` with its slots: free, booked (with the patient) or blocked',
  middleware: guard,
  request: { query: calendarQuerySchema },
  responses: { 200: json(scheduleCalendarDtoSchema, 'The days'), ...errors },
});

/** Blocks or unblocks; open booking dialogs and profile pages of this provider then read their times again. */
async function changeSlots(
  c: Context<AppEnv>,
  change: typeof service.blockSlots,
  selection: Parameters<typeof service.blockSlots>[2],
  { providerProfileId }: { providerProfileId?: string },
) {
  const { providerProfileId: id, ...result } = await change(
    c.var.deps.database.db,
    requireUser(c),
    selection,
    providerProfileId,
  );
  if (result.changed > 0) await publishSlotsChanged(c.var.deps, id);
  return result;
}

export const scheduleRoutes = createRouter()
  .openapi(getSchedule, async (c) => {
    const { providerProfileId } = c.req.valid('query');
    return c.json(
      await service.getSchedule(c.var.deps.database.db, requireUser(c), c.var.locale, providerProfileId),
      200,
    );
  })
  .openapi(putAvailability, async (c) => {
    const { providerProfileId } = c.req.valid('query');
    return c.json(
      await service.saveAvailability(
        c.var.deps,
        requireUser(c),
        c.var.locale,
        c.req.valid('json'),
        providerProfileId,
      ),
      200,
    );
  })
  .openapi(putOfficeHours, async (c) => {
    const { providerProfileId } = c.req.valid('query');
    return c.json(
      await service.saveOfficeHours(
        c.var.deps,
        requireUser(c),
        c.var.locale,
        c.req.valid('json'),
        providerProfileId,
      ),
      200,
    );
  })
  .openapi(generate, async (c) => {
    const db = c.var.deps.database.db;
    const { providerProfileId } = c.req.valid('query');
    const { providerProfileId: id, ...result } = await service.generateSlots(
      db,
      requireUser(c),
      c.req.valid('json'),
      providerProfileId,
    );
    // Open booking dialogs and profile pages of this provider read their times again.
    if (result.added > 0) await publishSlotsChanged(c.var.deps, id);
    return c.json(result, 200);
  })
  .openapi(block, async (c) =>
    c.json(await changeSlots(c, service.blockSlots, c.req.valid('json'), c.req.valid('query')), 200),
  )
  .openapi(unblock, async (c) =>
    c.json(await changeSlots(c, service.unblockSlots, c.req.valid('json'), c.req.valid('query')), 200),
  )
  .openapi(addType, async (c) => {
    const db = c.var.deps.database.db;
    const { providerProfileId } = c.req.valid('query');
    return c.json(await service.addType(db, requireUser(c), c.req.valid('json'), providerProfileId), 201);
  })
  .openapi(editType, async (c) => {
    const db = c.var.deps.database.db;
    return c.json(
      await service.editType(db, requireUser(c), c.req.valid('param').id, c.req.valid('json')),
      200,
    );
  })
  .openapi(removeType, async (c) => {
    await service.removeType(c.var.deps.database.db, requireUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(calendar, async (c) => {
    const { from, to, providerProfileId } = c.req.valid('query');
    return c.json(
      await service.getCalendar(c.var.deps.database.db, requireUser(c), { from, to }, providerProfileId),
      200,
    );
  });
