import { useSearchParams } from 'wouter';

type Update<T> = (next: T, options?: { replace?: boolean }) => void;

/**
 * State kept in the address's query string (filters, the chosen tab), so shared links, Back and
 * reloads show the same view. The router hydrates with an empty query string (App.tsx), so the
 * first client render matches the prerendered page and the real query applies right after; a
 * client-side visit reads it at once.
 */
export function useSearchState<T>(
  parse: (params: URLSearchParams) => T,
  format: (value: T) => URLSearchParams | string,
  defaults: { replace?: boolean } = {},
): [T, Update<T>] {
  const [params, setParams] = useSearchParams();
  const update: Update<T> = (next, options) => setParams(new URLSearchParams(format(next)), { ...defaults, ...options });
  return [parse(params), update];
}
