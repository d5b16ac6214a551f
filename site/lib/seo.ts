import { company } from '../content/company.ts';
import type { PageHead } from './routing/types.ts';

export const DEFAULT_OG_IMAGE = '/images/og-default.png';

export interface ResolvedHead {
  title: string;
  description: string;
  canonical: string;
  ogType: 'website' | 'article';
  image: string;
  noindex: boolean;
  jsonLd: Record<string, unknown>[];
}

export function absoluteUrl(path: string): string {
  return new URL(path, company.siteUrl).toString();
}

export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${company.siteUrl}/#organization`,
    name: company.brand,
    legalName: company.legalName,
    url: company.siteUrl,
    logo: absoluteUrl('/images/logo.svg'),
    email: company.email,
    telephone: company.phone,
    foundingDate: String(company.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      addressCountry: company.address.countryCode,
    },
    sameAs: company.social.map((profile) => profile.url),
  };
}

/** The not-found head: the same for the catch-all and the sections' own not-found states. */
export const notFoundHead: PageHead = {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o ha cambiado de dirección. Vuelve al inicio de IA Academy.',
  noindex: true,
};

export function resolveHead(head: PageHead, path: string): ResolvedHead {
  return {
    title: path === '/' ? `${company.brand} | ${head.title}` : `${head.title} | ${company.brand}`,
    description: head.description,
    canonical: absoluteUrl(path),
    ogType: head.ogType ?? 'website',
    image: absoluteUrl(head.image ?? DEFAULT_OG_IMAGE),
    noindex: head.noindex ?? false,
    jsonLd: [organizationJsonLd(), ...(head.jsonLd ?? [])],
  };
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The tags the client keeps up to date on navigation, by [attribute, key]. */
function metaTags(head: ResolvedHead): Array<['name' | 'property', string, string]> {
  return [
    ['name', 'description', head.description],
    ['name', 'robots', head.noindex ? 'noindex, follow' : 'index, follow'],
    ['property', 'og:type', head.ogType],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', head.canonical],
    ['property', 'og:image', head.image],
    ['property', 'og:site_name', company.brand],
    ['property', 'og:locale', 'es_ES'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
  ];
}

export function headToHtml(head: ResolvedHead): string {
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...metaTags(head).map(([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`),
    head.noindex ? '' : `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return lines.filter(Boolean).join('\n    ');
}

/** Client side: brings <head> in line with the page after a client-side navigation. */
export function applyHead(head: ResolvedHead): void {
  document.title = head.title;
  for (const [attr, key, content] of metaTags(head)) {
    let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
    if (!element) {
      element = document.createElement('meta');
      element.setAttribute(attr, key);
      document.head.append(element);
    }
    element.content = content;
  }
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.noindex) canonical?.remove();
  else {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = head.canonical;
  }
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((node) => node.remove());
  for (const data of head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    document.head.append(script);
  }
}
