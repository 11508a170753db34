import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { REPORT_MESSAGES, type ProfileReportListDto, type ReportStatus } from '#shared/reports/reports.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';

export type ReportFilters = { providerId?: string; reporterId?: string; status?: ReportStatus };

export const adminReportsQuery = (filters: ReportFilters) => {
  const params = new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  return queryOptions({
    queryKey: ['admin', 'reports', params],
    queryFn: ({ signal }) =>
      apiFetch<ProfileReportListDto>(params ? `${api.adminReports}?${params}` : api.adminReports, { signal }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
};

export function useUpdateReportStatus() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ReportStatus }) =>
      apiFetch<unknown>(api.adminReport(id), { method: 'PATCH', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] }),
    onError: () => toast.error(t(REPORT_MESSAGES.updateFailed)),
  });
}
