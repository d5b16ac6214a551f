/** Light or dark: `auto` follows the host's own theme markers, else the operating system. */
import type { ThemeOption } from './config.ts';

export type Theme = 'light' | 'dark';

export interface HostThemeSignals {
  /** Classes of <html>; the main site marks dark mode with `dark`. */
  classList: string[];
  /** <html data-theme>. */
  dataTheme: string | null;
  /** Computed `color-scheme` of <html> ('normal' when the host sets none). */
  colorScheme: string;
  systemDark: boolean;
}

export function resolveTheme(option: ThemeOption, host: HostThemeSignals): Theme {
  if (option !== 'auto') return option;
  if (host.classList.includes('dark')) return 'dark';
  if (host.classList.includes('light')) return 'light';
  const data = host.dataTheme?.toLowerCase();
  if (data === 'dark' || data === 'light') return data;
  const scheme = host.colorScheme.trim().toLowerCase();
  if (scheme === 'dark' || scheme === 'light') return scheme;
  return host.systemDark ? 'dark' : 'light';
}
