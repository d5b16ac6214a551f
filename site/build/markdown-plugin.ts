import type { Plugin } from 'vite';
import { renderMarkdown } from './markdown.ts';

/**
 * `import html from './article.md'` yields the sanitized HTML string, rendered at build time.
 * `import source from './article.md?raw'` (Vite built-in) still yields the markdown source.
 */
export function markdownPlugin(): Plugin {
  return {
    name: 'site-markdown',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.md')) return null;
      return { code: `export default ${JSON.stringify(renderMarkdown(code))};`, map: null };
    },
  };
}
