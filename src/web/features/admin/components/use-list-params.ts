import { useSearchParams } from 'react-router';

/**
 * An admin list's filters live in the page address, so a filtered list can be reloaded or shared.
 * `read` keeps only the values the list knows; `set` writes back those that are set (page 1 is
 * left out).
 */
export function useListParams<F extends Record<string, string | number | undefined>>(
  read: (params: URLSearchParams) => F,
) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const page = Math.max(1, Math.min(10_000, Number(params.get('page')) || 1));
  const set = (next: F & { page?: number }) => setParams(toParams(next), { replace: true });
  return { filters, page, set };
}

export function toParams(values: Record<string, string | number | undefined>) {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    out.set(key, String(value));
  }
  return out;
}

/** The value when it is one of the list's options, else none. */
export const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.includes(value as T) ? (value as T) : undefined;
