import type { BlogArticle } from '../../../content/blog/articles.ts';

export interface BlogQuery {
  /** Free text matched against title or excerpt. */
  q: string;
  /** One category, or '' for all. */
  category: string;
}

/** Case-insensitive and accent-insensitive: 'etica' finds 'Ética', 'espana' finds 'España'. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Spec section 4: search text and category both must match. */
export function filterArticles(list: readonly BlogArticle[], query: BlogQuery): BlogArticle[] {
  const text = normalize(query.q);
  const category = normalize(query.category);
  return list.filter(
    (article) =>
      (!text || normalize(article.title).includes(text) || normalize(article.excerpt).includes(text)) &&
      (!category || article.categories.some((item) => normalize(item) === category)),
  );
}

/** Every distinct category, in order of first appearance. */
export function distinctCategories(list: readonly BlogArticle[]): string[] {
  return [...new Set(list.flatMap((article) => article.categories))];
}

/** The list page's address for a query: /blog, /blog?category=NLP, /blog?q=datos&category=NLP. */
export function blogListHref(query: Partial<BlogQuery>): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  const search = params.toString();
  return search ? `/blog?${search}` : '/blog';
}
