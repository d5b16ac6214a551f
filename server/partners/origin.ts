import { partnerMessages } from './messages.ts';

export type OriginCheck = { ok: true; origin: string } | { ok: false; error: string };

/** Hosts where plain http:// is acceptable: a partner testing on its own machine. */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * What the team typed, as the browser's Origin header spells it (`scheme://host[:port]`: lower
 * case, punycode, no default port), or why it is not one. Only https, and http on localhost.
 */
export function normaliseOrigin(input: string): OriginCheck {
  const value = input.trim();
  if (!value) return { ok: false, error: partnerMessages.originMissing };
  const shown = value.slice(0, 120);
  const hostAndPort = /^([a-z0-9.-]+:\d{1,5})(?:[/?#].*)?$/i.exec(value)?.[1]?.toLowerCase();
  if (hostAndPort) {
    const scheme = isLocalHost(hostAndPort.split(':')[0]!) ? 'http' : 'https';
    return { ok: false, error: partnerMessages.schemeMissing(hostAndPort, scheme) };
  }
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    // "socio.es" or "www.socio.es/tienda": the host the team meant, as an origin to copy.
    const guess = /^((?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?)(?:[/?#].*)?$/i.exec(value)?.[1]?.toLowerCase();
    return { ok: false, error: guess ? partnerMessages.schemeMissing(guess) : partnerMessages.notAnOrigin(shown) };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, error: partnerMessages.notAnOrigin(shown) };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, error: partnerMessages.badScheme };
  if (!url.hostname || !/^[a-z0-9]+:\/\/[^/?#]/i.test(value)) return { ok: false, error: partnerMessages.notAnOrigin(shown) };
  if (url.hostname.includes('*')) return { ok: false, error: partnerMessages.wildcard };
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)$/.test(url.hostname)) return { ok: false, error: partnerMessages.notAnOrigin(shown) };
  if (url.username || url.password) return { ok: false, error: partnerMessages.withCredentials };
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || /[?#]/.test(value)) {
    return { ok: false, error: partnerMessages.withPath(url.origin) };
  }
  if (url.protocol === 'http:' && !isLocalHost(url.hostname)) {
    return { ok: false, error: partnerMessages.insecure(`https://${url.host}`) };
  }
  return { ok: true, origin: url.origin };
}
