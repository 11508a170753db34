import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ProfileViewInput } from '#shared/providers/profile-inputs.ts';
import { recordProfileView } from './api/profile.ts';
import type { ProfileLinkState } from './profile-link.ts';

const SESSION_KEY = 'careconnect_session_id';
/** Mobile when the window is at most 768 px wide (docs/product.md#profiles). */
const MOBILE_MAX_WIDTH = 768;

/** One id per browser tab, so views in one visit can be told apart from a new visit. */
function tabSessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_KEY);
    if (existing) return existing;
    const id =
      typeof crypto !== 'undefined' && 'randomUUID' in crypto
        ? crypto.randomUUID()
        : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
    sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return 'no-session-storage';
  }
}

function referrerSource(state: ProfileLinkState): ProfileViewInput['referrerSource'] {
  if (state.referrerSource) return state.referrerSource;
  if (!document.referrer) return 'direct';
  try {
    return new URL(document.referrer).origin === window.location.origin ? 'other' : 'external';
  } catch {
    return 'other';
  }
}

// One record per page load: StrictMode's second effect run and re-renders must not count again.
const recorded = new Set<string>();

/** Records the profile view once the profile has loaded; a failure is ignored (profile-page.test.tsx). */
export function useProfileView(providerId: string, ready: boolean) {
  const location = useLocation();
  const state = (location.state ?? {}) as ProfileLinkState;
  useEffect(() => {
    const key = `${location.key}:${providerId}`;
    if (!ready || recorded.has(key)) return;
    recorded.add(key);
    const source = referrerSource(state);
    void recordProfileView(providerId, {
      referrerSource: source,
      ...(source === 'search'
        ? {
            searchQuery: state.searchQuery,
            searchFilters: state.searchFilters,
            searchPosition: state.searchPosition,
          }
        : {}),
      deviceType: window.innerWidth <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop',
      pageUrl: window.location.href.slice(0, 2000),
      sessionId: tabSessionId(),
    });
    // The state is read once, with the load it belongs to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, providerId, location.key]);
}
