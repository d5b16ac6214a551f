import { describe, expect, it } from 'vitest';
import { resolveLang } from '../../../widgets/i18n.ts';
import { resolveTheme } from '../../../widgets/theme.ts';

const host = { classList: [] as string[], dataTheme: null, colorScheme: 'normal', systemDark: false };

describe('widget language', () => {
  it('follows the host <html lang> in auto: Spanish for es or none, English for anything else', () => {
    expect(resolveLang('auto', 'es-ES')).toBe('es');
    expect(resolveLang('auto', '')).toBe('es');
    expect(resolveLang('auto', null)).toBe('es');
    expect(resolveLang('auto', 'en')).toBe('en');
    expect(resolveLang('auto', 'fr')).toBe('en');
  });
  it('keeps a fixed language whatever the host says', () => {
    expect(resolveLang('en', 'es')).toBe('en');
  });
});

describe('widget theme', () => {
  it("follows the main site's `dark` class", () => {
    expect(resolveTheme('auto', { ...host, classList: ['dark'], systemDark: false })).toBe('dark');
    expect(resolveTheme('auto', { ...host, classList: ['light'], systemDark: true })).toBe('light');
  });
  it("follows a host's data-theme or color-scheme", () => {
    expect(resolveTheme('auto', { ...host, dataTheme: 'dark' })).toBe('dark');
    expect(resolveTheme('auto', { ...host, colorScheme: 'light', systemDark: true })).toBe('light');
  });
  it('falls back to the operating system', () => {
    expect(resolveTheme('auto', { ...host, systemDark: true })).toBe('dark');
    expect(resolveTheme('auto', host)).toBe('light');
  });
  it('keeps a fixed theme', () => {
    expect(resolveTheme('light', { ...host, classList: ['dark'] })).toBe('light');
  });
});
