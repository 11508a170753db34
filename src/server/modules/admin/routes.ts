import { createRouter } from '../../lib/router.ts';
import { adminAuditRoutes } from './audit-routes.ts';
import { adminMailRoutes } from './mail-routes.ts';
import { adminOverviewRoutes } from './overview-routes.ts';
import { adminProfileRoutes } from './profile-routes.ts';
import { adminProviderRoutes } from './providers-routes.ts';
import { adminUserRoutes } from './users-routes.ts';

/**
 * The admin console's own tools (docs/product.md#roles): overview, users, providers, mail, audit log,
 * profile.
 */
export const adminConsoleRoutes = createRouter()
  .route('/', adminOverviewRoutes)
  .route('/', adminUserRoutes)
  .route('/', adminProviderRoutes)
  .route('/', adminMailRoutes)
  .route('/', adminAuditRoutes)
  .route('/', adminProfileRoutes);
