import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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

const ThemeContext = createContext<ThemeValue | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): Theme {
  const stored = storage.get(STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  // null until mounted: the server and the first client render know nothing of the visitor's
  // preference, and /theme-init.js has already painted the right theme before hydration.
  const [state, setState] = useState<{ theme: Theme; systemDark: boolean } | null>(null);

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    setState({ theme: readStoredTheme(), systemDark: media.matches });
    const onChange = (event: MediaQueryListEvent) => setState((current) => (current ? { ...current, systemDark: event.matches } : current));
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const theme = state?.theme ?? 'system';
  const resolvedTheme: ResolvedTheme = state ? (theme === 'system' ? (state.systemDark ? 'dark' : 'light') : theme) : 'light';

  useEffect(() => {
    if (!state) return;
    document.documentElement.classList.toggle('dark', resolvedTheme === 'dark');
  }, [state, resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    if (next === 'system') storage.remove(STORAGE_KEYS.theme);
    else storage.set(STORAGE_KEYS.theme, next);
    setState((current) => ({ theme: next, systemDark: current?.systemDark ?? window.matchMedia(DARK_QUERY).matches }));
  }, []);

  const value = useMemo<ThemeValue>(
    () => ({
      theme,
      resolvedTheme,
      setTheme,
      toggleTheme: () => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark'),
    }),
    [theme, resolvedTheme, setTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
