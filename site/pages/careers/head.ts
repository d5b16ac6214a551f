import { jobOpenings } from '../../content/careers.ts';
import { company } from '../../content/company.ts';
import { offices } from '../../content/offices.ts';
import type { HeadFn } from '../../lib/routing/types.ts';
import { breadcrumbJsonLd } from '../../lib/json-ld.ts';

const jobPostings = jobOpenings.map((job) => {
  const office = offices.find((item) => item.slug === job.officeSlug)!;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: `<p>${job.summary}</p><ul>${[...job.responsibilities, ...job.requirements].map((item) => `<li>${item}</li>`).join('')}</ul>`,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: company.brand, sameAs: company.siteUrl },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.address,
        postalCode: office.postal,
        addressLocality: office.city,
        addressRegion: office.region,
        addressCountry: office.countryCode,
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: job.salaryRange.min, maxValue: job.salaryRange.max, unitText: 'YEAR' },
    },
  };
});

export const head: HeadFn = () => ({
  title: 'Trabaja con nosotros: ofertas de empleo',
  description: 'Ofertas de empleo en IA Academy: Machine Learning Engineer en Madrid y formador/a de IA generativa en Barcelona, y candidaturas espontáneas.',
  jsonLd: [...jobPostings, breadcrumbJsonLd([['Trabaja con nosotros', '/careers']])],
});
