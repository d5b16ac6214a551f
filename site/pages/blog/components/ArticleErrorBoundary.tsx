import type { ReactNode } from 'react';
import { LoadErrorBoundary } from '../../../components/errors/LoadErrorBoundary.tsx';
import { blogTexts } from '../texts.ts';
import { ArticleError } from './ArticleError.tsx';

/** An exception while loading or rendering the article: logged to the console, error card shown. */
export function ArticleErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <LoadErrorBoundary fallback={<ArticleError title={blogTexts.loadError} />} logMessage={blogTexts.loadError}>
      {children}
    </LoadErrorBoundary>
  );
}
