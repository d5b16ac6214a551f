import { describe, expect, it } from 'vitest';
import { articles, type BlogArticle } from '../../../site/content/blog/articles.ts';
import { readTimeLabel } from '../../../site/pages/blog/lib/read-time.ts';
import { RELATED_MAX, relatedArticles } from '../../../site/pages/blog/lib/related.ts';
import { shareLinks } from '../../../site/pages/blog/lib/share.ts';

const sample = articles[0]!;
const withCategories = (slug: string, categories: string[]): BlogArticle => ({ ...sample, slug, categories }) as BlogArticle;

describe('Blog article rules (spec sections 4, 7 and 9)', () => {
  it("shows the reading time, defaulting to '10 min de lectura'", () => {
    expect(readTimeLabel('8 min')).toBe('8 min de lectura');
    expect(readTimeLabel(undefined)).toBe('10 min de lectura');
    expect(readTimeLabel('  ')).toBe('10 min de lectura');
  });

  it('relates the other articles that share at least one category', () => {
    const related = relatedArticles(articles[3]!, articles);
    expect(related.map((article) => article.slug)).toEqual(['futuro-trabajo-era-ia']);
    for (const article of articles) {
      for (const other of relatedArticles(article, articles)) {
        expect(other.slug).not.toBe(article.slug);
        expect(other.categories.some((category) => article.categories.includes(category))).toBe(true);
      }
    }
  });

  it('relates at most 3 articles', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((slug) => withCategories(slug, ['NLP']));
    expect(RELATED_MAX).toBe(3);
    expect(relatedArticles(list[0]!, list).map((article) => article.slug)).toEqual(['b', 'c', 'd']);
  });

  it('relates nothing when no other article shares a category', () => {
    const list = [withCategories('a', ['Ética']), withCategories('b', ['NLP'])];
    expect(relatedArticles(list[0]!, list)).toEqual([]);
  });

  it('builds URL-encoded share links from the page address and the title', () => {
    const url = 'https://www.iaacademy.es/blog/etica-inteligencia-artificial?utm=x&y=1';
    const title = 'Ética de la IA: ¿y ahora qué? & más';
    const u = encodeURIComponent(url);
    const t = encodeURIComponent(title);
    expect(Object.fromEntries(shareLinks(url, title).map((link) => [link.network, link.href]))).toEqual({
      Facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      Twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
      LinkedIn: `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`,
      WhatsApp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    });
    for (const link of shareLinks(url, title)) {
      const params = new URL(link.href).searchParams;
      const values = [...params.values()].join(' ');
      expect(values).toContain(link.network === 'Facebook' ? url : title);
    }
  });
});
