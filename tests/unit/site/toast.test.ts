import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, TOAST_SWIPE_THRESHOLD, toast, useToastStore } from '../../../site/lib/toast.ts';

describe('toasts (spec section 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('uses the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
  });

  it('keeps at most one toast, the newest', () => {
    toast({ title: 'Primero' });
    toast({ title: 'Segundo' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.title).toBe('Segundo');
  });

  it('gives a toast the default duration of 5000 ms unless told otherwise', () => {
    toast({ title: 'Por defecto' });
    expect(useToastStore.getState().toasts[0]!.duration).toBe(5000);
    toast({ title: 'Corto', duration: 1000 });
    expect(useToastStore.getState().toasts[0]!.duration).toBe(1000);
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    const id = toast({ title: 'Hola' });
    useToastStore.getState().dismiss(id);
    expect(useToastStore.getState().toasts[0]!.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});
