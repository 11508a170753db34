import { createRoute } from '@hono/zod-openapi';
import { confirmationDtoSchema } from '#shared/dto.ts';
import { WAITING_LIST_MESSAGES, joinWaitingListSchema } from '#shared/waiting-list/waiting-list.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import { addToWaitingList } from './repository.ts';

const join = createRoute({
  method: 'post',
  path: '/waiting-list',
  summary: 'Join the launch waiting list (anyone)',
  description:
    'The answer is the same whether or not the address was already on the list, so it tells nobody who has joined. Limited to 10 per 10 minutes per address.',
  middleware: [
    rateLimit({ name: 'waiting-list', max: 10, windowSeconds: 600, message: WAITING_LIST_MESSAGES.tooMany }),
  ],
  request: { body: jsonBody(joinWaitingListSchema) },
  responses: {
    200: json(confirmationDtoSchema, `'${inEnglish(WAITING_LIST_MESSAGES.success)}'`),
    400: {
      description: `'${inEnglish(WAITING_LIST_MESSAGES.emailRequired)}' or '${inEnglish(WAITING_LIST_MESSAGES.invalidEmail)}'`,
    },
  },
});

export const waitingListRoutes = createRouter().openapi(join, async (c) => {
  const { email, source } = c.req.valid('json');
  await addToWaitingList(c.get('deps').database.db, email, source);
  return c.json({ message: c.get('t')(WAITING_LIST_MESSAGES.success) }, 200);
});
