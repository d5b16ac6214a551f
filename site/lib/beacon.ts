import { useEffect, useRef } from 'react';
import type { EVENTS_PATH, PageViewEvent, SiteEvent } from '../domain/events.ts';

/**
 * The site's one way to count something: a beacon to /api/events (cookieless, no identifier,
 * aggregated per day by the server). Type-only imports: the schemas never ship to the browser.
 */
const ENDPOINT: typeof EVENTS_PATH = '/api/events';

export function sendEvent(event: SiteEvent): void {
  try {
    // A string goes as text/plain: no CORS preflight, and the browser sends it even on unload.
    navigator.sendBeacon?.(ENDPOINT, JSON.stringify(event));
  } catch {
    // Counting must never break a page.
  }
}

const UTM = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const;
const TOKEN = /^[A-Za-z0-9][A-Za-z0-9 ._+-]{0,59}$/;

/**
 * A page view names the route PATTERN ('/blog/:slug'), never the URL. The landing view also
 * carries the referrer's host (not its path) and the landing URL's UTM values.
 */
export function pageViewEvent(pattern: string, landing?: { search: string; referrer: string; host: string }): PageViewEvent {
  const event: PageViewEvent = { type: 'page_view', route: pattern };
  if (!landing) return event;
  event.landing = true;
  const params = new URLSearchParams(landing.search);
  for (const [field, name] of Object.entries(UTM) as [keyof typeof UTM, string][]) {
    const value = params.get(name)?.trim().slice(0, 60);
    if (value && TOKEN.test(value)) event[field] = value;
  }
  try {
    const host = landing.referrer ? new URL(landing.referrer).hostname.toLowerCase() : '';
    if (host && host !== landing.host && /^[a-z0-9.-]+$/.test(host)) event.referrer = host;
  } catch {
    // An unreadable referrer is simply not counted.
  }
  return event;
}

/** One page view per route change; the first one of the page load is the landing. */
export function usePageView(pattern: string, pathname: string): void {
  const landed = useRef(false);
  useEffect(() => {
    const landing = landed.current ? undefined : { search: window.location.search, referrer: document.referrer, host: window.location.hostname };
    landed.current = true;
    sendEvent(pageViewEvent(pattern, landing));
    // `pattern` follows `pathname`; a new path is a new view even on the same pattern.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
