import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { articles, blogCategories } from '../../../site/content/blog/articles.ts';
import { getCourse } from '../../../site/content/courses.ts';
import { getServiceDetail } from '../../../site/content/services.ts';
import { renderMarkdown } from '../../../site/build/markdown.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bodyOf = (slug: string) => readFileSync(`${root}site/content/blog/${slug}.md`, 'utf8');
const publicFile = (url: string) => `${root}site/public${url}`;
const words = (markdown: string) =>
  markdown
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('Blog articles (spec section 3)', () => {
  it('has the six built-in articles with the spec slugs', () => {
    expect(articles.map((article) => article.slug)).toEqual([
      'introduccion-inteligencia-artificial-empresas',
      'machine-learning-aplicaciones-practicas',
      'inteligencia-artificial-educacion',
      'etica-inteligencia-artificial',
      'procesamiento-lenguaje-natural-revolucion',
      'futuro-trabajo-era-ia',
    ]);
    expect(new Set(articles.map((article) => article.id)).size).toBe(6);
  });

  it('sets featured on the first two only', () => {
    expect(articles.map((article) => article.featured === true)).toEqual([true, true, false, false, false, false]);
  });

  it('has read times from 8 to 13 min', () => {
    for (const article of articles) {
      const minutes = Number(/^(\d+) min$/.exec(article.readTime ?? '')?.[1]);
      expect(minutes).toBeGreaterThanOrEqual(8);
      expect(minutes).toBeLessThanOrEqual(13);
    }
  });

  it('uses only the spec categories, and every one of them', () => {
    const used = new Set(articles.flatMap((article) => article.categories));
    expect([...used].sort()).toEqual([...blogCategories].sort());
  });

  it('gives every article a Spanish date, an author with role, avatar and bio, a cover and tags', () => {
    for (const article of articles) {
      expect(article.date).toMatch(/^\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/);
      expect(article.isoDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.author.name && article.author.role && article.author.bio).toBeTruthy();
      expect(existsSync(publicFile(article.author.avatar))).toBe(true);
      expect(existsSync(publicFile(article.coverImage))).toBe(true);
      expect(article.coverAlt.length).toBeGreaterThan(20);
      expect(article.tags.length).toBeGreaterThan(0);
    }
  });

  it('ships its images as WebP of at most 60 KB, each cover in 480 and 960 px widths', () => {
    for (const article of articles) {
      for (const url of [article.coverImage, article.coverImage.replace('-960.webp', '-480.webp'), article.author.avatar]) {
        expect(url).toMatch(/\.webp$/);
        expect(statSync(publicFile(url)).size).toBeLessThanOrEqual(60_000);
      }
    }
    expect(existsSync(publicFile('/images/blog/placeholder.webp'))).toBe(true);
  });
});

describe.each(articles.map((article) => [article.slug]))('Article body %s', (slug) => {
  const markdown = bodyOf(slug);
  const dom = JSDOM.fragment(renderMarkdown(markdown));

  it('is a long article: 850 to 1400 words', () => {
    expect(words(markdown)).toBeGreaterThanOrEqual(850);
    expect(words(markdown)).toBeLessThanOrEqual(1400);
  });

  it('has headings, lists, a quote and an image with its size set', () => {
    expect(dom.querySelectorAll('h2').length).toBeGreaterThanOrEqual(4);
    expect(dom.querySelectorAll('ul, ol').length).toBeGreaterThanOrEqual(2);
    expect(dom.querySelector('blockquote')).not.toBeNull();
    const image = dom.querySelector('img')!;
    expect(image.getAttribute('width')).toBe('960');
    expect(image.getAttribute('height')).toBe('540');
    expect(image.getAttribute('alt')!.length).toBeGreaterThan(20);
    expect(existsSync(publicFile(image.getAttribute('src')!))).toBe(true);
  });

  it('links only to pages that exist on the site', () => {
    const internal = [...dom.querySelectorAll('a[href^="/"]')].map((link) => link.getAttribute('href')!);
    expect(internal.length).toBeGreaterThanOrEqual(2);
    for (const href of internal) {
      const [, section, itemSlug] = href.split('/');
      if (section === 'cursos') expect(getCourse(itemSlug!), href).toBeDefined();
      else if (section === 'servicios') expect(getServiceDetail(itemSlug!), href).toBeDefined();
      else throw new Error(`Unexpected internal link ${href}`);
    }
  });

  it('opens its external references in a new tab with nofollow', () => {
    const external = [...dom.querySelectorAll('a[href^="http"]')];
    expect(external.length).toBeGreaterThanOrEqual(1);
    for (const link of external) {
      expect(link.getAttribute('rel')).toContain('nofollow');
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });
});
