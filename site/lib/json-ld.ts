import type { Faq } from '../content/contact.ts';
import { company } from '../content/company.ts';
import { absoluteUrl } from './seo.ts';

/** schema.org BreadcrumbList from Inicio to the page. */
export function breadcrumbJsonLd(trail: Array<[name: string, path: string]>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [['Inicio', '/'] as const, ...trail].map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}

export function faqJsonLd(faqs: Faq[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** A WebPage of a given schema.org type (AboutPage, ContactPage...) belonging to the site. */
export function webPageJsonLd(type: string, path: string, name: string, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name,
    description,
    url: absoluteUrl(path),
    inLanguage: 'es-ES',
  };
}

/** The Organization node every page already carries (see site/lib/seo.ts). */
export const providerRef = { '@type': 'Organization', '@id': `${company.siteUrl}/#organization`, name: company.brand };

export function itemListJsonLd(name: string, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}
