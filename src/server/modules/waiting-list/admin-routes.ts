import { createRoute } from '@hono/zod-openapi';
import {
  WAITING_LIST_PAGE_SIZE,
  waitingListPageDtoSchema,
  waitingListQuerySchema,
} from '#shared/waiting-list/waiting-list.ts';
import { recordAdminAction } from '../../lib/audit.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, textAnswer } from '../../lib/router.ts';
import { allWaitingList, listWaitingList } from './repository.ts';
import { toCsv } from './csv.ts';

const list = createRoute({
  method: 'get',
  path: '/admin/waiting-list',
  summary: 'The waiting list, newest first, with an address search (super admin)',
  middleware: [withRole('super_admin')],
  request: { query: waitingListQuerySchema },
  responses: {
    200: json(waitingListPageDtoSchema, 'One page'),
  },
});

const exportCsv = createRoute({
  method: 'get',
  path: '/admin/waiting-list/export.csv',
  summary: 'The whole waiting list as CSV (super admin)',
  middleware: [withRole('super_admin')],
  responses: {
    200: textAnswer('text/csv', 'email, source, joined'),
  },
});

export const adminWaitingListRoutes = createRouter()
  .openapi(list, async (c) => {
    const { q, page } = c.req.valid('query');
    const { rows, total } = await listWaitingList(c.get('deps').database.db, {
      q,
      limit: WAITING_LIST_PAGE_SIZE,
      offset: (page - 1) * WAITING_LIST_PAGE_SIZE,
    });
    const entries = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    return c.json({ entries, total, page, pageSize: WAITING_LIST_PAGE_SIZE }, 200);
  })
  .openapi(exportCsv, async (c) => {
    const admin = requireUser(c);
    const db = c.get('deps').database.db;
    const lines = [toCsv(['Email', 'Source', 'Joined'])];
    for await (const r of allWaitingList(db))
      lines.push(toCsv([r.email, r.source, r.createdAt.toISOString()]));
    // An export hands out personal data: who took it and how many addresses, before it is sent.
    await recordAdminAction(db, admin, {
      action: 'waiting_list.export',
      targetType: 'waiting_list',
      targetId: null,
      after: { rows: lines.length - 1 },
    });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(`${lines.join('\r\n')}\r\n`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="careconnect-waiting-list-${day}.csv"`,
    });
  });
