import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrganizationListDto,
  AffiliationDto,
  AffiliationListDto,
  AffiliationUpdateInput,
  AppointmentSummaryDto,
  InvitationDto,
  InvitationInput,
  InvitationListDto,
  ManagedOrganizationDto,
  MyOrganizationDto,
  OrganizationInput,
  OrganizationOverviewDto,
  OrganizationProvidersDto,
  OrganizationSearchDto,
  ProviderOrganizationsDto,
  PublicOrganizationDto,
} from '#shared/organizations/organization-schemas.ts';
import type { AffiliationStatus } from '#shared/organizations/organizations.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** A URL with its query; empty values are left out. */
function withQuery(url: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

// ---------------------------------------------------------------------------------------------
// The public page

export const publicOrganizationQuery = (id: string) =>
  queryOptions({
    queryKey: ['organization', id],
    queryFn: ({ signal }) => apiFetch<PublicOrganizationDto>(api.organization(id), { signal }),
    // A "not found" the server drew stays drawn in the browser instead of being asked again.
    retryOnMount: false,
  });

export const publicOrganizationProvidersQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: ['organization', id, 'providers', page],
    queryFn: ({ signal }) =>
      apiFetch<OrganizationProvidersDto>(
        withQuery(api.organizationProviders(id), { page: page > 1 ? page : undefined }),
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });

// ---------------------------------------------------------------------------------------------
// The organization dashboard. `scope` is the organization a super admin chose; an organization
// admin's calls leave it out (the server uses theirs).

export type Scope = string | undefined;
const DASHBOARD = ['organization-dashboard'] as const;

export const myOrganizationQuery = (scope: Scope) =>
  queryOptions({
    queryKey: [...DASHBOARD, scope, 'organization'],
    queryFn: ({ signal }) =>
      apiFetch<MyOrganizationDto>(withQuery(api.orgAdminOrganization, { organizationId: scope }), { signal }),
    staleTime: 0,
  });

export const organizationOverviewQuery = (scope: Scope) =>
  queryOptions({
    queryKey: [...DASHBOARD, scope, 'overview'],
    queryFn: ({ signal }) =>
      apiFetch<OrganizationOverviewDto>(withQuery(api.orgAdminOverview, { organizationId: scope }), {
        signal,
      }),
    staleTime: 0,
  });

export const affiliationsQuery = (scope: Scope, status: AffiliationStatus, page: number) =>
  queryOptions({
    queryKey: [...DASHBOARD, scope, 'affiliations', status, page],
    queryFn: ({ signal }) =>
      apiFetch<AffiliationListDto>(
        withQuery(api.orgAdminAffiliations, {
          organizationId: scope,
          status,
          page: page > 1 ? page : undefined,
        }),
        { signal },
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const invitationsQuery = (scope: Scope, page: number) =>
  queryOptions({
    queryKey: [...DASHBOARD, scope, 'invitations', page],
    queryFn: ({ signal }) =>
      apiFetch<InvitationListDto>(
        withQuery(api.orgAdminInvitations, { organizationId: scope, page: page > 1 ? page : undefined }),
        { signal },
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const appointmentSummaryQuery = (scope: Scope, page: number) =>
  queryOptions({
    queryKey: [...DASHBOARD, scope, 'appointments', page],
    queryFn: ({ signal }) =>
      apiFetch<AppointmentSummaryDto>(
        withQuery(api.orgAdminAppointments, { organizationId: scope, page: page > 1 ? page : undefined }),
        { signal },
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const adminOrganizationsQuery = (q: string | undefined, page: number) =>
  queryOptions({
    queryKey: ['admin', 'organizations', q ?? '', page],
    queryFn: ({ signal }) =>
      apiFetch<AdminOrganizationListDto>(
        withQuery(api.adminOrganizations, { q, page: page > 1 ? page : undefined }),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** After any change, every figure of the dashboard may have moved. */
function useRefreshDashboard() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DASHBOARD });
}

export function useCreateOrganization() {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: (values: OrganizationInput) =>
      apiFetch<ManagedOrganizationDto>(api.orgAdminOrganization, { method: 'POST', body: values }),
    onSuccess: refresh,
  });
}

export function useSaveOrganization(scope: Scope) {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: (values: OrganizationInput) =>
      apiFetch<ManagedOrganizationDto>(withQuery(api.orgAdminOrganization, { organizationId: scope }), {
        method: 'PATCH',
        body: values,
      }),
    onSuccess: refresh,
  });
}

export function useInvite(scope: Scope) {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: (values: InvitationInput) =>
      apiFetch<InvitationDto>(withQuery(api.orgAdminInvitations, { organizationId: scope }), {
        method: 'POST',
        body: values,
      }),
    onSuccess: refresh,
  });
}

export function useRevokeInvitation(scope: Scope) {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<InvitationDto>(withQuery(api.orgAdminInvitation(id), { organizationId: scope }), {
        method: 'DELETE',
      }),
    onSettled: refresh,
  });
}

export function useUpdateAffiliation(scope: Scope) {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: ({ id, ...values }: AffiliationUpdateInput & { id: string }) =>
      apiFetch<AffiliationDto>(withQuery(api.orgAdminAffiliation(id), { organizationId: scope }), {
        method: 'PATCH',
        body: values,
      }),
    // A refusal (someone answered first) also means the list was out of date.
    onSettled: refresh,
  });
}

// ---------------------------------------------------------------------------------------------
// The provider's side

const PROVIDER_KEY = ['provider', 'organizations'] as const;

export const providerOrganizationsQuery = () =>
  queryOptions({
    queryKey: PROVIDER_KEY,
    queryFn: ({ signal }) => apiFetch<ProviderOrganizationsDto>(api.providerOrganizations, { signal }),
    staleTime: 0,
  });

export const organizationSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['organizations', 'search', q],
    queryFn: ({ signal }) =>
      apiFetch<OrganizationSearchDto>(withQuery(api.organizationSearch, { q }), {
        signal,
      }),
    enabled: q.length > 0,
  });

/** Each answer carries both lists as they are now, which replace the cached ones. */
function useProviderMutation<T>(request: (arg: T) => Promise<ProviderOrganizationsDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (view) => queryClient.setQueryData(PROVIDER_KEY, view),
    onError: () => queryClient.invalidateQueries({ queryKey: PROVIDER_KEY }),
  });
}

export const useAcceptInvitation = () =>
  useProviderMutation((id: string) =>
    apiFetch<ProviderOrganizationsDto>(api.acceptOrganizationInvitation(id), { method: 'POST' }),
  );

export const useDeclineInvitation = () =>
  useProviderMutation((id: string) =>
    apiFetch<ProviderOrganizationsDto>(api.declineOrganizationInvitation(id), { method: 'POST' }),
  );

export const useRequestToJoin = () =>
  useProviderMutation((organizationId: string) =>
    apiFetch<ProviderOrganizationsDto>(api.providerAffiliations, {
      method: 'POST',
      body: { organizationId },
    }),
  );

export const useEndMyAffiliation = () =>
  useProviderMutation((id: string) =>
    apiFetch<ProviderOrganizationsDto>(api.endProviderAffiliation(id), { method: 'POST' }),
  );
