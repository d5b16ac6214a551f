/** localStorage that never throws (blocked storage, private mode, quota) and is absent on the server. */
export const storage = {
  get(key: string): string | null {
    try {
      return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the preference lasts for this page only */
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  },
};

/** The keys this site writes, listed on /cookies. */
export const STORAGE_KEYS = {
  language: 'language',
  theme: 'theme',
  announcement: 'announcementDismissed',
} as const;
