import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CaregiverInvitationInput,
  CaregiverInvitationPreviewDto,
} from '#shared/caregivers/caregiver-schemas.ts';
import type { CaregiverPermission } from '#shared/caregivers/caregivers.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { caregiversKey as KEY } from '../../../lib/use-acting-for.ts';

// The list is also whom the header lets the user act for, so its query lives beside that.
export { caregiversQuery } from '../../../lib/use-acting-for.ts';

export const invitationPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: [...KEY, 'preview', token],
    queryFn: ({ signal }) =>
      apiFetch<CaregiverInvitationPreviewDto>(api.caregiverInvitationPreview, {
        method: 'POST',
        body: { token },
        signal,
      }),
    retry: false,
  });

/** A change to caregiver access, then the list read again. */
function useCaregiverChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // The list only: an invitation link's preview stays as it was read (an accepted link reads as spent).
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY, exact: true }),
  });
}

export const useInvite = () =>
  useCaregiverChange((input: CaregiverInvitationInput) =>
    apiFetch(api.caregiverInvitations, { method: 'POST', body: input }),
  );

export const useCancelInvitation = () =>
  useCaregiverChange((id: string) => apiFetch(api.caregiverInvitation(id), { method: 'DELETE' }));

export const useAskToHelp = () =>
  useCaregiverChange((patientEmail: string) =>
    apiFetch<{ message: string }>(api.caregiverRequests, { method: 'POST', body: { patientEmail } }),
  );

export const useAnswerRequest = () =>
  useCaregiverChange(({ id, permissions }: { id: string; permissions: CaregiverPermission[] | null }) =>
    apiFetch(api.caregiverRequestAnswer(id, permissions ? 'approve' : 'decline'), {
      method: 'POST',
      body: permissions ? { permissions } : {},
    }),
  );

export const useChangePermissions = () =>
  useCaregiverChange(({ id, permissions }: { id: string; permissions: CaregiverPermission[] }) =>
    apiFetch(api.caregiverAccess(id), { method: 'PATCH', body: { permissions } }),
  );

export const useEndAccess = () =>
  useCaregiverChange((id: string) => apiFetch(api.caregiverAccess(id), { method: 'DELETE' }));

export const useAcceptInvitation = () =>
  useCaregiverChange((token: string) =>
    apiFetch(api.caregiverInvitationAccept, { method: 'POST', body: { token } }),
  );
