import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WHATSAPP_CATEGORIES, serviceDetails, serviceOverviews, serviceSummaries, type ServiceDetail } from '../../../site/content/services.ts';
import { serviceGroups } from '../../../site/content/services/groups.ts';

const navigationSlugs = [
  'clases-particulares-ia',
  'profesor-ai-impartir',
  'ia-para-empresas',
  'desarrollo-apps-ai',
  'ai-agencias-marketing',
  'apoyo-academico-ia-ml',
  'ia-sin-programar',
];
const footerSlugs = ['consultoria-estrategica', 'desarrollo-ml', 'automatizacion-inteligente', 'analisis-datos', 'nlp', 'vision-computadora'];

/** 'Desde 1.900€' -> 1900; hourly rates are out of the fixed-price range. */
const fixedPrice = (service: ServiceDetail) => (service.price.endsWith('/h') ? undefined : Number(service.price.replace(/\D/g, '')));

describe('service catalogue', () => {
  it('lists every service in exactly one group of /servicios (learning, projects)', () => {
    const grouped = serviceGroups.flatMap((group) => group.slugs);
    expect([...grouped].sort()).toEqual(serviceSummaries.map((service) => service.slug).sort());
  });

  it('has the six overview services in the spec order', () => {
    expect(serviceOverviews.map((service) => service.id)).toEqual(['consultoria', 'desarrollo', 'integracion', 'formacion', 'analytics', 'chatbots']);
  });

  it('gives every case study a client, a sector, a challenge, a solution and results', () => {
    const studies = serviceOverviews.flatMap((service) => service.caseStudies);
    expect(studies.length).toBeGreaterThanOrEqual(12);
    for (const study of studies) {
      expect(study.client && study.sector && study.challenge && study.solution).toBeTruthy();
      expect(study.results.length).toBeGreaterThan(0);
    }
  });

  it('has a page for every navigation and footer service slug, and no other', () => {
    expect(serviceDetails.map((service) => service.slug)).toEqual([...navigationSlugs, ...footerSlugs]);
    expect(new Set(serviceDetails.map((service) => service.id)).size).toBe(serviceDetails.length);
  });

  it("prices services as text like 'Desde 40€/h', fixed prices from 150€ to 7.500€", () => {
    const fixed = serviceDetails.map(fixedPrice).filter((price): price is number => price !== undefined);
    expect(Math.min(...fixed)).toBe(150);
    expect(Math.max(...fixed)).toBe(7500);
    expect(serviceDetails.map((service) => service.price)).toContain('Desde 40€/h');
    for (const service of serviceDetails) expect(service.price).toMatch(/^Desde [\d.]+€(\/h)?$/);
  });

  it('uses only the known WhatsApp message categories', () => {
    for (const service of serviceDetails) {
      expect(WHATSAPP_CATEGORIES).toContain(service.whatsappInfo.category);
      expect(service.whatsappInfo.message.length).toBeGreaterThan(20);
    }
  });

  it('fills every detail: features, technologies, process, use cases', () => {
    for (const service of serviceDetails) {
      expect(service.features.length).toBeGreaterThanOrEqual(4);
      expect(service.technologies.length).toBeGreaterThanOrEqual(4);
      expect(service.details.process.length).toBeGreaterThanOrEqual(4);
      expect(service.details.useCases.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('offers formation options only on the teaching services', () => {
    const teaching = serviceDetails.filter((service) => service.formationOptions).map((service) => service.slug);
    expect(teaching).toEqual(['clases-particulares-ia', 'profesor-ai-impartir', 'ai-agencias-marketing', 'apoyo-academico-ia-ml', 'ia-sin-programar']);
  });

  it('ships every service image in both widths, each under 60 KB', () => {
    for (const service of serviceDetails) {
      for (const entry of service.image.srcSet.split(', ')) {
        const file = `site/public${entry.split(' ')[0]}`;
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size).toBeLessThan(60 * 1024);
      }
    }
  });
});
