import { createRoute } from '@hono/zod-openapi';
import {
  conversationListDtoSchema,
  MESSAGE_MAX_CHARS,
  messageDtoSchema,
  MESSAGING_MESSAGES,
  sendMessageSchema,
  startConversationSchema,
  startedConversationDtoSchema,
  threadDtoSchema,
  threadQuerySchema,
  unreadCountDtoSchema,
} from '#shared/messaging/messaging.ts';
import { canActAsPatient } from '#shared/roles.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { allowOnly, signedIn } from '../../lib/middleware.ts';
import { createRouter, idParam, json, jsonBody } from '../../lib/router.ts';
import { actingForDoc, actingForRequest } from '../caregivers/index.ts';
import * as service from './service.ts';

const guest = { description: `'${inEnglish(MESSAGING_MESSAGES.notAuthenticated)}'` };
const notFound = {
  description: `'${inEnglish(MESSAGING_MESSAGES.notFound)}' (also for conversations of others)`,
};

/** Starting a conversation is a patient's act (super admins pass, as everywhere). */
const patientsOnly = allowOnly(canActAsPatient, {
  guest: MESSAGING_MESSAGES.notAuthenticated,
  refused: MESSAGING_MESSAGES.patientsOnly,
});
const member = signedIn(MESSAGING_MESSAGES.notAuthenticated);

const start = createRoute({
  method: 'post',
  path: '/conversations',
  summary: "Open the patient's conversation with a listed provider, starting it if there is none",
  middleware: [patientsOnly],
  request: {
    headers: actingForDoc.headers,
    body: jsonBody(startConversationSchema),
  },
  responses: {
    200: json(startedConversationDtoSchema, 'The existing conversation'),
    201: json(startedConversationDtoSchema, 'A new conversation'),
    401: guest,
    403: {
      description: `'${inEnglish(MESSAGING_MESSAGES.patientsOnly)}', or ${actingForDoc.refusal.description}`,
    },
    404: { description: `'${inEnglish(MESSAGING_MESSAGES.providerUnavailable)}'` },
  },
});

const list = createRoute({
  method: 'get',
  path: '/conversations',
  summary: "The signed-in user's conversations, as patient and as provider, newest activity first",
  middleware: [member],
  request: { headers: actingForDoc.headers },
  responses: {
    200: json(conversationListDtoSchema, 'Up to 100 conversations and the unread messages over all of them'),
    401: guest,
    403: actingForDoc.refusal,
  },
});

const unread = createRoute({
  method: 'get',
  path: '/conversations/unread',
  summary: 'Unread messages over all conversations (the header badge)',
  middleware: [member],
  request: { headers: actingForDoc.headers },
  responses: { 200: json(unreadCountDtoSchema, 'The count'), 401: guest, 403: actingForDoc.refusal },
});

const thread = createRoute({
  method: 'get',
  path: '/conversations/{id}',
  summary: 'A page of a conversation: the 50 messages before the cursor (or the newest), oldest first',
  middleware: [member],
  request: { params: idParam, query: threadQuerySchema, headers: actingForDoc.headers },
  responses: {
    200: json(threadDtoSchema, 'The page'),
    401: guest,
    403: actingForDoc.refusal,
    404: notFound,
  },
});

const send = createRoute({
  method: 'post',
  path: '/conversations/{id}/messages',
  summary: 'Send a message (either participant)',
  middleware: [member],
  request: {
    params: idParam,
    headers: actingForDoc.headers,
    body: jsonBody(sendMessageSchema),
  },
  responses: {
    201: json(messageDtoSchema, 'The message as saved'),
    400: {
      description: `'${inEnglish(MESSAGING_MESSAGES.empty)}' or '${inEnglish(MESSAGING_MESSAGES.tooLong, { maximum: MESSAGE_MAX_CHARS })}'`,
    },
    401: guest,
    403: actingForDoc.refusal,
    404: notFound,
  },
});

const read = createRoute({
  method: 'post',
  path: '/conversations/{id}/read',
  summary: 'Mark the conversation read up to now, with its message notifications',
  middleware: [member],
  request: { params: idParam, headers: actingForDoc.headers },
  responses: { 204: { description: 'Marked' }, 401: guest, 403: actingForDoc.refusal, 404: notFound },
});

// /conversations/unread is declared before /conversations/{id}, which would also match it.
export const messagingRoutes = createRouter()
  .openapi(start, async (c) => {
    const { providerProfileId } = c.req.valid('json');
    const { user, acting } = await actingForRequest(c, 'message_providers');
    const { created, conversation } = await service.startConversation(
      c.var.deps.database.db,
      user,
      c.var.locale,
      acting,
      providerProfileId,
    );
    return c.json({ conversation }, created ? 201 : 200);
  })
  .openapi(list, async (c) => {
    const { acting } = await actingForRequest(c, 'message_providers');
    return c.json(await service.listConversations(c.var.deps.database.db, acting, c.var.locale), 200);
  })
  .openapi(unread, async (c) => {
    const { acting } = await actingForRequest(c, 'message_providers');
    return c.json(await service.unreadCount(c.var.deps.database.db, acting), 200);
  })
  .openapi(thread, async (c) => {
    const { id } = c.req.valid('param');
    const { before } = c.req.valid('query');
    const { acting } = await actingForRequest(c, 'message_providers');
    return c.json(await service.getThread(c.var.deps.database.db, acting, c.var.locale, id, before), 200);
  })
  .openapi(send, async (c) => {
    const { id } = c.req.valid('param');
    const { body } = c.req.valid('json');
    const { user, acting } = await actingForRequest(c, 'message_providers');
    return c.json(await service.sendMessage(c.var.deps, user, acting, id, body), 201);
  })
  .openapi(read, async (c) => {
    const { user, acting } = await actingForRequest(c, 'message_providers');
    await service.markConversationRead(c.var.deps, user, acting, c.req.valid('param').id);
    return c.body(null, 204);
  });
