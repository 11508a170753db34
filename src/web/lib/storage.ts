/** localStorage that never throws (private mode, full quota, disabled storage). */
export const local = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the preference just isn't remembered */
    }
  },
  remove(key: string) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};

/**
 * sessionStorage that never throws: what this tab alone keeps, through a reload but not past closing
 * it (who the user acts for, acting-for.ts).
 */
export const session = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      /* storage unavailable: kept in memory until the page is left */
    }
  },
  remove(key: string) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};

export const STORAGE_KEYS = {
  intendedRoute: 'careconnect_intended_route',
  theme: 'careconnect_theme',
  textSize: 'careconnect_text_size',
  pendingActions: 'careconnect_pending_actions',
  recentSearches: 'careconnect_recent_searches',
  actingFor: 'careconnect_acting_for',
} as const;
