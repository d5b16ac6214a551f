import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const site = fileURLToPath(new URL('../../../site/', import.meta.url));

/** The eager globs of site/entry-client.tsx, in source order: that order is the cascade order. */
function cssGlobs(): string[] {
  const entry = readFileSync(`${site}entry-client.tsx`, 'utf8');
  return [...entry.matchAll(/import\.meta\.glob\('([^']+\.css)', \{ eager: true \}\)/g)].map((match) => match[1]!);
}

/** Every stylesheet of the site, relative to site/ (public/ is copied as is, not bundled). */
function cssFiles(): string[] {
  return readdirSync(site, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.css') && !file.startsWith('public/'));
}

const layers = [
  { glob: './styles/*.css', owns: (file: string) => /^styles\/[^/]+\.css$/.test(file) },
  { glob: './components/**/*.css', owns: (file: string) => file.startsWith('components/') },
  { glob: './pages/**/*.css', owns: (file: string) => file.startsWith('pages/') },
];

describe('site CSS: one stylesheet in layers, each file next to what it styles', () => {
  it('loads the layers global -> components -> pages, in that order', () => {
    expect(cssGlobs()).toEqual(layers.map((layer) => layer.glob));
  });

  it('leaves no stylesheet outside the layers (it would silently not load)', () => {
    const files = cssFiles();
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter((file) => !layers.some((layer) => layer.owns(file)))).toEqual([]);
  });

  it('keeps the global layer to font, tokens, base, primitives and reveal', () => {
    expect(
      cssFiles()
        .filter((file) => file.startsWith('styles/'))
        .sort(),
    ).toEqual(['styles/00-font.css', 'styles/00-tokens.css', 'styles/01-base.css', 'styles/02-components.css', 'styles/03-reveal.css']);
  });
});
