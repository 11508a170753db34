import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationDto } from '#shared/directory-trust/directory-trust-schemas.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const key = ['provider', 'verification'] as const;

export const verificationQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<VerificationDto>(api.providerVerification, { signal }),
  });

export function useConfirmInformation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<VerificationDto>(api.providerVerificationConfirm, { method: 'POST' }),
    onSuccess: (data) => client.setQueryData(key, data),
  });
}
