import { execFileSync } from 'node:child_process';
import type { BlogArticle } from '../content/blog/articles.ts';

/** The day the sources last changed: the last commit's date, or today outside a git checkout. */
export function sourceDate(): string {
  try {
    return execFileSync('git', ['log', '-1', '--format=%cs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/** A sitemap lastmod: an article's own date, the newest article for /blog, else the sources' date. */
export function lastModified(path: string, articles: readonly BlogArticle[], fallback: string): string {
  const article = articles.find((item) => path === `/blog/${item.slug}`);
  if (article) return article.isoDate;
  if (path === '/blog') return articles.reduce((newest, item) => (item.isoDate > newest ? item.isoDate : newest), '0000-00-00');
  return fallback;
}
