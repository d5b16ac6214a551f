import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './App.tsx';
import { loadPage } from './lib/routing/lazy-page.ts';
import { findRoute, routePaths } from './lib/routing/match.ts';
import { headToHtml, notFoundHead, resolveHead } from './lib/seo.ts';
import { routes } from './routes.ts';

export { routes, routePaths };

export interface RenderResult {
  html: string;
  head: string;
  /** 200, or 404 for an unknown path or an unknown item of a known section. */
  status: number;
  noindex: boolean;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders one path completely (every lazy page and Suspense boundary resolved). */
export async function render(path: string): Promise<RenderResult> {
  const match = findRoute(routes, path);
  // Loaded before rendering, so the page renders without suspending (see lazy-page.ts).
  const page = match ? await loadPage(match.route) : undefined;
  const pageHead = match && page ? page.head(match.params) : undefined;
  const resolved = resolveHead(pageHead ?? notFoundHead, path);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<App ssrPath={path} />, {
    // Everything is complete when a prerender flushes: inline every Suspense boundary, so the
    // page needs no inline reveal script (the CSP forbids them).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      errors.push(error);
    },
  });
  if (errors.length) throw new AggregateError(errors, `Prerender of ${path} failed`);
  return {
    html: await streamToString(prelude),
    head: headToHtml(resolved),
    status: pageHead ? 200 : 404,
    noindex: resolved.noindex,
  };
}
