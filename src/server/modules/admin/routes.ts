import { createRouter } from '../../lib/router.ts';
import { adminAuditRoutes } from './audit-routes.ts';
import { adminMailRoutes } from './mail-routes.ts';
import { adminOverviewRoutes } from './overview-routes.ts';
import { adminUserRoutes } from './users-routes.ts';

/**
 * The admin console's cross-cutting tools (docs/product.md#roles): overview, users, mail, audit log.
 * A domain's own admin routes live in its module's admin-routes.ts (ADR 17).
 */
export const adminConsoleRoutes = createRouter()
  .route('/', adminOverviewRoutes)
  .route('/', adminUserRoutes)
  .route('/', adminMailRoutes)
  .route('/', adminAuditRoutes);
