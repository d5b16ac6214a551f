import { company } from '../../content/company.ts';
import { catalogueImageSrc } from '../../content/catalogue-image.ts';
import type { ServiceSummary } from '../../content/services.ts';
import { serviceFaqs } from '../../content/services/faq.ts';
import { serviceSummaries } from '../../content/services/summaries.ts';
import type { PageHead } from '../../lib/routing/types.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { breadcrumbJsonLd, faqJsonLd, itemListJsonLd, providerRef } from '../../lib/json-ld.ts';

const servicePath = (service: ServiceSummary) => `/servicios/${service.slug}`;

function serviceHead(service: ServiceSummary): PageHead {
  return {
    title: service.title,
    description: service.description,
    image: catalogueImageSrc('services', service.slug),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: service.title,
        description: service.description,
        url: absoluteUrl(servicePath(service)),
        image: absoluteUrl(catalogueImageSrc('services', service.slug)),
        provider: providerRef,
        areaServed: { '@type': 'Country', name: 'España' },
        offers: { '@type': 'Offer', description: service.price, priceCurrency: 'EUR' },
      },
      breadcrumbJsonLd([
        ['Servicios', '/servicios'],
        [service.title, servicePath(service)],
      ]),
    ],
  };
}

/** /servicios */
export function servicesHead(): PageHead {
  return {
    title: 'Servicios de inteligencia artificial',
    description:
      'Consultoría estratégica, desarrollo a medida, integración, analítica avanzada, chatbots y formación en IA para empresas. Resultados medibles.',
    jsonLd: [
      itemListJsonLd(
        `Servicios de ${company.brand}`,
        serviceSummaries.map((service) => ({ name: service.title, path: servicePath(service) })),
      ),
      faqJsonLd(serviceFaqs),
    ],
  };
}

/** /servicios/{slug}; undefined for an unknown slug (the page shows 'Servicio no encontrado'). */
export function serviceDetailHead({ slug }: { slug?: string }): PageHead | undefined {
  const service = slug ? serviceSummaries.find((summary) => summary.slug === slug) : undefined;
  return service && serviceHead(service);
}

export const serviceDetailPaths = () => serviceSummaries.map(servicePath);
