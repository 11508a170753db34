import { createRoute } from '@hono/zod-openapi';
import {
  caregiverInvitationPreviewDto,
  caregiverInvitationSchema,
  caregiverPermissionsSchema,
  caregiverRequestSchema,
  caregiversDto,
  invitationTokenSchema,
  sentCaregiverInvitationDto,
} from '#shared/caregivers/caregiver-schemas.ts';
import { CAREGIVER_MESSAGES as M } from '#shared/caregivers/caregiver-messages.ts';
import { confirmationDtoSchema } from '#shared/dto.ts';
import { createRouter, idParam, json, jsonBody } from '../../lib/router.ts';
import { requireUser } from '../../lib/http.ts';
import * as service from './service.ts';

const refusals = {
  401: { description: 'Not signed in' },
  403: { description: 'Not a patient account, or not the patient or caregiver of this record' },
} as const;

const overview = createRoute({
  method: 'get',
  path: '/caregivers',
  summary: 'Who may act for the signed-in patient, whom they may act for, and what waits for an answer',
  responses: { 200: json(caregiversDto, 'Both sides of caregiver access'), ...refusals },
});

const invite = createRoute({
  method: 'post',
  path: '/caregivers/invitations',
  summary: 'Invite someone by email to act for the signed-in patient, with chosen permissions',
  request: { body: jsonBody(caregiverInvitationSchema) },
  responses: {
    201: json(sentCaregiverInvitationDto, 'Invited; the mail is on its way'),
    400: { description: 'Invalid input' },
    409: { description: 'Already a caregiver, or already invited' },
    429: { description: 'Too many invitations this hour' },
    ...refusals,
  },
});

const cancelInvitation = createRoute({
  method: 'delete',
  path: '/caregivers/invitations/{id}',
  summary: 'Take back an invitation nobody has answered',
  request: { params: idParam },
  responses: {
    204: { description: 'Cancelled' },
    404: { description: 'No such waiting invitation' },
    ...refusals,
  },
});

const preview = createRoute({
  method: 'post',
  path: '/caregivers/invitations/preview',
  summary:
    "What an invitation link offers, before signing in (the link's secret goes in the body, never the address)",
  request: { body: jsonBody(invitationTokenSchema) },
  responses: {
    200: json(caregiverInvitationPreviewDto, 'Who invites, and for what'),
    400: { description: 'Not an invitation link' },
    404: { description: 'Used, cancelled or expired' },
  },
});

const accept = createRoute({
  method: 'post',
  path: '/caregivers/invitations/accept',
  summary: 'Accept an invitation, signed in with the address it was sent to',
  request: { body: jsonBody(invitationTokenSchema) },
  responses: {
    204: { description: 'Accepted: the signed-in user may now act for the patient' },
    400: { description: 'Not an invitation link' },
    404: { description: 'Used, cancelled or expired' },
    409: { description: 'Already a caregiver of this patient' },
    ...refusals,
  },
});

const request = createRoute({
  method: 'post',
  path: '/caregivers/requests',
  summary: 'Ask a patient, by their email, to let the signed-in user help them',
  request: { body: jsonBody(caregiverRequestSchema) },
  responses: {
    202: json(confirmationDtoSchema, 'Asked, if such a patient exists (the answer is the same either way)'),
    400: { description: 'Invalid input' },
    429: { description: 'Too many requests this hour' },
    ...refusals,
  },
});

const approve = createRoute({
  method: 'post',
  path: '/caregivers/requests/{id}/approve',
  summary: 'Let the person who asked help, with the permissions chosen',
  request: { params: idParam, body: jsonBody(caregiverPermissionsSchema) },
  responses: {
    204: { description: 'Approved' },
    400: { description: 'Invalid input' },
    404: { description: 'No such waiting request' },
    409: { description: 'Already a caregiver' },
    ...refusals,
  },
});

const decline = createRoute({
  method: 'post',
  path: '/caregivers/requests/{id}/decline',
  summary: 'Say no to a request',
  request: { params: idParam },
  responses: {
    204: { description: 'Declined' },
    404: { description: 'No such waiting request' },
    ...refusals,
  },
});

const change = createRoute({
  method: 'patch',
  path: '/caregivers/access/{id}',
  summary: 'Change what one caregiver may do (the patient only)',
  request: { params: idParam, body: jsonBody(caregiverPermissionsSchema) },
  responses: {
    204: { description: 'Changed' },
    400: { description: 'Invalid input' },
    404: { description: 'No such live access of this patient' },
    ...refusals,
  },
});

const end = createRoute({
  method: 'delete',
  path: '/caregivers/access/{id}',
  summary: 'End a caregiver access, from either side; it stops at the next request',
  request: { params: idParam },
  responses: { 204: { description: 'Ended' }, 404: { description: 'No such live access' }, ...refusals },
});

export const caregiverRoutes = createRouter()
  .openapi(overview, async (c) =>
    c.json(await service.overview(c.var.deps.database.db, requireUser(c), c.var.locale), 200),
  )
  .openapi(invite, async (c) =>
    c.json(await service.invite(c.var.deps, requireUser(c), c.req.valid('json'), c.var.locale), 201),
  )
  .openapi(cancelInvitation, async (c) => {
    await service.cancelInvitation(c.var.deps.database.db, requireUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(preview, async (c) =>
    c.json(await service.previewInvitation(c.var.deps.database.db, c.req.valid('json').token), 200),
  )
  .openapi(accept, async (c) => {
    await service.acceptInvitation(c.var.deps, requireUser(c), c.req.valid('json').token);
    return c.body(null, 204);
  })
  .openapi(request, async (c) => {
    await service.requestAccess(c.var.deps, requireUser(c), c.req.valid('json').patientEmail);
    return c.json({ message: c.get('t')(M.requestSent) }, 202);
  })
  .openapi(approve, async (c) => {
    const { id } = c.req.valid('param');
    await service.approveRequest(c.var.deps, requireUser(c), id, c.req.valid('json').permissions);
    return c.body(null, 204);
  })
  .openapi(decline, async (c) => {
    await service.declineRequest(c.var.deps.database.db, requireUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(change, async (c) => {
    const { id } = c.req.valid('param');
    await service.changePermissions(c.var.deps, requireUser(c), id, c.req.valid('json').permissions);
    return c.body(null, 204);
  })
  .openapi(end, async (c) => {
    await service.endAccess(c.var.deps, requireUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
