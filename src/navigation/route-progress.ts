/** The part of nprogress the route progress uses. */
export interface ProgressBar {
  start(): unknown;
  done(): unknown;
}

interface RouteProgress {
  /** A navigation began: the bar appears if it is still going after `delay` ms. */
  start(): void;
  /** The new route has rendered (or navigation ended): finish and hide the bar. */
  done(): void;
}

/**
 * Shows a progress bar only for navigations slower than `delay`: a fast
 * navigation finishes before the timer fires and shows nothing.
 */
export function createRouteProgress(
  bar: ProgressBar,
  delay = 200,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): RouteProgress {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let visible = false;
  return {
    start() {
      if (timer !== undefined || visible) return;
      timer = timers.setTimeout(() => {
        timer = undefined;
        visible = true;
        bar.start();
      }, delay);
    },
    done() {
      if (timer !== undefined) {
        timers.clearTimeout(timer);
        timer = undefined;
      }
      if (visible) {
        visible = false;
        bar.done();
      }
    },
  };
}
