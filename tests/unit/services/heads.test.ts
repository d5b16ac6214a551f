import { describe, expect, it } from 'vitest';
import { serviceDetails } from '../../../site/content/services.ts';
import { serviceDetailHead, serviceDetailPaths, servicesHead } from '../../../site/pages/services/heads.ts';

describe('service page heads', () => {
  it('describes /servicios with an ItemList of the service pages and the FAQ', () => {
    const head = servicesHead();
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.jsonLd?.map((item) => item['@type'])).toEqual(['ItemList', 'FAQPage']);
    expect(head.jsonLd?.[0]).toMatchObject({ numberOfItems: 13 });
  });

  it('gives every service a title, a 50-160 character description, a Service and a BreadcrumbList', () => {
    for (const service of serviceDetails) {
      const head = serviceDetailHead({ slug: service.slug })!;
      expect(head.title).toBe(service.title);
      expect(head.description.length).toBeGreaterThanOrEqual(50);
      expect(head.description.length).toBeLessThanOrEqual(160);
      expect(head.image).toBe(service.image.src);
      expect(head.jsonLd?.map((item) => item['@type'])).toEqual(['Service', 'BreadcrumbList']);
    }
  });

  it('has no head for an unknown or missing slug', () => {
    expect(serviceDetailHead({ slug: 'no-existe' })).toBeUndefined();
    expect(serviceDetailHead({})).toBeUndefined();
  });

  it('prerenders every navigation and footer service path', () => {
    expect(serviceDetailPaths()).toHaveLength(13);
    expect(serviceDetailPaths()).toContain('/servicios/vision-computadora');
  });
});
