import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { isThemedPath } from '../config/paths.ts';
import { STORAGE_KEYS, local } from './storage.ts';
import { useMediaQuery } from './hooks/use-media-query.ts';

export type Theme = 'light' | 'dark' | 'system';
export type TextSize = 'normal' | 'large' | 'larger';

type Preferences = {
  theme: Theme;
  setTheme(t: Theme): void;
  textSize: TextSize;
  setTextSize(s: TextSize): void;
  /** Whether the theme choice applies on this page (dashboards only; elsewhere always light). */
  themeApplies: boolean;
};

const PreferencesContext = createContext<Preferences | null>(null);

const readTheme = (): Theme => {
  const v = local.get(STORAGE_KEYS.theme);
  return v === 'light' || v === 'dark' || v === 'system' ? v : 'system';
};
const readTextSize = (): TextSize => {
  const v = local.get(STORAGE_KEYS.textSize);
  return v === 'large' || v === 'larger' ? v : 'normal';
};

function applyTextSize(size: TextSize) {
  if (size === 'normal') delete document.documentElement.dataset.textSize;
  else document.documentElement.dataset.textSize = size;
}

/** Called before the first render, so a chosen larger text never flashes by at the normal size. */
export const applySavedTextSize = () => applyTextSize(readTextSize());

/** Tells every reader of a preference that it changed (here, or in another tab of the same site). */
const listeners = new Set<() => void>();
function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}
const notify = () => listeners.forEach((onChange) => onChange());

/**
 * A preference saved on this device. The server, and the browser's first render of a page the server
 * drew, use the default (the server cannot know it); the saved one follows at once.
 */
const useSaved = <T,>(read: () => T, fallback: T) => useSyncExternalStore(subscribe, read, () => fallback);

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const theme = useSaved(readTheme, 'system');
  const textSize = useSaved(readTextSize, 'normal');
  const { pathname } = useLocation();
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const themeApplies = isThemedPath(pathname);
  const dark = themeApplies && (theme === 'dark' || (theme === 'system' && systemDark));

  // Before paint, in the same commit that shows the page: an effect runs later, so a dashboard opened
  // by navigation showed light for a moment first (e2e/shell.e2e.ts, the theme toggle test).
  // Only a dark page names its scheme: the browser's default is light, and writing a style on the
  // page's root restyles every element, a long task while a phone takes a server-drawn page over.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    if (dark) root.style.colorScheme = 'dark';
    else root.style.removeProperty('color-scheme');
  }, [dark]);

  const setTheme = useCallback((t: Theme) => {
    local.set(STORAGE_KEYS.theme, t);
    notify();
  }, []);
  // The saved size is applied before the first paint (applySavedTextSize, or the server page's
  // inline script); only a new choice applies it here, so hydrating never undoes it for a moment.
  const setTextSize = useCallback((s: TextSize) => {
    local.set(STORAGE_KEYS.textSize, s);
    applyTextSize(s);
    notify();
  }, []);

  return (
    <PreferencesContext.Provider value={{ theme, setTheme, textSize, setTextSize, themeApplies }}>
      {children}
    </PreferencesContext.Provider>
  );
}

export function usePreferences() {
  const ctx = useContext(PreferencesContext);
  if (!ctx) throw new Error('usePreferences must be used within a PreferencesProvider');
  return ctx;
}
