import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const distSite = fileURLToPath(new URL('../../../dist/site/', import.meta.url));

/** Every route of the built site, as site-relative paths, read from dist/site/sitemap.xml. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(`${distSite}sitemap.xml`, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  if (paths.length === 0) throw new Error('dist/site/sitemap.xml lists no URL: run `npm run build` first.');
  return paths;
}
