import { useCallback, useEffect, useState } from 'react';
import { EMPTY_FILTERS, filtersFromSearch, filtersToSearch, type CourseFilters } from '../lib/filters.ts';

/**
 * Filters mirrored in the address (?q=&nivel=&formato=). The address is read only after hydration,
 * so the prerendered page (all courses) and the first client render are the same.
 */
export function useCourseFilters() {
  const [filters, setFilters] = useState<CourseFilters>(EMPTY_FILTERS);

  useEffect(() => {
    const read = () => setFilters(filtersFromSearch(window.location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  const update = useCallback((next: CourseFilters) => {
    setFilters(next);
    const url = `${window.location.pathname}${filtersToSearch(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, []);

  return [filters, update] as const;
}
