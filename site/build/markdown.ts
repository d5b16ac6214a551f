import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { marked } from 'marked';

/**
 * Markdown -> sanitized HTML, run at build time only (the browser never downloads marked or
 * DOMPurify). The rules are spec section 5: a tag/attribute allowlist, link protocols
 * http/https/irc/ircs/mailto/xmpp, image and cite protocols http/https, no scripts, ids and names
 * prefixed `user-content-`, external links nofollow and opened in a new tab.
 */

const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'details', 'div', 'dl', 'dt',
  'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd',
  'li', 'ol', 'p', 'picture', 'pre', 'q', 's', 'samp', 'source', 'span', 'strong', 'sub', 'summary',
  'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'var',
];

const ALLOWED_ATTR = [
  'href', 'src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding',
  'id', 'name', 'cite', 'lang', 'colspan', 'rowspan', 'align', 'start', 'type', 'open', 'datetime',
];

const LINK_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];
const MEDIA_PROTOCOLS = ['http', 'https'];
const EXTERNAL_LINK = /^(https?:)?\/\//i;

/** True for a relative URL or one whose scheme is in `allowed`. */
export function hasAllowedProtocol(url: string, allowed: readonly string[]): boolean {
  const trimmed = url.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed);
  if (!scheme) return !/^[\s\u0000-\u001f]*(javascript|data|vbscript)/i.test(trimmed);
  return allowed.includes(scheme[1]!.toLowerCase());
}

const window = new JSDOM('').window;
const purify = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]);

purify.addHook('afterSanitizeAttributes', (node) => {
  const element = node as Element;
  if (element.tagName === 'A') {
    const href = element.getAttribute('href');
    if (href !== null && !hasAllowedProtocol(href, LINK_PROTOCOLS)) element.removeAttribute('href');
    if (href !== null && EXTERNAL_LINK.test(href.trim())) {
      element.setAttribute('rel', 'nofollow noopener noreferrer');
      element.setAttribute('target', '_blank');
    }
  }
  if (element.tagName === 'IMG' || element.tagName === 'SOURCE') {
    const src = element.getAttribute('src');
    if (src !== null && !hasAllowedProtocol(src, MEDIA_PROTOCOLS)) element.removeAttribute('src');
    if (element.hasAttribute('srcset')) {
      const ok = element
        .getAttribute('srcset')!
        .split(',')
        .every((candidate) => hasAllowedProtocol(candidate.trim().split(/\s+/)[0] ?? '', MEDIA_PROTOCOLS));
      if (!ok) element.removeAttribute('srcset');
    }
    if (element.tagName === 'IMG' && !element.hasAttribute('loading')) element.setAttribute('loading', 'lazy');
  }
  for (const attr of ['cite']) {
    const value = element.getAttribute(attr);
    if (value !== null && !hasAllowedProtocol(value, MEDIA_PROTOCOLS)) element.removeAttribute(attr);
  }
});

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ADD_ATTR: ['target', 'rel'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    SANITIZE_DOM: true,
    SANITIZE_NAMED_PROPS: true,
    FORBID_TAGS: ['script', 'style', 'svg', 'math', 'iframe', 'form', 'input', 'object', 'embed'],
  });
}

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true }) as string;
  return sanitizeHtml(html);
}
