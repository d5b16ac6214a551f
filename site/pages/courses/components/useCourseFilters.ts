import { useSearchState } from '../../../lib/use-search-state.ts';
import { filtersFromSearch, filtersToSearch } from '../lib/filters.ts';

/** Filters mirrored in the address (?q=&nivel=&formato=), each change replacing the entry. */
export function useCourseFilters() {
  return useSearchState((params) => filtersFromSearch(params.toString()), filtersToSearch, { replace: true });
}
