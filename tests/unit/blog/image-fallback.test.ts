// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hasHttpSource, watchBodyImages } from '../../../site/pages/blog/lib/image-fallback.ts';

function body(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('Article images fallback (spec section 2)', () => {
  it('treats site paths and http(s) addresses as http(s) sources, anything else not', () => {
    const image = document.createElement('img');
    for (const [src, expected] of [
      ['/images/blog/figures/x-960.webp', true],
      ['https://example.com/a.webp', true],
      ['http://example.com/a.webp', true],
      ['data:image/png;base64,AAAA', false],
      ['ftp://example.com/a.webp', false],
    ] as const) {
      image.setAttribute('src', src);
      expect(hasHttpSource(image), src).toBe(expected);
    }
    image.removeAttribute('src');
    expect(hasHttpSource(image)).toBe(false);
  });

  it("replaces an image without an http(s) source by the placeholder with alt 'Imagen no disponible'", () => {
    const container = body('<img alt="Figura" srcset="x 1x"><img src="data:image/png;base64,AAAA" alt="Otra">');
    watchBodyImages(container);
    for (const image of container.querySelectorAll('img')) {
      expect(image.getAttribute('src')).toBe('/images/blog/placeholder.webp');
      expect(image.alt).toBe('Imagen no disponible');
      expect(image.hasAttribute('srcset')).toBe(false);
    }
  });

  it('replaces an image that fails to load', () => {
    const container = body('<img src="https://example.com/roto.webp" alt="Figura" loading="lazy">');
    const image = container.querySelector('img')!;
    watchBodyImages(container);
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe('/images/blog/placeholder.webp');
    expect(image.alt).toBe('Imagen no disponible');
  });
});
