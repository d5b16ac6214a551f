import type { BlogArticle } from '../content/blog/articles.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const atomDate = (isoDate: string) => `${isoDate}T00:00:00Z`;

export const FEED_PATH = '/blog/feed.xml';

/** The blog as an Atom feed: one entry per article, newest first, with its excerpt and author. */
export function atomFeed(articles: readonly BlogArticle[], siteUrl: string, brand: string): string {
  const sorted = [...articles].sort((a, b) => b.isoDate.localeCompare(a.isoDate));
  const url = (path: string) => new URL(path, siteUrl).toString();
  const entries = sorted.map(
    (article) => `  <entry>
    <title>${escapeXml(article.title)}</title>
    <link href="${url(`/blog/${article.slug}`)}"/>
    <id>${url(`/blog/${article.slug}`)}</id>
    <published>${atomDate(article.isoDate)}</published>
    <updated>${atomDate(article.isoDate)}</updated>
    <author><name>${escapeXml(article.author.name)}</name></author>
${article.categories.map((category) => `    <category term="${escapeXml(category)}"/>`).join('\n')}
    <summary>${escapeXml(article.excerpt)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">
  <title>Blog de ${escapeXml(brand)}</title>
  <subtitle>Artículos de nuestro equipo sobre inteligencia artificial aplicada</subtitle>
  <link href="${url(FEED_PATH)}" rel="self" type="application/atom+xml"/>
  <link href="${url('/blog')}" rel="alternate" type="text/html"/>
  <id>${url('/blog')}</id>
  <updated>${atomDate(sorted[0]?.isoDate ?? '1970-01-01')}</updated>
${entries.join('\n')}
</feed>
`;
}
