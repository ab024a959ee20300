// Runs work when the browser is idle (at the latest after `timeout` ms); returns a cancel function.
export function whenIdle(run: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, timeout);
  return () => window.clearTimeout(handle);
}
