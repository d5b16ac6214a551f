import { Suspense, type ReactNode } from 'react';
import { LoadErrorBoundary } from './errors/LoadErrorBoundary.tsx';

interface DetailBoundaryProps {
  /** The slug: a new item starts with a fresh boundary. */
  id: string;
  /** Shown while the item's own chunk loads (client-side navigation). */
  skeleton: ReactNode;
  /** Shown when it fails to load or render. */
  error: ReactNode;
  children: ReactNode;
}

/** The loading and failure states every detail page (course, service) wraps its content in. */
export function DetailBoundary({ id, skeleton, error, children }: DetailBoundaryProps) {
  return (
    <LoadErrorBoundary key={id} fallback={error}>
      <Suspense fallback={skeleton}>{children}</Suspense>
    </LoadErrorBoundary>
  );
}
