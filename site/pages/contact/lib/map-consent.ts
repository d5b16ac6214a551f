/**
 * Whether the visitor has accepted the "preferences" cookie category, which covers embedded
 * third-party content such as the map. Read through the widgets' public API, or from the
 * storage keys the consent banner documents when the script has not loaded yet.
 */
export const CONSENT_EVENT = 'iawidgets:consent-change';
export const MAP_CONSENT_CATEGORY = 'preferences';

type Settings = Partial<Record<string, boolean>>;

function storedSettings(): Settings | null {
  try {
    if (window.localStorage.getItem('cookieConsent') !== 'true') return null;
    return JSON.parse(window.localStorage.getItem('cookieSettings') ?? 'null') as Settings | null;
  } catch {
    return null;
  }
}

export function hasMapConsent(): boolean {
  const consent = window.IAWidgets?.consent as { get?: () => Settings | null } | undefined;
  const settings = typeof consent?.get === 'function' ? consent.get() : storedSettings();
  return settings?.[MAP_CONSENT_CATEGORY] === true;
}

export function settingsAllowMap(detail: unknown): boolean {
  return typeof detail === 'object' && detail !== null && (detail as Settings)[MAP_CONSENT_CATEGORY] === true;
}
