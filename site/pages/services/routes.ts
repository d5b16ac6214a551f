import { company } from '../../content/company.ts';
import { getServiceDetail, serviceDetails, serviceFaqs, type ServiceDetail } from '../../content/services.ts';
import type { PageHead, RouteDef } from '../../lib/routing/types.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { breadcrumbJsonLd, faqJsonLd } from '../company-shared/structured-data.ts';
import { itemListJsonLd, providerRef } from '../courses/lib/json-ld.ts';
import { ServiceDetailSkeleton } from './components/ServiceDetailSkeleton.tsx';

const servicePath = (service: ServiceDetail) => `/servicios/${service.slug}`;

function serviceHead(service: ServiceDetail): PageHead {
  return {
    title: service.title,
    description: service.description,
    image: service.image.src,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: service.title,
        description: service.description,
        url: absoluteUrl(servicePath(service)),
        image: absoluteUrl(service.image.src),
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

export const servicesRoutes: RouteDef[] = [
  {
    pattern: '/servicios',
    load: () => import('./ServicesPage.tsx'),
    head: () => ({
      title: 'Servicios de inteligencia artificial',
      description:
        'Consultoría estratégica, desarrollo a medida, integración, analítica avanzada, chatbots y formación en IA para empresas. Resultados medibles.',
      jsonLd: [
        itemListJsonLd(
          `Servicios de ${company.brand}`,
          serviceDetails.map((service) => ({ name: service.title, path: servicePath(service) })),
        ),
        faqJsonLd(serviceFaqs),
      ],
    }),
  },
  {
    pattern: '/servicios/:slug',
    load: () => import('./ServiceDetailPage.tsx'),
    head: ({ slug }) => {
      const service = slug ? getServiceDetail(slug) : undefined;
      return service && serviceHead(service);
    },
    paths: () => serviceDetails.map(servicePath),
    fallback: ServiceDetailSkeleton,
  },
];
