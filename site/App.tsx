import { Suspense, use, useEffect, useRef } from 'react';
import { Router, useLocation } from 'wouter';
import { Layout } from './components/layout/Layout.tsx';
import { NotFoundCard } from './components/NotFoundCard.tsx';
import { LanguageProvider } from './lib/language.tsx';
import { loadPage } from './lib/routing/lazy-page.ts';
import { findRoute, type RouteMatch } from './lib/routing/match.ts';
import type { PageModule, Params, RouteDef } from './lib/routing/types.ts';
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

function RoutePage({ route, params }: { route: RouteDef; params: Params }) {
  const { default: Page } = use(loadPage(route) as Promise<PageModule>);
  return <Page params={params} />;
}

/** After a client-side navigation: head, scroll position and focus follow the new page. */
function useNavigationEffects(pathname: string, match: RouteMatch | null) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const head = match ? match.route.head(match.params) : undefined;
    applyHead(resolveHead(head ?? notFoundHead, pathname));
    if (!window.location.hash) window.scrollTo(0, 0);
    document.getElementById('contenido')?.focus({ preventScroll: true });
  }, [pathname, match]);
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
  useNavigationEffects(pathname, match);
  useHydratedMarker();
  if (!match) return <NotFoundCard />;
  const Fallback = match.route.fallback ?? PageLoading;
  return (
    <Suspense key={match.route.pattern} fallback={<Fallback />}>
      <RoutePage route={match.route} params={match.params} />
    </Suspense>
  );
}

/** `ssrPath` is given when prerendering; the client always hydrates without a query string. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <ThemeProvider>
      <LanguageProvider>
        <Router ssrPath={ssrPath} ssrSearch="">
          <Layout>
            <Pages />
          </Layout>
        </Router>
      </LanguageProvider>
    </ThemeProvider>
  );
}
