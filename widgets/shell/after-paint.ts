/**
 * Runs a task once the frame in the making has been painted: a background-priority task runs
 * once nothing more urgent is due, that frame included (in Chromium under a 4x CPU throttle, 12
 * loads of 12, where a 0 ms timer or a MessageChannel message often ran before the frame). Where
 * there is no scheduler (Safari) a plain timer, which may run before it.
 */

/** `scheduler.postTask` (Chromium, Firefox), which TypeScript's DOM types do not have yet. */
type TaskWindow = Window & { scheduler?: { postTask(task: () => void, options: { priority: 'background' }): unknown } };

export function afterPaint(win: TaskWindow, task: () => void): void {
  if (win.scheduler) win.scheduler.postTask(task, { priority: 'background' });
  else win.setTimeout(task);
}
