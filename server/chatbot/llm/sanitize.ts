import { company } from '../../../site/content/company.ts';
import { allowedLink } from '../../../site/content/link-policy.ts';

const MAX_CHARS = 900;
const policy = { site: company.siteUrl, whatsapp: company.whatsapp };

/**
 * Turns model output into the widget's plain text: no markup, no markdown, and links only to
 * the site's own pages, the company's WhatsApp and /contacto.
 */
export function sanitizeLlmReply(raw: string, sitePaths: ReadonlySet<string>): string {
  const text = raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g, '$1 $2')
    .replace(/(\*\*|__|`+|^#+\s*|^\s*[-*•]\s+)/gm, '')
    // Case-insensitive: HTTPS://EVIL.EXAMPLE is a link to the widget too.
    .replace(/https?:\/\/[^\s)]+/gi, (url) => {
      const trimmed = url.replace(/[.,;:!?]+$/, '');
      return allowedLink(trimmed, policy) ? url : `/contacto${url.slice(trimmed.length)}`;
    })
    // The widget links everything from a slash to the next space; check the same span, resolved.
    .replace(/(^|[\s(])(\/[^\s<>"'()]*)/g, (match, before: string, path: string) => {
      const trimmed = path.replace(/[.,;:!?]+$/, '');
      const url = allowedLink(trimmed, policy);
      const known = url !== null && !trimmed.startsWith('//') && (sitePaths.has(url.pathname.replace(/(.)\/$/, '$1')) || url.pathname === '/contacto');
      return known ? match : `${before}/contacto${path.slice(trimmed.length)}`;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= MAX_CHARS) return text;
  const cut = text.slice(0, MAX_CHARS);
  return cut.slice(0, Math.max(cut.lastIndexOf('. ') + 1, cut.lastIndexOf(' '))).trim();
}
