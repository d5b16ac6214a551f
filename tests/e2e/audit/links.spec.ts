import { expect, test } from '@playwright/test';
import { company } from '../../../site/content/company.ts';
import { sitemapPaths } from './sitemap.ts';

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Site-relative form of a URL found in a page, or null for other sites and non-HTTP schemes. */
function internal(raw: string, base: string, origin: string): string | null {
  const value = decode(raw.trim());
  if (!value || /^(mailto|tel|data|javascript):/i.test(value)) return null;
  const url = new URL(value, base);
  const own = url.origin === origin || url.origin === new URL(company.siteUrl).origin;
  return own ? `${url.pathname}${url.search}${url.hash}` : null;
}

interface Found {
  pages: string[];
  assets: string[];
  fragments: string[];
}

/** Links (a, canonical), image sources (src, srcset, og:image) and other same-site assets of a page. */
function extract(html: string, base: string, origin: string): Found {
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  const srcset = (set: string) => set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!);
  const links = [...attr(/<a\s[^>]*?href="([^"]*)"/gi), ...attr(/<link\s[^>]*?rel="canonical"[^>]*?href="([^"]*)"/gi)];
  const assets = [
    ...attr(/<img\s[^>]*?src="([^"]*)"/gi),
    ...attr(/\s(?:image)?srcset="([^"]*)"/gi).flatMap(srcset),
    ...attr(/<meta\s[^>]*?property="og:image"\s[^>]*?content="([^"]*)"/gi),
    ...attr(/<link\s(?![^>]*rel="canonical")[^>]*?href="([^"]*)"/gi),
    ...attr(/<script\s[^>]*?src="([^"]*)"/gi),
  ];
  const pages = links.map((href) => internal(href, base, origin)).filter((link): link is string => link !== null);
  return {
    pages: pages.map((link) => link.split('#')[0]!).filter(Boolean),
    fragments: pages.filter((link) => link.includes('#')),
    assets: assets.map((src) => internal(src, base, origin)).filter((src): src is string => src !== null),
  };
}

test.describe('audit: links and images', () => {
  test.setTimeout(180_000);

  test('a crawl from / finds no broken internal link or image and reaches every sitemap route', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const queue: Array<[path: string, from: string]> = [['/', '(start)']];
    const pages = new Map<string, string>();
    const assets = new Map<string, string>();
    const fragments: Array<[link: string, from: string]> = [];
    const broken: string[] = [];

    while (queue.length > 0) {
      const [path, from] = queue.shift()!;
      if (pages.has(path)) continue;
      const response = await request.get(path, { maxRedirects: 0 });
      pages.set(path, response.ok() ? await response.text() : '');
      if (!response.ok()) {
        broken.push(`link ${path} -> HTTP ${response.status()} (linked from ${from})`);
        continue;
      }
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
      const found = extract(pages.get(path)!, new URL(path, origin).toString(), origin);
      for (const next of found.pages) if (!pages.has(next)) queue.push([next, path]);
      for (const asset of found.assets) if (!assets.has(asset)) assets.set(asset, path);
      for (const link of found.fragments) fragments.push([link, path]);
    }

    for (const [asset, from] of assets) {
      const response = await request.get(asset.split('#')[0]!);
      const type = response.headers()['content-type'] ?? '';
      if (!response.ok()) broken.push(`asset ${asset} -> HTTP ${response.status()} (in ${from})`);
      else if (/\.(webp|png|jpe?g|svg|avif|gif)(\?|$)/.test(asset) && !type.startsWith('image/')) {
        broken.push(`image ${asset} -> served as ${type} (in ${from})`);
      }
    }

    for (const [link, from] of fragments) {
      const [path, id] = link.split('#') as [string, string];
      const html = pages.get(path) ?? '';
      if (id && !html.includes(`id="${id}"`)) broken.push(`anchor ${link} has no element with id "${id}" (in ${from})`);
    }

    expect(assets.size, "the crawl saw the pages' images, styles and scripts").toBeGreaterThan(20);
    expect(broken).toEqual([]);
    const reached = new Set([...pages.keys()].map((path) => path.split('?')[0]!));
    expect(sitemapPaths().filter((path) => !reached.has(path))).toEqual([]);
  });
});
