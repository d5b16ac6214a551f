import { memo, Suspense, use, useEffect, useRef, useState, type RefObject } from 'react';
import { whenWanted } from '../../../lib/when-wanted.ts';

type FormModule = typeof import('./NewsletterForm.tsx');

let chunk: Promise<FormModule> | undefined;

/** The newsletter card's own chunk, once; a failed download may be retried. */
function loadForm(): Promise<FormModule> {
  chunk ??= import('./NewsletterForm.tsx').catch((error: unknown) => {
    chunk = undefined;
    throw error;
  });
  return chunk;
}

const CARD = 'section.newsletter';
/** Set once a card has been on screen with React: any later one is a client-side render. */
let committed = false;

function Card({ ready, since }: { ready: Promise<FormModule>; since: RefObject<number | undefined> }) {
  const { NewsletterForm } = use(ready);
  return <NewsletterForm interactiveSince={since} />;
}

/**
 * The newsletter card, whose code comes only when wanted (see DeferredEnrolmentForm, same idea):
 * the prerendered card stays on screen, a plain working form, until it comes near the viewport or
 * the visitor reaches for it; the time trap counts from the page becoming interactive.
 */
function DeferredNewsletterFormView() {
  const [wanted] = useState(() => (typeof document !== 'undefined' && !committed && document.querySelector(CARD) ? deferred<FormModule>() : undefined));
  const since = useRef<number | undefined>(undefined);
  if (!wanted) use(loadForm());

  useEffect(() => {
    committed = true;
    since.current = Date.now();
    if (!wanted) return;
    const target = document.querySelector(CARD);
    if (!target) {
      loadForm().then(wanted.resolve, () => undefined);
      return;
    }
    let stop = () => {};
    // Near the viewport first; after a failed download, only the visitor's next reach retries.
    const arm = (rootMargin?: null) => {
      stop = whenWanted(target, () => loadForm().then(wanted.resolve, () => arm(null)), rootMargin === null ? { rootMargin } : {});
    };
    arm();
    return () => stop();
  }, [wanted]);

  return (
    <Suspense fallback={null}>
      <Card ready={wanted?.promise ?? loadForm()} since={since} />
    </Suspense>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

// A re-render of the article must not touch the card while it waits to hydrate (React would render
// it afresh, blanking it until its chunk arrives): no props, so memo always keeps it.
export const DeferredNewsletterForm = memo(DeferredNewsletterFormView);
