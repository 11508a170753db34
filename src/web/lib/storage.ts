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

export const STORAGE_KEYS = {
  intendedRoute: 'careconnect_intended_route',
  theme: 'careconnect_theme',
  textSize: 'careconnect_text_size',
  pendingActions: 'careconnect_pending_actions',
  recentSearches: 'careconnect_recent_searches',
} as const;
