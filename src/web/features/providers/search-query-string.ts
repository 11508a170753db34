/**
 * The search a page address asks for: its query without the page's own view choice, from the
 * patient's home when it names no place. The search page and the server's drawing of it build the
 * same key with this, so the browser finds the server's answer in its cache.
 */
export function searchQueryString(params: URLSearchParams, homeLocation?: string | null): string {
  const search = new URLSearchParams(params);
  search.delete('view');
  if (homeLocation) search.set('location', homeLocation);
  return search.toString();
}
