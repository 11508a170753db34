import { createRouter } from '../../lib/router.ts';
import { adminOrganizationRoutes } from './admin-routes.ts';
import { orgAdminRoutes } from './org-admin-routes.ts';
import { providerOrganizationRoutes } from './provider-routes.ts';
import { publicOrganizationRoutes } from './public-routes.ts';

/** Every organization endpoint, one router per audience, mounted in the order they were declared. */
export const organizationRoutes = createRouter()
  .route('/', publicOrganizationRoutes)
  .route('/', orgAdminRoutes)
  .route('/', adminOrganizationRoutes)
  .route('/', providerOrganizationRoutes);
