import { company } from '../../content/company.ts';
import { officeMapUrl, offices } from '../../content/offices.ts';
import type { HeadFn } from '../../lib/routing/types.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { breadcrumbJsonLd, webPageJsonLd } from '../../lib/json-ld.ts';

const description =
  'Conoce IA Academy: misión, valores, historia desde 2015, el equipo, nuestros partners tecnológicos y las oficinas de Madrid, Barcelona y Lisboa.';

const officeJsonLd = offices.map((office) => ({
  '@context': 'https://schema.org',
  '@type': 'LocalBusiness',
  '@id': `${company.siteUrl}/nosotros#oficina-${office.slug}`,
  name: `${company.brand} ${office.city}`,
  image: absoluteUrl(office.image),
  url: absoluteUrl('/nosotros'),
  telephone: office.phone,
  email: office.email,
  hasMap: officeMapUrl(office),
  parentOrganization: { '@id': `${company.siteUrl}/#organization` },
  address: {
    '@type': 'PostalAddress',
    streetAddress: office.address,
    postalCode: office.postal,
    addressLocality: office.city,
    addressRegion: office.region,
    addressCountry: office.countryCode,
  },
  geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
  openingHoursSpecification: {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: company.hours.opens,
    closes: company.hours.closes,
  },
}));

export const head: HeadFn = () => ({
  title: 'Sobre nosotros',
  description,
  jsonLd: [webPageJsonLd('AboutPage', '/nosotros', 'Sobre IA Academy', description), breadcrumbJsonLd([['Sobre nosotros', '/nosotros']]), ...officeJsonLd],
});
