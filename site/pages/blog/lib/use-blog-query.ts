import { useSearchState } from '../../../lib/use-search-state.ts';
import { blogListHref, type BlogQuery } from './search.ts';

/**
 * The list's filters live in the address (?q=, ?category=) so shared links and the article
 * sidebar's category links work.
 */
export function useBlogQuery() {
  return useSearchState<BlogQuery>(
    (params) => ({ q: params.get('q') ?? '', category: params.get('category') ?? '' }),
    (query) => blogListHref(query).split('?')[1] ?? '',
  );
}
