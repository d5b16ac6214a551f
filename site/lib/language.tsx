import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, storage } from './storage.ts';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spec: only the six main navigation labels are translated. */
export const NAV_LABELS = {
  home: { es: 'Inicio', en: 'Home' },
  services: { es: 'Servicios', en: 'Services' },
  courses: { es: 'Cursos', en: 'Courses' },
  blog: { es: 'Blog', en: 'Blog' },
  about: { es: 'Nosotros', en: 'About us' },
  contact: { es: 'Contacto', en: 'Contact' },
} as const satisfies Record<string, Record<Language, string>>;

export type NavKey = keyof typeof NAV_LABELS;

export const LANGUAGE_NAMES: Record<Language, string> = { es: 'Español', en: 'English' };

interface LanguageValue {
  language: Language;
  setLanguage: (language: Language) => void;
  t: (key: NavKey) => string;
}

const LanguageContext = createContext<LanguageValue | null>(null);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  // Prerendered pages are Spanish; a stored choice is applied right after hydration.
  const [language, setLanguageState] = useState<Language>('es');

  useEffect(() => {
    const stored = storage.get(STORAGE_KEYS.language);
    if (isLanguage(stored)) setLanguageState(stored);
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    storage.set(STORAGE_KEYS.language, next);
    setLanguageState(next);
  }, []);

  const value = useMemo<LanguageValue>(() => ({ language, setLanguage, t: (key) => NAV_LABELS[key][language] }), [language, setLanguage]);

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a LanguageProvider');
  return value;
}
