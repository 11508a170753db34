import { STORAGE_KEYS, local } from '../storage.ts';

/** A protected page the guest tried to open; used once after sign-in. Only same-site paths are kept. */
export function saveIntendedRoute(pathAndQuery: string) {
  if (pathAndQuery.startsWith('/') && !pathAndQuery.startsWith('//'))
    local.set(STORAGE_KEYS.intendedRoute, pathAndQuery);
}

export function peekIntendedRoute(): string | null {
  const value = local.get(STORAGE_KEYS.intendedRoute);
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export function clearIntendedRoute() {
  local.remove(STORAGE_KEYS.intendedRoute);
}
