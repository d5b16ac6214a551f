import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { reloadOnce } from './lib/routing/chunk-reload.ts';
import { loadPage } from './lib/routing/lazy-page.ts';
import { findRoute } from './lib/routing/match.ts';
import { routes } from './routes.ts';

import.meta.glob('./styles/**/*.css', { eager: true });

async function start() {
  // The prerendered page is complete; load its chunk first so hydration never suspends.
  const match = findRoute(routes, window.location.pathname);
  const root = document.getElementById('root')!;
  const loaded = match ? await loadPage(match.route).then(() => true, (error: unknown) => (console.error(error), false)) : true;
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
