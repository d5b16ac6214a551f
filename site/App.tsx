import { Suspense, use, useEffect, useRef } from 'react';
import { Router, useLocation } from 'wouter';
import { ErrorBoundary } from './components/errors/ErrorBoundary.tsx';
import { Layout } from './components/layout/Layout.tsx';
import { NotFoundCard } from './components/NotFoundCard.tsx';
import { usePageView } from './lib/beacon.ts';
import { LanguageProvider } from './lib/language.tsx';
import { forgetReload } from './lib/routing/chunk-reload.ts';
import { loadPage } from './lib/routing/lazy-page.ts';
import { findRoute } from './lib/routing/match.ts';
import type { PageHead, PageModule, Params, RouteDef } from './lib/routing/types.ts';
import { applyHead, notFoundHead, resolveHead } from './lib/seo.ts';
import { ThemeProvider } from './lib/theme.tsx';
import { routes } from './routes.ts';

function PageLoading() {
  return (
    <div className="container page-loading" aria-busy="true" aria-live="polite">
      <span className="sr-only">Cargando…</span>
      <div className="skeleton page-loading__title" />
      <div className="skeleton page-loading__line" />
      <div className="skeleton page-loading__line" />
    </div>
  );
}

/** Brings <head> in line with the page shown (a no-op in effect right after hydration). */
function useHead(head: PageHead | undefined, pathname: string) {
  const key = JSON.stringify(head ?? null);
  useEffect(() => {
    applyHead(resolveHead(head ?? notFoundHead, pathname));
    // `key` stands for `head`, a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pathname]);
}

function RoutePage({ route, params, pathname }: { route: RouteDef; params: Params; pathname: string }) {
  const page = use(loadPage(route) as Promise<PageModule>);
  useHead(page.head(params), pathname);
  useEffect(forgetReload, [pathname]);
  return <page.default params={params} />;
}

function NotFoundPage({ pathname }: { pathname: string }) {
  useHead(undefined, pathname);
  return <NotFoundCard />;
}

/** After a client-side navigation, scroll position and focus follow the new page. */
function useNavigationEffects(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo(0, 0);
    document.getElementById('contenido')?.focus({ preventScroll: true });
  }, [pathname]);
}

/** Marks the document once React has taken over the prerendered page (tests and tooling read it). */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

function Pages() {
  const [pathname] = useLocation();
  const match = findRoute(routes, pathname);
  useNavigationEffects(pathname);
  useHydratedMarker();
  usePageView(match?.route.pattern ?? '404', pathname);
  if (!match) return <NotFoundPage pathname={pathname} />;
  const Fallback = match.route.fallback ?? PageLoading;
  return (
    <ErrorBoundary key={pathname}>
      <Suspense key={match.route.pattern} fallback={<Fallback />}>
        <RoutePage route={match.route} params={match.params} pathname={pathname} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** `ssrPath` is given when prerendering; the client always hydrates without a query string. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <ErrorBoundary>
      <ThemeProvider>
        <LanguageProvider>
          <Router ssrPath={ssrPath} ssrSearch="">
            <Layout>
              <Pages />
            </Layout>
          </Router>
        </LanguageProvider>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
