/**
 * Work that can wait (loading Dexie and opening the offline database, installing the service
 * worker with its precache) starts once the first screen is on the page and the browser is
 * idle, so it never competes with that screen for the network or the main thread. The reader
 * guard says when the screen is shown; a start that never shows a reader screen (the admin
 * area, an error) gets there after FIRST_SCREEN_LIMIT_MS.
 */
const FIRST_SCREEN_LIMIT_MS = 10_000;

let markShown = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback: the next task will do there.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

export function markFirstScreenShown(): void {
  whenIdle(markShown);
}

/** Resolves after the first screen has been shown (or the limit has passed), once idle. */
export function afterFirstScreen(): Promise<void> {
  window.setTimeout(markFirstScreenShown, FIRST_SCREEN_LIMIT_MS);
  return shown;
}
