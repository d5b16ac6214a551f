/**
 * Turns a reply into text and link parts, so the UI builds nodes and never parses HTML from the
 * network. Links kept: those the shared link policy allows after full resolution (the site's
 * pages and the WhatsApp chat); everything else stays plain text.
 */
import { allowedLink, sameOriginHref } from '../../site/content/link-policy.ts';

export type Part = { type: 'text'; text: string } | { type: 'link'; text: string; href: string; external: boolean };

const PATTERN = /(https?:\/\/[^\s<>"'()]+)|(^|[\s(])(\/[a-z0-9][a-z0-9\-/#?=&_.]*)/gi;
const TRAILING = /[.,;:!?]+$/;

/**
 * @param site origin of the main site: site-relative links point there
 * @param here origin of the page showing the chat: same-origin links stay in the tab
 * @param whatsapp digits of the WhatsApp number whose chat may be linked
 */
export function resolveHref(raw: string, site: string, here: string, whatsapp: string): { href: string; external: boolean } | null {
  const url = allowedLink(raw, { site, whatsapp });
  if (!url) return null;
  if (url.origin === here) return { href: sameOriginHref(url), external: false };
  return { href: url.href, external: true };
}

export function linkify(text: string, site: string, here: string, whatsapp: string): Part[] {
  const parts: Part[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last?.type === 'text') last.text += value;
    else parts.push({ type: 'text', text: value });
  };
  let index = 0;
  for (const match of text.matchAll(PATTERN)) {
    const [whole, bare, lead = '', path] = match;
    const tail = TRAILING.exec(bare ?? path ?? '')?.[0] ?? '';
    const raw = (bare ?? path ?? '').slice(0, -tail.length || undefined);
    const target = raw.length > 1 ? resolveHref(raw, site, here, whatsapp) : null;
    pushText(text.slice(index, match.index));
    if (target) {
      pushText(lead);
      parts.push({ type: 'link', text: raw, ...target });
      pushText(tail);
    } else {
      pushText(whole);
    }
    index = match.index + whole.length;
  }
  pushText(text.slice(index));
  return parts;
}
