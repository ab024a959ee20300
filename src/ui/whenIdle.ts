// Deferred work for after the first screen: nothing here may compete with what the shopper is waiting to see.

/**
 * Runs `run` once the page's load event has passed (the first screen's eager images, the hero among them, are in
 * and about to paint); at once when it has already. Returns a cancel function.
 */
export function afterPageLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => undefined;
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/**
 * Runs work when the browser is idle after the page has loaded (at the latest `timeout` ms after the load event);
 * returns a cancel function. Idle moments come between the first paint and the hero image's paint too: work started
 * there delayed the largest contentful paint by the time it took.
 */
export function whenIdle(run: () => void, timeout = 3000): () => void {
  let cancelIdle = () => undefined as void;
  const cancelLoad = afterPageLoad(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, timeout);
      cancelIdle = () => window.clearTimeout(handle);
    }
  });
  return () => {
    cancelLoad();
    cancelIdle();
  };
}

/**
 * Runs `task` after the browser's next paint (a frame, then a task): work a press causes but its answer on screen
 * does not need (a toast, moving focus) stays out of the frame that answers it.
 */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task, 0));
  else setTimeout(task, 0);
}
