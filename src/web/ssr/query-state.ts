import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';
import { scriptSafeJson } from '../lib/script-safe-json.ts';

/** The id of the script element that carries the server's query answers to the browser. */
export const QUERY_STATE_ELEMENT_ID = 'careconnect-query-state';

type SerializedApiError = {
  $apiError: { status: number; message: string; fields: Record<string, string>; code?: string };
};

/**
 * The answers the server fetched while drawing the page, failures included: a missing provider
 * stays "not found" in the browser instead of flashing a spinner and asking again. An ApiError keeps
 * its class across the trip, since the pages ask `instanceof ApiError`.
 */
export function serializeQueryState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' });
  return scriptSafeJson(state, (_key, value) =>
    value instanceof ApiError
      ? ({
          $apiError: { status: value.status, message: value.message, fields: value.fields, code: value.code },
        } satisfies SerializedApiError)
      : value,
  );
}

/** Puts the server's answers into the browser's query cache before the first render. */
export function hydrateQueryState(queryClient: QueryClient, json: string) {
  const state = JSON.parse(json, (_key, value: unknown) => {
    if (value && typeof value === 'object' && '$apiError' in value) {
      const e = (value as SerializedApiError).$apiError;
      return new ApiError(e.status, e.message, e.fields, e.code);
    }
    return value;
  }) as DehydratedState | null;
  if (state) hydrate(queryClient, state);
}
