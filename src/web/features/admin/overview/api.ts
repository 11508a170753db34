import { queryOptions } from '@tanstack/react-query';
import type { AdminOverviewDto } from '#shared/admin/console-schemas.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const adminOverviewQuery = () =>
  queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => apiFetch<AdminOverviewDto>(api.adminOverview, { signal }),
    staleTime: 30_000,
  });
