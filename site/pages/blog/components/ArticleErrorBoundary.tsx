import { Component, type ReactNode } from 'react';
import { blogTexts } from '../texts.ts';
import { ArticleError } from './ArticleError.tsx';

/** An exception while loading or rendering the article: logged to the console, error card shown. */
export class ArticleErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(blogTexts.loadError, error);
  }

  override render() {
    return this.state.failed ? <ArticleError title={blogTexts.loadError} /> : this.props.children;
  }
}
