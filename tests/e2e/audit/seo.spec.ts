import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { distSite, sitemapPaths } from './sitemap.ts';

interface PageMeta {
  path: string;
  title: string;
  description: string;
  canonical: string;
  jsonLd: unknown[];
}

const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? '';

function readPage(path: string): PageMeta {
  const html = readFileSync(`${distSite}${path === '/' ? '' : path.slice(1) + '/'}index.html`, 'utf8');
  return {
    path,
    title: first(html, /<title>([^<]*)<\/title>/),
    description: first(html, /<meta name="description" content="([^"]*)"/),
    canonical: first(html, /<link rel="canonical" href="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!)),
  };
}

test.describe('audit: SEO of the prerendered pages', () => {
  test('every sitemap route has its own title and description, a canonical URL and valid JSON-LD', () => {
    const pages = sitemapPaths().map(readPage);
    const problems: string[] = [];
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const page of pages) {
      const length = page.description.replace(/&[a-z]+;/g, '_').length;
      if (!page.title) problems.push(`${page.path}: no <title>`);
      if (length < 50 || length > 160) problems.push(`${page.path}: description of ${length} characters (50-160)`);
      if (titles.has(page.title)) problems.push(`${page.path}: same title as ${titles.get(page.title)}`);
      if (descriptions.has(page.description)) problems.push(`${page.path}: same description as ${descriptions.get(page.description)}`);
      if (!page.canonical.endsWith(page.path)) problems.push(`${page.path}: canonical ${page.canonical}`);
      if (page.jsonLd.length === 0) problems.push(`${page.path}: no JSON-LD`);
      titles.set(page.title, page.path);
      descriptions.set(page.description, page.path);
    }
    expect(problems).toEqual([]);
  });
});
