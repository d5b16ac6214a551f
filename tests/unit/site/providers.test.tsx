import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isLanguage, NAV_LABELS, useLanguage } from '../../../site/lib/language.tsx';
import { useTheme } from '../../../site/lib/theme.tsx';

function UsesLanguage() {
  useLanguage();
  return null;
}

function UsesTheme() {
  useTheme();
  return null;
}

describe('language helper (spec section 4)', () => {
  it('is a developer error outside its provider', () => {
    expect(() => renderToString(<UsesLanguage />)).toThrow('useLanguage must be used within a LanguageProvider');
  });

  it('translates exactly the six main navigation labels', () => {
    expect(Object.keys(NAV_LABELS)).toHaveLength(6);
    expect(NAV_LABELS.courses).toEqual({ es: 'Cursos', en: 'Courses' });
    expect(NAV_LABELS.about.en).toBe('About us');
  });

  it('accepts only es and en', () => {
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
});

describe('theme helper (spec section 8)', () => {
  it('is a developer error outside its provider', () => {
    expect(() => renderToString(<UsesTheme />)).toThrow('useTheme must be used within a ThemeProvider');
  });
});
