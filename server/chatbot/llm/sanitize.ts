import { company } from '../../../site/content/company.ts';

const MAX_CHARS = 900;
const siteHost = new URL(company.siteUrl).host.replace(/^www\./, '');

function allowedUrl(url: string): boolean {
  try {
    const { protocol, host, pathname } = new URL(url);
    if (protocol !== 'https:' && protocol !== 'http:') return false;
    if (host.replace(/^www\./, '') === siteHost) return true;
    return host === 'wa.me' && pathname === `/${company.whatsapp}`;
  } catch {
    return false;
  }
}

/**
 * Turns model output into the widget's plain text: no markup, no markdown, and links only to
 * the site's own pages, the company's WhatsApp and /contacto.
 */
export function sanitizeLlmReply(raw: string, sitePaths: ReadonlySet<string>): string {
  const text = raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g, '$1 $2')
    .replace(/(\*\*|__|`+|^#+\s*|^\s*[-*•]\s+)/gm, '')
    .replace(/https?:\/\/[^\s)]+/g, (url) => {
      const trimmed = url.replace(/[.,;:!?]+$/, '');
      return allowedUrl(trimmed) ? url : '/contacto';
    })
    .replace(/(^|[\s(])(\/[a-z0-9][a-z0-9/?=-]*)/gi, (match, before: string, path: string) => {
      const trimmed = path.replace(/[.,;:!?]+$/, '');
      return sitePaths.has(trimmed) || trimmed === '/contacto' ? match : `${before}/contacto${path.slice(trimmed.length)}`;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= MAX_CHARS) return text;
  const cut = text.slice(0, MAX_CHARS);
  return cut.slice(0, Math.max(cut.lastIndexOf('. ') + 1, cut.lastIndexOf(' '))).trim();
}
