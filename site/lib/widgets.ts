/**
 * The site talks to its widgets only through their public API, like any partner page would.
 * Calls made before /widgets/widgets.js has loaded wait in the documented queue.
 */
interface IAWidgetsApi {
  consent?: { show?: () => void };
}

type QueuedCall = [string, ...unknown[]];

declare global {
  interface Window {
    IAWidgets?: IAWidgetsApi & { q?: QueuedCall[] };
  }
}

export function openConsentPreferences(): void {
  const api = window.IAWidgets;
  if (api?.consent?.show) {
    api.consent.show();
    return;
  }
  window.IAWidgets = api ?? {};
  (window.IAWidgets.q ??= []).push(['consent.show']);
}
