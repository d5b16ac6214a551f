/**
 * The one rule for links the assistant may show, used by the server (LLM output filter) and by
 * the widget (link builder): resolve the link fully against the site first (the URL parser
 * lower-cases scheme and host, removes dot segments, reads backslashes as slashes), then allow
 * only the site itself and the company's WhatsApp chat. Pure: no DOM, no Node API.
 */
export interface LinkPolicy {
  /** Origin of the main site, e.g. https://www.iaacademy.es; relative links resolve against it. */
  site: string;
  /** Digits of the WhatsApp number whose wa.me chat may be linked. */
  whatsapp: string;
}

const bareHost = (host: string) => host.replace(/^www\./, '');

/** The fully resolved URL when it is allowed, otherwise null. */
export function allowedLink(raw: string, policy: LinkPolicy): URL | null {
  let url: URL;
  let site: URL;
  try {
    site = new URL(policy.site);
    url = new URL(raw.trim(), site);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (bareHost(url.host) === bareHost(site.host) && (url.protocol === 'https:' || url.protocol === site.protocol)) return url;
  if (url.host === 'wa.me' && url.pathname === `/${policy.whatsapp}`) return url;
  return null;
}

/**
 * A same-origin link written as a path. A path that starts with `//` (from `/a/..//evil.example`)
 * would be read by the browser as another host, so that one keeps its absolute form.
 */
export function sameOriginHref(url: URL): string {
  const path = url.pathname + url.search + url.hash;
  return url.pathname.startsWith('//') ? url.href : path;
}
