import { queryOptions } from '@tanstack/react-query';
import type { NextSlotsDto, ProviderProfileDto, SimilarProvidersDto } from '#shared/providers/profile.ts';
import type { ProfileViewInput } from '#shared/providers/profile-inputs.ts';
import { api } from '../../../config/paths.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

export type Place = { lat: number; lng: number } | null;

const withPlace = (url: string, place: Place) =>
  place ? `${url}?lat=${place.lat.toFixed(4)}&lng=${place.lng.toFixed(4)}` : url;

/**
 * Not found or not listed will not change on a retry; anything else is retried twice
 * (docs/product.md#profiles).
 */
const retryUnlessRefused = (count: number, err: Error) =>
  count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500);

export const providerProfileQuery = (id: string, place: Place) =>
  queryOptions({
    queryKey: ['providers', 'profile', id, place],
    queryFn: ({ signal }) =>
      apiFetch<ProviderProfileDto>(withPlace(api.providerProfile(id), place), { signal }),
    retry: retryUnlessRefused,
    retryDelay: (attempt) => 1000 * (attempt + 1),
    // A "not found" the server drew stays drawn in the browser instead of turning into a spinner
    // while it asks again; any other failure has its own Try again button.
    retryOnMount: false,
  });

export const similarProvidersQuery = (id: string, place: Place) =>
  queryOptions({
    queryKey: ['providers', 'similar', id, place],
    queryFn: ({ signal }) =>
      apiFetch<SimilarProvidersDto>(withPlace(api.similarProviders(id), place), { signal }),
  });

/**
 * Open times change as people book: fresh 5 s, refetched on focus, polled every 15 s (live-slots.test.tsx,
 * ADR 7).
 */
export const nextSlotsQuery = (id: string) =>
  queryOptions({
    queryKey: ['providers', 'next-slots', id],
    queryFn: ({ signal }) => apiFetch<NextSlotsDto>(api.nextSlots(id), { signal }),
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    refetchInterval: 15_000,
    retry: (count, err) => retryUnlessRefused(count, err) && count < 1,
  });

/** Fire and forget: a failed view record never troubles the page (docs/product.md#profiles). */
export function recordProfileView(id: string, view: ProfileViewInput) {
  return apiFetch<void>(api.profileViews(id), { method: 'POST', body: view }).catch(() => undefined);
}
