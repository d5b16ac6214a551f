import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { FieldErrors, LeadResult } from './engine.ts';
import { leadFormTexts } from './texts.ts';

export type { FieldErrors };

export type LeadFormStatus = 'editing' | 'invalid' | 'sending' | 'sent' | 'failed';

type Engine = typeof import('./engine.ts');
let engine: Promise<Engine> | undefined;

/** Loads the form engine once, the first time any form is touched; a failed download may be retried. */
function loadEngine(): Promise<Engine> {
  engine ??= import('./engine.ts').catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

function firstInvalidField(form: HTMLFormElement, errors: FieldErrors): HTMLElement | undefined {
  return [...form.elements].find((element): element is HTMLElement => element instanceof HTMLElement && 'name' in element && String(element.name) in errors);
}

/**
 * A lead form's life with JavaScript: validate, post as JSON, and say honestly what happened.
 * Fields stay uncontrolled, so what the visitor typed (even before hydration) is never reset by a
 * failure; without JavaScript the same form posts natively to the same endpoint.
 */
export function useLeadForm(
  options: {
    onSent?: (lead: Record<string, unknown>) => void;
    /** When the page around a form that hydrates later became interactive: the time trap counts from there. */
    interactiveSince?: RefObject<number | undefined>;
  } = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [startedAt, setStartedAt] = useState<number>();
  const [status, setStatus] = useState<LeadFormStatus>('editing');
  const [result, setResult] = useState<LeadResult>();
  const [lastLead, setLastLead] = useState<Record<string, unknown>>();

  // The form is interactive from here: the time trap counts from this moment (or from the page's,
  // for a form that hydrates later, since the visitor could fill it in from then on).
  const interactiveSince = options.interactiveSince;
  useEffect(() => setStartedAt(interactiveSince?.current ?? Date.now()), [interactiveSince]);

  // Once a form element is attached (hydration, or a new form after "send another"), the browser's
  // own bubbles give way to the shared rules and their messages. Set in the commit that attaches
  // it: flipping the attribute in a later render left a window where a first submit was swallowed
  // by native validation.
  const attachForm = useCallback((node: HTMLFormElement | null) => {
    formRef.current = node;
    if (node) node.noValidate = true;
  }, []);

  useEffect(() => {
    if (status === 'failed') failureRef.current?.focus();
  }, [status, result]);

  const show = (next: LeadResult) => {
    setResult(next);
    setStatus(next.status);
    if (next.status === 'invalid' && formRef.current) firstInvalidField(formRef.current, next.errors)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const data = new FormData(event.currentTarget);
    let loaded: Engine;
    try {
      loaded = await loadEngine();
    } catch {
      return show({ status: 'failed', text: leadFormTexts.unreachable });
    }
    const { lead, invalid } = loaded.checkForm(data);
    setLastLead(lead);
    if (invalid) return show(invalid);
    setStatus('sending');
    const answer = await loaded.deliver(lead, startedAt);
    show(answer);
    if (answer.status === 'sent') options.onSent?.(lead);
  };

  /** Editing a field withdraws its error: the message no longer describes what is there. */
  const onEdit = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (result?.status !== 'invalid' || !name || !(name in result.errors)) return;
    const errors = Object.fromEntries(Object.entries(result.errors).filter(([field]) => field !== name));
    setResult({ ...result, errors });
  };

  const restart = () => {
    setResult(undefined);
    setStatus('editing');
  };

  return {
    formRef,
    failureRef,
    startedAt,
    status,
    result,
    lastLead,
    errors: result?.status === 'invalid' ? result.errors : ({} as FieldErrors),
    /** Spread on the <form>: the engine starts downloading as soon as the visitor engages. */
    formProps: {
      ref: attachForm,
      onSubmit,
      onInput: onEdit,
      onFocus: () => void loadEngine().catch(() => undefined),
      onPointerDown: () => void loadEngine().catch(() => undefined),
      'aria-busy': status === 'sending',
    },
    restart,
  };
}
