import { articles, findArticle, type BlogArticle } from '../../content/blog/articles.ts';
import { company } from '../../content/company.ts';
import type { PageHead } from '../../lib/routing/types.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { blogTexts } from './texts.ts';

const articlePath = (article: BlogArticle) => `/blog/${article.slug}`;
/** 1200x630 JPEG made by scripts/art/blog.ts for link previews. */
const ogImage = (article: BlogArticle) => `/images/blog/og/${article.slug}.jpg`;

export function blogListHead(): PageHead {
  return {
    title: 'Blog de inteligencia artificial',
    description: 'Guías y análisis sobre IA en la empresa, machine learning, NLP, ética y educación, escritos por los consultores y docentes de IA Academy.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `Blog de ${company.brand}`,
        url: absoluteUrl('/blog'),
        inLanguage: 'es-ES',
        publisher: { '@id': `${company.siteUrl}/#organization` },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: articles.map((article, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: absoluteUrl(articlePath(article)),
          name: article.title,
        })),
      },
    ],
  };
}

/** undefined for an unknown slug: the page then renders its not-found state with HTTP 404. */
export function articleHead(slug: string | undefined): PageHead | undefined {
  const article = findArticle(slug);
  if (!article) return undefined;
  const url = absoluteUrl(articlePath(article));
  return {
    title: article.title,
    description: article.excerpt,
    ogType: 'article',
    image: ogImage(article),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.excerpt,
        image: [absoluteUrl(ogImage(article)), absoluteUrl(article.coverImage)],
        datePublished: article.isoDate,
        inLanguage: 'es-ES',
        url,
        mainEntityOfPage: url,
        articleSection: article.categories,
        keywords: article.tags.join(', '),
        author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
        publisher: { '@id': `${company.siteUrl}/#organization` },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: blogTexts.breadcrumbHome, item: absoluteUrl('/') },
          { '@type': 'ListItem', position: 2, name: blogTexts.eyebrow, item: absoluteUrl('/blog') },
          { '@type': 'ListItem', position: 3, name: article.title, item: url },
        ],
      },
    ],
  };
}

export const articlePaths = () => articles.map(articlePath);
