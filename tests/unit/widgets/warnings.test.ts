import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdWarnings } from '../../../widgets/shell/warnings.ts';

/** A window whose scheduler and timers only queue: the test runs what they were given. */
function fakeWindow(withScheduler: boolean) {
  const background: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const win = {
    scheduler: withScheduler
      ? { postTask: (task: () => void, options: { priority: string }) => options.priority === 'background' && background.push(task) }
      : undefined,
    setTimeout: (task: () => void) => timers.push(task),
  } as unknown as Window;
  return { win, background, timers };
}

afterEach(() => vi.restoreAllMocks());

describe('the warnings found while booting', () => {
  it('wait for a background task after the first frame, then go out in order, once; later ones at once', () => {
    const console = vi.spyOn(globalThis.console, 'warn').mockImplementation(() => undefined);
    const { win, background, timers } = fakeWindow(true);
    const held = holdWarnings(win);
    held.warn('data-position="middle-ish" no es válido; se usa "bottom-right".');
    held.warn('Falta data-policy-url.');
    held.release();
    expect(console).not.toHaveBeenCalled();

    background.forEach((task) => task());
    expect(console.mock.calls).toEqual([
      ['[IAWidgets] data-position="middle-ish" no es válido; se usa "bottom-right".'],
      ['[IAWidgets] Falta data-policy-url.'],
    ]);
    // The timer standing in for a background task that a busy page holds back writes nothing twice.
    timers.forEach((task) => task());
    expect(console).toHaveBeenCalledTimes(2);
    held.warn('IAWidgets.push: llamada no válida (42).');
    expect(console).toHaveBeenLastCalledWith('[IAWidgets] IAWidgets.push: llamada no válida (42).');
    expect(console).toHaveBeenCalledTimes(3);
  });

  it('without a scheduler (Safari), go out in a timer', () => {
    const console = vi.spyOn(globalThis.console, 'warn').mockImplementation(() => undefined);
    const { win, timers } = fakeWindow(false);
    const held = holdWarnings(win);
    held.warn('data-offset="la cabecera" no es válido; se usa "0".');
    held.release();
    expect(console).not.toHaveBeenCalled();
    timers.forEach((task) => task());
    expect(console).toHaveBeenCalledExactlyOnceWith('[IAWidgets] data-offset="la cabecera" no es válido; se usa "0".');
  });
});
