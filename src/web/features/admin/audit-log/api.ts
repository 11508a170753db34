import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditLogDto } from '#shared/admin/console-schemas.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toParams } from '../components/use-list-params.ts';

export type AuditFilters = {
  action?: string;
  actor?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
  page?: number;
};

export const auditLogQuery = (filters: AuditFilters) => {
  const search = toParams(filters).toString();
  return queryOptions({
    queryKey: ['admin', 'audit-log', search],
    queryFn: ({ signal }) =>
      apiFetch<AuditLogDto>(search ? `${api.adminAuditLog}?${search}` : api.adminAuditLog, { signal }),
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });
};
