import { describe, expect, it } from 'vitest';
import { serviceDetails } from '../../../site/content/services.ts';
import { otherServices } from '../../../site/pages/services/lib/other-services.ts';

describe('service sidebar: other services', () => {
  it('lists 4 other services, never the current one', () => {
    for (const service of serviceDetails) {
      const others = otherServices(service, serviceDetails);
      expect(others).toHaveLength(4);
      expect(others.map((other) => other.slug)).not.toContain(service.slug);
      expect(new Set(others.map((other) => other.slug)).size).toBe(4);
    }
  });

  it('takes the next services in catalogue order, wrapping around at the end', () => {
    expect(otherServices(serviceDetails[0]!, serviceDetails).map((s) => s.slug)).toEqual([
      'profesor-ai-impartir',
      'ia-para-empresas',
      'desarrollo-apps-ai',
      'ai-agencias-marketing',
    ]);
    expect(otherServices(serviceDetails[11]!, serviceDetails).map((s) => s.slug)).toEqual([
      'vision-computadora',
      'clases-particulares-ia',
      'profesor-ai-impartir',
      'ia-para-empresas',
    ]);
  });

  it('lists fewer when the catalogue is small', () => {
    expect(otherServices(serviceDetails[0]!, serviceDetails.slice(0, 3))).toHaveLength(2);
  });
});
