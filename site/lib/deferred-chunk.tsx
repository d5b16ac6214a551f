import { Suspense, use, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { whenWanted } from './when-wanted.ts';

/** A lazy module's download, once; a failed download may be retried (the next call imports again). */
export function chunkLoader<M>(importer: () => Promise<M>): () => Promise<M> {
  let chunk: Promise<M> | undefined;
  return () =>
    (chunk ??= importer().catch((error: unknown) => {
      chunk = undefined;
      throw error;
    }));
}

export interface DeferredChunkOptions {
  /** On the client, at the first render: this part's prerendered markup is in the document, about to be hydrated. */
  prerendered: () => boolean;
  /** After mounting: the element whose nearness or reach brings the code (none: it downloads at once). */
  target: () => Element | null | undefined;
  /** Only the visitor's reach brings the code, not nearness (a hidden tab panel: its tab is on screen). */
  reachOnly?: boolean;
}

export interface DeferredChunk<M> {
  /** The module, when it is wanted; render it inside `<Deferred>`. */
  ready: Promise<M>;
  /** When the page became interactive (a form's time trap counts from here, not from the chunk's arrival). */
  since: RefObject<number | undefined>;
}

/**
 * A part of the page whose code comes only when wanted. Over prerendered markup, `ready` waits
 * until the part comes near the viewport or the visitor points at, touches or tabs into it: until
 * then React leaves the prerendered HTML on screen (plain, working HTML), then hydrates it in
 * place. On the server and after a client-side navigation the part renders at once: the component
 * suspends until the chunk is there (the page waits for it).
 */
export function useDeferredChunk<M>(load: () => Promise<M>, { prerendered, target, reachOnly = false }: DeferredChunkOptions): DeferredChunk<M> {
  // The options are read once, at the first render: a waiting part is never re-armed by a re-render.
  const [wait] = useState(() => (typeof document !== 'undefined' && prerendered() ? { wanted: deferred<M>(), target, reachOnly } : undefined));
  const since = useRef<number | undefined>(undefined);
  if (!wait) use(load());

  useEffect(() => {
    since.current = Date.now();
    if (!wait) return;
    const element = wait.target();
    if (!element) {
      load().then(wait.wanted.resolve, () => undefined);
      return;
    }
    let stop = () => {};
    // Near the viewport first (unless reachOnly); after a failed download, only the visitor's next reach retries.
    const arm = (reachOnly: boolean) => {
      stop = whenWanted(element, () => load().then(wait.wanted.resolve, () => arm(true)), reachOnly ? { rootMargin: null } : {});
    };
    arm(wait.reachOnly);
    return () => stop();
  }, [wait, load]);

  return { ready: wait?.wanted.promise ?? load(), since };
}

function Ready<M>({ ready, children }: { ready: Promise<M>; children: (module: M) => ReactNode }) {
  return children(use(ready));
}

/** Renders the chunk's module once `ready` settles; until then nothing, or, while hydrating, the prerendered markup. */
export function Deferred<M>({ ready, children }: { ready: Promise<M>; children: (module: M) => ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Ready ready={ready}>{children}</Ready>
    </Suspense>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}
