import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articles } from '../../../site/content/blog/articles.ts';
import * as articlePage from '../../../site/pages/blog/ArticlePage.tsx';
import * as listPage from '../../../site/pages/blog/BlogListPage.tsx';
import { blogRoutes } from '../../../site/pages/blog/routes.ts';

const types = (jsonLd: Record<string, unknown>[] | undefined) => (jsonLd ?? []).map((item) => item['@type']);

describe('Blog routes and head', () => {
  it('prerenders every article path', () => {
    expect(articlePage.paths()).toEqual(articles.map((article) => `/blog/${article.slug}`));
  });

  it('gives the list a title, a description and Blog + ItemList JSON-LD', () => {
    const head = listPage.head()!;
    expect(head.title).toBeTruthy();
    expect(head.description.length).toBeGreaterThanOrEqual(50);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(types(head.jsonLd)).toEqual(['Blog', 'ItemList']);
    const items = head.jsonLd![1]!.itemListElement as Array<{ url: string }>;
    expect(items.map((item) => item.url)).toEqual(articles.map((article) => `https://www.iaacademy.es/blog/${article.slug}`));
  });

  it.each(articles.map((article) => [article.slug]))('gives %s its title, description and BlogPosting + BreadcrumbList', (slug) => {
    const article = articles.find((item) => item.slug === slug)!;
    const head = articlePage.head({ slug })!;
    expect(head.title).toBe(article.title);
    expect(head.description.length).toBeGreaterThanOrEqual(50);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.ogType).toBe('article');
    expect(existsSync(`site/public${head.image}`)).toBe(true);
    expect(types(head.jsonLd)).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(head.jsonLd![0]).toMatchObject({ headline: article.title, datePublished: article.isoDate });
  });

  it('answers undefined for an unknown slug, so the page is a 404', () => {
    expect(articlePage.head({ slug: 'no-existe' })).toBeUndefined();
    expect(articlePage.head({})).toBeUndefined();
  });

  it('shows the article skeleton while the page chunk loads', () => {
    expect(blogRoutes.find((route) => route.pattern === '/blog/:slug')!.fallback?.name).toBe('ArticleSkeleton');
  });
});
