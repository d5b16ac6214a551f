import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { reloadOnce } from './lib/routing/chunk-reload.ts';
import { loadPage } from './lib/routing/lazy-page.ts';
import { findRoute } from './lib/routing/match.ts';
import { routes } from './routes.ts';

// One stylesheet (cssCodeSplit off), in three layers whose order is the cascade order: global
// (font, tokens, base, primitives, reveal) -> shared components -> page sections. Each file sits
// next to what it styles; inside a layer, files load in path order. See README, "Layers".
import.meta.glob('./styles/*.css', { eager: true });
import.meta.glob('./components/**/*.css', { eager: true });
import.meta.glob('./pages/**/*.css', { eager: true });

async function start() {
  // The prerendered page is complete; load its chunk and its own data (the route's preload)
  // first, so hydration never suspends.
  const match = findRoute(routes, window.location.pathname);
  const root = document.getElementById('root')!;
  const ready = match ? Promise.all([loadPage(match.route), match.route.preload?.(match.params)]) : Promise.resolve();
  const loaded = await ready.then(
    () => true,
    (error: unknown) => (console.error(error), false),
  );
  // Its chunk is missing (HTML cached from an older deploy, a dropped connection): load the page
  // once more; if that fails too, the prerendered page stays as it is, readable, links working.
  if (!loaded && root.firstElementChild) {
    reloadOnce();
    return;
  }
  // `npm run dev` serves the bare template: render there; production pages are prerendered.
  if (root.firstElementChild) hydrateRoot(root, <App />);
  else createRoot(root).render(<App />);
}

void start();
