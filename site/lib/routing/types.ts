import type { ComponentType } from 'react';

export type Params = Record<string, string>;

export interface PageProps {
  params: Params;
}

/** What the prerender writes into <head> and the client applies on navigation. */
export interface PageHead {
  /** Page title without the brand suffix (the suffix is added once, centrally). */
  title: string;
  /** 50 to 160 characters, unique per route. */
  description: string;
  /** Extra JSON-LD objects for this page; Organization is added to every page centrally. */
  jsonLd?: Record<string, unknown>[];
  /** Open Graph type; 'website' unless said. */
  ogType?: 'website' | 'article';
  /** Site-relative image for Open Graph; the company's default otherwise. */
  image?: string;
  /** Keep the page out of search engines and the sitemap. */
  noindex?: boolean;
}

/** Head for a concrete match; undefined means "no such item" (the section's not-found state). */
export type HeadFn = (params: Params) => PageHead | undefined;

/**
 * A page module (lazy chunk). Its head and paths live here, next to the page, and not in the
 * route table: that keeps the content the heads read (articles, courses, services…) out of the
 * first-load bundle, which only carries patterns and loaders.
 */
export interface PageModule {
  default: ComponentType<PageProps>;
  head: HeadFn;
  /** Concrete paths to prerender for a dynamic pattern, e.g. every blog slug. */
  paths?: () => string[];
}

export interface RouteDef {
  /** wouter pattern: '/', '/cursos', '/blog/:slug'. */
  pattern: string;
  /** Lazy page module: one chunk per page keeps the first load small. */
  load: () => Promise<PageModule>;
  /** Listed in sitemap.xml (default true). */
  sitemap?: boolean;
  /** Shown while the page chunk loads during client-side navigation (a generic skeleton otherwise). */
  fallback?: ComponentType;
  /**
   * The page's own data for these params (e.g. a course body), fetched by the client entry with the
   * page chunk before hydrating, so a prerendered page hydrates without suspending. Never rejects
   * for missing data (the page shows its own error); a failed chunk download may reject.
   */
  preload?: (params: Params) => Promise<unknown>;
}
