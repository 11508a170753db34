import { createRoute } from '@hono/zod-openapi';
import { ADMIN_CONSOLE_MESSAGES as M, USER_STATES } from '#shared/admin/console.ts';
import {
  adminUserDisabledSchema,
  adminUserDtoSchema,
  adminUserListDtoSchema,
  adminUserListQuerySchema,
  adminUserParamsSchema,
  adminUserRoleSchema,
  passwordResetMailDtoSchema,
} from '#shared/admin/console-schemas.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody, superAdminRefusals } from '../../lib/router.ts';
import * as service from './users-service.ts';

const missing = { 404: { description: `'${inEnglish(M.userNotFound)}'` } };

const list = createRoute({
  method: 'get',
  path: '/admin/users',
  summary: `Accounts, newest first: a name or email search, filters by role and by state (${USER_STATES.join(', ')}), paged (super_admin)`,
  middleware: [withRole('super_admin')],
  request: { query: adminUserListQuerySchema },
  responses: {
    200: json(adminUserListDtoSchema, 'One page of accounts'),
    ...superAdminRefusals,
  },
});

const role = createRoute({
  method: 'put',
  path: '/admin/users/{id}/role',
  summary: "Change an account's role; audited (super_admin)",
  middleware: [withRole('super_admin')],
  request: { params: adminUserParamsSchema, body: jsonBody(adminUserRoleSchema) },
  responses: {
    200: json(adminUserDtoSchema, 'The account as it is now'),
    400: { description: `'${inEnglish(M.badRole)}'` },
    ...superAdminRefusals,
    ...missing,
    409: { description: `'${inEnglish(M.ownRole)}'` },
  },
});

const disabled = createRoute({
  method: 'put',
  path: '/admin/users/{id}/disabled',
  summary:
    'Disable an account (it is signed out everywhere and cannot sign in) or enable it again; audited (super_admin)',
  middleware: [withRole('super_admin')],
  request: { params: adminUserParamsSchema, body: jsonBody(adminUserDisabledSchema) },
  responses: {
    200: json(adminUserDtoSchema, 'The account as it is now'),
    ...superAdminRefusals,
    ...missing,
    409: { description: `'${inEnglish(M.ownDisable)}'` },
  },
});

const reset = createRoute({
  method: 'post',
  path: '/admin/users/{id}/password-reset',
  summary: 'Send the account the password-reset email of "Forgot Password"; audited (super_admin)',
  middleware: [withRole('super_admin')],
  request: { params: adminUserParamsSchema },
  responses: {
    200: json(passwordResetMailDtoSchema, 'Queued to this address'),
    ...superAdminRefusals,
    ...missing,
  },
});

export const adminUserRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(await service.listUsers(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(role, async (c) =>
    c.json(
      await service.changeRole(c.var.deps, requireUser(c), c.req.valid('param').id, c.req.valid('json').role),
      200,
    ),
  )
  .openapi(disabled, async (c) =>
    c.json(
      await service.setDisabled(
        c.var.deps.database.db,
        requireUser(c),
        c.req.valid('param').id,
        c.req.valid('json').disabled,
      ),
      200,
    ),
  )
  .openapi(reset, async (c) =>
    c.json(await service.sendPasswordReset(c.var.deps, requireUser(c), c.req.valid('param').id), 200),
  );
