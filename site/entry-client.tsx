import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { loadPage } from './lib/routing/lazy-page.ts';
import { findRoute } from './lib/routing/match.ts';
import { routes } from './routes.ts';

import.meta.glob('./styles/**/*.css', { eager: true });

async function start() {
  // The prerendered page is complete; load its chunk first so hydration never suspends.
  const match = findRoute(routes, window.location.pathname);
  if (match) await loadPage(match.route).catch(() => undefined);
  const root = document.getElementById('root')!;
  // `npm run dev` serves the bare template: render there; production pages are prerendered.
  if (root.firstElementChild) hydrateRoot(root, <App />);
  else createRoot(root).render(<App />);
}

void start();
