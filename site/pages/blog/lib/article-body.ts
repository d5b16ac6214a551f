import { perSlugLoader } from '../../../lib/per-slug-loader.ts';

/**
 * Article bodies load per slug, one chunk each: `import.meta.glob` turns every `<slug>.md`
 * (sanitized HTML at build time, see site/build/markdown-plugin.ts) into its own lazy import.
 * An article without a body resolves to undefined (the page shows the placeholder).
 */
const bodies = import.meta.glob<string>('../../../content/blog/*.md', { import: 'default' });

export const loadArticleBody = perSlugLoader(bodies, '../../../content/blog', '.md');
