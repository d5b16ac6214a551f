/**
 * Talks to the page's own widgets script through its public API, like a partner page would:
 * straight to `IAWidgets` once loaded, through the documented queue before that.
 */
type Call = [string, ...unknown[]];
type Host = { IAWidgets?: { push?: (call: Call) => void; q?: Call[] } };

export function callWidgets(...call: Call): void {
  const host = window as unknown as Host;
  const api = host.IAWidgets;
  if (api && typeof api.push === 'function') {
    api.push(call);
    return;
  }
  host.IAWidgets = api ?? {};
  (host.IAWidgets.q ??= []).push(call);
}
