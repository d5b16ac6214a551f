import { useEffect, useState } from 'react';
import { absoluteUrl } from '../../../lib/seo.ts';

/**
 * The page's own address, for share links. The prerender and the first client render use the
 * canonical URL (the server has no window), then the effect switches to the real address.
 */
export function useCurrentUrl(path: string): string {
  const [url, setUrl] = useState(() => absoluteUrl(path));
  useEffect(() => setUrl(window.location.href), [path]);
  return url;
}
