/**
 * Article bodies load per slug, one chunk each: `import.meta.glob` turns every `<slug>.md`
 * (sanitized HTML at build time, see site/build/markdown-plugin.ts) into its own lazy import.
 */
const bodies = import.meta.glob<string>('../../../content/blog/*.md', { import: 'default' });

const pending = new Map<string, Promise<string>>();

const keyFor = (slug: string) => `../../../content/blog/${slug}.md`;

/**
 * One promise per slug, so React's `use()` sees the same promise on every render. A failed load
 * stays failed until the page reloads: forgetting it would make React retry the import forever.
 */
export function loadArticleBody(slug: string): Promise<string> {
  let promise = pending.get(slug);
  if (!promise) {
    const load = bodies[keyFor(slug)];
    promise = load ? load() : Promise.resolve('');
    pending.set(slug, promise);
  }
  return promise;
}
