import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
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

const LanguageContext = createContext<LanguageStore | null>(null);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The visitor's language, kept outside React: hooks subscribe to it. Prerendered pages are Spanish
 * and a stored choice applies right after hydration; a context whose value changed then would make
 * React drop the prerendered HTML of every part still waiting for its code.
 */
interface LanguageStore {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => Language;
  setLanguage: (language: Language) => void;
}

function createLanguageStore(): LanguageStore {
  let language: Language | undefined;
  const listeners = new Set<() => void>();
  const snapshot = () => {
    if (language) return language;
    const stored = storage.get(STORAGE_KEYS.language);
    return (language = isLanguage(stored) ? stored : 'es');
  };
  return {
    subscribe(listener) {
      document.documentElement.lang = snapshot();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    setLanguage(next) {
      storage.set(STORAGE_KEYS.language, next);
      language = next;
      document.documentElement.lang = next;
      for (const listener of listeners) listener();
    },
  };
}

const serverSnapshot = (): Language => 'es';

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createLanguageStore);
  return <LanguageContext.Provider value={store}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageValue {
  const store = useContext(LanguageContext);
  if (!store) throw new Error('useLanguage must be used within a LanguageProvider');
  const language = useSyncExternalStore(store.subscribe, store.snapshot, serverSnapshot);
  return { language, setLanguage: store.setLanguage, t: (key) => NAV_LABELS[key][language] };
}
