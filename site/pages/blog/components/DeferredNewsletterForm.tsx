import { memo, useEffect } from 'react';
import { chunkLoader, Deferred, useDeferredChunk } from '../../../lib/deferred-chunk.tsx';

const loadForm = chunkLoader(() => import('./NewsletterForm.tsx'));

const CARD = 'section.newsletter';
/** Set once a card has been on screen with React: any later one is a client-side render. */
let committed = false;

/**
 * The newsletter card, whose code comes only when wanted (useDeferredChunk): the prerendered card
 * stays on screen, a plain working form, until it comes near the viewport or the visitor reaches
 * for it; the time trap counts from the page becoming interactive.
 */
function DeferredNewsletterFormView() {
  const { ready, since } = useDeferredChunk(loadForm, {
    prerendered: () => !committed && document.querySelector(CARD) !== null,
    target: () => document.querySelector(CARD),
  });
  useEffect(() => {
    committed = true;
  }, []);
  return <Deferred ready={ready}>{({ NewsletterForm }) => <NewsletterForm interactiveSince={since} />}</Deferred>;
}

// A re-render of the article must not touch the card while it waits to hydrate (React would render
// it afresh, blanking it until its chunk arrives): no props, so memo always keeps it.
export const DeferredNewsletterForm = memo(DeferredNewsletterFormView);
