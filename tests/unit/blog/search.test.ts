import { describe, expect, it } from 'vitest';
import { articles } from '../../../site/content/blog/articles.ts';
import { blogListHref, distinctCategories, filterArticles } from '../../../site/pages/blog/lib/search.ts';

const slugs = (q: string, category = '') => filterArticles(articles, { q, category }).map((article) => article.slug);

describe('Blog list filters (spec sections 2 and 4)', () => {
  it('shows every article when both filters are empty', () => {
    expect(slugs('')).toHaveLength(6);
  });

  it('matches the search text against the title', () => {
    expect(slugs('revolución del procesamiento')).toEqual(['procesamiento-lenguaje-natural-revolucion']);
  });

  it('matches the search text against the excerpt', () => {
    expect(slugs('mantenimiento predictivo')).toEqual(['machine-learning-aplicaciones-practicas']);
  });

  it('ignores case', () => {
    expect(slugs('MACHINE LEARNING EN LA PRÁCTICA')).toEqual(['machine-learning-aplicaciones-practicas']);
  });

  it('makes accents optional, both ways', () => {
    expect(slugs('etica de la inteligencia')).toEqual(['etica-inteligencia-artificial']);
    expect(slugs('revolucion')).toEqual(slugs('revolución'));
    expect(slugs('aúla')).toEqual(['inteligencia-artificial-educacion']);
  });

  it('filters by category', () => {
    expect(slugs('', 'Sociedad')).toEqual(['etica-inteligencia-artificial', 'futuro-trabajo-era-ia']);
  });

  it('requires both filters to match when combined', () => {
    expect(slugs('trabajo', 'Sociedad')).toEqual(['futuro-trabajo-era-ia']);
    expect(slugs('machine learning', 'Sociedad')).toEqual([]);
  });

  it('finds nothing for text no article contains', () => {
    expect(slugs('blockchain cuántico')).toEqual([]);
  });

  it('lists every distinct category once', () => {
    const categories = distinctCategories(articles);
    expect(new Set(categories).size).toBe(categories.length);
    expect(categories).toHaveLength(11);
  });

  it('writes the filters into /blog?q=&category= and drops empty ones', () => {
    expect(blogListHref({})).toBe('/blog');
    expect(blogListHref({ q: '  ', category: '' })).toBe('/blog');
    expect(blogListHref({ category: 'Futuro del Trabajo' })).toBe('/blog?category=Futuro+del+Trabajo');
    expect(blogListHref({ q: 'ética & datos', category: 'NLP' })).toBe('/blog?q=%C3%A9tica+%26+datos&category=NLP');
  });
});
