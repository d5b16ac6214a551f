import { describe, expect, it } from 'vitest';
import { categoryList, consentStrings } from '../../../widgets/consent/strings.ts';

const ALL = ['analytics', 'marketing', 'preferences'] as const;

describe("the cookie banner's intro", () => {
  it('is the original sentence on the main site, with every category', () => {
    const es = consentStrings.es;
    expect(es.intro(categoryList(es, ALL), '')).toBe('Con tu permiso usamos cookies de analítica, marketing y preferencias.');
  });

  it('names only the categories a partner offers, and the partner', () => {
    const es = consentStrings.es;
    expect(es.intro(categoryList(es, ['analytics', 'marketing']), 'Acme')).toBe(
      'Este sitio (Acme) usa cookies de analítica y marketing solo si le das permiso.',
    );
    expect(es.intro(categoryList(es, ['preferences']), '')).toBe('Con tu permiso usamos cookies de preferencias.');
    expect(es.intro(categoryList(es, []), 'Acme')).toBe('Este sitio (Acme) solo usa cookies esenciales.');
    expect(es.intro(categoryList(es, []), '')).toBe('Solo usamos cookies esenciales.');
  });

  it('reads the same in English', () => {
    const en = consentStrings.en;
    expect(en.intro(categoryList(en, ['analytics', 'preferences']), 'Acme')).toBe(
      'This site (Acme) uses analytics and preferences cookies only with your permission.',
    );
    expect(en.intro(categoryList(en, ALL), '')).toBe('With your permission we use analytics, marketing and preferences cookies.');
  });
});
