import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { articles } from '../content/blog/articles.ts';
import { company } from '../content/company.ts';
import { atomFeed, FEED_PATH } from './feed.ts';
import { lastModified, sourceDate } from './lastmod.ts';
import { siteDir, ssrDir } from './paths.ts';

type EntryServer = typeof import('../entry-server.tsx');

export interface PrerenderReport {
  pages: number;
  notFoundPages: string[];
  sitemapUrls: number;
}

function fileFor(path: string): string {
  return path === '/' ? join(siteDir, 'index.html') : join(siteDir, path, 'index.html');
}

/** The CSP forbids inline scripts and style attributes: fail the build rather than ship them. */
function assertCspSafe(path: string, html: string): void {
  if (/<script\b/i.test(html)) throw new Error(`Prerender: ${path} renders an inline <script>`);
  const style = /<[^>]+\sstyle="[^"]*"/i.exec(html);
  if (style) throw new Error(`Prerender: ${path} renders an inline style attribute: ${style[0].slice(0, 120)}`);
}

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Renders every route of the table, the not-found pages, sitemap.xml and robots.txt. */
export async function prerender(): Promise<PrerenderReport> {
  const entry: EntryServer = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  const template = readFileSync(join(siteDir, 'index.html'), 'utf8');
  const page = (head: string, html: string) => template.replace('<!--head-->', head).replace('<!--app-->', html);

  const indexable: string[] = [];
  let pages = 0;
  for (const route of entry.routes) {
    for (const path of await entry.routePaths(route)) {
      const result = await entry.render(path);
      if (result.status !== 200) throw new Error(`Prerender: ${path} (from ${route.pattern}) renders as not found`);
      assertCspSafe(path, result.html);
      write(fileFor(path), page(result.head, result.html));
      pages += 1;
      if (!result.noindex && route.sitemap !== false) indexable.push(path);
    }
  }

  // The catch-all card, and each dynamic section's own not-found state (served with HTTP 404).
  const notFound = new Map<string, string>([['/404', join(siteDir, '404.html')]]);
  for (const route of entry.routes) {
    const section = /^(\/[^:]+)\/:[^/]+$/.exec(route.pattern)?.[1];
    if (section) notFound.set(`${section}/404`, join(siteDir, section, '404.html'));
  }
  for (const [path, file] of notFound) {
    const result = await entry.render(path);
    if (result.status !== 404) throw new Error(`Prerender: ${path} should be a not-found page`);
    assertCspSafe(path, result.html);
    write(file, page(result.head, result.html));
  }

  const changed = sourceDate();
  const urls = indexable
    .map((path) => `  <url><loc>${new URL(path, company.siteUrl).toString()}</loc><lastmod>${lastModified(path, articles, changed)}</lastmod></url>`)
    .join('\n');
  write(join(siteDir, FEED_PATH), atomFeed(articles, company.siteUrl, company.brand));
  write(
    join(siteDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  write(join(siteDir, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', company.siteUrl).toString()}\n`);
  return { pages, notFoundPages: [...notFound.keys()], sitemapUrls: indexable.length };
}
