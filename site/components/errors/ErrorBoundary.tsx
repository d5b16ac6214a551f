import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnce } from '../../lib/routing/chunk-reload.ts';
import { forgetFailedPages } from '../../lib/routing/lazy-page.ts';
import { LoadErrorCard } from './LoadErrorCard.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** h1 inside the layout (the card is the page), h1 too at the root: the only heading left. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * Never a blank page: a render error or a failed page chunk shows the branded error card. A
 * chunk failure first tries one full load of the target page (see chunk-reload.ts), leaving the
 * area empty the moment that takes. Keyed by path inside the layout, so Back and links recover.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean; reloading: boolean }> {
  override state = { failed: false, reloading: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    if (isChunkLoadError(error) && reloadOnce()) this.setState({ reloading: true });
  }

  override componentWillUnmount() {
    if (this.state.failed) forgetFailedPages();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) return null;
    return <LoadErrorCard headingLevel={this.props.headingLevel} />;
  }
}
