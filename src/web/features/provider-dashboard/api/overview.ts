import { queryOptions } from '@tanstack/react-query';
import type { ProviderOverviewDto } from '#shared/provider-dashboard/provider-overview.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const providerOverviewQuery = () =>
  queryOptions({
    queryKey: ['provider', 'overview'],
    queryFn: ({ signal }) => apiFetch<ProviderOverviewDto>(api.providerOverview, { signal }),
    // Bookings, reviews and messages arrive all day: a fresh look each time the overview opens.
    staleTime: 0,
  });
