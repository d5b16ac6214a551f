import { perSlugLoader } from '../../../lib/per-slug-loader.ts';

/**
 * Article bodies load per slug, one chunk each: `import.meta.glob` turns every `<slug>.md`
 * (sanitized HTML at build time, see site/build/markdown-plugin.ts) into its own lazy import.
 * An article without a body resolves to undefined (the page shows the placeholder).
 */
const bodies = import.meta.glob<string>('../../../content/blog/*.md', { import: 'default' });

export const loadArticleBody = perSlugLoader(bodies, '../../../content/blog', '.md');

/**
 * On a first load of /blog/<slug>, the body is fetched before React hydrates the page (the route's
 * preload, which the client entry awaits, as for course and service pages): otherwise the article suspends while hydrating and
 * stays server HTML, its share buttons and newsletter form dead, until the body arrives.
 */
export function preloadArticleBody(slug: string | undefined): Promise<unknown> {
  return slug ? loadArticleBody(slug).catch(() => undefined) : Promise.resolve();
}
