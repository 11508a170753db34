import { useMutation } from '@tanstack/react-query';
import type { ProfileReportInput } from '#shared/reports/reports.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export function useSubmitReport(providerId: string) {
  return useMutation({
    mutationFn: (input: ProfileReportInput) =>
      apiFetch<unknown>(api.providerReports(providerId), { method: 'POST', body: input }),
  });
}
