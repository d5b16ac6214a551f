import { describe, expect, it } from 'vitest';
import { callbackSlots, contactServiceOptions } from '../../../site/content/contact.ts';
import { CALLBACK_SLOTS, CONTACT_SERVICES, LEAD_THANK_YOU_PATHS, NEWSLETTER_PATHS } from '../../../site/domain/leads.ts';
import { THANKS_PATHS, thanksRoutes } from '../../../site/pages/thanks/routes.ts';

describe('the forms send exactly the values the server accepts', () => {
  it('contact services and call-back slots', () => {
    expect(contactServiceOptions.map((option) => option.value)).toEqual([...CONTACT_SERVICES]);
    expect(callbackSlots.map((option) => option.value)).toEqual([...CALLBACK_SLOTS]);
    expect(callbackSlots.map((option) => option.label)).toEqual(['Mañana (9:00-13:00)', 'Tarde (13:00-18:00)']);
  });
});

describe('thank-you pages', () => {
  it('exist for every page the server sends a visitor to', () => {
    const targets = [...Object.values(LEAD_THANK_YOU_PATHS), ...Object.values(NEWSLETTER_PATHS)];
    expect([...THANKS_PATHS].sort()).toEqual(targets.sort());
  });

  it('stay out of the sitemap and out of search engines', async () => {
    for (const route of thanksRoutes) {
      expect(route.sitemap).toBe(false);
      const page = await route.load();
      const head = page.head({});
      expect(head?.noindex).toBe(true);
      expect(head?.description.length).toBeGreaterThanOrEqual(50);
      expect(head?.description.length).toBeLessThanOrEqual(160);
    }
  });
});
