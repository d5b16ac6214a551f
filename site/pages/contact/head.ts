import { company } from '../../content/company.ts';
import { contactFaqs } from '../../content/contact.ts';
import type { HeadFn } from '../../lib/routing/types.ts';
import { breadcrumbJsonLd, faqJsonLd, webPageJsonLd } from '../../lib/json-ld.ts';

const description = 'Escríbenos, pide que te llamemos o visítanos en Madrid. Respondemos en menos de 24 horas laborables, de lunes a viernes de 9:00 a 18:00.';

export const head: HeadFn = () => ({
  title: 'Contacto',
  description,
  jsonLd: [
    {
      ...webPageJsonLd('ContactPage', '/contacto', `Contacto de ${company.brand}`, description),
      mainEntity: {
        '@type': 'Organization',
        '@id': `${company.siteUrl}/#organization`,
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: company.phone,
          email: company.email,
          availableLanguage: ['es', 'en'],
          hoursAvailable: {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            opens: company.hours.opens,
            closes: company.hours.closes,
          },
        },
      },
    },
    faqJsonLd(contactFaqs),
    breadcrumbJsonLd([['Contacto', '/contacto']]),
  ],
});
