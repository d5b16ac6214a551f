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
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'ol',
  'p',
  'picture',
  'pre',
  'q',
  's',
  'samp',
  'source',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'var',
];

/** `rel` and `target` are not here: only the hook below sets them, on external links. */
const ALLOWED_ATTR = [
  'href',
  'src',
  'srcset',
  'sizes',
  'alt',
  'title',
  'width',
  'height',
  'loading',
  'decoding',
  'id',
  'name',
  'cite',
  'lang',
  'colspan',
  'rowspan',
  'align',
  'start',
  'type',
  'open',
  'datetime',
];

const LINK_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;
const MEDIA_PROTOCOLS = ['http', 'https'] as const;

/**
 * DOMPurify's own first pass over URI attributes, widened from its default (which lacks irc/ircs)
 * to the link allowlist; the hook below then narrows images and citations to http(s).
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|ircs?|mailto|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Browsers drop ASCII tabs/newlines anywhere in a URL and controls/spaces at its ends. */
// eslint-disable-next-line no-control-regex -- the control characters are what it strips
const normalizeUrl = (url: string) => url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

/** http:, https: or protocol-relative ('//', and '\\' which browsers read the same way). */
const EXTERNAL_LINK = /^(https?:)?[\\/]{2}/i;

/** True for a relative URL or one whose scheme is in `allowed`. */
function hasAllowedProtocol(url: string, allowed: readonly string[]): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(normalizeUrl(url));
  return !scheme || allowed.includes(scheme[1]!.toLowerCase());
}

function isExternalLink(url: string): boolean {
  return EXTERNAL_LINK.test(normalizeUrl(url));
}

const window = new JSDOM('').window;
const purify = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]);

function dropUnless(element: Element, attribute: string, allowed: readonly string[]): void {
  const value = element.getAttribute(attribute);
  if (value !== null && !hasAllowedProtocol(value, allowed)) element.removeAttribute(attribute);
}

function checkSrcset(element: Element): void {
  const srcset = element.getAttribute('srcset');
  if (srcset === null) return;
  const urls = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  if (!urls.every((url) => hasAllowedProtocol(url, MEDIA_PROTOCOLS))) element.removeAttribute('srcset');
}

purify.addHook('afterSanitizeAttributes', (node) => {
  const element = node as Element;
  if (element.tagName === 'A') {
    dropUnless(element, 'href', LINK_PROTOCOLS);
    const href = element.getAttribute('href');
    if (href !== null && isExternalLink(href)) {
      element.setAttribute('rel', 'nofollow noopener noreferrer');
      element.setAttribute('target', '_blank');
    }
  }
  if (element.tagName === 'IMG' || element.tagName === 'SOURCE') {
    dropUnless(element, 'src', MEDIA_PROTOCOLS);
    checkSrcset(element);
    if (element.tagName === 'IMG' && !element.hasAttribute('loading')) element.setAttribute('loading', 'lazy');
  }
  dropUnless(element, 'cite', MEDIA_PROTOCOLS);
});

function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
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
