// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ArticleErrorBoundary } from '../../../site/pages/blog/components/ArticleErrorBoundary.tsx';

function Broken(): never {
  throw new Error('chunk failed');
}

afterEach(() => vi.restoreAllMocks());

describe('Blog article page, exception (spec section 8)', () => {
  it("logs 'Error al cargar el artículo' to the console and shows the error card", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Router hook={memoryLocation({ path: '/blog/x' }).hook}>
          <ArticleErrorBoundary>
            <Broken />
          </ArticleErrorBoundary>
        </Router>,
      );
    });
    expect(container.querySelector('h1')!.textContent).toBe('Error al cargar el artículo');
    expect(container.textContent).toContain('El artículo que estás buscando no existe o ha sido eliminado.');
    expect(logged.mock.calls.some((call) => call[0] === 'Error al cargar el artículo')).toBe(true);
    root.unmount();
  });
});
