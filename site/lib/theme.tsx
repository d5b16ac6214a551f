import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { STORAGE_KEYS, storage } from './storage.ts';

export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

interface ThemeValue {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
  /** Switches between light and dark only (spec: the toggle never chooses system). */
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeStore | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): Theme {
  const stored = storage.get(STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

interface ThemeState {
  theme: Theme;
  systemDark: boolean;
}

/**
 * The visitor's choice and the system's preference, kept outside React: hooks subscribe to it. A
 * context whose value changed after hydration would make React drop the prerendered HTML of every
 * part still waiting for its code (a deferred course section, a lazy form) and render it anew.
 */
interface ThemeStore {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => ThemeState;
  setTheme: (theme: Theme) => void;
}

const resolve = ({ theme, systemDark }: ThemeState): ResolvedTheme => (theme === 'system' ? (systemDark ? 'dark' : 'light') : theme);

function createThemeStore(): ThemeStore {
  let state: ThemeState | undefined;
  const listeners = new Set<() => void>();
  const media = () => window.matchMedia(DARK_QUERY);
  const change = (next: ThemeState) => {
    state = next;
    document.documentElement.classList.toggle('dark', resolve(next) === 'dark');
    listeners.forEach((listener) => listener());
  };
  const snapshot = () => {
    if (state) return state;
    // The first read is on the client, once: from then on the system's preference is followed live.
    media().addEventListener('change', (event) => change({ ...snapshot(), systemDark: event.matches }));
    return (state = { theme: readStoredTheme(), systemDark: media().matches });
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    setTheme(next) {
      if (next === 'system') storage.remove(STORAGE_KEYS.theme);
      else storage.set(STORAGE_KEYS.theme, next);
      change({ theme: next, systemDark: media().matches });
    },
  };
}

/** The server and the first client render know nothing of the visitor's preference; /theme-init.js has already painted it. */
const serverSnapshot = () => null;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createThemeStore);
  return <ThemeContext.Provider value={store}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const store = useContext(ThemeContext);
  if (!store) throw new Error('useTheme must be used within a ThemeProvider');
  const state = useSyncExternalStore(store.subscribe, store.snapshot, serverSnapshot);
  const resolvedTheme = state ? resolve(state) : 'light';
  return {
    theme: state?.theme ?? 'system',
    resolvedTheme,
    setTheme: store.setTheme,
    toggleTheme: () => store.setTheme(resolvedTheme === 'dark' ? 'light' : 'dark'),
  };
}
