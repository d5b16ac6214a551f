import type { BlogArticle } from '../../../content/blog/articles.ts';

/** Spec section 9. */
export const RELATED_MAX = 3;
export const FALLBACK_LIST_SIZE = 3;

/** The other articles sharing at least one category with `article`, at most three, in list order. */
export function relatedArticles(article: BlogArticle, list: readonly BlogArticle[]): BlogArticle[] {
  return list.filter((other) => other.slug !== article.slug && other.categories.some((c) => article.categories.includes(c))).slice(0, RELATED_MAX);
}
