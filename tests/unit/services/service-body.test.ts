import { describe, expect, it } from 'vitest';
import { serviceDetails } from '../../../site/content/services.ts';
import { serviceSummaries } from '../../../site/content/services/summaries.ts';
import { loadServiceBody } from '../../../site/pages/services/lib/service-body.ts';

describe('service detail page data', () => {
  it('loads, for every service in the summaries, the same details the complete catalogue has', async () => {
    for (const summary of serviceSummaries) {
      const body = await loadServiceBody(summary.slug);
      expect(body && { ...summary, ...body }).toEqual(serviceDetails.find((service) => service.slug === summary.slug));
    }
  });

  it('gives an unknown slug no details', async () => {
    await expect(loadServiceBody('no-existe')).resolves.toBeUndefined();
  });

  it('hands React the same promise on every render of a page', () => {
    expect(loadServiceBody('nlp')).toBe(loadServiceBody('nlp'));
  });
});
