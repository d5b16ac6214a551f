import { useSearchParams } from 'wouter';
import { blogListHref, type BlogQuery } from './search.ts';

/**
 * The list's filters live in the address (?q=, ?category=) so shared links and the article
 * sidebar's category links work. The router hydrates with an empty query string, so the first
 * client render matches the prerendered, unfiltered list; the real query applies right after.
 */
export function useBlogQuery(): [BlogQuery, (next: BlogQuery, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const query: BlogQuery = { q: params.get('q') ?? '', category: params.get('category') ?? '' };
  const update = (next: BlogQuery, options?: { replace?: boolean }) =>
    setParams(new URLSearchParams(blogListHref(next).split('?')[1] ?? ''), options);
  return [query, update];
}
