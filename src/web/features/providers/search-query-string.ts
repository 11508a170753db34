import { isPartialZip } from '#shared/search/location.ts';

/**
 * The search a page address asks for: its query without the page's own view choice, from the
 * patient's home when it names no place. The search page and the server's drawing of it build the
 * same key with this, so the browser finds the server's answer in its cache.
 */
export function searchQueryString(params: URLSearchParams, homeLocation?: string | null): string {
  const search = searchParamsOf(params);
  search.delete('view');
  // A ZIP code cut short is not searched for: the filter card says how to write one instead.
  if (isPartialZip(search.get('location') ?? '')) search.delete('location');
  if (homeLocation) search.set('location', homeLocation);
  return search.toString();
}

/**
 * A search address as the search reads it: a field sent empty is left out, and one sent several
 * times is joined with commas (languages=Spanish,French), as a plain form (no JavaScript) sends its
 * empty selects and ticked boxes (before-the-app.e2e.ts).
 */
export function searchParamsOf(address: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of new Set(address.keys())) {
    const value = address.getAll(name).filter(Boolean).join(',');
    if (value) params.set(name, value);
  }
  return params;
}
