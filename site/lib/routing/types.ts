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

export type PageModule = { default: ComponentType<PageProps> };

export interface RouteDef {
  /** wouter pattern: '/', '/cursos', '/blog/:slug'. */
  pattern: string;
  /** Lazy page module: one chunk per page keeps the first load small. */
  load: () => Promise<PageModule>;
  /** Head for a concrete match; undefined means "no such item" (the section's not-found state). */
  head: (params: Params) => PageHead | undefined;
  /** Concrete paths to prerender for a dynamic pattern, e.g. every blog slug. */
  paths?: () => string[];
  /** Listed in sitemap.xml (default true). */
  sitemap?: boolean;
  /** Shown while the page chunk loads during client-side navigation (a generic skeleton otherwise). */
  fallback?: ComponentType;
}
