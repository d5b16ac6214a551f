import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { onFirstToast } from '../../lib/toast-signal.ts';

const ToastCards = lazy(() => import('./ToastCards.tsx'));

/**
 * The notifications viewport; F8 moves focus to it (spec section 4). The toasts' code (cards,
 * store) comes with the first toast: most pages never show one.
 */
export function Toaster() {
  const viewport = useRef<HTMLOListElement>(null);
  const [used, setUsed] = useState(false);

  useEffect(() => onFirstToast(() => setUsed(true)), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section aria-label="Notificaciones (F8)" className="toaster">
      <ol ref={viewport} tabIndex={-1} className="toaster__viewport" data-testid="toast-viewport">
        {used && (
          <Suspense fallback={null}>
            <ToastCards />
          </Suspense>
        )}
      </ol>
    </section>
  );
}
