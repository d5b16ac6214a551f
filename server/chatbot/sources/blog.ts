import { articles } from '../../../site/content/blog/articles.ts';
import { newsletter as newsletterCopy } from '../../../site/content/newsletter.ts';
import { list, plainMarkdown } from '../format.ts';
import type { KnowledgeDoc } from './types.ts';

/** Raw markdown bodies, bundled at build time (Vite) so the server reads no files at run time. */
const bodies = import.meta.glob<string>('/site/content/blog/*.md', { query: '?raw', import: 'default', eager: true });

function body(slug: string): string {
  return plainMarkdown(bodies[`/site/content/blog/${slug}.md`] ?? '');
}

export function blogDocs(): KnowledgeDoc[] {
  // "¿Quién escribe en vuestro blog?": its authors, each once, as the articles sign them.
  const authors = [...new Map(articles.map((article) => [article.author.name, article.author])).values()];
  const signed = authors.map((author) => `${author.name} (${author.role})`);
  const index: KnowledgeDoc = {
    id: 'page:blog',
    kind: 'page',
    title: 'Blog',
    url: '/blog',
    keywords: 'blog articulos noticias publicaciones publicais publicar leer posts autores',
    text: articles.map((article) => article.title).join(' '),
    summary: {
      es: `En el blog publicamos artículos sobre IA aplicada; el último es «${articles[0]?.title ?? ''}» (${articles[0]?.date ?? ''}).`,
      en: `Our blog publishes articles on applied AI (in Spanish); the latest is "${articles[0]?.title ?? ''}".`,
    },
    facts: {
      author: {
        es: `En el blog escriben ${list(signed, 'es')}.`,
        en: `Our blog is written by ${list(signed, 'en')}.`,
      },
    },
  };
  // The newsletter form of every article's sidebar: "¿tenéis newsletter?" has a yes.
  const newsletter: KnowledgeDoc = {
    id: 'page:blog-newsletter',
    kind: 'page',
    title: `Newsletter: ${newsletterCopy.title}`,
    url: '/blog',
    keywords: 'newsletter boletin suscribirme',
    text: newsletterCopy.text,
    summary: {
      es: `Tenemos newsletter: ${newsletterCopy.text.charAt(0).toLowerCase()}${newsletterCopy.text.slice(1)} Te suscribes desde la columna lateral de cualquier artículo del blog.`,
      en: 'We have a newsletter (in Spanish): one email a month with our best AI guides, no spam, and you can unsubscribe whenever you like. Subscribe from the sidebar of any blog article.',
    },
    facts: {},
  };
  return [
    index,
    newsletter,
    ...articles.map((article): KnowledgeDoc => ({
      id: `article:${article.slug}`,
      kind: 'article',
      title: article.title,
      url: `/blog/${article.slug}`,
      keywords: ['articulo', ...article.categories, ...article.tags].join(' '),
      text: `${article.excerpt} ${body(article.slug)}`,
      summary: {
        es: `«${article.title}», de ${article.author.name} (${article.date}): ${article.excerpt}`,
        en: `"${article.title}" (in Spanish), by ${article.author.name}: ${article.excerpt}`,
      },
      facts: {
        author: {
          es: `«${article.title}» lo escribió ${article.author.name}, ${article.author.role}.`,
          en: `"${article.title}" was written by ${article.author.name}, ${article.author.role}.`,
        },
      },
    })),
  ];
}
