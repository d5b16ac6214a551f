import { absoluteUrl } from '../../../lib/seo.ts';
import { company } from '../../../content/company.ts';

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
